package grid

import (
	"math/rand/v2"
	"testing"
)

// TestReachEdgeCover checks that standing edge cover blocks the step
// across it and the diagonals past its ends, and that a broken edge is
// difficult terrain.
func TestReachEdgeCover(t *testing.T) {
	f, m := parseASCII(t, "A.B", "...")
	i := addEdge(t, f, m['A'], East, Sandbag, false)
	var r Reach
	r.Compute(f, m['A'], 9, nil)
	if c, ok := r.Cost(Pos{X: 1, Y: 0}); !ok || c != 3 {
		t.Errorf("around a sandbag line: cost %d %v, want 3 (down, diagonal up-right costs 2)", c, ok)
	}
	if c, ok := r.Cost(Pos{X: 1, Y: 1}); !ok || c != 2 {
		t.Errorf("the diagonal past the edge's end is corner cutting: cost %d %v, want 2", c, ok)
	}
	broken := make([]bool, i+1)
	broken[i] = true
	r.Compute(f, m['A'], 9, &MoveOpts{Broken: broken})
	if c, ok := r.Cost(Pos{X: 1, Y: 0}); !ok || c != 2 {
		t.Errorf("across a broken edge: cost %d %v, want 2 (difficult)", c, ok)
	}
	var pa Pather
	if _, c, ok := pa.Path(f, m['A'], m['B'], nil, nil); !ok || c != 3 {
		t.Errorf("A* around the edge: cost %d %v, want 3 (down, right, diagonal)", c, ok)
	}
}

// TestReachBrokenObjectCorner checks that a broken object no longer stops
// a diagonal from passing its corner.
func TestReachBrokenObjectCorner(t *testing.T) {
	f, m := parseASCII(t, "Ah", ".B")
	var r Reach
	r.Compute(f, m['A'], 9, nil)
	if c, _ := r.Cost(m['B']); c != 2 {
		t.Errorf("past standing sandbags: cost %d, want 2 (no corner cutting)", c)
	}
	r.Compute(f, m['A'], 9, &MoveOpts{Broken: []bool{true}})
	if c, _ := r.Cost(m['B']); c != 1 {
		t.Errorf("past broken sandbags: cost %d, want 1 (diagonal)", c)
	}
}

// TestReachFlyer checks that a flyer ignores terrain cost, elevation and
// half-height edges over FlyMax cells, and walks elsewhere.
func TestReachFlyer(t *testing.T) {
	f, m := parseASCII(t, "A,,3~B")
	addEdge(t, f, Pos{X: 1, Y: 0}, West, Sandbag, false)
	var r Reach
	r.Compute(f, m['A'], 30, nil)
	if _, ok := r.Cost(m['B']); ok {
		t.Fatal("a walker cannot cross the sandbags or climb the cliff")
	}
	r.Compute(f, m['A'], 30, &MoveOpts{Fly: true})
	if _, ok := r.Cost(m['B']); ok {
		t.Error("without fly zones a flyer walks")
	}
	for i := range f.Cells {
		f.Cells[i].FlyMax = 1
	}
	r.Compute(f, m['A'], 30, &MoveOpts{Fly: true})
	if c, ok := r.Cost(m['B']); !ok || c != 5 {
		t.Errorf("flying over everything: cost %d %v, want 5", c, ok)
	}
	addEdge(t, f, Pos{X: 4, Y: 0}, West, Stone, true)
	r.Compute(f, m['A'], 30, &MoveOpts{Fly: true})
	if _, ok := r.Cost(m['B']); ok {
		t.Error("full-height cover stops a flyer")
	}
}

// TestPatherMatchesReachWithOptions compares A* costs with the reachable
// search on random fields with edges, objects, levels, ladders, broken
// cover, occupancy, flight and a ruleset's own rule for steps.
func TestPatherMatchesReachWithOptions(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	var r Reach
	var pa Pather
	for n := 0; n < 60; n++ {
		f := randomCoverField(rng, 12)
		roughen(rng, f)
		opt := &MoveOpts{Broken: make([]bool, len(f.Covers)), Blocked: make([]bool, f.W*f.H), Fly: n%2 == 1}
		for i := range opt.Broken {
			opt.Broken[i] = rng.IntN(4) == 0
		}
		for i := range opt.Blocked {
			opt.Blocked[i] = rng.IntN(12) == 0
		}
		if n%3 == 2 {
			opt.StepOK = forbidSome
		}
		from := Pos{X: rng.IntN(12), Y: rng.IntN(12)}
		r.Compute(f, from, 1000, opt)
		for y := 0; y < 12; y++ {
			for x := 0; x < 12; x++ {
				to := Pos{X: x, Y: y}
				want, okR := r.Cost(to)
				path, got, okA := pa.Path(f, from, to, opt, nil)
				if okR != okA || got != want {
					t.Fatalf("field %d %v→%v: A* %d %v, reach %d %v", n, from, to, got, okA, want, okR)
				}
				if okA {
					checkPath(t, f, from, path, got, opt)
				}
			}
		}
	}
}

// forbidSome is a rule for steps that forbids about one step in five,
// depending on both squares and the direction.
func forbidSome(from, to Pos) bool {
	return (from.X*7+from.Y*13+to.X*3+to.Y*5)%5 != 0
}

