package grid

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestOneTurnReachKeepsDocumentedRoute checks OneTurnReach, with and
// without a StepTable, against a plain enumeration of every one-turn
// route in the order its doc gives (first leg's direction, its length,
// then left before right and 45 before 90 degrees), each square keeping
// the cheapest, a straight one winning ties, then the first found: the
// same cost and the same route, square by square, on random fields with
// cover, levels, rough ground and occupancy.
func TestOneTurnReachKeepsDocumentedRoute(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var tab StepTable
	var plain, tabled OneTurnReach
	for n := 0; n < 1000; n++ {
		f := randomCoverField(rng, 12)
		roughen(rng, f)
		opt := &MoveOpts{Broken: make([]bool, len(f.Covers)), Blocked: make([]bool, f.W*f.H)}
		for i := range opt.Blocked {
			opt.Blocked[i] = rng.IntN(10) == 0
		}
		for i := range opt.Broken {
			opt.Broken[i] = rng.IntN(4) == 0
		}
		from := Pos{X: rng.IntN(12), Y: rng.IntN(12)}
		budget := rng.IntN(30)
		withTab := *opt
		withTab.Steps = &tab
		plain.Compute(f, from, budget, opt)
		tabled.Compute(f, from, budget, &withTab)
		want := oneTurnRoutes(f, from, budget, opt)
		for y := 0; y < f.H; y++ {
			for x := 0; x < f.W; x++ {
				p := Pos{X: x, Y: y}
				w, reached := want[p]
				for _, o := range []*OneTurnReach{&plain, &tabled} {
					c, ok := o.Cost(p)
					if ok != reached || c != w.cost || !slices.Equal(o.Path(p, nil), w.path) {
						t.Fatalf("field %d from %v budget %d at %v: %d %v %v, want %d %v %v", n, from, budget, p, c, ok, o.Path(p, nil), w.cost, reached, w.path)
					}
				}
			}
		}
	}
}

// oneTurnRoute is a square's route in oneTurnRoutes.
type oneTurnRoute struct {
	cost   int
	turned bool
	path   []Pos
}

// oneTurnRoutes enumerates the one-turn routes from from within budget,
// step by step with stepper.mul, and keeps each square's first cheapest,
// straight routes winning ties.
func oneTurnRoutes(f *Field, from Pos, budget int, opt *MoveOpts) map[Pos]oneTurnRoute {
	st := newStepper(f, opt)
	out := map[Pos]oneTurnRoute{from: {path: nil}}
	keep := func(p Pos, c int, turned bool, path []Pos) {
		if o, ok := out[p]; ok && (c > o.cost || (c == o.cost && (turned || !o.turned))) {
			return
		}
		out[p] = oneTurnRoute{c, turned, slices.Clone(path)}
	}
	// walk steps from p in direction d, after diag diagonals at cost c,
	// and reports the square, cost and diagonals, or false.
	walk := func(p Pos, d, c, diag int) (Pos, int, int, bool) {
		q := p.Add(compass8[d])
		if !f.In(q) {
			return p, c, diag, false
		}
		m := st.mul(p.X, p.Y, q.X, q.Y)
		if m == 0 {
			return p, c, diag, false
		}
		if d%2 == 1 {
			m *= 1 + diag%2
			diag++
		}
		return q, c + m, diag, c+m <= budget
	}
	for d1 := 0; d1 < 8; d1++ {
		p, c, diag, ok := from, 0, 0, true
		var path []Pos
		for {
			if p, c, diag, ok = walk(p, d1, c, diag); !ok {
				break
			}
			path = append(path, p)
			keep(p, c, false, path)
			for _, turn := range oneTurnTurns {
				d2 := (d1 + turn + 8) % 8
				q, qc, qd, ok2 := p, c, diag, true
				leg := slices.Clone(path)
				for {
					if q, qc, qd, ok2 = walk(q, d2, qc, qd); !ok2 {
						break
					}
					leg = append(leg, q)
					keep(q, qc, true, leg)
				}
			}
		}
	}
	return out
}
