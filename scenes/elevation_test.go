package scenes

import (
	"testing"

	"sightline/maps"
	"sightline/rules/grid"
)

// TestElevationLabelsMarkEdges: on every bundled map each area of raised
// ground carries a level mark, every mark stands on its area's edge, and
// the marks are few: not one on every other raised square, as they were.
func TestElevationLabelsMarkEdges(t *testing.T) {
	for _, name := range maps.Names() {
		m, err := maps.LoadBundled(name)
		if err != nil {
			t.Fatal(err)
		}
		f := m.Field
		marks := elevationLabels(f)
		marked := map[grid.Pos]bool{}
		for _, p := range marks {
			marked[p] = true
		}
		raised, areas := 0, 0
		seen := map[grid.Pos]bool{}
		for y := 0; y < f.H; y++ {
			for x := 0; x < f.W; x++ {
				p := grid.Pos{X: x, Y: y}
				e := f.At(p).Elevation
				if e <= 0 {
					continue
				}
				raised++
				if seen[p] {
					continue
				}
				// A new area: flood it and look for its mark.
				areas++
				has := false
				stack := []grid.Pos{p}
				seen[p] = true
				for len(stack) > 0 {
					q := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					has = has || marked[q]
					for _, d := range []grid.Pos{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}} {
						n := grid.Pos{X: q.X + d.X, Y: q.Y + d.Y}
						if f.In(n) && !seen[n] && f.At(n).Elevation == e {
							seen[n] = true
							stack = append(stack, n)
						}
					}
				}
				if !has {
					t.Errorf("%s: the level-%d area at %v has no mark", name, e, p)
				}
			}
		}
		for _, p := range marks {
			e := f.At(p).Elevation
			inner := true
			for _, d := range []grid.Pos{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}} {
				n := grid.Pos{X: p.X + d.X, Y: p.Y + d.Y}
				if !f.In(n) || f.At(n).Elevation != e {
					inner = false
				}
			}
			if e <= 0 || inner {
				t.Errorf("%s: mark at %v (level %d) is not on a raised area's edge", name, p, e)
			}
		}
		if raised > 0 && len(marks)*6 > raised+6*areas {
			t.Errorf("%s: %d marks on %d raised squares in %d areas; want few", name, len(marks), raised, areas)
		}
		t.Logf("%s: %d marks, %d raised squares, %d areas", name, len(marks), raised, areas)
	}
}
