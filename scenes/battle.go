package scenes

import (
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/ai"
	"sightline/game"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/grid"
	"sightline/rules/match"
)

// Battle is the battle scene: it draws the engine's battle, routes the
// human's clicks and keys to legal commands, lets computer players decide
// in the background, and animates every event. It never decides a rule.
//
// It is made of parts with one job each, which it composes and its
// Update and Draw call in turn: the session (the engine and the players),
// the chooser (the legal list, the selection and the action bar), the
// reaction prompt, the viewport (camera, hovered square, keyboard
// cursor), the overlay, the minimap, the log panel, the odds preview, the
// hotseat's logs and recaps, the last-seen markers, the help overlay and
// the leave question.
type Battle struct {
	res  *Resources
	cfg  BattleConfig
	back game.Scene
	rs   rules.Ruleset
	// ref is the ruleset's rules reference, made once: the action bar,
	// its tooltips, the log and the ? overlay read it every frame.
	ref ruleBook
	// icons are the pictures ref's actions name.
	icons actionIcons
	m     *maps.Map
	img   *game.MapImage

	// sess is the talk with the engine and the players.
	sess session
	// watch plays a replay for every side (WatchReplay); nil in a battle
	// played.
	watch *replayer
	// viewer is the side whose eyes the screen shows; -1 shows everything.
	viewer int
	// hot keeps the logs and recaps of the human sides not viewing, in
	// a battle two or more people play on this screen.
	hot hotseat
	// sightings holds, per side a person plays, where it last saw each
	// enemy (lastseen.go).
	sightings sightingBook
	// undo holds the commands that can be taken back (U), the last last
	// (undo.go).
	undo []undoPoint
	// stats tallies what each unit did, for the results.
	stats battleStats
	// before is what the sides people play see before the next command,
	// by side (sightBefore), worked out at the battle's version.
	before struct {
		version uint64
		sides   map[int][]bool
	}

	// sh is the battle as shown, which the animation queue q moves on
	// towards the engine's; synced is set once it has caught up.
	sh     shown
	synced bool
	q      animQueue
	// speed multiplies the animations' speed; turnUnit is the unit whose
	// turn the animations have reached.
	speed    float64
	turnUnit int
	// frame counts the frames; overFrames those since the battle ended.
	frame      int
	overFrames int

	// pick is the human's choosing: the legal list, the selected unit,
	// the action bar and the armed action.
	pick chooser
	// prompt is the screen's side of a prompt that is no turn.
	prompt reactionPrompt
	// note is the line of help or refusal shown over the action bar.
	note string

	view viewport
	ovl  overlay
	// showThreat turns the threat map on (T).
	showThreat bool
	mini       minimap
	// logs is the combat log panel, with the viewer's log.
	logs logPanel
	// preview is the odds panel of the command under the pointer.
	preview oddsPreview
	// whyNot remembers the reason last given for a hovered enemy that the
	// armed attack cannot take (whynot.go).
	whyNot whyNotMemo
	// actors remembers which units of a side on its whole turn still
	// have something to do, for the rings of the turn order.
	actors actorsMemo
	// drawOrder is drawUnits' reused order of the units.
	drawOrder []int
	// help is the help overlay: the controls and the rules reference.
	help helpOverlay
	// leave asks whether to leave the battle (Esc).
	leave leaveDialog

	// resumed is set for a battle continued from a saved one, which is
	// forgotten once the battle is over; saveName is the name the battle
	// is saved under, "" until it is first saved (newSaveName).
	resumed  bool
	saveName string
	// hashed is the battle's Hash at a version (stateHash).
	hashed hashAt
}

// NewBattle sets up the battle of cfg; back is the scene Esc returns to.
func NewBattle(res *Resources, cfg BattleConfig, back game.Scene) (*Battle, error) {
	if cfg.Seed == 0 {
		cfg.Seed = res.newSeed()
	}
	return newBattle(res, cfg, fromSpec(cfg.Spec()), nil, back)
}

