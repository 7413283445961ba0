package ai

import (
	"math"
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestCoarseBoundAtLeastBound plays battles between normal players and,
// after every turn's decision the bound applies to, asks the player's own
// scoring (whose coarse terms' memory served earlier decisions) for the
// coarse bound of every walkable square, for either readiness: it must be
// no smaller than the square's bound, which is no smaller than its score
// (TestBoundAtLeastScore). It must also be the coarse bound of a box
// prepared afresh, in memory of its own: the box's memory, and its
// columns and rows, serve from one decision to the next, and so must the
// bands of the unit's range; and the columns' and rows' cohesion costs
// must be numbers no smaller than +0.
func TestCoarseBoundAtLeastBound(t *testing.T) {
	compared, finite, tight := 0, 0, 0
	playNormals(t, []string{"fieldworks", "village"}, 5, 300, func(mapName string, steps int, p *Utility, pr rules.Prompt) {
		if pr.Kind == "turn" && p.pos.canBound() && steps%3 == 0 {
			f := p.pos.v.f
			fresh := p.pos
			fresh.box = foeBox{}
			fresh.prepareBox()
			if !slices.Equal(fresh.box.cols, p.pos.box.cols) || !slices.Equal(fresh.box.rows, p.pos.box.rows) {
				t.Fatalf("%s step %d: kept columns or rows differ from fresh ones", mapName, steps)
			}
			if want := shotBands(nil, f.W+f.H, p.pos.myRange, p.pos.myLong); !slices.Equal(p.pos.bands, want) {
				t.Fatalf("%s step %d: kept bands for range %d differ from fresh ones", mapName, steps, p.pos.myRange)
			}
			// coarseBound takes the larger cohesion cost by one
			// comparison, which picks what max would for these.
			for _, o := range append(slices.Clone(p.pos.box.cols), p.pos.box.rows...) {
				if math.IsNaN(o.coh) || math.Signbit(o.coh) {
					t.Fatalf("%s step %d: a column's or row's cohesion cost is %v", mapName, steps, o.coh)
				}
			}
			for y := 0; y < f.H; y++ {
				for x := 0; x < f.W; x++ {
					q := grid.Pos{X: x, Y: y}
					if !f.Walkable(q) {
						continue
					}
					for _, ready := range []bool{false, true} {
						cb, bd := p.pos.coarseBound(q, ready), p.pos.bound(q, ready)
						if fb := fresh.coarseBound(q, ready); fb != cb && !(math.IsNaN(fb) && math.IsNaN(cb)) {
							t.Fatalf("%s step %d square %v ready %v: coarse bound %v, afresh %v", mapName, steps, q, ready, cb, fb)
						}
						if cb < bd {
							t.Fatalf("%s step %d square %v ready %v: coarse bound %v below bound %v", mapName, steps, q, ready, cb, bd)
						}
						compared++
						if !math.IsInf(cb, 1) {
							finite++
						}
						if cb == bd {
							tight++
						}
					}
				}
			}
		}
	})
	t.Logf("%d squares compared, %d coarse bounds finite, %d equal to the bound", compared, finite, tight)
	if finite == 0 || tight == 0 {
		t.Fatalf("%d coarse bounds finite, %d equal to the bound: nothing to tell", finite, tight)
	}
}

// TestBoxOffsets: boxOffsets gives each column its offset from the box and
// the cohesion cost fillBound gives a square whose larger offset from the
// squad's centre is that column's, and the larger of a column's and a
// row's cost is leastCohesion's.
func TestBoxOffsets(t *testing.T) {
	cols := boxOffsets(nil, 40, 10, 17, 22.375, true, 0.04)
	rows := boxOffsets(nil, 30, 3, 3, 6.5, true, 0.04)
	s := &positions{w: &weights{Cohesion: 0.04}, mates: 3, cx: 22.375, cy: 6.5}
	for x := range cols {
		want := 0
		if x < 10 {
			want = 10 - x
		} else if x > 17 {
			want = x - 17
		}
		if cols[x].d != want {
			t.Fatalf("column %d: offset %d, want %d", x, cols[x].d, want)
		}
		for y := range rows {
			got, want := max(cols[x].coh, rows[y].coh), s.leastCohesion(grid.Pos{X: x, Y: y})
			if math.Float64bits(got) != math.Float64bits(want) {
				t.Fatalf("square %d,%d: cohesion %v, leastCohesion %v", x, y, got, want)
			}
		}
	}
	if none := boxOffsets(nil, 40, 10, 17, 22.375, false, 0.04); none[0].coh != 0 || none[0].d != 10 {
		t.Fatalf("without cohesion: %+v", none[0])
	}
}