// TestStepOK checks that every search obeys a ruleset's own rule for
// steps, here teamturn's Disengage (a step may not close on the hostile),
// and that a table of steps kept for searches without the rule does not
// let a search with it skip the rule.
func TestStepOK(t *testing.T) {
	f, m := parseASCII(t,
		"A.....",
		"......",
		"......",
		"...E..",
	)
	hostile := m['E']
	away := func(from, to Pos) bool { return chebyshev(to, hostile) >= chebyshev(from, hostile) }
	blocked := make([]bool, f.W*f.H)
	blocked[hostile.Y*f.W+hostile.X] = true
	var tab StepTable
	free := &MoveOpts{Blocked: blocked, Steps: &tab}
	disengage := &MoveOpts{Blocked: blocked, Steps: &tab, StepOK: away}
	cases := []struct {
		to       Pos
		free, de int // costs; -1 when not reached
	}{
		{Pos{X: 5, Y: 0}, 5, 5},  // along the top row, three squares off
		{Pos{X: 0, Y: 3}, 3, 3},  // down the left column
		{Pos{X: 1, Y: 1}, 1, -1}, // two squares off: closer
		{Pos{X: 2, Y: 2}, 3, -1}, // beside the hostile (diagonals cost 1, then 2)
		{Pos{X: 5, Y: 3}, 6, -1}, // past it
	}
	var r Reach
	var one OneTurnReach
	var pa Pather
	for _, opt := range []*MoveOpts{free, disengage} {
		r.Compute(f, m['A'], 20, opt)
		one.Compute(f, m['A'], 20, opt)
		for _, c := range cases {
			want := c.free
			if opt.StepOK != nil {
				want = c.de
			}
			got, ok := r.Cost(c.to)
			if !ok {
				got = -1
			}
			if got != want {
				t.Errorf("reach to %v (step rule %v): cost %d, want %d", c.to, opt.StepOK != nil, got, want)
			}
			path, pc, ok := pa.Path(f, m['A'], c.to, opt, nil)
			if !ok {
				pc = -1
			}
			if pc != want {
				t.Errorf("A* to %v (step rule %v): cost %d, want %d", c.to, opt.StepOK != nil, pc, want)
			}
			if ok {
				checkPath(t, f, m['A'], path, pc, opt)
			}
			// The one-turn search goes in straight lines with one turn,
			// so it reaches the row and the column but not round the
			// hostile.
			oc, ok := one.Cost(c.to)
			if (c.to == Pos{X: 5, Y: 0} || c.to == Pos{X: 0, Y: 3}) && (!ok || oc != want) {
				t.Errorf("one-turn reach to %v (step rule %v): cost %d %v, want %d", c.to, opt.StepOK != nil, oc, ok, want)
			}
			if opt.StepOK != nil && want < 0 && ok {
				t.Errorf("one-turn reach to %v steps closer to the hostile", c.to)
			}
		}
	}
}

// checkPath re-prices a path step by step with the stepper and the 1-2
// diagonal alternation, and fails unless it costs want.
func checkPath(t *testing.T, f *Field, from Pos, path []Pos, want int, opt *MoveOpts) {
	t.Helper()
	st := newStepper(f, opt)
	cost, diag, prev := 0, 0, from
	for _, p := range path {
		if chebyshev(prev, p) != 1 {
			t.Fatalf("path %v jumps from %v to %v", path, prev, p)
		}
		mul := st.mul(prev.X, prev.Y, p.X, p.Y)
		if mul == 0 {
			t.Fatalf("path %v takes a forbidden step %v→%v", path, prev, p)
		}
		step := 1
		if prev.X != p.X && prev.Y != p.Y {
			step = 1 + diag%2
			diag++
		}
		cost += step * mul
		prev = p
	}
	if cost != want {
		t.Fatalf("path %v costs %d when re-priced, search said %d", path, cost, want)
	}
}

func TestPatherEdgesOfInput(t *testing.T) {
	f, m := parseASCII(t, "A.#", "..B")
	var pa Pather
	if p, c, ok := pa.Path(f, m['A'], m['A'], nil, nil); !ok || c != 0 || len(p) != 0 {
		t.Error("a path to the start is empty and free")
	}
	for _, bad := range [][2]Pos{{{X: -1}, m['B']}, {m['A'], {X: 3}}, {m['A'], {X: 2}}} {
		if _, _, ok := pa.Path(f, bad[0], bad[1], nil, nil); ok {
			t.Errorf("%v→%v must fail", bad[0], bad[1])
		}
	}
	stop := make([]bool, f.W*f.H)
	stop[m['B'].Y*f.W+m['B'].X] = true
	if _, _, ok := pa.Path(f, m['A'], m['B'], &MoveOpts{NoStop: stop}, nil); ok {
		t.Error("an ally's square is no destination")
	}
}

// roughen gives some of f's squares ladders, flight ceilings and
// difficult ground, for the searches' option tests.
func roughen(rng *rand.Rand, f *Field) {
	for i := range f.Cells {
		f.Cells[i].Climb = rng.IntN(5) == 0
		if rng.IntN(3) == 0 {
			f.Cells[i].FlyMax = 1
		}
		if f.Cells[i].Cost == 1 && rng.IntN(6) == 0 {
			f.Cells[i].Cost = 2
		}
	}
}
