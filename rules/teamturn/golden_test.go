package teamturn

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"sightline/maps"
	"sightline/rules"
	"sightline/rules/rulestest"
)

var update = flag.Bool("update", false, "rewrite the golden event logs in testdata")

// TestGoldenEventLogs plays seeded battles on rooftops with a seeded
// command picker and compares their full event logs with
// testdata/*.golden: a change that alters play shows here first.
func TestGoldenEventLogs(t *testing.T) {
	m, err := maps.LoadBundled("rooftops")
	if err != nil {
		t.Fatal(err)
	}
	r, _ := New()
	for _, seed := range []uint64{1, 2, 3} {
		name := fmt.Sprintf("battle_seed%d.golden", seed)
		t.Run(name, func(t *testing.T) {
			nb, err := r.NewBattle(rules.Setup{Field: m.Field, Seed: seed, Sides: []rules.SideSetup{{Name: "A", Squad: "freelancers"}, {Name: "B", Squad: "wyrdhands", Ambush: seed == 2}}})
			if err != nil {
				t.Fatal(err)
			}
			b := nb.(*Battle)
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			for _, e := range b.StartEvents() {
				if err := enc.Encode(e); err != nil {
					t.Fatal(err)
				}
			}
			pick := rules.NewDice(seed, 7)
			for n := 0; n < 300; n++ {
				if over, _ := b.Over(); over {
					break
				}
				legal := legalOf(b, b.Prompt().Side)
				c := legal[pick.Intn(len(legal))]
				if others := slices.DeleteFunc(slices.Clone(legal), func(c rules.Command) bool { return c.Action == "move" || c.Action == "disengage" }); len(others) > 0 && (c.Action == "move" || c.Action == "disengage") && pick.Intn(3) > 0 {
					c = others[pick.Intn(len(others))]
				}
				fmt.Fprintf(&buf, "# %s\n", c)
				ev, err := b.Apply(c)
				if err != nil {
					t.Fatal(err)
				}
				for _, e := range ev {
					if err := enc.Encode(e); err != nil {
						t.Fatal(err)
					}
				}
			}
			fmt.Fprintf(&buf, "# hash %s\n", b.Hash())
			checkGolden(t, name, buf.Bytes())
		})
	}
}

// checkGolden compares got with testdata/name, or rewrites it under
// -update.
func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	rulestest.Golden(t, filepath.Join("testdata", name), got, *update)
}