// builder makes a battle's match on its field, recording (so that it can
// be saved), with the events of any steps it has played already.
type builder func(rs rules.Ruleset, field *grid.Field) (*match.Match, []rules.Event, error)

// fromSpec builds the battle spec describes, from its start; its errors
// (a map without spawn zones for the sides) name the map.
func fromSpec(spec match.Spec) builder {
	return func(rs rules.Ruleset, field *grid.Field) (*match.Match, []rules.Event, error) {
		mt, err := match.New(rs, field, spec, true, ai.New)
		if err != nil {
			return nil, nil, errorf("map %s: %w", spec.Map, err)
		}
		return mt, nil, nil
	}
}

// newBattle sets up the battle build makes, shown as cfg says (a saved
// battle's arrives with its steps played: ResumeBattle). With watch set,
// a replay's player decides for every side (WatchReplay).
func newBattle(res *Resources, cfg BattleConfig, build builder, watch *replayer, back game.Scene) (*Battle, error) {
	rs, err := all.Registry().Get(cfg.Ruleset)
	if err != nil {
		return nil, err
	}
	m, err := maps.Open(cfg.Map, cfg.Root)
	if err != nil {
		return nil, err
	}
	mt, replayed, err := build(rs, m.Field)
	if err != nil {
		return nil, err
	}
	img, err := game.NewMapImage(m)
	if err != nil {
		return nil, err
	}
	ref := rs.Reference()
	icons := newActionIcons(ref)
	s := &Battle{res: res, cfg: cfg, back: back, rs: rs, ref: ruleBook{ref}, icons: icons, m: m, img: img, sess: session{match: mt, b: mt.Battle()},
		viewer: -1, pick: newChooser(ref, icons), turnUnit: rules.NoUnit,
		speed: max(cfg.Speed, 0.25)}
	if cfg.Speed == 0 {
		s.speed = res.Prefs.Speed
	}
	n := len(cfg.Sides)
	s.view = viewport{cam: game.Camera{Zoom: 1}, img: img, field: mt.Battle().Field()}
	s.mini = minimap{view: &s.view, m: m}
	s.sess.seats, s.sess.ais = make([]*seat, n), make([]*async, n)
	s.watch = watch
	for side := 0; side < n; side++ {
		if watch != nil {
			if err := mt.SetPlayer(side, watch); err != nil {
				return nil, err
			}
			continue
		}
		if p := mt.Player(side); p != nil {
			s.sess.ais[side] = newAsync(p)
			if err := mt.SetPlayer(side, s.sess.ais[side]); err != nil {
				return nil, err
			}
			continue
		}
		s.sess.seats[side] = &seat{}
		if err := mt.SetPlayer(side, s.sess.seats[side]); err != nil {
			return nil, err
		}
		if s.viewer < 0 {
			s.viewer = side
		}
	}
	s.sh.sync(s.sess.b)
	s.sh.see(s.visible)
	s.synced = true
	if res.Fonts != nil {
		s.logs.face = res.Fonts.Small
	}
	s.sess.policy = make(match.Standing, len(s.sh.units))
	s.q.onEvent = s.onEvent
	humans := 0
	for _, st := range s.sess.seats {
		if st != nil {
			humans++
		}
	}
	if s.hot.on = humans >= 2; s.hot.on {
		s.hot.others = map[int]*combatLog{}
		for side, st := range s.sess.seats {
			if st != nil && side != s.viewer {
				s.hot.others[side] = &combatLog{}
			}
		}
		// Asking a defence of a player whose turn it is not would pass
		// the screen twice for every attack: the units answer with the
		// defence the engine's odds favour until their player presses P.
		for _, u := range s.sh.units {
			if s.sess.seatFor(u.Side) {
				s.sess.policy[u.ID] = match.PolicyDodge
			}
		}
	}
	shadeElevation(img, m.Field, res)
	s.ovl.init(img)
	if st, ok := s.sess.b.(interface{ StartEvents() []rules.Event }); ok {
		s.logAsNow(st.StartEvents())
	}
	s.stats.sides = match.SidesOf(s.sess.b.Units())
	s.logAsNow(replayed)
	for _, e := range replayed {
		s.stats.add(e)
	}
	s.noteSightings()
	s.coversAsKnown()
	s.fitScreen()
	s.openView()
	return s, nil
}

