package teamturn

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
	sides := func(seed uint64) []rules.SideSetup {
		return []rules.SideSetup{{Name: "A", Squad: "freelancers"}, {Name: "B", Squad: "wyrdhands", Ambush: seed == 2}}
	}
	// A move or disengage is drawn as often as any other command, then
	// two times in three traded for one of the other commands.
	choose := func(pick *rules.Dice, legal []rules.Command) rules.Command {
		c := legal[pick.Intn(len(legal))]
		if others := slices.DeleteFunc(slices.Clone(legal), func(c rules.Command) bool { return c.Action == "move" || c.Action == "disengage" }); len(others) > 0 && (c.Action == "move" || c.Action == "disengage") && pick.Intn(3) > 0 {
			c = others[pick.Intn(len(others))]
		}
		return c
	}
	rulestest.GoldenBundled(t, r, "rooftops", sides, []uint64{1, 2, 3}, 300, choose, *update)
}
