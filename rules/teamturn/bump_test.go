package teamturn

import (
	"reflect"
	"testing"

	"sightline/rules"
	"sightline/rules/rulestest"
)

// TestUnseenUnitsLeaveNoHole: a hidden enemy's square is free to the
// other side's movement (issue #42): two battles that differ only in
// where a hidden enemy stands give the mover the same legal list, the
// same squares and the same walks; a walk into the hidden enemy stops
// before its square, finds it and spends the Move.
func TestUnseenUnitsLeaveNoHole(t *testing.T) {
	at := func(x int) *Battle {
		b := newTestBattle(t, 9, 1, []placed{{"tester", 0, pos(0, 0)}, {"tester", 1, pos(x, 0)}})
		b.S.Units[1].Hidden = true
		return b
	}
	a, c := at(3), at(8)
	if a.Sees(0, 1) || c.Sees(0, 1) {
		t.Fatal("the hidden enemy is seen")
	}
	move := rules.MoveOf(0, "move")
	if !reflect.DeepEqual(rulestest.Legal(a, 0), rulestest.Legal(c, 0)) || !reflect.DeepEqual(a.Reach(move, nil), c.Reach(move, nil)) {
		t.Fatalf("the hidden enemy's square shows: reach %v and %v", a.Reach(move, nil), c.Reach(move, nil))
	}
	to := pos(5, 0)
	walk := rules.Command{Action: "move", Unit: 0, To: to}
	if !reflect.DeepEqual(a.Path(walk), c.Path(walk)) {
		t.Fatalf("the paths differ: %v and %v", a.Path(walk), c.Path(walk))
	}
	ev := play(t, a, "move", 0, -1, -1, &to)
	// The hidden enemy may strike the passer-by, and lets it pass.
	for a.Prompt().Kind == kindOpportunity {
		ev = append(ev, play(t, a, "hold", 1, -1, -1, nil)...)
	}
	if got := a.S.Units[0].Pos; got != pos(2, 0) {
		t.Fatalf("the walk into the hidden enemy ends on %v, want (2,0) before it", got)
	}
	bumped := false
	for _, e := range ev {
		bumped = bumped || e.Kind == rules.EvAction && e.Unit == 0 && e.Target == 1
	}
	if !bumped || a.S.Units[1].Hidden || !a.Sees(0, 1) {
		t.Fatalf("the hidden enemy is not found: bump event %v, hidden %v, seen %v", bumped, a.S.Units[1].Hidden, a.Sees(0, 1))
	}
	if _, ok := find(a, "move", 0, -1, -1, &to); ok {
		t.Error("the Move is not spent")
	}
	// The other battle's walk, past nobody, goes all the way.
	play(t, c, "move", 0, -1, -1, &to)
	for c.Prompt().Kind == kindOpportunity {
		play(t, c, "hold", 1, -1, -1, nil)
	}
	if got := c.S.Units[0].Pos; got != to {
		t.Errorf("an unhindered walk ends on %v, want %v", got, to)
	}
}
