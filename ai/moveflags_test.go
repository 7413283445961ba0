package ai

import (
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestMoveFlags: the commands of the unit's movement runs are its
// movements, and their prices its movement costs; another unit's run,
// targeted commands and commands with a destination outside runs (an
// overwatch arc) are not; the unit's targeted commands are listed in
// order.
func TestMoveFlags(t *testing.T) {
	none := rules.NoUnit
	sq := func(x, n int) rules.Reach { return rules.Reach{To: grid.Pos{X: x}, Cost: rules.Cost{N: n}} }
	legal := make([]rules.Command, 11)
	legal[0] = rules.Command{Unit: 1, Target: none, Action: "end_turn"}
	// 1..3: the unit's run, at 9 and 4; 4: an overwatch arc.
	legal[4] = rules.Command{Unit: 1, Target: none, Action: "overwatch", To: grid.Pos{Y: 3}}
	// 5..6: another unit's run.
	legal[7] = rules.Command{Unit: 1, Target: 7, Action: "charge", To: grid.Pos{X: 6}}
	// 8: the unit's run at 2.
	legal[9] = rules.Command{Unit: 2, Target: 7, Action: "shot"}
	legal[10] = rules.Command{Unit: 1, Target: 3, Action: "shot"}
	entry := func(unit int, action string) rules.Command {
		return rules.Command{Unit: unit, Target: none, Action: action, To: rules.Anywhere}
	}
	runs := []moveRun{
		{Start: 1, End: 4, Squares: []rules.Reach{sq(1, 9), sq(2, 9), sq(3, 4)}, Entry: entry(1, "run")},
		{Start: 5, End: 7, Squares: []rules.Reach{sq(4, 1), sq(5, 1)}, Entry: entry(2, "move")},
		{Start: 8, End: 9, Squares: []rules.Reach{sq(6, 2)}, Entry: entry(1, "move")},
	}
	want := []bool{false, true, true, true, false, false, false, false, true, false, false}
	wantAimed := []int32{7, 10}
	var m legalMarks
	for round := 0; round < 2; round++ {
		moveFlags(legal, runs, 1, &m)
		if !slices.Equal(m.moves, want) {
			t.Fatalf("round %d: flags %v, want %v", round, m.moves, want)
		}
		if !slices.Equal(m.aimed, wantAimed) {
			t.Fatalf("round %d: targeted commands %v, want %v", round, m.aimed, wantAimed)
		}
		if m.cheapest != 2 || m.short != 4 {
			t.Fatalf("round %d: movement costs %d and %d, want 2 and 4", round, m.cheapest, m.short)
		}
	}
	if moveFlags(legal[:1], nil, 1, &m); m.cheapest != -1 || slices.Contains(m.moves, true) {
		t.Fatalf("a list without runs: costs %d, flags %v", m.cheapest, m.moves)
	}
}

// TestMovesEnd: movesEnd steps over runs next to each other at once and
// stops where the marks stop.
func TestMovesEnd(t *testing.T) {
	sq := rules.Reach{Cost: rules.Cost{N: 1}}
	runs := []moveRun{
		{Start: 1, End: 3, Squares: []rules.Reach{sq, sq}},
		{Start: 3, End: 6, Squares: []rules.Reach{sq, sq, sq}},
		{Start: 7, End: 8, Squares: []rules.Reach{sq}},
	}
	moves := []bool{false, true, true, true, true, true, false, true, false}
	for i, want := range map[int]int{1: 6, 2: 6, 3: 6, 5: 6, 7: 8} {
		if got := movesEnd(moves, runs, i); got != want {
			t.Errorf("movesEnd from %d is %d, want %d", i, got, want)
		}
	}
}
