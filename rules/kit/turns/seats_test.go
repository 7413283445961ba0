package turns

import (
	"slices"
	"testing"
)

// TestSeatCycleOracle is majorminor.md §11 example 10: PC seats [Ana, Bo,
// Cy], GM units [G1, G2]; Bo attacks G2, who takes the First Turn: G2,
// G1, then Ana, Bo, Cy.
func TestSeatCycleOracle(t *testing.T) {
	const ana, bo, cy, g1, g2 = 0, 1, 2, 3, 4
	pcs, gm := []int{ana, bo, cy}, []int{g1, g2}
	for _, c := range []struct {
		first int
		want  []int
	}{
		{g2, []int{g2, g1, ana, bo, cy}},
		{g1, []int{g1, g2, ana, bo, cy}},
		{bo, []int{bo, cy, g1, g2, ana}},
		{ana, []int{ana, bo, cy, g1, g2}},
		{cy, []int{cy, g1, g2, ana, bo}},
		{-1, []int{ana, bo, cy, g1, g2}},
	} {
		if got := SeatCycle(pcs, gm, c.first); !slices.Equal(got, c.want) {
			t.Errorf("first %d: %v, want %v", c.first, got, c.want)
		}
	}
}

func TestNext(t *testing.T) {
	order := []int{5, 6, 7, 8}
	out := map[int]bool{6: true}
	active := func(u int) bool { return !out[u] }
	if i, w := Next(order, 0, active); i != 2 || w {
		t.Errorf("after 5, skipping 6: %d %v, want 2 false", i, w)
	}
	if i, w := Next(order, 3, active); i != 0 || !w {
		t.Errorf("after 8: %d %v, want 0 true", i, w)
	}
	if i, w := Next(order, -1, active); i != 0 || w {
		t.Errorf("from the start: %d %v, want 0 false", i, w)
	}
	if i, _ := Next(order, 1, func(int) bool { return false }); i != -1 {
		t.Errorf("none active: %d, want -1", i)
	}
}
