package ads

import (
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestBleedOut checks §7/G15: a unit unconscious at 0 Stamina takes 1
// Wound every 5 round starts and dies at its maximum; one knocked out with
// Stamina left does not bleed.
func TestBleedOut(t *testing.T) {
	b := stageSides(t, openField(12), 3, []string{"gunner", "gunner"}, []string{"trooper", "trooper", "trooper"},
		grid.Pos{X: 1, Y: 1}, grid.Pos{X: 2, Y: 1}, grid.Pos{X: 9, Y: 9}, grid.Pos{X: 10, Y: 9}, grid.Pos{X: 9, Y: 10})
	dying, dead, knocked := &b.s.Units[2], &b.s.Units[3], &b.s.Units[4]
	dying.Health.Stamina, dying.Health.Wounds, dying.Health.Unconscious = 0, 3, true
	dead.Health.Stamina, dead.Health.Wounds, dead.Health.Unconscious = 0, DefaultMaxWounds-1, true
	knocked.Health.Unconscious = true
	var ev []rules.Event
	for r := 1; r <= 2*BleedOutRounds; r++ {
		b.bleedOut(dying, &ev)
		b.bleedOut(dead, &ev)
		b.bleedOut(knocked, &ev)
		if r == BleedOutRounds-1 && (dying.Health.Wounds != 3 || dead.Health.Dead) {
			t.Fatalf("bled before a minute: wounds %d, dead %v", dying.Health.Wounds, dead.Health.Dead)
		}
		if r == BleedOutRounds && (dying.Health.Wounds != 4 || !dead.Health.Dead) {
			t.Fatalf("after a minute: wounds %d, dead %v", dying.Health.Wounds, dead.Health.Dead)
		}
	}
	if dying.Health.Wounds != 5 || knocked.Health.Wounds != 0 || dead.Health.Wounds != DefaultMaxWounds {
		t.Fatalf("after two minutes: %d, knocked out %d, dead %d", dying.Health.Wounds, knocked.Health.Wounds, dead.Health.Wounds)
	}
	n := 0
	for _, e := range ev {
		if e.Kind == rules.EvUnitDead {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("%d death events, want 1", n)
	}
	// The round start counts it.
	h := dying.Dying
	b.startRound(&ev)
	if dying.Dying != h+1 {
		t.Fatalf("round start did not count: %d -> %d", h, dying.Dying)
	}
}
