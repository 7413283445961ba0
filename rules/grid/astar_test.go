package grid

import (
	"fmt"
	"testing"

	"github.com/anaseto/gruid"
	"github.com/anaseto/gruid/paths"

	"sightline/rules/grid/gridbench"
)

// TestAStarMatchesReach checks that A* finds paths exactly as cheap as the
// reachable search, on the benchmark grid, and that each path is walkable.
func TestAStarMatchesReach(t *testing.T) {
	f := benchGrid(40)
	var r Reach
	var pa Pather
	from := Pos{X: 20, Y: 20}
	r.Compute(f, from, 200, nil)
	for y := 0; y < 40; y += 3 {
		for x := 0; x < 40; x += 3 {
			to := Pos{X: x, Y: y}
			want, okR := r.Cost(to)
			path, got, okA := pa.Path(f, from, to, nil, nil)
			if okR != okA || (okR && got != want && to != from) {
				t.Fatalf("%v: A* %d %v, reach %d %v", to, got, okA, want, okR)
			}
			for i, p := range path {
				prev := from
				if i > 0 {
					prev = path[i-1]
				}
				if !f.Walkable(p) || chebyshev(prev, p) != 1 {
					t.Fatalf("%v: bad step %v→%v", to, prev, p)
				}
			}
		}
	}
}

// BenchmarkAStar8 compares a corner-to-corner path with gruid's AstarPath
// on the same grids.
func BenchmarkAStar8(b *testing.B) {
	for _, n := range []int{100, 256} {
		f := benchGrid(n)
		from, to := nearCorner(f, Pos{}), nearCorner(f, Pos{X: n - 1, Y: n - 1})
		b.Run(fmt.Sprintf("%d/sightline", n), func(b *testing.B) {
			var pa Pather
			buf := make([]Pos, 0, 4*n)
			if _, _, ok := pa.Path(f, from, to, nil, buf); !ok {
				b.Fatal("no path corner to corner")
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				pa.Path(f, from, to, nil, buf[:0])
			}
		})
		b.Run(fmt.Sprintf("%d/gruid", n), func(b *testing.B) {
			g := gridbench.NewPeer(n)
			pr := paths.NewPathRange(gruid.NewRange(0, 0, n, n))
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				pr.AstarPath(g, gruid.Point{X: from.X, Y: from.Y}, gruid.Point{X: to.X, Y: to.Y})
			}
		})
	}
}

// nearCorner returns the square nearest corner that is connected to the
// grid's centre, so the benchmark always has a corner-to-corner path.
func nearCorner(f *Field, corner Pos) Pos {
	var r Reach
	r.Compute(f, Pos{X: f.W / 2, Y: f.H / 2}, 4*(f.W+f.H), nil)
	best, bd := Pos{}, 1<<30
	for y := 0; y < f.H; y++ {
		for x := 0; x < f.W; x++ {
			p := Pos{X: x, Y: y}
			if _, ok := r.Cost(p); ok && Distance(p, corner) < bd {
				best, bd = p, Distance(p, corner)
			}
		}
	}
	return best
}
