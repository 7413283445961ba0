package scenes

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
)

// Settings is the settings scene: the sound effects' volume, the speed
// battles animate at, the full screen and the key bindings, chosen like
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

// keysRow is the settings' row that opens the key bindings.
const keysRow = 3

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
	s.rows = []setupRow{
		{label: "Sound", options: vol, at: max(0, min(p.Volume, 10))},
		{label: "Animation speed", options: speeds, at: max(0, slices.Index(prefSpeeds, p.Speed))},
		{label: "Full screen", options: []string{"off", "on"}, at: full},
		{label: "Keys", options: []string{keysSummary(res)}},
	}
	s.ui = newRowsUI(res, s.rows, 44, 11, func(row, d int) { s.cur = row; s.move(row, d) }, "Back  (Esc)")
	return s
}

// prefs returns the settings the rows describe, with what the rows do
// not show (the squads of the player's own) as they were.
func (s *Settings) prefs() Prefs {
	p := s.res.Prefs
	p.Volume, p.Speed, p.Fullscreen = s.rows[0].at, prefSpeeds[s.rows[1].at], s.rows[2].at == 1
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
	r.at = (r.at + d + len(r.options)) % len(r.options)
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
	screen.Fill(colBackground)
	f := s.res.Fonts
	game.TextCentered(screen, "Settings", f.Banner, game.ScreenW/2, 150, colHighlight)
	s.ui.refresh(s.rows)
	s.ui.draw(screen, s.cur)
	game.TextCentered(screen, "↑↓ choose a row · ←→ change it · Esc back", f.Body, game.ScreenW/2, 500, colTextDim)
	game.TextCentered(screen, "A battle starts at the animation speed; , and . change it for that battle.", f.Body, game.ScreenW/2, 528, colTextDim)
	if s.err != "" {
		game.TextCentered(screen, s.err, f.Body, game.ScreenW/2, 560, colDanger)
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
	return map[string]any{"scene": "settings", "volume": p.Volume, "speed": p.Speed, "fullscreen": p.Fullscreen, "row": s.cur, "error": s.err}
}
