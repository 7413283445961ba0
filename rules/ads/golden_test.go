package ads

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"path/filepath"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

var update = flag.Bool("update", false, "rewrite the golden event logs in testdata")

// TestGoldenEventLogs plays seeded scenarios with a seeded command picker
// and compares their full event logs with testdata/*.golden.
func TestGoldenEventLogs(t *testing.T) {
	newBattle := func(t *testing.T, seed uint64) rulestest.Started { return newTestBattle(t, seed) }
	rulestest.GoldenLogs(t, []uint64{1, 2, 3}, 80, newBattle, pickCommand, *update)
}

// checkGolden compares got with testdata/name, or rewrites it under
// -update.
func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	rulestest.Golden(t, filepath.Join("testdata", name), got, *update)
}

// TestGoldenCoverLog plays a scripted fight at the stone wall and the
// wooden crate of coverField: the defender takes cover on its turn, then
// takes cover again as a reaction after moving behind the crate, and the
// gunner fires full auto until the crate breaks. Its log holds every cover
// modifier, covered-location AP, structure loss and the break.
func TestGoldenCoverLog(t *testing.T) {
	b, att, def := stage(t, coverField(), 13, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 6})
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	play := func(c rules.Command) {
		fmt.Fprintf(&buf, "# %s\n", c)
		for _, e := range apply(t, b, c) {
			if err := enc.Encode(e); err != nil {
				t.Fatal(err)
			}
		}
	}
	takeCover(t, b, def)
	play(find(t, b, att.Side, "burst", def.ID))
	play(find(t, b, def.Side, "duck", rules.NoUnit))
	// Behind the crate, shot from the east.
	b.leaveCover(def, new([]rules.Event))
	def.Pos, att.Pos = grid.Pos{X: 7, Y: 6}, grid.Pos{X: 11, Y: 6}
	for n := 0; n < 8 && b.s.Covers[1].Damage <= b.s.Covers[1].SP && def.Health.Active(); n++ {
		att.Ticks, att.Attacks, att.Weapons[0].Ammo, att.Weapons[0].Jammed, def.Defences = BaseTicks, 0, 50, false, 0
		b.s.Turn = 0
		play(find(t, b, att.Side, "full_auto", def.ID))
		if n == 0 {
			play(find(t, b, def.Side, "take_cover", rules.NoUnit))
		} else {
			play(find(t, b, def.Side, "no_defence", rules.NoUnit))
		}
	}
	fmt.Fprintf(&buf, "# hash %s\n", b.Hash())
	if !bytes.Contains(buf.Bytes(), []byte(`"cover_broken"`)) {
		t.Fatal("the scripted fight never broke the crate; pick another seed")
	}
	checkGolden(t, "cover_seed13.golden", buf.Bytes())
}
