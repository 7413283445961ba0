package ads

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"sightline/rules"
)

var update = flag.Bool("update", false, "rewrite the golden event logs in testdata")

// TestGoldenEventLogs plays seeded scenarios with a seeded command picker
// and compares their full event logs with testdata/*.golden.
func TestGoldenEventLogs(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		name := fmt.Sprintf("battle_seed%d.golden", seed)
		t.Run(name, func(t *testing.T) {
			b := newTestBattle(t, seed)
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			for _, e := range b.StartEvents() {
				if err := enc.Encode(e); err != nil {
					t.Fatal(err)
				}
			}
			pick := rules.NewDice(seed, 7)
			for n := 0; n < 80; n++ {
				if over, _ := b.Over(); over {
					break
				}
				legal := b.Legal(b.Prompt().Side)
				c := pickCommand(pick, legal)
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
			path := filepath.Join("testdata", name)
			if *update {
				if err := os.MkdirAll("testdata", 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if !bytes.Equal(want, buf.Bytes()) {
				t.Fatalf("%s differs from the events played now; rerun with -update if the change is intended", path)
			}
		})
	}
}