// Update advances animations, routes the human's input, and steps the
// match when no animation is playing.
func (s *Battle) Update(in *game.Input) (game.Scene, error) {
	s.frame++
	s.fitScreen()
	if s.leave.asking {
		return s.askLeave(in), nil // the battle waits while it asks
	}
	if next := s.keys(in); next != nil {
		return next, nil
	}
	s.look(in)
	if s.animate(in) {
		return s, nil
	}
	s.catchUp()
	if held, err := s.replayHeld(); err != nil {
		return nil, err
	} else if held {
		return s, nil
	}
	if over, _ := s.sess.b.Over(); over {
		return s.ended(in)
	}
	return s.decide(in)
}

// keys takes the keys that open or close something over the battle: the
// help pages, the settings, the keyboard cursor, the armed action and the
// leave question. It returns the scene to go to, or nil to stay.
func (s *Battle) keys(in *game.Input) game.Scene {
	switch {
	case s.help.update(in):
	case in.Pressed(game.ActSettings):
		return NewSettings(s.res, s)
	case in.Pressed(game.ActBack) && s.view.kbOn:
		s.view.kbOn = false
	case in.Pressed(game.ActCursor):
		s.toggleCursor()
	case in.Pressed(game.ActBack) && s.pick.armed >= 0:
		s.pick.armed = -1
	case in.Pressed(game.ActBack):
		s.leave.asking = true
		return s
	}
	return nil
}

// look takes the keys and clicks that change what the screen shows and
// how fast, not the battle: the replay's pause, the threat map, the log,
// the speed, the camera, the minimap, and the square under the pointer.
func (s *Battle) look(in *game.Input) {
	if s.watch != nil && in.Pressed(game.ActConfirm) {
		s.watch.paused = !s.watch.paused
	}
	if in.Pressed(game.ActThreat) {
		s.showThreat = !s.showThreat
	}
	if in.Pressed(game.ActLog) {
		s.logs.cycle()
	}
	if in.Pressed(game.ActSpeedUp) {
		s.speed = min(s.speed*2, 32)
	}
	if in.Pressed(game.ActSpeedDown) {
		s.speed = max(s.speed/2, 0.25)
	}
	if in.Pressed(game.ActCentre) {
		s.centreOnActive(true)
	}
	if in.Click && (s.logs.click(in.Cursor) || s.mini.click(in.Cursor)) {
		in.Click = false
	}
	if s.view.kbOn && s.help.open == helpNone {
		s.view.moveCursor(in)
	}
	if s.help.open == helpNone { // the arrows turn the rules' pages instead
		s.view.controls(in)
	}
	s.view.updateHover(in, s.mini.rect().Inset(-3))
}

// animate plays the animation queue a frame (all of it on Backspace) and
// its sounds, and reports whether it is still playing.
func (s *Battle) animate(in *game.Input) bool {
	if in.Pressed(game.ActSkip) {
		s.q.skip(&s.sh, s.view.tile())
	}
	s.q.update(s.speed, &s.sh, s.view.tile())
	s.q.playSounds(s.res.Sounds)
	return s.q.busy()
}

// catchUp shows the engine's state once the animations of the last
// command have played, and notes what the players' sides see now.
func (s *Battle) catchUp() {
	if !s.synced {
		s.sh.sync(s.sess.b)
		s.sh.see(s.visible)
		s.synced = true
		s.noteSightings()
		s.coversAsKnown()
	}
}

