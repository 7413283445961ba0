package sight

import (
	"testing"

	"sightline/rules/grid"
)

// TestSees checks the plain rule of sight: own units always, an enemy
// through a friend that is up with a clear line, never a hidden or
// absent one, nor one only a friend out of the fight (unit 1, for unit
// 4) has a line to.
func TestSees(t *testing.T) {
	sides := []int{0, 0, 1, 1, 1}
	looks := []Look{
		{Pos: grid.Pos{X: 0}, Up: true},
		{Pos: grid.Pos{X: 7}, Up: false},
		{Pos: grid.Pos{X: 3}, Up: true},
		{Pos: grid.Pos{X: 2}, Up: true, Hidden: true},
		{Pos: grid.Pos{X: 9}, Up: true},
	}
	of := func(i int) (int, Look) { return sides[i], looks[i] }
	// A clear line reaches three squares across.
	clear := func(a, c grid.Pos) bool { return c.X-a.X <= 3 && a.X-c.X <= 3 }
	for _, c := range []struct {
		side, unit int
		want       bool
	}{
		{0, 1, true}, {0, 2, true}, {0, 3, false}, {0, 4, false}, {0, -1, false}, {0, 5, false},
		{1, 0, true}, {1, 1, true}, {1, 3, true},
	} {
		if got := Sees(c.side, c.unit, len(sides), of, clear); got != c.want {
			t.Errorf("side %d sees unit %d: %v, want %v", c.side, c.unit, got, c.want)
		}
	}
	looks[1].Absent = true
	if Sees(1, 1, len(sides), of, clear) {
		t.Error("an absent unit is seen")
	}
}
