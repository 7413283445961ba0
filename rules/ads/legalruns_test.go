package ads

import (
	"testing"

	"sightline/rules"
)

// TestAppendLegalRuns plays random battles and checks at every step that
// AppendLegalRuns lists what Legal lists, and that its runs agree with the
// list: in order, not overlapping, each command in a run of the run's
// action and the one its squares tell, and every plain movement command
// of a unit standing (a prone unit's crawls are listed one by one) in a
// run.
func TestAppendLegalRuns(t *testing.T) {
	var runs []rules.ActionRun
	checkAppender(t, "AppendLegalRuns", (*Battle).Legal, func(b *Battle, dst []rules.Command, side int) []rules.Command {
		dst, runs = b.AppendLegalRuns(dst, runs, side)
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
				if r.Squares != nil {
					told := rules.Command{Version: c.Version, Side: c.Side, Action: r.Action, Unit: r.Unit, Target: rules.NoUnit,
						To: r.Squares[i-r.Start].Pos(), Cost: rules.Cost{N: r.Ticks, Unit: "tick"}}
					if c != told {
						t.Fatalf("command %d is %+v; its run tells %+v", i, c, told)
					}
					if c.Version != b.s.Version || c.Side != side {
						t.Fatalf("command %d of version %d and side %d", i, c.Version, c.Side)
					}
				}
				inRun[i] = true
			}
			at = r.End
		}
		for i, c := range dst {
			if isMove(c.Action) && c.Target == rules.NoUnit && !b.s.Units[c.Unit].Prone && !inRun[i] {
				t.Fatalf("%s command %d to %v is in no run", c.Action, i, c.To)
			}
		}
		return dst
	})
}