// ended holds the battle over on screen until it goes to the results:
// after two seconds, Enter or a click, or at once under ExitWhenOver.
func (s *Battle) ended(in *game.Input) (game.Scene, error) {
	if s.resumed && s.res.Saves != nil {
		// Played out: the title no longer offers to continue it. A save
		// that could not be dropped is only offered again, at the point
		// it was saved, so the error is let go.
		_ = s.res.Saves.DropBattle(s.saveName)
		s.resumed = false
	}
	s.overFrames++
	if s.cfg.ExitWhenOver {
		return nil, game.ErrQuit
	}
	if s.overFrames > 120 || in.Pressed(game.ActConfirm) || (in.Click && s.overFrames > 10) {
		return NewResults(s.res, s, s.back), nil
	}
	return s, nil
}

// decide has the prompt answered: it passes the screen in a hotseat
// battle, routes a human's input to a command, and steps the match, whose
// player (a seat, a computer, a replay) may have its command ready.
func (s *Battle) decide(in *game.Input) (game.Scene, error) {
	pr := s.sess.b.Prompt()
	if s.hot.on && s.sess.seatFor(pr.Side) && pr.Side != s.viewer && !s.sess.policy.AnswersAlone(pr) {
		return newHandOff(s.res, s, pr.Side), nil
	}
	if s.sess.seatFor(pr.Side) {
		if s.help.open != helpNone {
			return s, nil
		}
		if in.Pressed(game.ActHandOver) {
			if err := s.handOver(pr.Side); err != nil {
				s.note = "Not handed over: " + err.Error()
			} else {
				s.note = fmt.Sprintf("Side %d is the computer's now (%s)", pr.Side+1, handOverLevel)
			}
		} else {
			s.human(in, pr, s.sess.seats[pr.Side])
		}
	}
	if err := s.step(pr); err != nil {
		return nil, err
	}
	return s, nil
}

// step steps the match and, when a command was taken, files its events
// and starts their animation. A command the engine refused is named in
// the note; the error is one the battle cannot go on after.
func (s *Battle) step(pr rules.Prompt) error {
	point := s.beforeCommand(pr)
	before := s.sightBefore()
	ev, ok, err := s.sess.step(pr)
	if ok {
		s.afterCommand(point, pr, ev)
	}
	if err != nil && s.watch != nil {
		s.judged(err)
		return nil
	}
	if err != nil {
		var rej *rules.Rejection
		if errors.As(err, &rej) {
			s.note = rej.Reason
			return nil
		}
		return err
	}
	if !ok {
		return nil
	}
	if s.watch != nil {
		s.judged(nil)
	}
	for _, e := range ev {
		s.stats.add(e)
	}
	s.show(ev, before)
	s.synced = false
	s.pick.armed = -1
	s.preview.odds = oddsCache{}
	// Play the first frame of the new events now, so a command and its
	// animation start together.
	s.q.update(s.speed, &s.sh, s.view.tile())
	return nil
}

// show starts the animation of the events of a command just applied,
// as the viewer perceived them, and files them in the other hotseat
// sides' logs and recaps as each of those perceived them; before is
// sightBefore's answer from before the command.
func (s *Battle) show(ev []rules.Event, before map[int][]bool) {
	seen := s.perceive(ev, before)
	s.q.side = s.viewer
	s.q.push(ev, seen[s.viewer], &s.sh)
	for _, side := range s.perceivers() {
		l := s.hot.others[side]
		if l == nil {
			continue
		}
		for i, e := range ev {
			n := l.filed
			l.file(e, seen[side][i], s.sess.b, s.ref.actionName)
			s.q.note(shownEvent{Side: side, Kind: e.Kind, How: seen[side][i].How.String(), Logged: l.filed - n})
		}
		s.hot.missed(side, ev, seen[side])
	}
}

