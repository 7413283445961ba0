package maps

import (
	"testing"

	"sightline/rules/grid"
)

// TestRooftopsHasJumps: the bundled rooftops has gaps to jump (grid.Jump):
// the streets three squares wide between roofs of the same height, which
// a jump of four after a run-up crosses and a walk cannot.
func TestRooftopsHasJumps(t *testing.T) {
	m, err := LoadBundled("rooftops")
	if err != nil {
		t.Fatal(err)
	}
	f := m.Field
	if !grid.HasGaps(f) {
		t.Fatal("rooftops has no gaps")
	}
	from, to := grid.Pos{X: 11, Y: 7}, grid.Pos{X: 17, Y: 7}
	if a, b := f.At(from).Elevation, f.At(to).Elevation; a != 1 || b != 1 {
		t.Fatalf("the roofs of row 7 are at heights %d and %d, want 1 and 1", a, b)
	}
	var r grid.Reach
	r.Compute(f, from, 6, nil)
	if _, ok := r.Cost(to); ok {
		t.Fatal("a walk crosses the street in 6")
	}
	r.Compute(f, from, 6, &grid.MoveOpts{Jump: &grid.Jump{Run: 4, Stand: 2}})
	if c, ok := r.Cost(to); !ok || c != 6 {
		t.Errorf("a jump of 4 after a run-up: cost %d %v, want 6", c, ok)
	}
	n := 0
	for y := 0; y < f.H; y++ {
		for x := 0; x < f.W; x++ {
			p := grid.Pos{X: x, Y: y}
			if f.Walkable(p) && f.At(p).Elevation > 0 {
				var r grid.Reach
				r.Compute(f, p, 6, &grid.MoveOpts{Jump: &grid.Jump{Stand: 4}})
				for q, c := range r.All() {
					if c > 0 && grid.Distance(p, q) == c && grid.Distance(p, q) == 4 && (q.X == p.X || q.Y == p.Y) && f.At(q).Elevation == f.At(p).Elevation {
						var w grid.Reach
						if w.Compute(f, p, 4, nil); func() bool { _, ok := w.Cost(q); return !ok }() {
							n++
						}
					}
				}
			}
		}
	}
	t.Logf("%d take-offs and landings four squares apart that only a jump joins", n)
	if n < 10 {
		t.Errorf("only %d jumps of four on rooftops", n)
	}
}
