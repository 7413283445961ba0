package scenes

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/game"
	"sightline/rules"
)

// helpPage is the overlay open over the battle: none, the controls (F1),
// the ruleset's rules reference (?) or the legend of the map's marks (G).
type helpPage int

const (
	helpNone helpPage = iota
	helpControls
	helpRules
	helpLegend
)

// helpOverlay is the help drawn over the battle: the page open, and the
// rules reference laid out in pages once it is first shown.
type helpOverlay struct {
	open helpPage
	// page is the page of the rules reference shown; pages its pages.
	page  int
	pages [][2][]ruleLine
}

// update opens, switches and closes the help overlays: F1, ? and G
// each open their page and close it again, and Esc closes any. It
// reports whether the input was used.
func (h *helpOverlay) update(in *game.Input) bool {
	switch {
	case in.Pressed(game.ActBack) && h.open != helpNone:
		h.open = helpNone
	case in.Pressed(game.ActHelp):
		h.open = toggle(h.open, helpControls)
	case in.Pressed(game.ActLegend):
		h.open = toggle(h.open, helpLegend)
	case in.Pressed(game.ActRules):
		h.open = toggle(h.open, helpRules)
		h.page = 0
	case h.open == helpRules && in.Pressed(game.ActPanRight):
		h.page++ // drawRules keeps it within the pages
	case h.open == helpRules && in.Pressed(game.ActPanLeft):
		h.page = max(h.page-1, 0)
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

// draw draws the open help page, if any: the rules page is of ref, the
// reference of the ruleset called name.
func (h *helpOverlay) draw(screen *ebiten.Image, res *Resources, ref rules.Reference, name string) {
	f := res.Fonts
	switch h.open {
	case helpControls:
		drawControls(screen, f, res.keymap())
	case helpRules:
		h.drawRules(screen, f, ref, name)
	case helpLegend:
		drawLegend(screen, res)
	}
}

// hintActions are the actions the action bar's hint line names, with the
// word it uses for each.
var hintActions = []struct {
	a    game.Action
	word string
}{
	{game.ActEndTurn, "end turn"}, {game.ActDelay, "delay"}, {game.ActReload, "reload"},
	{game.ActThreat, "threat"}, {game.ActLog, "log"}, {game.ActCursor, "cursor"}, {game.ActUndo, "undo"}, {game.ActHelp, "keys"}, {game.ActLegend, "legend"}, {game.ActRules, "rules"},
}

// keyHints returns the hint line's keys, such as "E end turn · F1 keys",
// spelt from the keymap km.
func keyHints(km game.Keymap) string {
	var parts []string
	for _, h := range hintActions {
		if ks := km[h.a]; len(ks) > 0 {
			parts = append(parts, game.KeyName(ks[0])+" "+h.word)
		}
	}
	return strings.Join(parts, " · ")
}

// helpRect is where the help overlays are drawn on screen.
func helpRect(screen *ebiten.Image) image.Rectangle {
	return layoutFor(screen.Bounds().Size()).help()
}

// helpPanel draws the panel of a help page, opaque so that the map does
// not show through the text.
func helpPanel(dst *ebiten.Image, r image.Rectangle) {
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), colBackground, false)
	panel(dst, r)
}

// drawControls lists the controls of the keymap km, the player's, and
// the mouse's, generated from it so that they say what the keys really
// do.
func drawControls(screen *ebiten.Image, f *game.Fonts, km game.Keymap) {
	r := helpRect(screen)
	helpPanel(screen, r)
	x, y := float64(r.Min.X+14), float64(r.Min.Y+10)
	game.Text(screen, "Controls  (F1 or Esc closes · ? shows the rules)", f.Title, x, y, colHighlight)
	y += 34
	controls := append(append(km.Controls(), game.MouseControls...), game.PadControls...)
	colW := float64(r.Dx()-28) / 2
	rows := (len(controls) + 1) / 2
	for i, c := range controls {
		cx, cy := x+float64(i/rows)*colW, y+float64(i%rows)*19
		game.Text(screen, fit(strings.Join(c.Keys, ", "), f.Body, 120), f.Body, cx, cy, colHighlight)
		game.Text(screen, fit(c.Help, f.Body, colW-136), f.Body, cx+126, cy, colText)
	}
}

// ruleLine is one line of the rules reference as the overlay lays it
// out: its text, colour and indent, and whether it heads a section.
type ruleLine struct {
	text   string
	col    color.Color
	indent float64
	head   bool
	// cont marks a line that continues the entry of the line before.
	cont bool
}

