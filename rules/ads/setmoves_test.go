package ads

import (
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestSetMoves checks that setMoves fills memory that held other commands
// (other actions of the same length, options, other cost units) as
// setMove fills each command, for each plain movement action, and that
// isMoveAction knows each action's name and no other's.
func TestSetMoves(t *testing.T) {
	names := []string{"move", "run", "sprint", "quick_step"}
	for ai, a := range names {
		if moveActionName(ai) != a {
			t.Fatalf("moveActionName(%d) = %q, want %q", ai, moveActionName(ai), a)
		}
		for aj, o := range append(names, "duck", "aim", "", "sprints") {
			if got := isMoveAction(o, ai); got != (aj == ai) {
				t.Fatalf("isMoveAction(%q, %d) = %v", o, ai, got)
			}
		}
	}
	list := []grid.Spot{{X: 3, Y: 4, Cost: 1}, {X: 5, Y: 4, Cost: 2}, {X: 0, Y: 9, Cost: 7}, {X: 12, Y: 30, Cost: 11}, {X: 1, Y: 1, Cost: 2}, {X: 2, Y: 2, Cost: 3}}
	old := []rules.Command{
		{Action: "duck", Option: "n", Cost: rules.Cost{N: 1, Unit: "half", Reaction: true}, Target: 4, Weapon: 2},
		{Action: "aim", Cost: rules.Cost{Unit: "tick"}},
		{Action: "move", Option: "x"},
		{Action: "sprint", Cost: rules.Cost{Unit: "tick"}},
		{Action: "quick_step", Version: 9, Side: 1, Unit: 3},
		{},
	}
	for ai, a := range names {
		got := append([]rules.Command(nil), old...)
		setMoves(got, list, 17, 1, ai, 5, ticksOf(a))
		for i := range got {
			var want rules.Command
			setMove(&want, 17, 1, a, 5, ticksOf(a), list[i].Pos())
			if got[i] != want {
				t.Fatalf("%s over %+v: setMoves gives %+v, want %+v", a, old[i], got[i], want)
			}
		}
	}
}