// askLeave waits on the leave dialog's answer, and saves the battle
// before leaving when asked to, or hands the side shown to the computer
// and stays.
func (s *Battle) askLeave(in *game.Input) game.Scene {
	switch s.leave.update(in, s.canSave(), s.canHandOver()) {
	case leaveHandOver:
		s.leave.asking = false
		if err := s.handOver(s.viewer); err != nil {
			s.note = "Not handed over: " + err.Error()
		} else {
			s.note = fmt.Sprintf("Side %d is the computer's now (%s)", s.viewer+1, handOverLevel)
		}
	case leaveSaved:
		if err := s.save(); err != nil {
			s.leave.err = "Not saved: " + err.Error()
			return s
		}
		fallthrough
	case leaveNow:
		s.leave.asking = false
		return s.back
	}
	return s
}

// onEvent files an event in the viewer's log as its animation starts, as
// the viewer perceived it, and follows the action with the camera where
// the viewer saw it. (The other hotseat sides' logs got it when it was
// applied.)
func (s *Battle) onEvent(a *anim) {
	e := a.ev
	if recapped, over := s.hot.replayed(); !recapped {
		n := s.logs.log.filed
		s.logs.log.file(e, a.seen, s.sess.b, s.ref.actionName)
		a.logged = s.logs.log.filed - n
	} else if over {
		s.note = ""
	}
	if e.Kind == rules.EvTurnStart && e.Unit != rules.NoUnit {
		s.turnUnit = e.Unit
		// Only to a unit the screen shows: one seen later in the
		// command stands where the viewer has not seen it.
		if a.seen.How == rules.Seen && a.seen.Unit && s.sh.sees(e.Unit) {
			x, y := s.view.cam.X, s.view.cam.Y
			s.view.centreOn(posOf(&s.sh, e.Unit, grid.Pos{}), false)
			a.moved = x != s.view.cam.X || y != s.view.cam.Y
		}
	}
}

// logAsNow files events that were applied before the screen opened (the
// battle's start, a saved battle's steps) in the viewer's log and the
// other hotseat players', each as its side perceives them from what it
// sees now.
func (s *Battle) logAsNow(ev []rules.Event) {
	if len(ev) == 0 {
		return
	}
	seen := s.perceive(ev, nil)
	for i, e := range ev {
		p := everything()
		if s.viewer >= 0 {
			p = seen[s.viewer][i]
		}
		s.logs.log.file(e, p, s.sess.b, s.ref.actionName)
		for side, l := range s.hot.others {
			l.file(e, seen[side][i], s.sess.b, s.ref.actionName)
		}
	}
}

// perceivers returns the sides whose perception of events the screen
// keeps: the sides people play on it (the viewer among them); none when a
// replay is watched or computers play every side, the screen then
// showing everything.
func (s *Battle) perceivers() []int {
	var out []int
	if s.watch != nil {
		return nil
	}
	for side, st := range s.sess.seats {
		if st != nil {
			out = append(out, side)
		}
	}
	return out
}

// sightBefore returns, for each side whose perception the screen keeps,
// the units it sees now, before the next command (rules.SeenUnits);
// worked out once per version of the battle.
func (s *Battle) sightBefore() map[int][]bool {
	v := s.sess.b.Version()
	if s.before.sides != nil && s.before.version == v {
		return s.before.sides
	}
	s.before.version, s.before.sides = v, map[int][]bool{}
	for _, side := range s.perceivers() {
		s.before.sides[side] = rules.SeenUnits(s.sess.b, side, nil)
	}
	return s.before.sides
}

// perceive returns how each side whose perception the screen keeps
// perceived each of the events of a command just applied, by the engine's
// rule (rules.Perceive) on its sight over the command (rules.SightOf;
// before is sightBefore's answer from before it, nil for none). The map
// has no entry for side -1: a viewer of -1 sees everything.
func (s *Battle) perceive(ev []rules.Event, before map[int][]bool) map[int][]rules.Perceived {
	out := map[int][]rules.Perceived{}
	for _, side := range s.perceivers() {
		sight := rules.SightOf(s.sess.b, side, before[side])
		out[side] = rules.PerceiveAll(ev, &sight, nil)
	}
	return out
}

