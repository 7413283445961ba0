package teamturn

import (
	"fmt"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestMayTargetIsCanTarget plays random battles and checks after every
// command that mayTarget answers as canTarget does for every unit, target
// and weapon; then on two foes side by side, before and after every
// weapon is ruined, which random play seldom leaves.
func TestMayTargetIsCanTarget(t *testing.T) {
	yes, no := 0, 0
	check := func(b *Battle, what string) {
		for i := range b.S.Units {
			u := &b.S.Units[i]
			for j := range b.S.Units {
				tg := &b.S.Units[j]
				for wi := range u.Integrity {
					ok, why := b.canTarget(u, tg, wi)
					if got := b.mayTarget(u, tg, wi); got != ok {
						t.Fatalf("%s: %s on %s with weapon %d: mayTarget %v, canTarget %v (%s)", what, u.Name, tg.Name, wi, got, ok, why)
					}
					if ok {
						yes++
					} else {
						no++
					}
				}
			}
		}
	}
	for seed := uint64(1); seed <= 3; seed++ {
		randomBattle(t, "fieldworks", seed, func(b *Battle, c rules.Command, ev []rules.Event) {
			check(b, fmt.Sprintf("seed %d after %v", seed, c))
		})
	}
	if yes < 100 || no < 100 {
		t.Fatalf("only %d targets allowed and %d refused", yes, no)
	}
	// Two foes side by side, then with every weapon ruined.
	b := newTestBattle(t, 8, 8, []placed{{"tester", 0, grid.Pos{X: 2, Y: 2}}, {"twin", 1, grid.Pos{X: 3, Y: 2}}})
	yes = 0
	check(b, "two foes side by side")
	if yes == 0 {
		t.Fatal("two foes side by side may not attack each other")
	}
	for i := range b.S.Units {
		for wi := range b.S.Units[i].Integrity {
			b.S.Units[i].Integrity[wi] = 0
		}
	}
	check(b, "every weapon ruined")
}
