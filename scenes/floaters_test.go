package scenes

import (
	"math"
	"testing"
	"unicode/utf8"

	"sightline/rules/grid"
)

// TestFloatersDoNotOverlap: texts floated at once over one square and its
// neighbours (a hit's damage, a status, a fall) stack so that no two boxes
// overlap, and a text floated while others rise stays clear of them too.
func TestFloatersDoNotOverlap(t *testing.T) {
	const tile = 32
	var q animQueue
	for _, f := range []struct {
		p grid.Pos
		s string
	}{
		{grid.Pos{X: 3, Y: 3}, "-12"}, {grid.Pos{X: 4, Y: 3}, "Knocked down"}, {grid.Pos{X: 3, Y: 3}, "Dazed"},
		{grid.Pos{X: 2, Y: 3}, "Suppressed"}, {grid.Pos{X: 4, Y: 4}, "-3"},
	} {
		q.float(f.p, tile, f.s, colText)
		for i := range q.floaters {
			q.floaters[i].t += 5 // the others rise meanwhile
		}
	}
	box := func(f floater) (x0, y0, x1, y1 float64) {
		w := floatRuneW * float64(utf8.RuneCountInString(f.text))
		y := f.wy - f.t/f.n*floatRise
		return f.wx - w/2, y, f.wx + w/2, y + floatLineH
	}
	for i := range q.floaters {
		for j := i + 1; j < len(q.floaters); j++ {
			ax0, ay0, ax1, ay1 := box(q.floaters[i])
			bx0, by0, bx1, by1 := box(q.floaters[j])
			if math.Min(ax1, bx1)-math.Max(ax0, bx0) > 0.5 && math.Min(ay1, by1)-math.Max(ay0, by0) > 0.5 {
				t.Errorf("%q and %q overlap", q.floaters[i].text, q.floaters[j].text)
			}
		}
	}
}
