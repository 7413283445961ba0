package grid

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestStepTableChangesNothing runs Reach and OneTurnReach with and without
// one StepTable kept across random fields, options and budgets (edges,
// objects, levels, ladders, broken cover, occupancy, flight, a ruleset's
// StepOK, which a Reach asks after the table's price), and checks that
// every square's cost and path are the same both ways.
func TestStepTableChangesNothing(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	var tab StepTable
	var plain, tabled Reach
	var plainT, tabledT OneTurnReach
	for n := 0; n < 80; n++ {
		f := randomCoverField(rng, 12)
		roughen(rng, f)
		opt := &MoveOpts{Broken: make([]bool, len(f.Covers)), Blocked: make([]bool, f.W*f.H), Fly: n%3 == 1}
		for i := range opt.Blocked {
			opt.Blocked[i] = rng.IntN(12) == 0
		}
		if n%4 == 3 {
			opt.StepOK = forbidSome
		}
		// Several searches on one field, the broken cover changing between
		// some, so that the table is both reused and started afresh.
		for k := 0; k < 4; k++ {
			if k%2 == 0 {
				for i := range opt.Broken {
					opt.Broken[i] = rng.IntN(4) == 0
				}
			}
			from := Pos{X: rng.IntN(12), Y: rng.IntN(12)}
			budget := 1 + rng.IntN(25)
			withTab := *opt
			withTab.Steps = &tab
			plain.Compute(f, from, budget, opt)
			tabled.Compute(f, from, budget, &withTab)
			plainT.Compute(f, from, budget, opt)
			tabledT.Compute(f, from, budget, &withTab)
			for y := 0; y < f.H; y++ {
				for x := 0; x < f.W; x++ {
					p := Pos{X: x, Y: y}
					c0, ok0 := plain.Cost(p)
					c1, ok1 := tabled.Cost(p)
					if c0 != c1 || ok0 != ok1 || !slices.Equal(plain.Path(p, nil), tabled.Path(p, nil)) {
						t.Fatalf("field %d search %d: Reach from %v to %v: %d %v plain, %d %v with the table", n, k, from, p, c0, ok0, c1, ok1)
					}
					c0, ok0 = plainT.Cost(p)
					c1, ok1 = tabledT.Cost(p)
					if c0 != c1 || ok0 != ok1 || !slices.Equal(plainT.Path(p, nil), tabledT.Path(p, nil)) {
						t.Fatalf("field %d search %d: OneTurnReach from %v to %v: %d %v plain, %d %v with the table", n, k, from, p, c0, ok0, c1, ok1)
					}
				}
			}
		}
	}
}

// TestStepTableDearestSteps checks the searches with a StepTable on a
// field whose every step costs 255, so that an inner square's entry has
// every multiplier 255 and reads as not yet worked out: the costs and
// paths are those without the table, and the search asked twice answers
// the same.
func TestStepTableDearestSteps(t *testing.T) {
	f := NewField("dear", 5, 5)
	for i := range f.Cells {
		f.Cells[i].Cost = 255
	}
	var tab StepTable
	from, budget := Pos{X: 2, Y: 2}, 1000
	var plain, tabled Reach
	var plainT, tabledT OneTurnReach
	plain.Compute(f, from, budget, nil)
	plainT.Compute(f, from, budget, nil)
	for k := 0; k < 2; k++ {
		tabled.Compute(f, from, budget, &MoveOpts{Steps: &tab})
		tabledT.Compute(f, from, budget, &MoveOpts{Steps: &tab})
		if m := tab.at(2*5 + 2); m != unfilled {
			t.Fatalf("the centre's entry is %#x, want every multiplier 255", m)
		}
		for y := 0; y < f.H; y++ {
			for x := 0; x < f.W; x++ {
				p := Pos{X: x, Y: y}
				c0, ok0 := plain.Cost(p)
				c1, ok1 := tabled.Cost(p)
				if c0 != c1 || ok0 != ok1 || !ok0 || !slices.Equal(plain.Path(p, nil), tabled.Path(p, nil)) {
					t.Fatalf("search %d: Reach to %v: %d %v plain, %d %v with the table", k, p, c0, ok0, c1, ok1)
				}
				c0, ok0 = plainT.Cost(p)
				c1, ok1 = tabledT.Cost(p)
				if c0 != c1 || ok0 != ok1 || !slices.Equal(plainT.Path(p, nil), tabledT.Path(p, nil)) {
					t.Fatalf("search %d: OneTurnReach to %v: %d %v plain, %d %v with the table", k, p, c0, ok0, c1, ok1)
				}
			}
		}
	}
}
