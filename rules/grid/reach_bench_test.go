package grid

import (
	"fmt"
	"testing"

	"sightline/rules/grid/gridbench"
)

// benchGrid generates the n×n benchmark field of gridbench: a quarter of
// its squares walls, from a fixed seed, the corners and centre kept open.
func benchGrid(n int) *Field {
	f := NewField(fmt.Sprintf("bench%d", n), n, n)
	for i, wall := range gridbench.Walls(n) {
		if wall {
			f.Cells[i].Cost, f.Cells[i].Terrain, f.Cells[i].BlocksSight = 0, Wall, true
		}
	}
	return f
}

// BenchmarkReachable compares the reachable set within budget 12 from the
// grid's centre with gruid's DijkstraMap on the same grid (gridbench's
// Flood, the unit of cmd/sim's floods/battle).
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
			fl := gridbench.NewFlood(n)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				fl.Run()
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
	nodes := gridbench.NewFlood(100).Run()
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
