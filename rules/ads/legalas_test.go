package ads

import (
	"testing"

	"sightline/rules"
	"sightline/rules/rulestest"
)

// TestLegalAsHoldsEveryLegalCommand plays random battles and checks, at
// every step, that legalAs(c) holds a command Same as c for every command c
// of the legal list: legalAs skips what cannot give c's action, and must
// never skip c.
func TestLegalAsHoldsEveryLegalCommand(t *testing.T) {
	steps := 400
	if testing.Short() {
		steps = 150
	}
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 11)
		for n := 0; n < steps; n++ {
			if over, _ := b.Over(); over {
				break
			}
			legal := rulestest.Legal(b, b.Prompt().Side)
			for _, c := range legal {
				seen[c.Action] = true
				found := false
				for _, l := range b.legalAs(c) {
					if l.Same(c) {
						found = true
						break
					}
				}
				if !found {
					t.Fatalf("seed %d step %d: legalAs misses %v (to %v, weapon %d, option %q)", seed, n, c, c.To, c.Weapon, c.Option)
				}
			}
			if _, err := b.Apply(pickCommand(pick, legal)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(seen) < 20 {
		t.Errorf("only %d actions were ever legal", len(seen))
	}
}