// visible reports whether the viewer may see unit id.
func (s *Battle) visible(id int) bool { return s.visibleTo(s.viewer, id) }

// visibleTo reports whether side may see unit id; side -1 sees everything.
func (s *Battle) visibleTo(side, id int) bool {
	if side < 0 || id < 0 || id >= len(s.sh.units) {
		return true
	}
	if s.sh.units[id].Side == side {
		return true
	}
	return s.sess.b.Sees(side, id)
}

// viewTo shows the battle through side's eyes: its combat log, its
// units, none of the last player's choosing, and the camera on the unit
// that decides (HandOff calls it once the new player confirms).
func (s *Battle) viewTo(side int) {
	if side == s.viewer {
		return
	}
	s.hot.pass(s.viewer, side, &s.logs.log, s.sh.clone())
	s.viewer = side
	s.sh.see(s.visible)
	s.coversAsKnown()
	s.pick.legal, s.pick.legalFor = nil, -1
	s.pick.selected, s.pick.armed, s.pick.target, s.pick.via = rules.NoUnit, -1, -1, nil
	s.note, s.preview.odds, s.logs.all = "", oddsCache{}, false
	s.ovl.valid = false
	s.centreOnActive(true)
	s.startRecap(side)
}

// TileScreen returns the screen centre of tile (x, y), for scripts.
func (s *Battle) TileScreen(x, y int) (int, int) {
	return s.view.tileScreen(x, y)
}

// unitOn returns the visible, active unit standing on p, or -1.
func (s *Battle) unitOn(p grid.Pos) int {
	for _, u := range s.sh.units {
		if u.Pos == p && u.Active && s.visible(u.ID) {
			return u.ID
		}
	}
	return -1
}

// Busy reports whether the battle is not taking the human's input now:
// an animation plays, or the battle waits on a computer player.
func (s *Battle) Busy() bool {
	if s.q.busy() || !s.synced {
		return true
	}
	if over, _ := s.sess.b.Over(); over {
		return false
	}
	return !s.sess.seatFor(s.sess.b.Prompt().Side)
}

// Outcome reports the battle's result for --state: whether it is over,
// the winning side (-1 for a draw), the rounds played and the engine's
// final state hash.
func (s *Battle) Outcome() (over bool, winner, rounds int, hash string) {
	over, winner = s.sess.b.Over()
	return over, winner, s.sess.b.Round(), s.sess.b.Hash()
}

// hashAt is a battle's Hash at one of its versions.
type hashAt struct {
	b       rules.Battle
	version uint64
	hash    string
}

// stateHash returns the battle's Hash, computed once a version: the state
// changes only with an accepted command, which raises the version. The
// test page publishes the export once a frame drawn, and hashing the
// whole state every frame was a fifth of the browser's stretches in Go
// over 30 ms during the computer players' turns (issue #38).
func (s *Battle) stateHash() string {
	b := s.sess.b
	if v := b.Version(); s.hashed.b != b || s.hashed.version != v || s.hashed.hash == "" {
		s.hashed = hashAt{b, v, b.Hash()}
	}
	return s.hashed.hash
}

// Draw draws the battlefield, the overlays and the HUD.
func (s *Battle) Draw(screen *ebiten.Image) {
	s.preview.pending.on = false
	s.fitScreen()
	s.drawWorld(screen)
	s.drawHUD(screen)
}

// Export returns the scene's state for --state and the browser, as the
// viewer knows it: its units lists only the units the viewer sees now
// (every unit where the viewer is -1: a replay watched, computers on
// every side). events_shown accounts for each event the screen played
// (the last 4,000) as the viewer perceived it, with the sounds, floaters,
// log lines and camera moves it brought; sounds_played and
// floaters_shown count them since the battle began.
func (s *Battle) Export() any { return s.export(false) }

