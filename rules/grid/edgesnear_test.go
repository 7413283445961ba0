package grid

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestReachLeanNearEdges checks that a Reach and a OneTurnReach taking the
// lean path on the squares no edge cover is near find the costs and paths
// of ones that price every step in full, on random fields with edge and
// object cover, some of it broken, levels, and occupied squares.
func TestReachLeanNearEdges(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 52))
	for n := 0; n < 60; n++ {
		size := 3 + rng.IntN(20)
		f := randomCoverField(rng, size)
		for i := range f.Cells {
			if f.Cells[i].Cost > 0 && rng.IntN(5) == 0 {
				f.Cells[i].Cost = 2
			}
			if rng.IntN(9) == 0 {
				f.Cells[i].Climb = true
			}
		}
		opt := &MoveOpts{Blocked: make([]bool, size*size), Broken: make([]bool, len(f.Covers))}
		for i := range opt.Blocked {
			opt.Blocked[i] = rng.IntN(12) == 0
		}
		for i := range opt.Broken {
			opt.Broken[i] = rng.IntN(4) == 0
		}
		all := make([]bool, size*size)
		for i := range all {
			all[i] = true
		}
		var lean, slow Reach
		var lean1, slow1 OneTurnReach
		for k := 0; k < 4; k++ {
			from := Pos{X: rng.IntN(size), Y: rng.IntN(size)}
			budget := rng.IntN(3 * size)
			lean.Compute(f, from, budget, opt)
			slow.nearF, slow.near = f, all
			slow.Compute(f, from, budget, opt)
			lean1.Compute(f, from, budget, opt)
			slow1.nearF, slow1.near = f, all
			slow1.Compute(f, from, budget, opt)
			for i := range f.Cells {
				p := Pos{X: i % size, Y: i / size}
				c1, ok1 := lean.Cost(p)
				c2, ok2 := slow.Cost(p)
				if c1 != c2 || ok1 != ok2 || !slices.Equal(lean.Path(p, nil), slow.Path(p, nil)) {
					t.Fatalf("field %d: from %v within %d, %v costs %d,%v lean and %d,%v slow", n, from, budget, p, c1, ok1, c2, ok2)
				}
				c1, ok1 = lean1.Cost(p)
				c2, ok2 = slow1.Cost(p)
				if c1 != c2 || ok1 != ok2 || !slices.Equal(lean1.Path(p, nil), slow1.Path(p, nil)) {
					t.Fatalf("field %d: one turn from %v within %d, %v costs %d,%v lean and %d,%v slow", n, from, budget, p, c1, ok1, c2, ok2)
				}
			}
		}
	}
}
