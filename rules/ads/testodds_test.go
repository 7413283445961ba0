package ads

import (
	"math"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestTestOddsMatchPlay checks the odds of the actions that do no damage
// against play: over many seeds, a Trip, a Disarm and a Grapple answered
// with Duck (the answer Odds assumes), and a Distracting Shot, succeed as
// often as Odds says (within four standard deviations), and Hinder is the
// chance times the share of a turn the target then loses.
func TestTestOddsMatchPlay(t *testing.T) {
	const n = 1500
	cases := []struct {
		action string
		hinder float64
		// won reports whether the command succeeded on the target.
		won func(b *Battle, tr *unitState, ev []rules.Event) bool
	}{
		{"trip", 1.0 / BaseTicks, func(_ *Battle, tr *unitState, _ []rules.Event) bool { return tr.Prone }},
		{"disarm", 1.0 / BaseTicks, func(_ *Battle, tr *unitState, _ []rules.Event) bool {
			return tr.Weapons[0].Dropped || tr.Weapons[0].Lost
		}},
		{"grapple", 0, func(_ *Battle, tr *unitState, _ []rules.Event) bool { return tr.Grapple != 0 }},
		{"distracting_shot", float64(DistractTicks) / BaseTicks, func(_ *Battle, tr *unitState, _ []rules.Event) bool {
			return tr.Lasting.Distracted > 0
		}},
	}
	for _, tc := range cases {
		t.Run(tc.action, func(t *testing.T) {
			var want rules.Odds
			wins := 0
			for seed := uint64(1); seed <= n; seed++ {
				at := []grid.Pos{{X: 4, Y: 4}, {X: 5, Y: 5}}
				units := []string{"duelist"}
				if tc.action == "distracting_shot" {
					at[1], units[0] = grid.Pos{X: 9, Y: 4}, "gunner"
				}
				b := stageGrapple(t, seed, units, []string{"trooper"}, at)
				a, tr := &b.s.Units[0], &b.s.Units[1]
				c := find(t, b, a.Side, tc.action, tr.ID)
				o, err := b.Odds(c)
				if err != nil {
					t.Fatalf("odds of %v: %v", c, err)
				}
				if seed == 1 {
					want = o
					if o.Hit <= 0 || o.Hit >= 1 || o.Takedown != 0 || o.Damage == nil || len(o.Damage) != 0 || math.Abs(o.Hinder-o.Hit*tc.hinder) > 1e-12 {
						t.Fatalf("odds %+v, want a chance below 1, no damage (an empty distribution) and hinder %.2f of it", o, tc.hinder)
					}
				} else if o.Hit != want.Hit {
					t.Fatalf("seed %d: hit %v, seed 1 %v", seed, o.Hit, want.Hit)
				}
				ev := apply(t, b, c)
				if b.s.Pending != nil {
					ev = append(ev, apply(t, b, find(t, b, tr.Side, "duck", rules.NoUnit))...)
				}
				if tc.won(b, tr, ev) {
					wins++
				}
			}
			got := float64(wins) / n
			sd := math.Sqrt(want.Hit * (1 - want.Hit) / n)
			if math.Abs(got-want.Hit) > 4*sd {
				t.Fatalf("%s succeeded %.3f of %d times, odds say %.3f (sd %.3f)", tc.action, got, n, want.Hit, sd)
			}
		})
	}
}

// TestTestOddsCountAimAndEarlierAttacks checks that the odds of a Grapple,
// a Disarm and a Trip by an aiming unit that has already attacked this
// round carry the +1 of its Aim and the multiple-attack penalty, as the
// test then rolls them: Odds equals the priced Duck of the window the
// command opens, and the attack roll shows both.
func TestTestOddsCountAimAndEarlierAttacks(t *testing.T) {
	for _, action := range []string{"grapple", "disarm", "trip"} {
		t.Run(action, func(t *testing.T) {
			b := stageGrapple(t, 3, []string{"duelist"}, []string{"trooper"}, []grid.Pos{{X: 4, Y: 4}, {X: 5, Y: 5}})
			a, tr := &b.s.Units[0], &b.s.Units[1]
			a.Aim, a.Aimed, a.Attacks = true, true, 2
			c := find(t, b, a.Side, action, tr.ID)
			o, err := b.Odds(c)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range []rules.Mod{{Source: "aim", Value: 1}, {Source: "attack 3 this round", Value: -2}} {
				if !hasMod(o.Mods, m.Source, m.Value) {
					t.Errorf("the odds lack %s %+d: %v", m.Source, m.Value, o.Mods)
				}
			}
			apply(t, b, c)
			do, err := b.DefenceOdds(find(t, b, tr.Side, "duck", rules.NoUnit))
			if err != nil {
				t.Fatal(err)
			}
			if o.Hit != do.Hit {
				t.Errorf("Odds says %.4f, the declared %s answered with Duck %.4f", o.Hit, action, do.Hit)
			}
			ev := apply(t, b, find(t, b, tr.Side, "duck", rules.NoUnit))
			mods, ok := rollMods(ev, a.ID, actionName(action))
			if !ok || !hasMod(mods, "aim", 1) || !hasMod(mods, "attack 3 this round", -2) {
				t.Errorf("the %s roll's mods %v, want aim +1 and attack 3 this round -2", action, mods)
			}
		})
	}
}