// ExportAll returns the scene's state with every unit, seen or not, for
// --state-all (debugging).
func (s *Battle) ExportAll() any { return s.export(true) }

// export returns the scene's state, listing every unit with all set and
// otherwise the units the viewer sees.
func (s *Battle) export(all bool) any {
	type unitState struct {
		ID     int    `json:"id"`
		Side   int    `json:"side"`
		Name   string `json:"name"`
		X      int    `json:"x"`
		Y      int    `json:"y"`
		Active bool   `json:"active"`
		// What the engine's view says of the unit, as the unit panel
		// and the marks show it.
		Budget   []rules.Track   `json:"budget"`
		Statuses []string        `json:"statuses,omitempty"`
		Counters []rules.Counter `json:"counters,omitempty"`
		Readied  string          `json:"readied,omitempty"`
	}
	pr := s.sess.b.Prompt()
	can := s.actors.of(s.sess.b, pr, len(s.sh.units))
	shownPr := pr // as the viewer may read it: no unseen unit named
	if !all && s.viewer >= 0 {
		shownPr = rules.MaskPrompt(pr, s.sess.b.Units(), rules.SeenUnits(s.sess.b, s.viewer, nil))
	}
	us := make([]unitState, 0, len(s.sh.units))
	acts := []int{} // the units the turn order rings
	for _, u := range s.sess.b.Units() {
		if all || s.visible(u.ID) {
			us = append(us, unitState{u.ID, u.Side, u.Name, u.Pos.X, u.Pos.Y, u.Active, u.Budget, u.Statuses, u.Counters, u.Readied})
		}
		if u.Active && stillActs(u, pr, can, s.visible(u.ID)) {
			acts = append(acts, u.ID)
		}
	}
	events := s.q.shownEvents
	if events == nil {
		events = []shownEvent{}
	}
	over, winner := s.sess.b.Over()
	slots := make([]string, len(s.pick.slots))
	for i, sl := range s.pick.slots {
		slots[i] = sl.action
	}
	armed := ""
	if s.pick.armed >= 0 && s.pick.armed < len(s.pick.slots) {
		armed = s.pick.slots[s.pick.armed].action
	}
	// The action bar's buttons on the current page: the slot each holds
	// (-2 for More) and where it is, so scripts can click them.
	type button struct {
		Slot int    `json:"slot"`
		Rect [4]int `json:"rect"`
	}
	var bar []button
	for k, i := range s.pick.barSlots() {
		r := s.view.lay.slot(k)
		bar = append(bar, button{i, [4]int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y}})
	}
	return map[string]any{"scene": "battle", "ruleset": s.rs.ID(), "map": s.m.Name, "seed": s.cfg.Seed,
		"version": s.sess.b.Version(), "round": s.sess.b.Round(), "over": over, "winner": winner, "rounds": s.sess.b.Round(),
		"hash": s.stateHash(), "prompt": shownPr, "selected": s.pick.selected, "armed": armed, "slots": slots, "bar": bar,
		"animating": s.q.busy(), "units": us, "camera": []float64{s.view.cam.X, s.view.cam.Y}, "zoom": s.view.cam.Zoom, "view": s.view.tiles(), "minimap": rectJSON(s.mini.rect()), "log_folded": s.logs.folded,
		"tile": s.view.tile(), "note": s.note, "log": len(s.logs.log.entries), "log_entries": s.logs.log.export(), "speed": s.speed,
		"target": s.pick.target, "threat": s.showThreat, "reach": s.ovl.reachCount, "human_commands": s.sess.sent, "handed_over": s.sess.handed,
		"viewer": s.viewer, "hotseat": s.hot.on, "turn_banner": turnBanner(shownPr), "acting": acts, "leaving": s.leave.asking, "watching": s.watch != nil, "paused": s.watch != nil && s.watch.paused,
		"sounds_played": s.q.played, "floaters_shown": s.q.floated, "events_shown": events}
}
