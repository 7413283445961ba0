package majorminor

import (
	"flag"
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/rulestest"
)

var update = flag.Bool("update", false, "rewrite the golden event logs in testdata")

// TestGoldenEventLogs plays seeded battles on rooftops with a seeded
// command picker and compares their full event logs with
// testdata/*.golden: a change that alters play shows here first.
func TestGoldenEventLogs(t *testing.T) {
	r, _ := New()
	sides := func(uint64) []rules.SideSetup {
		return []rules.SideSetup{{Name: "A", Squad: "posse"}, {Name: "B", Squad: "grapplers"}}
	}
	// A move is drawn as often as any other command, then two times in
	// three traded for one of the commands listed after the moves.
	choose := func(pick *rules.Dice, legal []rules.Command) rules.Command {
		c := legal[pick.Intn(len(legal))]
		if i := slices.IndexFunc(legal, func(c rules.Command) bool { return c.Action != "move" }); c.Action == "move" && i >= 0 && pick.Intn(3) > 0 {
			c = legal[i+pick.Intn(len(legal)-i)]
		}
		return c
	}
	rulestest.GoldenBundled(t, r, "rooftops", sides, []uint64{1, 2, 3}, 250, choose, *update)
}
