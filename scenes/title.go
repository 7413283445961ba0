package scenes

import (
	"fmt"
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/game"
	"sightline/rules/all"
	"sightline/rules/replay"
)

// Title is the title scene: "Quick skirmish" starts a battle as the
// configuration describes it (by default the player against the normal
// computer on the default map).
type Title struct {
	res *Resources
	cfg BattleConfig
	// setup is the battle the skirmish setup opens on: the one it last
	// started, in this run or, as the settings keep it, an earlier one
	// (see OpenSetupOn); cfg until then.
	setup BattleConfig
	err   string
	// saves are the saved battles' names, newest first, and saved the
	// newest's data; looked says whether the store was asked since the
	// title was last shown; broken, that continuing the one saved battle
	// failed, so that its button now discards it.
	saves  []string
	saved  []byte
	looked bool
	broken bool
	// replays is set when the store keeps replays to watch.
	replays bool
	// savedAbout tells what the newest saved battle is, under its button.
	savedAbout string
	// quickAbout tells what the quick skirmish is, over its button.
	quickAbout string
}

// NewTitle returns the title scene; cfg is the quick skirmish's battle.
func NewTitle(res *Resources, cfg BattleConfig) *Title {
	return &Title{res: res, cfg: cfg, setup: cfg, quickAbout: battleAbout(cfg)}
}

// battleAbout tells a battle's ruleset, map and players in a line, in the
// words of a saved battle's (savedAbout): "Tesseris ADS · village · person
// vs normal computer".
func battleAbout(c BattleConfig) string {
	name := c.Ruleset
	if r, err := all.Registry().Get(c.Ruleset); err == nil {
		name = r.Name()
	}
	return fmt.Sprintf("%s · %s · %s", name, mapLabel(c.Map), playersLabel(c.Sides))
}

// OpenSetupOn has the skirmish setup open on c rather than the quick
// skirmish's battle: the game passes the battle the settings keep as the
// setup's last (Prefs.LastSetup) when its command line names none.
func (t *Title) OpenSetupOn(c BattleConfig) { t.setup = c }

// setupStarted keeps the battle the setup started for its next opening,
// in the settings too.
func (t *Title) setupStarted(c BattleConfig) {
	t.setup = c
	p := &t.res.Prefs
	p.Setup = keptSetup(c, listOwnMaps(t.res.Store))
	if t.res.Store != nil {
		if err := t.res.Store.Save(*p); err != nil {
			t.err = "The setup's choices are not kept for the next time: " + err.Error()
		}
	}
}

var (
	quickButton    = image.Rect(game.ScreenW/2-130, 320, game.ScreenW/2+130, 370)
	setupButton    = image.Rect(game.ScreenW/2-130, 385, game.ScreenW/2+130, 425)
	settingsButton = image.Rect(game.ScreenW/2-130, 435, game.ScreenW/2+130, 475)
	continueButton = image.Rect(game.ScreenW/2-130, 485, game.ScreenW/2+130, 525)
)

// replaysButton is where the Replays… button stands: below Continue when
// that is shown.
func (t *Title) replaysButton() image.Rectangle {
	if len(t.saves) > 0 {
		return continueButton.Add(image.Pt(0, 62))
	}
	return continueButton
}

// Update starts the skirmish on Enter or a click on the button, opens the
// setup, the settings or the kept replays (R), or continues the saved
// battle (C). A saved battle
// that cannot be continued (broken, or saved by a build that plays
// differently) is named in one line, and the same button then discards it.
func (t *Title) Update(in *game.Input) (game.Scene, error) {
	if !t.looked {
		t.looked = true
		if t.res.Saves != nil {
			t.look()
		}
		if t.res.Replays != nil {
			names, err := t.res.Replays.Replays()
			if err != nil {
				t.err = "replays: " + err.Error()
			}
			t.replays = len(names) > 0
		}
	}
	next, err := t.choose(in)
	if next != t {
		t.looked = false // ask again when the title is back
	}
	return next, err
}

// choose acts on the frame's input.
func (t *Title) choose(in *game.Input) (game.Scene, error) {
	if in.Pressed(game.ActBack) {
		return nil, game.ErrQuit
	}
	if len(t.saves) > 0 && (in.Pressed(game.ActCentre) || (in.Click && in.Cursor.Sub(pageOrigin(t.res.size())).In(continueButton))) {
		if len(t.saves) > 1 {
			return NewSavedList(t.res, t), nil
		}
		if t.broken {
			t.discard()
			return t, nil
		}
		s, err := ResumeBattle(t.res, t.saves[0], t.saved, t)
		if err != nil {
			t.err, t.broken = err.Error(), true
			return t, nil
		}
		return s, nil
	}
	if t.replays && (in.Pressed(game.ActReload) || (in.Click && in.Cursor.Sub(pageOrigin(t.res.size())).In(t.replaysButton()))) {
		return NewReplayList(t.res, t), nil
	}
	if in.Pressed(game.ActPanDown) || (in.Click && in.Cursor.Sub(pageOrigin(t.res.size())).In(setupButton)) {
		s := NewSetup(t.res, t.setup, t)
		s.started = t.setupStarted
		return s, nil
	}
	if in.Pressed(game.ActSettings) || (in.Click && in.Cursor.Sub(pageOrigin(t.res.size())).In(settingsButton)) {
		return NewSettings(t.res, t), nil
	}
	if in.Pressed(game.ActConfirm) || (in.Click && in.Cursor.Sub(pageOrigin(t.res.size())).In(quickButton)) {
		s, err := NewBattle(t.res, t.cfg, t)
		if err != nil {
			t.err = err.Error()
			return t, nil
		}
		return s, nil
	}
	return t, nil
}

