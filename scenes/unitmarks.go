package scenes

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/assets"
	"sightline/game"
	"sightline/rules"
)

// markScale is the size of a mark's icon on a unit, against the panel's.
const markScale = 0.75

// hiddenMarked reports whether the screen shows u as hidden from its
// enemies (rules.StatusHidden): to its own side, or to a screen that
// shows everything (viewer -1). An enemy's hidden unit is not seen at
// all, so nothing of it shows.
func hiddenMarked(u *rules.Unit, viewer int) bool {
	return (viewer < 0 || u.Side == viewer) && among(u.Statuses, rules.StatusHidden)
}

// drawUnitMarks draws the marks on a unit drawn at (x, y), size pixels a
// side, lifted by lift: its counters with their numbers along the top
// right, an eye at the top left while it holds a readied action (both
// standing out past the square's edge a little, to leave the head in
// sight), and at the foot's right, to its own side, the picture of the
// action that hid it while it is hidden.
func (s *Battle) drawUnitMarks(screen *ebiten.Image, u *rules.Unit, x, y, size, lift float64) {
	const out = 5 // how far the top marks stand out past the square
	s.drawCounterMarks(screen, u.Counters, x+size+out, y-lift+1)
	mark := assets.IconSize*markScale + 2
	if u.Readied != "" {
		s.drawIconMark(screen, assets.IconOverwatch, x-out, y-lift+1)
	}
	if hiddenMarked(u, s.viewer) {
		ic, ok := s.icons.tagged(s.ref.Reference, rules.TagHide)
		if !ok {
			ic = assets.IconHunkered
		}
		s.drawIconMark(screen, ic, x+size-1-mark, y-lift+size-1-mark)
	}
}

// drawIconMark draws icon ic at mark size on a dark plate at (x, y).
func (s *Battle) drawIconMark(screen *ebiten.Image, ic assets.Icon, x, y float64) {
	side := float32(assets.IconSize * markScale)
	vector.FillRect(screen, float32(x), float32(y), side+2, side+2, colPanel, false)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(markScale, markScale)
	op.GeoM.Translate(x+1, y+1)
	screen.DrawImage(s.res.icon(ic), op)
}

// drawCounterMarks draws each counter as a small plate, right-aligned
// at right, leftwards in order: the counter's icon where the screen has
// one (statusIcon), else its initial, and its number.
func (s *Battle) drawCounterMarks(screen *ebiten.Image, cs []rules.Counter, right, y float64) {
	f := s.res.Fonts.Small
	side := assets.IconSize * markScale
	for _, c := range cs {
		num := strconv.Itoa(c.N)
		ic, hasIcon := assets.IconByName(statusIcon(c.Name))
		label := num
		if !hasIcon {
			label = counterInitial(c.Name) + num
		}
		lw, lh := text.Measure(label, f, 0)
		w := lw + 3
		if hasIcon {
			w += side + 1
		}
		x := right - w
		vector.FillRect(screen, float32(x), float32(y), float32(w), float32(max(side, lh)+2), colPanel, false)
		tx := x + 2
		if hasIcon {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Scale(markScale, markScale)
			op.GeoM.Translate(x+1, y+1)
			screen.DrawImage(s.res.icon(ic), op)
			tx += side
		}
		game.Text(screen, label, f, tx, y+1+(side-lh)/2, colHighlight)
		right = x - 1
	}
}

// counterInitial is the letter a counter without an icon shows, upper
// case.
func counterInitial(name string) string {
	for _, r := range name {
		if r >= 'a' && r <= 'z' {
			r -= 'a' - 'A'
		}
		return string(r)
	}
	return "?"
}
