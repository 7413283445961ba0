package scenes

import (
	"fmt"
	"image"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/replay"
)

// Results shows how a battle ended: the winner, the rounds, what each side
// has left standing, what each unit did (damage dealt and taken, hits,
// takedowns) and the engine's final state hash.
type Results struct {
	res    *Resources
	battle *Battle
	back   game.Scene
	// saved is what saving the replay said: the name it is kept under,
	// or why it was not kept; "" before.
	saved string
	// layout is the table by side, laid out on first use: the battle no
	// longer changes.
	layout []resultsSide
}

// NewResults returns the results of the battle b; Enter returns to back.
func NewResults(res *Resources, b *Battle, back game.Scene) *Results {
	return &Results{res: res, battle: b, back: back}
}

// saveReplayButton is the results' button that keeps the replay.
var saveReplayButton = image.Rect(game.ScreenW/2-100, resultsEnd+64, game.ScreenW/2+100, resultsEnd+96)

// canSaveReplay reports whether the results offer to keep the battle's
// replay: a store for them, and a battle played to its end, not watched.
func (r *Results) canSaveReplay() bool {
	over, _ := r.battle.sess.b.Over()
	return r.res.Replays != nil && over && r.battle.watch == nil
}

// playAgainButton is the results' button that starts a rematch, and
// watchAgainButton the one that shows the battle again.
var (
	playAgainButton  = saveReplayButton.Add(image.Pt(215, 0))
	watchAgainButton = saveReplayButton.Add(image.Pt(-215, 0))
)

// watchAgain returns the battle shown again from its start as a replay,
// every unit in sight; back is these results.
func (r *Results) watchAgain() (game.Scene, error) {
	f, err := replay.FromMatch(r.battle.sess.match)
	if err != nil {
		return nil, err
	}
	f.Root = r.battle.cfg.Root
	return WatchReplay(r.res, f, BattleConfig{}, r)
}

// again returns the battle a rematch plays: the same ruleset, map,
// players, squads (and player characters) and ambush, with a new seed; ok
// is false for a replay watched.
func (r *Results) again() (BattleConfig, bool) {
	b := r.battle
	if b.watch != nil {
		return BattleConfig{}, false
	}
	cfg := b.cfg
	cfg.Seed, cfg.Squads, cfg.Units, cfg.Hero = 0, nil, nil, 0
	for i, sq := range b.sess.match.Spec().Squads {
		cfg.Squads = append(cfg.Squads, sq.Squad)
		cfg.Units = append(cfg.Units, cloned(sq.Units))
		if sq.Hero && cfg.Hero == 0 {
			cfg.Hero = i + 1
		}
	}
	return cfg, true
}

// Update shows the battle again on W, keeps its replay on R, starts a
// rematch on C (or a click on each one's button), and returns to the
// title on Enter, Esc or any other click.
func (r *Results) Update(in *game.Input) (game.Scene, error) {
	return r.update(r.res.pageInput(in))
}

// update is Update with the pointer on the page.
func (r *Results) update(in *game.Input) (game.Scene, error) {
	if over, _ := r.battle.sess.b.Over(); over && (in.Pressed(game.ActPanUp) || (in.Click && in.Cursor.In(watchAgainButton))) {
		s, err := r.watchAgain()
		if err != nil {
			r.saved = "Cannot show it again: " + err.Error()
			return r, nil
		}
		return s, nil
	}
	if cfg, ok := r.again(); ok && (in.Pressed(game.ActCentre) || (in.Click && in.Cursor.In(playAgainButton))) {
		s, err := NewBattle(r.res, cfg, r.back)
		if err != nil {
			r.saved = "No rematch: " + err.Error()
			return r, nil
		}
		return s, nil
	}
	if r.canSaveReplay() && r.saved == "" && (in.Pressed(game.ActReload) || (in.Click && in.Cursor.In(saveReplayButton))) {
		if name, err := r.battle.saveReplay(); err != nil {
			r.saved = "The replay was not saved: " + err.Error()
		} else {
			r.saved = "Saved: " + name
		}
		return r, nil
	}
	if in.Pressed(game.ActConfirm) || in.Pressed(game.ActBack) || in.Click {
		return r.back, nil
	}
	return r, nil
}

