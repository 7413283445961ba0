package grid

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/anaseto/gruid"
	"github.com/anaseto/gruid/paths"
)

// benchGrid generates an n×n field with 25% walls from a fixed seed, the
// corner squares kept open.
func benchGrid(n int) *Field {
	f := NewField(fmt.Sprintf("bench%d", n), n, n)
	rng := rand.New(rand.NewPCG(uint64(n), 42))
	for i := range f.Cells {
		if rng.IntN(4) == 0 {
			f.Cells[i].Cost, f.Cells[i].Terrain, f.Cells[i].BlocksSight = 0, Wall, true
		}
	}
	for _, p := range []Pos{{X: 0, Y: 0}, {X: n - 1, Y: n - 1}, {X: n / 2, Y: n / 2}} {
		f.At(p).Cost = 1
		f.At(p).BlocksSight = false
	}
	return f
}

// gruidGrid is the same field as a gruid pathing peer: orthogonal steps
// cost 2 and diagonals 3 (1.5×), no corner cutting.
type gruidGrid struct {
	f  *Field
	nb paths.Neighbors
}

func (g *gruidGrid) pass(p gruid.Point) bool {
	q := Pos{X: p.X, Y: p.Y}
	return g.f.In(q) && g.f.At(q).Cost > 0
}

func (g *gruidGrid) Neighbors(p gruid.Point) []gruid.Point {
	return g.nb.All(p, func(q gruid.Point) bool {
		if !g.pass(q) {
			return false
		}
		if q.X != p.X && q.Y != p.Y {
			return g.pass(gruid.Point{X: q.X, Y: p.Y}) && g.pass(gruid.Point{X: p.X, Y: q.Y})
		}
		return true
	})
}

func (g *gruidGrid) Cost(p, q gruid.Point) int {
	if p.X != q.X && p.Y != q.Y {
		return 3
	}
	return 2
}

// BenchmarkReachable compares the reachable set within budget 12 from the
// grid's centre with gruid's DijkstraMap on the same grid.
func BenchmarkReachable(b *testing.B) {
	for _, n := range []int{100, 256} {
		f := benchGrid(n)
		from := Pos{X: n / 2, Y: n / 2}
		b.Run(fmt.Sprintf("%d/sightline", n), func(b *testing.B) {
			var r Reach
			r.Compute(f, from, 12, nil)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				r.Compute(f, from, 12, nil)
			}
		})
		b.Run(fmt.Sprintf("%d/gruid", n), func(b *testing.B) {
			g := &gruidGrid{f: f}
			pr := paths.NewPathRange(gruid.NewRange(0, 0, n, n))
			src := []gruid.Point{{X: from.X, Y: from.Y}}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				pr.DijkstraMap(g, src, 24)
			}
		})
	}
}

// TestReachAgreesWithGruid checks the two searches against each other on
// the benchmark grid: ADS's alternation makes an odd number of diagonals
// half a step cheaper than a flat 1.5×, so every square gruid reaches within
// 24 half-steps is reached within 12, at a cost of at most half gruid's.
func TestReachAgreesWithGruid(t *testing.T) {
	f := benchGrid(100)
	from := Pos{X: 50, Y: 50}
	var r Reach
	r.Compute(f, from, 12, nil)
	pr := paths.NewPathRange(gruid.NewRange(0, 0, 100, 100))
	nodes := pr.DijkstraMap(&gruidGrid{f: f}, []gruid.Point{{X: 50, Y: 50}}, 24)
	if len(nodes) < 100 {
		t.Fatalf("gruid reached only %d squares", len(nodes))
	}
	for _, n := range nodes {
		c, ok := r.Cost(Pos{X: n.P.X, Y: n.P.Y})
		if !ok || 2*c > n.Cost {
			t.Errorf("%v: gruid cost %d half-steps, sightline %d (reached %v)", n.P, n.Cost, c, ok)
		}
	}
}