// look reads the saved battles' names, and the newest one.
func (t *Title) look() {
	var err error
	t.saves, t.saved, t.broken, t.savedAbout = nil, nil, false, ""
	if t.saves, err = t.res.Saves.Battles(); err != nil {
		t.err = "saved battles: " + err.Error()
		return
	}
	if len(t.saves) == 0 {
		return
	}
	if t.saved, err = t.res.Saves.LoadBattle(t.saves[0]); err != nil {
		t.err = "saved battle: " + err.Error()
		t.broken = true
		return
	}
	t.savedAbout = savedAbout(t.saves[0], t.saved)
	if len(t.saves) > 1 {
		t.savedAbout = "newest: " + t.savedAbout
	}
}

// discard forgets the one saved battle, which could not be continued. A
// store that fails to forget it is named on the title, not fatal.
func (t *Title) discard() {
	if err := t.res.Saves.DropBattle(t.saves[0]); err != nil {
		t.err = "saved battle: not discarded: " + err.Error()
		return
	}
	t.saves, t.saved, t.broken, t.err = nil, nil, false, ""
}

// Draw draws the title and the button.
func (t *Title) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x1b, 0x22, 0x2c, 0xff})
	f := t.res.Fonts
	sz := t.res.size()
	o := pageOrigin(sz)
	cx, oy := float64(sz.X)/2, float64(o.Y)
	quickButton, setupButton, settingsButton, continueButton := quickButton.Add(o), setupButton.Add(o), settingsButton.Add(o), continueButton.Add(o)
	game.TextCentered(screen, "SIGHTLINE", f.Banner, cx, oy+200, color.RGBA{0xf0, 0xe6, 0xc8, 0xff})
	game.TextCentered(screen, "tactical grid combat under your table's rules", f.Body, cx, oy+245, color.RGBA{0xa8, 0xb4, 0xc0, 0xff})
	game.TextCentered(screen, fit(t.quickAbout, f.Small, float64(sz.X-40)), f.Small, cx, float64(quickButton.Min.Y)-14, colTextDim)
	b := quickButton
	vector.FillRect(screen, float32(b.Min.X), float32(b.Min.Y), float32(b.Dx()), float32(b.Dy()), color.RGBA{0x2f, 0x6f, 0xa8, 0xff}, false)
	vector.StrokeRect(screen, float32(b.Min.X), float32(b.Min.Y), float32(b.Dx()), float32(b.Dy()), 2, color.RGBA{0xf0, 0xe6, 0xc8, 0xff}, false)
	game.TextCentered(screen, "Quick skirmish  (Enter)", f.Title, float64(b.Min.X+b.Dx()/2), float64(b.Min.Y+b.Dy()/2), color.White)
	flatButton(screen, setupButton, "Skirmish setup…  (↓)", f.Body, colButton)
	flatButton(screen, settingsButton, "Settings…  (F2)", f.Body, colButton)
	y := oy + 500
	if len(t.saves) > 0 {
		label := "Continue the saved battle  (C)"
		switch {
		case len(t.saves) > 1:
			label = fmt.Sprintf("Saved battles (%d)…  (C)", len(t.saves))
		case t.broken:
			label = "Discard the saved battle  (C)"
		}
		flatButton(screen, continueButton, label, f.Body, colButtonOn)
		y = float64(continueButton.Max.Y) + 37
		if t.savedAbout != "" {
			game.TextCentered(screen, t.savedAbout, f.Small, float64(continueButton.Max.X+continueButton.Min.X)/2, float64(continueButton.Max.Y)+7, colTextDim)
		}
	}
	if t.replays {
		r := t.replaysButton().Add(o)
		flatButton(screen, r, "Replays…  (R)", f.Body, colButton)
		y = float64(r.Max.Y) + 22
	}
	game.TextCentered(screen, "Esc quits", f.Body, cx, y, color.RGBA{0xa8, 0xb4, 0xc0, 0xff})
	// The build, for a player reporting a problem (replays name it too).
	game.Text(screen, replay.EngineVersion(), f.Small, 8, float64(sz.Y-18), colTextDim)
	if t.err != "" {
		game.TextCentered(screen, fit(t.err, f.Body, float64(sz.X-40)), f.Body, cx, min(y+28, float64(sz.Y-14)), color.RGBA{0xe0, 0x60, 0x50, 0xff})
	}
	// Settings that could not be read whole are told above the title,
	// where no button is.
	for i, l := range wrap(t.res.PrefsTrouble, f.Body, float64(sz.X-40)) {
		if i == 3 {
			break
		}
		game.TextCentered(screen, fit(l, f.Body, float64(sz.X-40)), f.Body, cx, oy+float64(40+22*i), color.RGBA{0xe0, 0x60, 0x50, 0xff})
	}
}

// Export returns the scene's state.
func (t *Title) Export() any {
	return map[string]any{"scene": "title", "quick": t.quickAbout, "error": t.err, "saved": len(t.saves) > 0, "saves": len(t.saves), "broken": t.broken, "replays": t.replays, "settings": t.res.PrefsTrouble}
}
