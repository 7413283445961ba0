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
			if !slices.Equal(spotsOf(zr.Spots(), size), withoutStart(b, from, size)) {
				t.Fatalf("field %d: frozen Reach's Spots differ from its All", n)
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
			if !slices.Equal(spotsOf(o.AppendSpots([]Spot{{X: 9}}), size), append([]sq{{9, 0}}, withoutStart(b, from, size)...)) {
				t.Fatalf("field %d: OneTurnReach's AppendSpots differ from its All", n)
			}
		}
	}
}

// sq is a square's index and its cost, as the frozen tests compare them.
type sq struct{ p, c int }

// spotsOf returns list as squares of a field of the given width.
func spotsOf(list []Spot, width int) []sq {
	out := []sq{}
	for _, s := range list {
		out = append(out, sq{int(s.Y)*width + int(s.X), int(s.Cost)})
	}
	return out
}

// withoutStart returns list without the square from.
func withoutStart(list []sq, from Pos, width int) []sq {
	out := []sq{}
	for _, s := range list {
		if s.p != from.Y*width+from.X {
			out = append(out, s)
		}
	}
	return out
}

// TestReachSpan checks reachSpan against the cheapest route the rules
// allow to each square near the start, with every step at its least
// price: max(|dx|,|dy|) steps of which min(|dx|,|dy|) are diagonals, at
// 1, 2, 1, 2 ….
func TestReachSpan(t *testing.T) {
	for budget := 0; budget <= 40; budget++ {
		for dy := -45; dy <= 45; dy++ {
			want := -1
			for dx := 0; dx <= 45; dx++ {
				lo, hi := min(dx, abs(dy)), max(dx, abs(dy))
				if hi+lo/2 <= budget {
					want = dx
				}
			}
			if got := reachSpan(budget, dy); got != want {
				t.Fatalf("reachSpan(%d, %d) = %d, want %d", budget, dy, got, want)
			}
		}
	}
}

// TestSpotsOnOpenField checks frozen Reach's Spots and OneTurnReach's
// AppendSpots against All on an open field, where the squares at the edge
// of reachSpan's octagon are reached, for every budget up to the field's
// half width and starts near its middle and its corners.
func TestSpotsOnOpenField(t *testing.T) {
	const size = 31
	f := NewField("open", size, size)
	var r Reach
	var o OneTurnReach
	for budget := 0; budget <= size/2+2; budget++ {
		for _, from := range []Pos{{X: 15, Y: 15}, {X: 14, Y: 16}, {X: 1, Y: 2}, {X: 29, Y: 30}} {
			r.Compute(f, from, budget, nil)
			o.Compute(f, from, budget, nil)
			var a, b []sq
			for p, c := range r.All() {
				a = append(a, sq{p.Y*size + p.X, c})
			}
			for p, c := range o.All() {
				b = append(b, sq{p.Y*size + p.X, c})
			}
			if !slices.Equal(spotsOf(r.Freeze().Spots(), size), withoutStart(a, from, size)) {
				t.Fatalf("budget %d from %v: frozen Reach's Spots differ from its All", budget, from)
			}
			if !slices.Equal(spotsOf(o.AppendSpots(nil), size), withoutStart(b, from, size)) {
				t.Fatalf("budget %d from %v: OneTurnReach's AppendSpots differ from its All", budget, from)
			}
		}
	}
}
