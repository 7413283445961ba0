package ai

import (
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestKeptMovesSquaresTold: the runs a battle tells with their squares
// (rules.ActionRun), all, some or cut by the range asked, change none of
// the movement commands scoreMoves keeps, on random lists whose squares
// repeat at higher, equal and lower costs, some off the field.
func TestKeptMovesSquaresTold(t *testing.T) {
	f := grid.NewField("kept", 6, 5)
	dice := rules.NewDice(7, 1)
	for trial := 0; trial < 300; trial++ {
		// Runs of one action's moves, each at its own price.
		var legal []rules.Command
		var runs []rules.ActionRun
		for a := 0; a < 1+dice.Intn(4); a++ {
			r := rules.ActionRun{Action: "move", Start: len(legal), Unit: 1, Ticks: dice.Intn(5)}
			for k := 0; k < dice.Intn(40); k++ {
				to := grid.Pos{X: dice.Intn(8) - 1, Y: dice.Intn(7) - 1}
				legal = append(legal, rules.Command{Action: r.Action, Unit: 1, Target: rules.NoUnit, To: to, Cost: rules.Cost{N: r.Ticks, Unit: "tick"}})
				r.Squares = append(r.Squares, grid.Spot{X: int16(to.X), Y: int16(to.Y), Cost: 1})
			}
			r.End = len(legal)
			if r.End > r.Start {
				runs = append(runs, r)
			}
		}
		from := dice.Intn(len(legal) + 1)
		to := from + dice.Intn(len(legal)-from+1)
		kept := func(runs []rules.ActionRun) ([]int32, []int32, map[grid.Pos]int) {
			var p Utility
			p.seen = make([]int32, f.W*f.H)
			ms := moveScan{f: f}
			return slices.Clone(p.keptMoves(legal, runs, &ms, from, to)), p.seen, ms.off
		}
		want, wantSeen, wantOff := kept(nil)
		some := slices.Clone(runs)
		some = slices.DeleteFunc(some, func(rules.ActionRun) bool { return dice.Intn(2) == 0 })
		for _, told := range [][]rules.ActionRun{runs, some} {
			got, seen, off := kept(told)
			if !slices.Equal(got, want) || !slices.Equal(seen, wantSeen) || len(off) != len(wantOff) {
				t.Fatalf("trial %d, commands %d to %d, runs %v: kept %v, want %v", trial, from, to, told, got, want)
			}
			for p, i := range wantOff {
				if off[p] != i {
					t.Fatalf("trial %d: off the field at %v, kept %d, want %d", trial, p, off[p], i)
				}
			}
		}
	}
}
