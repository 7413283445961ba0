package ads

import (
	"testing"

	"sightline/rules"
)

// TestAppendLegalRuns plays random battles and checks at every step that
// AppendLegalRuns lists what Legal lists, and that its runs agree with the
// list: in order, not overlapping, each command in a run of the run's
// action, and every plain movement command of a unit standing (a prone
// unit's crawls are listed one by one) in a run.
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
			for i := r.Start; i < r.End; i++ {
				if dst[i].Action != r.Action {
					t.Fatalf("command %d is a %s in a run of %s", i, dst[i].Action, r.Action)
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
