package ads

import (
	"reflect"
	"testing"

	"sightline/rules"
	"sightline/rules/rulestest"
)

// TestSpecsOf plays random battles, asking for the units' views at every
// step, and checks that the specs a battle keeps are the content's for
// every unit and weapon, a weapon taken by a Disarm too.
func TestSpecsOf(t *testing.T) {
	taken := 0
	for seed := uint64(1); seed <= 30; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 3)
		carried := make([]int, len(b.s.Units))
		for i := range b.s.Units {
			carried[i] = len(b.s.Units[i].Weapons)
		}
		for n := 0; n < 300; n++ {
			if over, _ := b.Over(); over {
				break
			}
			b.Units()
			for i := range b.s.Units {
				u := &b.s.Units[i]
				sp := b.specsOf(i)
				if !reflect.DeepEqual(*sp.unit, b.spec(u)) {
					t.Fatalf("seed %d step %d: unit %d's spec is not its template's", seed, n, i)
				}
				for wi := range u.Weapons {
					if !reflect.DeepEqual(*sp.weapons[wi], b.weapon(u, wi)) {
						t.Fatalf("seed %d step %d: unit %d's weapon %d's spec is not its own", seed, n, i, wi)
					}
				}
				if len(u.Weapons) > carried[i] {
					taken++
					carried[i] = len(u.Weapons)
				}
			}
			if _, err := b.Apply(pickCommand(pick, rulestest.Legal(b, b.Prompt().Side))); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d weapons taken", taken)
}
