package ads

import (
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/rulestest"
)

// TestSurpriseRound checks an ambush: every ambushed unit tests Awareness
// against the ambushers' Stealth; the unaware take no turn in the surprise
// round and have at most SurpriseTicks; the first attack on one gets the
// unaware bonus; everyone is aware from round 2.
func TestSurpriseRound(t *testing.T) {
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for seed := uint64(1); seed <= 30 && !found; seed++ {
		rb, err := r.NewBattle(rules.Setup{Field: openField(12), Seed: seed, Sides: []rules.SideSetup{
			{Name: "A", Squad: "raiders", Ambush: true}, {Name: "B", Squad: "line"}}})
		if err != nil {
			t.Fatal(err)
		}
		b := rb.(*Battle)
		tests := 0
		for _, e := range b.StartEvents() {
			if e.Kind == rules.EvRoll && e.Side == 1 && strings.Contains(e.Text, "Awareness") {
				tests++
			}
		}
		if tests != 4 {
			t.Fatalf("seed %d: %d Awareness tests, want one per ambushed unit", seed, tests)
		}
		var unaware *unitState
		for i := range b.s.Units {
			u := &b.s.Units[i]
			if u.Unaware {
				if u.Side != 1 || u.Ticks > SurpriseTicks {
					t.Fatalf("unaware unit %d of side %d with %d ticks", u.ID, u.Side, u.Ticks)
				}
				unaware = u
			}
		}
		if unaware == nil {
			continue
		}
		found = true
		// Play round 1: no unaware unit ever gets a turn prompt, and the
		// first attack on one carries the bonus.
		pick := rules.NewDice(seed, 5)
		for b.s.Round == 1 && !b.s.Over {
			pr := b.Prompt()
			if pr.Kind == "turn" && b.s.Units[pr.Unit].Unaware {
				t.Fatalf("unaware unit %d takes a turn in the surprise round", pr.Unit)
			}
			legal := rulestest.Legal(b, pr.Side)
			c := pickCommand(pick, legal)
			for _, l := range legal {
				if l.Target == unaware.ID && isAttack(l.Action) && unaware.Unaware {
					if l.Action == "charge" {
						t.Fatal("a charge at an unaware unit is offered")
					}
					o, err := b.Odds(l)
					if err != nil {
						t.Fatal(err)
					}
					bonus := 1
					if b.weapon(&b.s.Units[l.Unit], l.Weapon).Melee {
						bonus = 2
					}
					if !hasMod(o.Mods, "unaware target", bonus) {
						t.Fatalf("attack on an unaware unit lacks +%d: %v", bonus, o.Mods)
					}
				}
			}
			apply(t, b, c)
		}
		for i := range b.s.Units {
			if b.s.Units[i].Unaware {
				t.Fatalf("unit %d still unaware in round %d", i, b.s.Round)
			}
		}
	}
	if !found {
		t.Fatal("no seed in 30 caught anyone unaware")
	}
}
