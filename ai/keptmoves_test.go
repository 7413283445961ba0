package ai

import (
	"math"
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestKeptMovesSquaresTold: reading the movement commands of a list by
// the squares of its runs (moveRun), all, some or cut by the range asked,
// with their commands written or not (layOut leaves them unwritten),
// keeps the same commands as reading them one by one, on random lists
// whose squares repeat at higher, equal and lower costs, some off the
// field, a run's price changing midway now and then.
func TestKeptMovesSquaresTold(t *testing.T) {
	f := grid.NewField("kept", 6, 5)
	dice := rules.NewDice(7, 1)
	// One player for every trial, so that each starts over the stamps
	// its earlier ones left, and its generations run out midway.
	var p Utility
	p.seen.begin(f.W * f.H)
	p.seen.gen = math.MaxUint32 - 500
	for trial := 0; trial < 300; trial++ {
		// Runs of one action's moves, each at its own price.
		var legal []rules.Command
		var runs []moveRun
		for a := 0; a < 1+dice.Intn(4); a++ {
			r := moveRun{Start: len(legal), Entry: rules.Command{Action: "move", Unit: 1, Target: rules.NoUnit, To: rules.Anywhere}}
			cost := rules.Cost{N: dice.Intn(5), Unit: "tick"}
			for k := 0; k < dice.Intn(40); k++ {
				if dice.Intn(15) == 0 {
					cost.N = dice.Intn(5)
				}
				to := grid.Pos{X: dice.Intn(8) - 1, Y: dice.Intn(7) - 1}
				legal = append(legal, rules.Command{Action: "move", Unit: 1, Target: rules.NoUnit, To: to, Cost: cost})
				r.Squares = append(r.Squares, rules.Reach{To: to, Cost: cost})
			}
			r.End = len(legal)
			if r.End > r.Start {
				runs = append(runs, r)
			}
		}
		from := dice.Intn(len(legal) + 1)
		to := from + dice.Intn(len(legal)-from+1)
		// keptBy keeps the moves of list, which runs tell, with player p;
		// seen gives the cost kept to each square of the field, -1 for
		// none.
		keptBy := func(p *Utility, list []rules.Command, runs []moveRun) ([]keptMove, []int, map[grid.Pos]int) {
			p.seen.begin(f.W * f.H)
			ms := moveScan{f: f}
			got := slices.Clone(p.keptMoves(list, runs, &ms, from, to))
			seen := make([]int, f.W*f.H)
			for j := range seen {
				seen[j] = -1
				if n, ok := p.seen.cost(j); ok {
					seen[j] = n
				}
			}
			return got, seen, ms.off
		}
		// kept is keptBy with the player of every trial.
		kept := func(list []rules.Command, runs []moveRun) ([]keptMove, []int, map[grid.Pos]int) {
			return keptBy(&p, list, runs)
		}
		want, wantSeen, wantOff := kept(legal, nil)
		// A new player, whose squares hold no stamp, keeps the same.
		if fresh, freshSeen, _ := keptBy(new(Utility), legal, nil); !slices.Equal(fresh, want) || !slices.Equal(freshSeen, wantSeen) {
			t.Fatalf("trial %d: a player with earlier decisions' stamps kept %v, a new one %v", trial, want, fresh)
		}
		for _, k := range want {
			if c := legal[k.i]; k.to != c.To || int(k.n) != c.Cost.N {
				t.Fatalf("trial %d: kept command %d as a move to %v at %d, want %v at %d", trial, k.i, k.to, k.n, c.To, c.Cost.N)
			}
		}
		some := slices.Clone(runs)
		some = slices.DeleteFunc(some, func(moveRun) bool { return dice.Intn(2) == 0 })
		// sparse is legal with the commands of the runs told left
		// unwritten (as layOut leaves them): they hold another's.
		sparse := func(told []moveRun) []rules.Command {
			out := slices.Clone(legal)
			for _, r := range told {
				for i := r.Start; i < r.End; i++ {
					out[i] = rules.Command{Action: "junk", Unit: 9, To: grid.Pos{X: 2, Y: 2}, Cost: rules.Cost{N: 9}}
				}
			}
			return out
		}
		for _, told := range [][]moveRun{runs, some} {
			for _, list := range [][]rules.Command{legal, sparse(told)} {
				got, seen, off := kept(list, told)
				if !slices.Equal(got, want) || !slices.Equal(seen, wantSeen) || len(off) != len(wantOff) {
					t.Fatalf("trial %d, commands %d to %d, runs %v: kept %v, want %v", trial, from, to, told, got, want)
				}
				for p, n := range wantOff {
					if c, ok := off[p]; !ok || c != n {
						t.Fatalf("trial %d: off the field at %v, kept cost %d, want %d", trial, p, c, n)
					}
				}
			}
		}
	}
}
