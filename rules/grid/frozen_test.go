package grid

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestFrozenMatchesSearch checks that frozen Reach searches answer Cost,
// Path and All as the searches did, and that OneTurnReach's All lists
// what its Cost reports, on random fields
// with cover, occupied and no-stop squares, reusing the searches between
// freezes.
func TestFrozenMatchesSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	var r Reach
	var o OneTurnReach
	for n := 0; n < 80; n++ {
		size := 3 + rng.IntN(16)
		f := randomCoverField(rng, size)
		opt := &MoveOpts{Blocked: make([]bool, size*size), NoStop: make([]bool, size*size), Broken: make([]bool, len(f.Covers))}
		for i := range opt.Blocked {
			opt.Blocked[i] = rng.IntN(10) == 0
			opt.NoStop[i] = rng.IntN(10) == 0
		}
		for i := range opt.Broken {
			opt.Broken[i] = rng.IntN(4) == 0
		}
		if n%3 == 0 {
			opt = nil
		}
		for k := 0; k < 5; k++ {
			from := Pos{X: rng.IntN(size+2) - 1, Y: rng.IntN(size+2) - 1}
			budget := rng.IntN(3*size) - 1
			r.Compute(f, from, budget, opt)
			o.Compute(f, from, budget, opt)
			zr := r.Freeze()
			for y := -1; y <= size; y++ {
				for x := -1; x <= size; x++ {
					p := Pos{X: x, Y: y}
					c1, ok1 := r.Cost(p)
					c2, ok2 := zr.Cost(p)
					if c1 != c2 || ok1 != ok2 || !slices.Equal(r.Path(p, nil), zr.Path(p, nil)) {
						t.Fatalf("field %d: frozen Reach from %v differs at %v", n, from, p)
					}
				}
			}
			type sq struct{ p, c int }
			var a, b []sq
			for p, c := range r.All() {
				a = append(a, sq{p.Y*size + p.X, c})
			}
			for p, c := range zr.All() {
				b = append(b, sq{p.Y*size + p.X, c})
			}
			if !slices.Equal(a, b) {
				t.Fatalf("field %d: frozen Reach's All differs", n)
			}
			a = a[:0]
			for y := 0; y < size; y++ {
				for x := 0; x < size; x++ {
					if c, ok := o.Cost(Pos{X: x, Y: y}); ok {
						a = append(a, sq{y*size + x, c})
					}
				}
			}
			b = b[:0]
			for p, c := range o.All() {
				b = append(b, sq{p.Y*size + p.X, c})
			}
			if !slices.Equal(a, b) {
				t.Fatalf("field %d: OneTurnReach's All differs from its Cost", n)
			}
		}
	}
}
