package turns

import (
	"slices"
	"testing"

	"sightline/rules"
)

func TestEndings(t *testing.T) {
	for _, c := range []struct {
		standing []int
		last     int
		over     bool
		limit    int
	}{
		{[]int{2, 1}, -1, false, 0},
		{[]int{0, 3}, 1, true, 1},
		{[]int{0, 0}, -1, true, -1},
		{[]int{2, 2}, -1, false, -1},
		{[]int{1, 3, 3}, -1, false, -1},
		{[]int{0, 4, 0}, 1, true, 1},
	} {
		if w, over := LastSide(c.standing); w != c.last || over != c.over {
			t.Errorf("LastSide(%v) = %d %v, want %d %v", c.standing, w, over, c.last, c.over)
		}
		if w := LimitWinner(c.standing); w != c.limit {
			t.Errorf("LimitWinner(%v) = %d, want %d", c.standing, w, c.limit)
		}
	}
}

// TestStandingAndEndEvent checks the count of units in the fight by
// side and the end event's words for a winner and a draw.
func TestStandingAndEndEvent(t *testing.T) {
	type u struct{ side, hp int }
	units := []u{{0, 3}, {1, 0}, {1, 2}, {0, 1}, {2, -1}}
	got := Standing(3, units, func(x *u) (int, bool) { return x.side, x.hp > 0 })
	if !slices.Equal(got, []int{2, 1, 0}) {
		t.Errorf("Standing = %v, want [2 1 0]", got)
	}
	sides := []rules.SideSetup{{Name: "Blue"}, {Name: "Orange"}}
	if e := EndEvent(sides, 1); e.Kind != rules.EvBattleEnd || e.Side != 1 || e.Unit != rules.NoUnit || e.Target != rules.NoUnit || e.Text != "Orange wins" {
		t.Errorf("a win's event: %+v", e)
	}
	if e := EndEvent(sides, -1); e.Side != -1 || e.Text != "The battle is drawn" {
		t.Errorf("a draw's event: %+v", e)
	}
}
