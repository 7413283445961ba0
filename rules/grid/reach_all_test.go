package grid

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// mixedGrid is benchGrid(n) with some difficult terrain, a raised block
// with a Climb cell, edge cover for odd seeds, and random occupied and
// no-stop squares.
func mixedGrid(n int, seed uint64) (*Field, *MoveOpts) {
	f := benchGrid(n)
	rng := rand.New(rand.NewPCG(seed, 7))
	for i := range f.Cells {
		if f.Cells[i].Cost > 0 && rng.IntN(6) == 0 {
			f.Cells[i].Cost = 2
		}
	}
	for y := n / 4; y < n/2; y++ {
		for x := n / 4; x < n/2; x++ {
			f.At(Pos{X: x, Y: y}).Elevation = 1
		}
	}
	f.At(Pos{X: n / 4, Y: n / 3}).Climb = true
	if seed%2 == 1 { // edge cover sends the searches down the slow path
		for i := 0; i < n; i++ {
			x, y := 1+rng.IntN(n-2), 1+rng.IntN(n-2)
			f.HEdges[y*n+x] = int16(len(f.Covers))
			f.Covers = append(f.Covers, Cover{Material: Stone, Cell: Pos{X: x, Y: y}, Edge: North})
		}
	}
	blocked, nostop := make([]bool, n*n), make([]bool, n*n)
	for i := 0; i < n; i++ {
		blocked[rng.IntN(n*n)] = true
		nostop[rng.IntN(n*n)] = true
	}
	return f, &MoveOpts{Blocked: blocked, NoStop: nostop}
}

// TestReachAllMatchesCost checks All against Cost on every square.
func TestReachAllMatchesCost(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		f, opt := mixedGrid(40, seed)
		from := Pos{X: 20, Y: 20}
		opt.Blocked[20*40+20], opt.NoStop[20*40+20] = false, seed%2 == 0
		for _, budget := range []int{0, 1, 3, 7, 20, 60} {
			var r Reach
			r.Compute(f, from, budget, opt)
			type sq struct {
				p Pos
				c int
			}
			var want, got []sq
			for y := 0; y < f.H; y++ {
				for x := 0; x < f.W; x++ {
					if c, ok := r.Cost(Pos{X: x, Y: y}); ok {
						want = append(want, sq{Pos{X: x, Y: y}, c})
					}
				}
			}
			for p, c := range r.All() {
				got = append(got, sq{p, c})
			}
			if !slices.Equal(got, want) {
				t.Fatalf("seed %d budget %d: All gives %d squares, Cost %d", seed, budget, len(got), len(want))
			}
		}
	}
}

// TestReachSmallerBudget checks that a search with a larger budget gives,
// for every square within a smaller one, the cost and the path the search
// with the smaller budget gives: what lets ads serve a search from a
// larger one.
func TestReachSmallerBudget(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		f, opt := mixedGrid(40, seed)
		from := Pos{X: 21, Y: 19}
		opt.Blocked[19*40+21] = false
		var big Reach
		big.Compute(f, from, 60, opt)
		for _, budget := range []int{1, 2, 3, 5, 10, 20, 30} {
			var small Reach
			small.Compute(f, from, budget, opt)
			for y := 0; y < f.H; y++ {
				for x := 0; x < f.W; x++ {
					p := Pos{X: x, Y: y}
					sc, sok := small.Cost(p)
					bc, bok := big.Cost(p)
					if bok && bc > budget {
						bc, bok = 0, false
					}
					if sok != bok || sc != bc {
						t.Fatalf("seed %d budget %d %v: cost %d %v within the budget, %d %v from the larger search", seed, budget, p, sc, sok, bc, bok)
					}
					if sok && !slices.Equal(small.Path(p, nil), big.Path(p, nil)) {
						t.Fatalf("seed %d budget %d %v: paths differ", seed, budget, p)
					}
				}
			}
		}
	}
}
