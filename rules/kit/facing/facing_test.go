package facing

import (
	"testing"

	"sightline/rules/grid"
)

// TestToward checks the four facings, the diagonal ties going east or
// west, and the centre of a field.
func TestToward(t *testing.T) {
	a := grid.Pos{X: 5, Y: 5}
	for _, c := range []struct {
		to   grid.Pos
		want int
	}{
		{grid.Pos{X: 5, Y: 1}, 0}, {grid.Pos{X: 9, Y: 6}, 1}, {grid.Pos{X: 4, Y: 9}, 2}, {grid.Pos{X: 1, Y: 4}, 3},
		{grid.Pos{X: 7, Y: 7}, 1}, {grid.Pos{X: 3, Y: 3}, 3}, {a, 1},
	} {
		if got := Toward(a, c.to); got != c.want {
			t.Errorf("Toward(%v, %v) = %d, want %d", a, c.to, got, c.want)
		}
	}
	f := grid.NewField("facing", 10, 20)
	if got := Centre(f, grid.Pos{X: 5, Y: 0}); got != 2 {
		t.Errorf("Centre from the top edge = %d, want 2 (south)", got)
	}
}
