package ads

import (
	"reflect"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestAppendLegalRuns plays random battles and checks at every step that
// AppendLegalRuns lists what Legal lists, and that its runs agree with the
// list: in order, not overlapping, each command in a run of the run's
// action and the one its run makes (ActionRun.Command, every field), and
// every plain movement command of a unit standing (a prone unit's crawls
// are listed one by one) in a run. AppendSparseLegal, into memory that
// held other commands, tells the same runs and writes every command
// outside them.
func TestAppendLegalRuns(t *testing.T) {
	var runs, sparseRuns []rules.ActionRun
	var sparse []rules.Command
	checkAppender(t, "AppendLegalRuns", (*Battle).Legal, func(b *Battle, dst []rules.Command, side int) []rules.Command {
		dst, runs = b.AppendLegalRuns(dst, runs, side)
		// The sparse list's memory holds commands unlike any listed.
		sparse = sparse[:cap(sparse)]
		for i := range sparse {
			sparse[i] = rules.Command{Version: 99, Side: 7, Action: "junk", Unit: i, Target: i, To: grid.Pos{X: -i}, Weapon: 3, Option: "x", Cost: rules.Cost{N: 50, Unit: "junk", Reaction: true}}
		}
		sparse, sparseRuns = b.AppendSparseLegal(sparse, sparseRuns, side)
		if len(sparse) != len(dst) || !reflect.DeepEqual(sparseRuns, runs) {
			t.Fatalf("AppendSparseLegal gives %d commands and runs %+v; AppendLegalRuns %d and %+v", len(sparse), sparseRuns, len(dst), runs)
		}
		inRun := make([]bool, len(dst))
		at := 0
		for _, r := range runs {
			if r.Start < at || r.End <= r.Start || r.End > len(dst) {
				t.Fatalf("run %+v after index %d in a list of %d", r, at, len(dst))
			}
			if r.Squares == nil || len(r.Squares) != r.End-r.Start {
				t.Fatalf("run %+v tells %d squares", r, len(r.Squares))
			}
			for i := r.Start; i < r.End; i++ {
				c := dst[i]
				if c.Action != r.Action {
					t.Fatalf("command %d is a %s in a run of %s", i, c.Action, r.Action)
				}
				if told := r.Command(i - r.Start); c != told {
					t.Fatalf("command %d is %+v; its run makes %+v", i, c, told)
				}
				if c.Version != b.s.Version || c.Side != side {
					t.Fatalf("command %d of version %d and side %d", i, c.Version, c.Side)
				}
				inRun[i] = true
			}
			at = r.End
		}
		for i, c := range dst {
			if !inRun[i] && sparse[i] != c {
				t.Fatalf("command %d outside the runs is %+v in the sparse list, %+v in the full one", i, sparse[i], c)
			}
			if isMove(c.Action) && c.Target == rules.NoUnit && !b.s.Units[c.Unit].Prone && !inRun[i] {
				t.Fatalf("%s command %d to %v is in no run", c.Action, i, c.To)
			}
		}
		return dst
	})
}