// ruleLines lays out the rules reference below its summary in lines of
// width colW: every action with its cost and effect, the statuses, the
// system's tables (units, weapons, armour) and the notes, each entry's
// continuation lines dimmed and indented.
func ruleLines(f *game.Fonts, ref rules.Reference, colW float64) []ruleLine {
	var out []ruleLine
	entry := func(str string) {
		for i, l := range wrap(str, f.Small, colW-24) {
			c, indent := colText, 0.0
			if i > 0 {
				c, indent = colTextDim, 12
			}
			out = append(out, ruleLine{text: l, col: c, indent: indent, cont: i > 0})
		}
	}
	out = append(out, ruleLine{text: "Actions (cost: effect)", col: colHighlight, head: true})
	for _, a := range ref.Actions {
		name := a.Name
		if a.Key != "" {
			name += " [" + a.Key + "]"
		}
		entry(fmt.Sprintf("%s (%s): %s", name, a.Cost, a.Effect))
	}
	if len(ref.Statuses) > 0 {
		out = append(out, ruleLine{text: "Statuses", col: colHighlight, head: true})
		for _, st := range ref.Statuses {
			entry(st.Name + ": " + st.Effect)
		}
	}
	for _, tb := range ref.Tables {
		out = append(out, ruleLine{text: tb.Title, col: colHighlight, head: true})
		for _, e := range tb.Entries {
			entry(e)
		}
	}
	if len(ref.Notes) > 0 {
		out = append(out, ruleLine{text: "Notes", col: colHighlight, head: true})
		for _, n := range ref.Notes {
			for i, l := range wrap(n, f.Small, colW-24) {
				out = append(out, ruleLine{text: l, col: colTextDim, cont: i > 0})
			}
		}
	}
	return out
}

// rulePages splits lines into pages of two columns of at most perCol
// lines each. A column ends before an entry that would not fit whole
// (unless the entry is longer than a column), and never with a section
// heading.
func rulePages(lines []ruleLine, perCol int) [][2][]ruleLine {
	// The entries: runs of a line and the lines that continue it.
	var entries [][]ruleLine
	for _, l := range lines {
		if l.cont && len(entries) > 0 {
			entries[len(entries)-1] = append(entries[len(entries)-1], l)
			continue
		}
		entries = append(entries, []ruleLine{l})
	}
	var cols [][]ruleLine
	var cur []ruleLine
	flush := func() {
		if len(cur) > 0 {
			cols = append(cols, cur)
			cur = nil
		}
	}
	for i, e := range entries {
		need := len(e)
		if e[0].head && i+1 < len(entries) {
			need += len(entries[i+1]) // a heading goes with its first entry
		}
		if len(cur)+min(need, perCol) > perCol {
			flush()
		}
		for _, l := range e {
			if len(cur) == perCol {
				flush()
			}
			cur = append(cur, l)
		}
	}
	flush()
	var pages [][2][]ruleLine
	for i := 0; i < len(cols); i += 2 {
		var pg [2][]ruleLine
		pg[0] = cols[i]
		if i+1 < len(cols) {
			pg[1] = cols[i+1]
		}
		pages = append(pages, pg)
	}
	return pages
}

// drawRules shows ref, the rules reference of the ruleset in play: its
// summary and turn structure, then every action with its cost and
// effect, the statuses and the notes in two columns, over as many pages
// as they need (← and → turn them).
func (h *helpOverlay) drawRules(screen *ebiten.Image, f *game.Fonts, ref rules.Reference, name string) {
	r := helpRect(screen)
	helpPanel(screen, r)
	x, y := float64(r.Min.X+14), float64(r.Min.Y+10)
	colW := float64(r.Dx()-28) / 2
	top := y + 32
	for _, para := range []string{ref.Summary, "Turn: " + ref.Turn} {
		top += 13*float64(len(wrap(para, f.Small, float64(r.Dx()-28)))) + 4
	}
	if h.pages == nil { // laid out once: the reference and the panel do not change
		h.pages = rulePages(ruleLines(f, ref, colW), int((float64(r.Max.Y-8)-top-4)/13))
	}
	pages := h.pages
	h.page = min(max(h.page, 0), max(len(pages)-1, 0))
	title := name + " — rules  (? or Esc closes · F1 shows the controls)"
	if len(pages) > 1 {
		title = fmt.Sprintf("%s — rules, page %d of %d  (← → turn · ? or Esc closes)", name, h.page+1, len(pages))
	}
	game.Text(screen, fit(title, f.Title, float64(r.Dx()-28)), f.Title, x, y, colHighlight)
	y += 32
	for _, para := range []string{ref.Summary, "Turn: " + ref.Turn} {
		for _, l := range wrap(para, f.Small, float64(r.Dx()-28)) {
			game.Text(screen, l, f.Small, x, y, colText)
			y += 13
		}
		y += 4
	}
	if len(pages) == 0 {
		return
	}
	for c, col := range pages[h.page] {
		cy := top + 4
		for _, l := range col {
			game.Text(screen, l.text, f.Small, x+float64(c)*colW+l.indent, cy, l.col)
			cy += 13
		}
	}
}