// resultsTable is the results table's place: its left edge and width,
// the top of its first row, the last row's bottom limit and the row
// height.
const (
	resultsX, resultsW     = game.ScreenW/2 - 320, 640
	resultsTop, resultsEnd = 150, 500
	resultsRow             = 17
)

// resultsCols are the table's columns: a heading and the x of its centre
// (the unit column is left-aligned at its x).
var resultsCols = []struct {
	head string
	x    int
}{
	{"Unit", resultsX + 10}, {"State", resultsX + 300}, {"Dealt", resultsX + 370},
	{"Taken", resultsX + 440}, {"Hits/shots", resultsX + 515}, {"Takedowns", resultsX + 595},
}

// Draw draws the summary: the outcome, then each side with what every
// unit of it did.
func (r *Results) Draw(screen *ebiten.Image) {
	r.res.drawPage(screen, colBackground, r.drawOn)
}

// drawOn draws the page on a screen of game.ScreenW×game.ScreenH.
func (r *Results) drawOn(screen *ebiten.Image) {
	screen.Fill(colBackground)
	f := r.res.Fonts
	over, winner, rounds, hash := r.battle.Outcome()
	game.TextCentered(screen, r.title(over, winner), f.Banner, game.ScreenW/2, 70, colHighlight)
	about := fmt.Sprintf("%s on %s, %d rounds, seed %d", r.battle.rs.Name(), r.battle.m.Name, rounds, r.battle.cfg.Seed)
	if line := limitLine(r.battle.sess.b, over); line != "" {
		about += " · " + line
	}
	game.TextCentered(screen, about, f.Body, game.ScreenW/2, 112, colText)
	for i, c := range resultsCols {
		if i == 0 {
			game.Text(screen, c.head, f.Small, float64(c.x), resultsTop-18, colTextDim)
		} else {
			game.TextCenteredTop(screen, c.head, f.Small, float64(c.x), resultsTop-18, colTextDim)
		}
	}
	y := resultsTop
	for _, sd := range r.sides() {
		panel(screen, image.Rect(resultsX, y, resultsX+resultsW, y+resultsRow+2))
		game.Text(screen, sd.head, f.Body, resultsX+6, float64(y), sideColour(sd.side))
		y += resultsRow + 4
		for _, u := range sd.units {
			col := colText
			if u.State != "standing" {
				col = colTextDim
			}
			name := fit(u.Name, f.Small, 280)
			game.Text(screen, name, f.Small, float64(resultsCols[0].x), float64(y), col)
			if u.Friendly > 0 {
				// Damage to its own side is not in Dealt; say so beside it.
				w, _ := text.Measure(name, f.Small, 0)
				game.Text(screen, fmt.Sprintf("· %d to allies", u.Friendly), f.Small, float64(resultsCols[0].x)+w+6, float64(y), colDanger)
			}
			cells := []string{u.State, fmt.Sprint(u.Dealt), fmt.Sprint(u.Taken), fmt.Sprintf("%d/%d", u.Hits, u.Shots), fmt.Sprint(u.Takedowns)}
			for k, cell := range cells {
				game.TextCenteredTop(screen, cell, f.Small, float64(resultsCols[k+1].x), float64(y), col)
			}
			y += resultsRow
		}
		if sd.more > 0 {
			game.Text(screen, fmt.Sprintf("… and %d more", sd.more), f.Small, float64(resultsCols[0].x), float64(y), colTextDim)
			y += resultsRow
		}
		y += 6
	}
	game.TextCentered(screen, "state hash "+hash, f.Small, game.ScreenW/2, float64(y+14), colTextDim)
	game.TextCentered(screen, "Enter: back to the title", f.Body, game.ScreenW/2, float64(y+40), colTextDim)
	switch {
	case r.saved != "":
		b := saveReplayButton
		game.TextCentered(screen, fit(r.saved, f.Small, float64(b.Dx())), f.Small, float64(b.Min.X+b.Dx()/2), float64(b.Min.Y+16), colText)
	case r.canSaveReplay():
		flatButton(screen, saveReplayButton, "Save the replay  (R)", f.Body, colButton)
	}
	if _, ok := r.again(); ok {
		flatButton(screen, playAgainButton, "Play again  (C)", f.Body, colButtonOn)
	}
	if over {
		flatButton(screen, watchAgainButton, "Watch it again  (W)", f.Body, colButton)
	}
}

