package ai

import (
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// pathBattle answers Path for the actions it calls movements, with a walk
// of one square; every other method comes from the nil interface.
type pathBattle struct {
	rules.Battle
	moves []string
	asked *int
}

func (b pathBattle) Ruleset() string { return "fake" }

func (b pathBattle) Path(c rules.Command) []grid.Pos {
	*b.asked++
	if slices.Contains(b.moves, c.Action) {
		return []grid.Pos{c.To}
	}
	return nil
}

// TestMoveFlags: an action is a movement when its first command with a
// destination has a walk, also for its commands before that one; aimed
// actions, other units' commands and targeted commands are not; the
// unit's targeted commands are listed in order; and the engine is asked
// once per action across decisions.
func TestMoveFlags(t *testing.T) {
	asked := 0
	b := pathBattle{moves: []string{"move", "run"}, asked: &asked}
	none := rules.NoUnit
	legal := []rules.Command{
		{Unit: 1, Target: none, Action: "run", Cost: rules.Cost{N: 9}},                      // no destination yet
		{Unit: 1, Target: none, Action: "move", To: grid.Pos{X: 2}, Cost: rules.Cost{N: 4}}, // a movement
		{Unit: 1, Target: none, Action: "overwatch", To: grid.Pos{Y: 3}},                    // aimed
		{Unit: 1, Target: none, Action: "run", To: grid.Pos{X: 4}, Cost: rules.Cost{N: 7}},  // settles run
		{Unit: 2, Target: none, Action: "move", To: grid.Pos{X: 5}},                         // another unit
		{Unit: 1, Target: 7, Action: "move", To: grid.Pos{X: 6}},                            // targeted
		{Unit: 1, Target: none, Action: "end_turn"},
		{Unit: 1, Target: none, Action: "move", To: grid.Pos{X: 1, Y: 1}, Cost: rules.Cost{N: 2}},
		{Unit: 2, Target: 7, Action: "shot"}, // another unit's
		{Unit: 1, Target: 3, Action: "shot"},
	}
	want := []bool{true, true, false, true, false, false, false, true, false, false}
	wantAimed := []int32{5, 9}
	var kinds actionKinds
	for round := 0; round < 2; round++ {
		var m legalMarks
		moveFlags(b, legal, nil, 1, &m, &kinds)
		got, aimed := m.moves, m.aimed
		if !slices.Equal(got, want) {
			t.Fatalf("round %d: flags %v, want %v", round, got, want)
		}
		if !slices.Equal(aimed, wantAimed) {
			t.Fatalf("round %d: targeted commands %v, want %v", round, aimed, wantAimed)
		}
		if m.cheapest != 2 || m.short != 4 {
			t.Fatalf("round %d: movement costs %d and %d, want 2 and 4", round, m.cheapest, m.short)
		}
		if c, s := moveCosts(legal, nil, got); c != m.cheapest || s != m.short {
			t.Fatalf("round %d: movement costs %d and %d, moveCosts says %d and %d", round, m.cheapest, m.short, c, s)
		}
	}
	// Without the early command, the costs come from the marking pass.
	var m legalMarks
	moveFlags(b, legal[1:], nil, 1, &m, &kinds)
	if m.cheapest != 2 || m.short != 4 {
		t.Fatalf("without the early run: movement costs %d and %d, want 2 and 4", m.cheapest, m.short)
	}
	if asked != 3 {
		t.Errorf("Path asked %d times over two decisions, want 3 (move, overwatch, run once each)", asked)
	}
}

// TestMoveFlagsRunsTold: the runs a battle tells (rules.ActionRun), all,
// some or cut in pieces, with their squares or without, and with the
// commands of those with squares written or not, change none of
// moveFlags' marks, targeted commands and costs, for the unit whose moves
// they are or another, and movesEnd finds where each stretch of marked
// moves ends.
func TestMoveFlagsRunsTold(t *testing.T) {
	asked := 0
	b := pathBattle{moves: []string{"move", "run", "sprint"}, asked: &asked}
	none := rules.NoUnit
	legal := []rules.Command{
		{Unit: 1, Target: none, Action: "end_turn"},
		{Unit: 1, Target: none, Action: "aim", Cost: rules.Cost{N: 1}},
		{Unit: 1, Target: none, Action: "move", To: grid.Pos{X: 1}, Cost: rules.Cost{N: 2}},
		{Unit: 1, Target: none, Action: "move", To: grid.Pos{X: 2}, Cost: rules.Cost{N: 2}},
		{Unit: 1, Target: none, Action: "run", To: grid.Pos{X: 3}, Cost: rules.Cost{N: 4}},
		{Unit: 1, Target: 5, Action: "run", To: grid.Pos{X: 3}, Cost: rules.Cost{N: 1}},
		{Unit: 2, Target: none, Action: "run", To: grid.Pos{X: 4}, Cost: rules.Cost{N: 1}},
		{Unit: 1, Target: none, Action: "run", To: grid.Pos{X: 5}, Cost: rules.Cost{N: 3}},
		{Unit: 1, Target: none, Action: "sprint", Cost: rules.Cost{N: 9}},
		{Unit: 1, Target: none, Action: "sprint", To: grid.Pos{X: 6}, Cost: rules.Cost{N: 8}},
		{Unit: 1, Target: none, Action: "sprint", To: grid.Pos{X: 7}, Cost: rules.Cost{N: 8}},
		{Unit: 1, Target: none, Action: "overwatch", To: grid.Pos{Y: 3}, Cost: rules.Cost{N: 1}},
		{Unit: 1, Target: none, Action: "overwatch", To: grid.Pos{Y: 4}, Cost: rules.Cost{N: 1}},
		{Unit: 1, Target: 3, Action: "shot", Cost: rules.Cost{N: 2}},
		{Unit: 1, Target: 4, Action: "shot", Cost: rules.Cost{N: 2}},
		{Unit: 1, Target: none, Action: "move", To: grid.Pos{X: 9}, Cost: rules.Cost{N: 1}},
	}
	var kinds actionKinds
	var want legalMarks
	moveFlags(b, legal, nil, 1, &want, &kinds)
	if want.cheapest != 1 || want.short != 2 || !want.moves[8] || want.moves[11] || !slices.Equal(want.aimed, []int32{5, 13, 14}) {
		t.Fatalf("without runs: marks %v, targeted %v, costs %d and %d", want.moves, want.aimed, want.cheapest, want.short)
	}
	run := func(action string, start, end int) rules.ActionRun {
		return rules.ActionRun{Action: action, Start: start, End: end}
	}
	// squares tells a run of unit 1's plain moves with their squares.
	squares := func(action string, start, end int) rules.ActionRun {
		r := run(action, start, end)
		r.Unit, r.Cost = 1, legal[start].Cost
		for _, c := range legal[start:end] {
			r.Squares = append(r.Squares, grid.Spot{X: int16(c.To.X), Y: int16(c.To.Y), Cost: 1})
		}
		return r
	}
	all := [][]rules.ActionRun{
		{run("move", 2, 4), run("run", 4, 8), run("sprint", 8, 11), run("overwatch", 11, 13), run("shot", 13, 15), run("move", 15, 16)},
		{run("run", 4, 8), run("sprint", 8, 11)},
		{run("move", 3, 4), run("run", 5, 7), run("sprint", 9, 10), run("sprint", 10, 11), run("shot", 14, 15)},
		{run("end_turn", 0, 1), run("sprint", 8, 9)},
		{squares("move", 2, 4), run("run", 4, 8), squares("sprint", 9, 11), squares("move", 15, 16)},
		{squares("move", 3, 4), run("sprint", 8, 9), squares("sprint", 9, 10), squares("sprint", 10, 11)},
		{squares("sprint", 9, 11)},
	}
	for unit := 1; unit <= 2; unit++ {
		var want legalMarks
		moveFlags(b, legal, nil, unit, &want, &kinds)
		for _, runs := range all {
			// The list as written, and sparse, its runs told with their
			// squares left unwritten (rules.SparseLegalAppender).
			sparse := slices.Clone(legal)
			for _, r := range runs {
				for i := r.Start; i < r.End && r.Squares != nil; i++ {
					sparse[i] = rules.Command{Action: "junk", Unit: 2, Target: 7, Cost: rules.Cost{N: 9}}
				}
			}
			for _, list := range [][]rules.Command{legal, sparse} {
				var m legalMarks
				moveFlags(b, list, runs, unit, &m, &kinds)
				if !slices.Equal(m.moves, want.moves) || !slices.Equal(m.aimed, want.aimed) || m.cheapest != want.cheapest || m.short != want.short {
					t.Errorf("unit %d, runs %v: marks %v, targeted %v, costs %d and %d; want %v, %v, %d and %d",
						unit, runs, m.moves, m.aimed, m.cheapest, m.short, want.moves, want.aimed, want.cheapest, want.short)
				}
				// movesEnd finds the end of each stretch of marks.
				for i := range m.moves {
					if !m.moves[i] {
						continue
					}
					end := i
					for end < len(m.moves) && m.moves[end] {
						end++
					}
					if got := movesEnd(m.moves, runs, i); got != end {
						t.Errorf("unit %d, runs %v: the moves from %d end at %d, movesEnd says %d", unit, runs, i, end, got)
					}
				}
			}
		}
	}
}
