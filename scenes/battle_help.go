package scenes

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/game"
)

// helpPage is the overlay open over the battle: none, the controls (F1)
// or the ruleset's rules reference (?).
type helpPage int

const (
	helpNone helpPage = iota
	helpControls
	helpRules
)

// updateHelp opens, switches and closes the help overlays: F1 and ?
// each open their page and close it again, and Esc closes either. It
// reports whether the input was used.
func (s *Battle) updateHelp(in *game.Input) bool {
	switch {
	case in.Pressed(game.ActBack) && s.help != helpNone:
		s.help = helpNone
	case in.Pressed(game.ActHelp):
		s.help = toggle(s.help, helpControls)
	case in.Pressed(game.ActRules):
		s.help = toggle(s.help, helpRules)
	default:
		return false
	}
	return true
}

// toggle returns page unless it is already open, and then none.
func toggle(open, page helpPage) helpPage {
	if open == page {
		return helpNone
	}
	return page
}

// drawHelpOverlay draws the open help page, if any.
func (s *Battle) drawHelpOverlay(screen *ebiten.Image) {
	switch s.help {
	case helpControls:
		s.drawControls(screen)
	case helpRules:
		s.drawRules(screen)
	}
}

// hintActions are the actions the action bar's hint line names, with the
// word it uses for each.
var hintActions = []struct {
	a    game.Action
	word string
}{
	{game.ActEndTurn, "end turn"}, {game.ActDelay, "delay"}, {game.ActReload, "reload"},
	{game.ActThreat, "threat"}, {game.ActLog, "log"}, {game.ActHelp, "keys"}, {game.ActRules, "rules"},
}

// keyHints returns the hint line's keys, such as "E end turn · F1 keys",
// spelt from the keymap.
func keyHints() string {
	km := game.DefaultKeymap()
	var parts []string
	for _, h := range hintActions {
		if ks := km[h.a]; len(ks) > 0 {
			parts = append(parts, game.KeyName(ks[0])+" "+h.word)
		}
	}
	return strings.Join(parts, " · ")
}

// helpRect is where the help overlays are drawn.
func helpRect() image.Rectangle { return image.Rect(60, 40, game.ScreenW-60, game.ScreenH-30) }

// helpPanel draws the panel of a help page, opaque so that the map does
// not show through the text.
func helpPanel(dst *ebiten.Image, r image.Rectangle) {
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), colBackground, false)
	panel(dst, r)
}

// drawControls lists the keymap's controls and the mouse's, generated
// from the keymap so that they say what the keys really do.
func (s *Battle) drawControls(screen *ebiten.Image) {
	f := s.res.Fonts
	r := helpRect()
	helpPanel(screen, r)
	x, y := float64(r.Min.X+14), float64(r.Min.Y+10)
	game.Text(screen, "Controls  (F1 or Esc closes · ? shows the rules)", f.Title, x, y, colHighlight)
	y += 34
	controls := append(game.DefaultKeymap().Controls(), game.MouseControls...)
	colW := float64(r.Dx()-28) / 2
	rows := (len(controls) + 1) / 2
	for i, c := range controls {
		cx, cy := x+float64(i/rows)*colW, y+float64(i%rows)*19
		game.Text(screen, fit(strings.Join(c.Keys, ", "), f.Body, 120), f.Body, cx, cy, colHighlight)
		game.Text(screen, fit(c.Help, f.Body, colW-136), f.Body, cx+126, cy, colText)
	}
}

// drawRules shows the rules reference of the ruleset in play: its
// summary and turn structure, every action with its cost and effect, the
// statuses and any notes, flowing into a second column when long.
func (s *Battle) drawRules(screen *ebiten.Image) {
	f := s.res.Fonts
	r := helpRect()
	helpPanel(screen, r)
	ref := s.rs.Reference()
	x, y := float64(r.Min.X+14), float64(r.Min.Y+10)
	game.Text(screen, s.rs.Name()+" — rules  (? or Esc closes · F1 shows the controls)", f.Title, x, y, colHighlight)
	y += 32
	for _, para := range []string{ref.Summary, "Turn: " + ref.Turn} {
		for _, l := range wrap(para, f.Small, float64(r.Dx()-28)) {
			game.Text(screen, l, f.Small, x, y, colText)
			y += 13
		}
		y += 4
	}
	// The rest flows down two columns.
	top, bottom := y+4, float64(r.Max.Y-8)
	colW := float64(r.Dx()-28) / 2
	col, cy := 0, top
	line := func(str string, c color.Color, indent float64) {
		if cy+13 > bottom && col == 0 {
			col, cy = 1, top
		}
		if cy+13 > bottom {
			return
		}
		game.Text(screen, str, f.Small, x+float64(col)*colW+indent, cy, c)
		cy += 13
	}
	head := func(str string) {
		if cy > top {
			cy += 4
		}
		line(str, colHighlight, 0)
	}
	// entry writes one wrapped entry, its continuation lines dimmed and
	// indented.
	entry := func(str string) {
		for i, l := range wrap(str, f.Small, colW-24) {
			c, indent := colText, 0.0
			if i > 0 {
				c, indent = colTextDim, 12
			}
			line(l, c, indent)
		}
	}
	head("Actions (cost: effect)")
	for _, a := range ref.Actions {
		name := a.Name
		if a.Key != "" {
			name += " [" + a.Key + "]"
		}
		entry(fmt.Sprintf("%s (%s): %s", name, a.Cost, a.Effect))
	}
	if len(ref.Statuses) > 0 {
		head("Statuses")
		for _, st := range ref.Statuses {
			entry(st.Name + ": " + st.Effect)
		}
	}
	if len(ref.Notes) > 0 {
		head("Notes")
		for _, n := range ref.Notes {
			for _, l := range wrap(n, f.Small, colW-24) {
				line(l, colTextDim, 0)
			}
		}
	}
}
