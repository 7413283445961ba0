package ads

import (
	"testing"

	"sightline/rules"
)

// TestListedTargetsAreSeen plays random battles and checks at every step
// that no legal command names a target its side does not see now.
func TestListedTargetsAreSeen(t *testing.T) {
	targets := 0
	for seed := uint64(1); seed <= 10; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 31)
		for n := 0; n < 300; n++ {
			if over, _ := b.Over(); over {
				break
			}
			pr := b.Prompt()
			legal := legalOf(b, pr.Side)
			for _, c := range legal {
				if c.Target == rules.NoUnit {
					continue
				}
				targets++
				if !b.Sees(pr.Side, c.Target) {
					t.Fatalf("seed %d step %d: side %d is offered %v (%s) on unit %d, which it does not see", seed, n, pr.Side, c, c.Action, c.Target)
				}
			}
			if _, err := b.Apply(pickCommand(pick, legal)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if targets < 1000 {
		t.Errorf("only %d commands with a target checked", targets)
	}
}

// heldAtSwordpoint reports whether a unit holds unit id at swordpoint.
func heldAtSwordpoint(b *Battle, id int) bool {
	for i := range b.s.Units {
		if sp := b.s.Units[i].Swordpoint; sp != nil && sp.Target == id {
			return true
		}
	}
	return false
}