// limitLine says, for a battle b that ended with two or more sides still
// fighting, that the round limit decided it and by what rule; "" for a
// battle decided by fighting or not over.
func limitLine(b rules.Battle, over bool) string {
	if !over || rules.SidesFighting(b) < 2 {
		return ""
	}
	limit := "the round limit"
	if rl, ok := b.(rules.RoundLimiter); ok {
		limit = fmt.Sprintf("the round limit (%d rounds)", rl.MaxRounds())
	}
	return "decided by " + limit + ": more units in the fight win"
}

// title is the results' headline: a draw, the winning side and its
// player, or, when one person played against the computer, whether they
// won.
func (r *Results) title(over bool, winner int) string {
	b := r.battle
	if !over {
		return "Battle abandoned"
	}
	you := -1 // the one side a person played, if only one was
	for side := range b.cfg.Sides {
		if b.sess.seatFor(side) {
			if you >= 0 {
				you = -2
				break
			}
			you = side
		}
	}
	switch {
	case winner < 0:
		return "Draw"
	case you >= 0 && winner == you:
		return "Victory: your side wins"
	case you >= 0:
		return fmt.Sprintf("Defeat: side %d (%s) wins", winner+1, playerLabel(b.cfg.Sides[b.sess.match.Spec().Entry(winner)]))
	}
	return fmt.Sprintf("Side %d (%s) wins", winner+1, playerLabel(b.cfg.Sides[b.sess.match.Spec().Entry(winner)]))
}

// resultsUnit is one unit's row of the results.
type resultsUnit struct {
	ID    int    `json:"id"`
	Name  string `json:"name"`
	State string `json:"state"` // standing, down or dead
	unitStats
}

// resultsSide is one side's part of the results: its heading line and
// the rows of its units that fit, with how many more there are.
type resultsSide struct {
	side  int
	head  string
	units []resultsUnit
	more  int
}

// sides lays out the results by side, leaving out the units past what
// the screen holds, evenly between the sides.
func (r *Results) sides() []resultsSide {
	if r.layout == nil {
		r.layout = r.layOut()
	}
	return r.layout
}

// layOut works out sides' table.
func (r *Results) layOut() []resultsSide {
	b := r.battle
	n := len(b.cfg.Sides)
	count := make([]int, n)
	for _, u := range b.sess.b.Units() {
		if u.Side >= 0 && u.Side < n {
			count[u.Side]++
		}
	}
	// per is the most rows a side shows: as many as its units, unless
	// the table would then run past resultsEnd.
	fits := func(per int) bool {
		h := 0
		for _, c := range count {
			h += resultsRow + 10 + min(c, per)*resultsRow
			if c > per {
				h += resultsRow
			}
		}
		return h <= resultsEnd-resultsTop
	}
	per := slices.Max(append(count, 1))
	for per > 1 && !fits(per) {
		per--
	}
	var out []resultsSide
	for side := range n {
		sd := resultsSide{side: side}
		up, all := 0, 0
		for _, u := range b.sess.b.Units() {
			if u.Side != side {
				continue
			}
			all++
			state := "standing"
			switch {
			case u.Dead:
				state = "dead"
			case !u.Active:
				state = "down"
			default:
				up++
			}
			if len(sd.units) == per {
				sd.more++
				continue
			}
			sd.units = append(sd.units, resultsUnit{ID: u.ID, Name: u.Name, State: state, unitStats: b.stats.of(u.ID)})
		}
		sd.head = fmt.Sprintf("Side %d · %s: %d of %d standing", side+1, b.cfg.Sides[b.sess.match.Spec().Entry(side)], up, all)
		out = append(out, sd)
	}
	return out
}

// Outcome reports the battle's result, for --state.
func (r *Results) Outcome() (over bool, winner, rounds int, hash string) { return r.battle.Outcome() }

// Export returns the scene's state.
func (r *Results) Export() any {
	over, winner, rounds, hash := r.battle.Outcome()
	var units []resultsUnit
	for _, sd := range r.sides() {
		units = append(units, sd.units...)
	}
	return map[string]any{"scene": "results", "title": r.title(over, winner), "over": over, "winner": winner, "rounds": rounds, "hash": hash, "at_limit": limitLine(r.battle.sess.b, over) != "", "units": units, "seed": r.battle.cfg.Seed,
		"can_save_replay": r.canSaveReplay() && r.saved == "", "saved": r.saved, "can_play_again": r.battle.watch == nil}
}
