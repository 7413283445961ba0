package grid

import "testing"

// TestStepCost: a ruleset's price of single steps (MoveOpts.StepCost)
// reaches every search: here each step onto column 3 costs triple, so a
// walk east across it takes three more than one that goes round.
func TestStepCost(t *testing.T) {
	f := NewField("steps", 8, 1)
	triple := func(from, to Pos, m int) int {
		if to.X == 3 {
			return 3 * m
		}
		return m
	}
	var r Reach
	r.Compute(f, Pos{X: 0, Y: 0}, 10, &MoveOpts{StepCost: triple})
	for x, want := range []int{0, 1, 2, 5, 6, 7, 8, 9} {
		if c, ok := r.Cost(Pos{X: x, Y: 0}); !ok || c != want {
			t.Errorf("x=%d: cost %d %v, want %d", x, c, ok, want)
		}
	}
	if p := r.Path(Pos{X: 4, Y: 0}, nil); len(p) != 4 {
		t.Errorf("path %v", p)
	}
	forbid := func(from, to Pos, m int) int {
		if to.X == 3 {
			return 0
		}
		return m
	}
	r.Compute(f, Pos{X: 0, Y: 0}, 10, &MoveOpts{StepCost: forbid})
	if _, ok := r.Cost(Pos{X: 4, Y: 0}); ok {
		t.Error("a step priced 0 was taken")
	}
	var a Pather
	if path, cost, ok := a.Path(f, Pos{X: 0, Y: 0}, Pos{X: 4, Y: 0}, &MoveOpts{StepCost: triple}, nil); !ok || cost != 6 || len(path) != 4 {
		t.Errorf("A*: %v %d %v, want cost 6", path, cost, ok)
	}
}
