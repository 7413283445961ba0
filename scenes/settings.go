package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
)

// Settings is the settings scene: the master volume and the sound
// effects', the speed battles animate at, the full screen, the UI scale
// and the key bindings, chosen like
// the skirmish setup's rows. Each change takes effect at once and is kept
// (Resources.Store); the Keys row opens the key bindings page
// (KeyBindings). Esc, F2, Enter or Back returns to the scene it was
// opened from.
type Settings struct {
	res  *Resources
	back game.Scene
	rows []setupRow
	cur  int
	err  string
	ui   *rowsUI
	// keys is set when the Keys row was changed: the next update opens
	// the key bindings page.
	keys bool
}

// The settings' rows.
const (
	masterRow = iota
	effectsRow
	speedRow
	fullRow
	scaleRow
	// keysRow opens the key bindings.
	keysRow
)

// NewSettings returns the settings scene over back.
func NewSettings(res *Resources, back game.Scene) *Settings {
	s := &Settings{res: res, back: back}
	vol := []string{"off"}
	for v := 1; v <= 10; v++ {
		vol = append(vol, fmt.Sprintf("%d%%", 10*v))
	}
	speeds := make([]string, len(prefSpeeds))
	for i, v := range prefSpeeds {
		speeds[i] = fmt.Sprintf("×%g", v)
	}
	p := res.Prefs
	full := 0
	if p.Fullscreen {
		full = 1
	}
	scales := make([]string, len(prefScales))
	for i, v := range prefScales {
		scales[i] = fmt.Sprintf("%d%%", v)
	}
	s.rows = []setupRow{
		masterRow:  {label: "Master volume", options: vol, at: max(0, min(p.Master, 10))},
		effectsRow: {label: "Sound effects", options: vol, at: max(0, min(p.Volume, 10))},
		speedRow:   {label: "Animation speed", options: speeds, at: max(0, indexOf(prefSpeeds, p.Speed))},
		fullRow:    {label: "Full screen", options: []string{"off", "on"}, at: full},
		scaleRow:   {label: "UI scale", options: scales, at: max(0, indexOf(prefScales, p.UIScale))},
		keysRow:    {label: "Keys", options: []string{keysSummary(res)}},
	}
	s.ui = newRowsUI(res, s.rows, 36, 8, func(row, d int) { s.cur = row; s.move(row, d) }, "Back  (Esc)")
	return s
}

// prefs returns the settings the rows describe, with what the rows do
// not show (the squads of the player's own) as they were.
func (s *Settings) prefs() Prefs {
	p := s.res.Prefs
	p.Master, p.Volume = s.rows[masterRow].at, s.rows[effectsRow].at
	p.Speed, p.Fullscreen = prefSpeeds[s.rows[speedRow].at], s.rows[fullRow].at == 1
	p.UIScale = prefScales[s.rows[scaleRow].at]
	return p
}

// move turns row's choice d steps round and puts the settings into
// effect.
func (s *Settings) move(row, d int) {
	if row == keysRow {
		s.keys = true
		return
	}
	r := &s.rows[row]
	if row == masterRow || row == effectsRow {
		// A volume is a slider: past 100% it stays there, not off.
		r.at = max(0, min(r.at+d, len(r.options)-1))
	} else {
		r.at = (r.at + d + len(r.options)) % len(r.options)
	}
	s.res.Prefs = s.prefs()
	s.res.ApplyPrefs()
	s.err = ""
	if s.res.Store != nil {
		if err := s.res.Store.Save(s.res.Prefs); err != nil {
			s.err = "Not saved for the next time: " + err.Error()
		}
	}
}

// Update moves between the rows and changes them, and goes back.
func (s *Settings) Update(in *game.Input) (game.Scene, error) {
	if in.Pressed(game.ActBack) || in.Pressed(game.ActSettings) || in.Pressed(game.ActConfirm) {
		return s.back, nil
	}
	steer(in, len(s.rows), &s.cur, s.move)
	s.ui.update(in)
	if s.keys {
		s.keys = false
		return NewKeyBindings(s.res, s), nil
	}
	s.rows[keysRow].options[0] = keysSummary(s.res)
	s.ui.refresh(s.rows)
	if s.ui.pressed {
		s.ui.pressed = false
		return s.back, nil
	}
	return s, nil
}

// keysSummary is what the Keys row says: whether the keys are the
// defaults, and how to change them.
func keysSummary(res *Resources) string {
	if n := len(res.keymap().Overrides()); n > 0 {
		return fmt.Sprintf("%d of your own · ← → to change", n)
	}
	return "as they come · ← → to change"
}

// Draw draws the rows, the keys and a failure to keep the settings.
func (s *Settings) Draw(screen *ebiten.Image) {
	sz := s.res.size()
	o := pageOrigin(sz)
	cx, oy := float64(sz.X)/2, float64(o.Y)
	screen.Fill(colBackground)
	f := s.res.Fonts
	game.TextCentered(screen, "Settings", f.Banner, cx, oy+110, colHighlight)
	s.ui.refresh(s.rows)
	s.ui.draw(screen, s.cur)
	game.TextCentered(screen, "↑↓ choose a row · ←→ change it · Esc back", f.Body, cx, oy+500, colTextDim)
	game.TextCentered(screen, "A battle starts at the animation speed; , and . change it for that battle.", f.Body, cx, oy+528, colTextDim)
	if s.err != "" {
		game.TextCentered(screen, s.err, f.Body, cx, oy+560, colDanger)
	}
}

// Closing lets the scene under the settings (a battle) keep what it would
// lose (game.Closer).
func (s *Settings) Closing() error {
	if c, ok := s.back.(game.Closer); ok {
		return c.Closing()
	}
	return nil
}

// Export returns the scene's state.
func (s *Settings) Export() any {
	p := s.prefs()
	return map[string]any{"scene": "settings", "volume": p.Volume, "master": p.Master, "ui_scale": p.UIScale, "speed": p.Speed, "fullscreen": p.Fullscreen, "row": s.cur, "error": s.err}
}
