package majorminor

import (
	"reflect"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// TestUnseenUnitsLeaveNoHole: an enemy out of sight leaves no hole in
// the other side's movement (issue #42): two battles that differ only in
// where an unseen enemy stands around a corner give the mover the same
// legal list, squares and walks; a walk into it stops before its square
// and finds it.
func TestUnseenUnitsLeaveNoHole(t *testing.T) {
	pos := func(x, y int) grid.Pos { return grid.Pos{X: x, Y: y} }
	// An L of open ground, row 0 from x 0 to 3 and column 3 from y 0 to
	// 3, walled in everywhere else.
	at := func(enemy grid.Pos) *Battle {
		b := newTestBattle(t, 4, 4, []placed{{"tank", 0, pos(0, 0)}, {"small", 1, enemy}}, true)
		for y := 1; y < 4; y++ {
			for x := 0; x < 3; x++ {
				c := &b.Field().Cells[y*4+x]
				c.Cost, c.BlocksSight = 0, true
			}
		}
		return b
	}
	a, c := at(pos(3, 2)), at(pos(3, 3))
	if a.Sees(0, 1) || c.Sees(0, 1) {
		t.Fatal("the enemy around the corner is seen")
	}
	move := rules.MoveOf(0, "move")
	if !reflect.DeepEqual(rulestest.Legal(a, 0), rulestest.Legal(c, 0)) || !reflect.DeepEqual(a.Reach(move, nil), c.Reach(move, nil)) {
		t.Fatalf("the unseen enemy's square shows: reach %v and %v", a.Reach(move, nil), c.Reach(move, nil))
	}
	to := pos(3, 2)
	walk := rules.Command{Action: "move", Unit: 0, To: to}
	if p := a.Path(walk); len(p) == 0 || !reflect.DeepEqual(p, c.Path(walk)) {
		t.Fatalf("the paths differ: %v and %v", p, c.Path(walk))
	}
	ev := play(t, a, "move", 0, -1, &to)
	if got := a.S.Units[0].Pos; got != pos(3, 1) {
		t.Fatalf("the walk into the unseen enemy ends on %v, want (3,1) before it", got)
	}
	bumped := false
	for _, e := range ev {
		bumped = bumped || e.Kind == rules.EvAction && e.Unit == 0 && e.Target == 1
	}
	if !bumped || !a.Sees(0, 1) {
		t.Fatalf("the unseen enemy is not found: bump event %v, seen %v", bumped, a.Sees(0, 1))
	}
	play(t, c, "move", 0, -1, &to)
	if got := c.S.Units[0].Pos; got != to {
		t.Errorf("an unhindered walk ends on %v, want %v", got, to)
	}
}
