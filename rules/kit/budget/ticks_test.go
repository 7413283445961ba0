package budget

import "testing"

// TestTicksDebt checks the numeric pool's borrowing: an action started
// with a point in hand may borrow up to MaxDebt, one of a single point is
// never started on credit, and the debt comes off the next round.
func TestTicksDebt(t *testing.T) {
	p := Ticks{PerRound: 5, MaxDebt: 5}
	cases := []struct {
		left, n int
		finish  bool
	}{
		{5, 5, true}, {2, 3, true}, {1, 6, true}, {1, 7, false}, {0, 2, false}, {0, 1, false}, {1, 1, true}, {-1, 1, false},
	}
	for _, c := range cases {
		if got := p.CanFinish(c.left, c.n); got != c.finish {
			t.Errorf("CanFinish(%d, %d) = %v; want %v", c.left, c.n, got, c.finish)
		}
	}
	if !p.CanBorrow(0, 5) || p.CanBorrow(0, 6) || !p.CanBorrow(-2, 3) {
		t.Error("CanBorrow does not stop at MaxDebt")
	}
	if got := p.Refill(-2, 0); got != 3 {
		t.Errorf("Refill after a debt of 2 = %d; want 3", got)
	}
	if got := p.Refill(4, 1); got != 6 {
		t.Errorf("Refill with 4 left and a bonus of 1 = %d; want 6 (points left do not carry over)", got)
	}
	if p.Check(-5, 5) != nil || p.Check(-6, 5) == nil || p.Check(6, 5) == nil {
		t.Error("Check does not keep to -MaxDebt..most")
	}
}
