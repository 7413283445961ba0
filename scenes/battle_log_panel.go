package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sightline/game"
)

// logRow is one row of the combat log panel: its text, the entry it
// belongs to, whether it is the entry's headline, and whether it is a
// roll's working (drawn dimmer and further in).
type logRow struct {
	text  string
	entry int
	head  bool
	work  bool
}

// Row counts of the combat log panel, closed and with an entry open.
const (
	logRowsShut = 8
	logRowsOpen = 23 // above the minimap
)

// logPanel is the combat log's panel at the screen's right: the log of
// the side viewing, how far it is opened or folded, and the memo of its
// wrapped lines. It lays out, draws and takes clicks on the log.
type logPanel struct {
	// log is the combat log of the side viewing; a hotseat hand-off
	// swaps it for the next side's.
	log combatLog
	// all opens every entry (L's first press); folded folds the panel
	// away to a tab (L's second).
	all, folded bool
	// face is the font of its rows; nil lays rows out unwrapped.
	face  text.Face
	wraps map[logWrapKey][]string
	// lay places the panel at the screen's right.
	lay hudLayout
}

// cycle steps the log panel as L does: one line an action, then every
// entry opened, then folded away to a tab, then back.
func (p *logPanel) cycle() {
	switch {
	case p.folded:
		p.folded = false
	case p.all:
		p.all, p.folded = false, true
	default:
		p.all = true
	}
}

// layout lays out the combat log panel: its rectangle and its rows,
// newest (bottom) first; folded, the tab and no rows. Entries are one
// line each; an entry opened by a
// click, or every entry while L is on, shows each roll under its
// headline: the ruleset's line, and under it the roll's working (dice,
// modifiers, total, what it was against), wrapped to the panel's width.
func (p *logPanel) layout() (image.Rectangle, []logRow) {
	if p.folded {
		return p.lay.logTab(), nil
	}
	es := p.log.entries
	lines := logRowsShut
	if p.all {
		lines = logRowsOpen
	}
	for i := len(es) - 1; i >= 0 && i >= len(es)-lines; i-- {
		if es[i].open {
			lines = logRowsOpen
		}
	}
	x := p.lay.w() - logW
	r := image.Rect(x, topH+4, p.lay.w()-4, topH+4+lines*14+10)
	face := p.face
	var rows []logRow
	// add puts str's rows, wrapped at the panel's width less indent,
	// bottom first.
	add := func(str, indent string, i int, work bool) {
		parts := []string{str}
		if face != nil {
			parts = p.wrap(str, indent)
		}
		for k := len(parts) - 1; k >= 0 && len(rows) < lines; k-- {
			rows = append(rows, logRow{text: indent + parts[k], entry: i, work: work})
		}
	}
	for i := len(es) - 1; i >= 0 && len(rows) < lines; i-- {
		e := &es[i]
		if p.all || e.open {
			for j := len(e.lines) - 1; j >= 0 && len(rows) < lines; j-- {
				if w := e.lines[j].work; w != "" {
					add(w, "      ", i, true)
				}
				if t := e.lines[j].text; t != "" {
					add(t, "   ", i, false)
				}
			}
			if len(rows) < lines {
				mark := "▼ "
				if len(e.lines) == 0 {
					mark = ""
				}
				rows = append(rows, logRow{text: mark + e.head, entry: i, head: !e.turn})
			}
			continue
		}
		text := e.summary()
		if len(e.lines) > 0 && !e.turn {
			text = "► " + text
		}
		rows = append(rows, logRow{text: text, entry: i, head: !e.turn})
	}
	return r, rows
}

// click opens or closes the log entry under the cursor, or unfolds
// the folded log from its tab, reporting whether the click landed on the
// log.
func (p *logPanel) click(at image.Point) bool {
	r, rows := p.layout()
	if !at.In(r) {
		return false
	}
	if p.folded {
		p.folded = false
		return true
	}
	k := (r.Max.Y - 6 - at.Y) / 14 // rows count up from the bottom
	if k >= 0 && k < len(rows) {
		e := &p.log.entries[rows[k].entry]
		e.open = !e.open
	}
	return true
}

// draw draws the combat log: one line per action; clicking an entry,
// or L for all of them, shows every roll and modifier; L again folds it
// to a tab.
func (p *logPanel) draw(screen *ebiten.Image, f *game.Fonts) {
	r, rows := p.layout()
	panel(screen, r)
	if p.folded {
		game.Text(screen, "► Log (L)", f.Small, float64(r.Min.X)+8, float64(r.Min.Y)+3, colText)
		return
	}
	y := float64(r.Max.Y - 6 - 14)
	for _, row := range rows {
		c := colTextDim
		switch {
		case row.head:
			c = colText
		case row.work:
			c = colWork
		}
		game.Text(screen, fit(row.text, f.Small, logW-16), f.Small, float64(r.Min.X)+6, y, c)
		y -= 14
	}
}

// logWrapKey keys the memo of wrapped log lines: a line and its indent.
type logWrapKey struct{ str, indent string }

// wrap returns str wrapped to the log panel's width less indent,
// remembered: the panel is laid out every frame, and measuring a line
// word by word every frame cost a quarter of a millisecond with the log
// open. The memo depends on nothing but the font, the same for the
// battle's life; it starts afresh past 4096 lines.
func (p *logPanel) wrap(str, indent string) []string {
	k := logWrapKey{str, indent}
	if w, ok := p.wraps[k]; ok {
		return w
	}
	if p.wraps == nil || len(p.wraps) >= 4096 {
		p.wraps = map[logWrapKey][]string{}
	}
	iw, _ := text.Measure(indent, p.face, 0)
	w := wrap(str, p.face, logW-16-iw)
	if len(w) == 0 {
		w = []string{str}
	}
	p.wraps[k] = w
	return w
}
