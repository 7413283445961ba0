package ads

import (
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// sameOdds reports whether two answers for one command agree: the same
// refusal, or the same numbers and modifiers.
func sameOdds(o rules.Odds, ok bool, want rules.Odds, err error) bool {
	if ok != (err == nil) {
		return false
	}
	return !ok || o.Hit == want.Hit && o.Takedown == want.Takedown && slices.Equal(o.Damage, want.Damage) && slices.Equal(o.Mods, want.Mods)
}

// TestListedOddsAsOdds checks at every step of random battles, and in the
// state each Draw leaves (ProbeAfter), that ListedOdds and
// ListedDefenceOdds answer every listed command as Odds and DefenceOdds
// do, and change nothing, and ListedDefencePriced as ListedDefenceOdds'
// ok; and that commands no list holds get no panic.
func TestListedOddsAsOdds(t *testing.T) {
	attacks, defences := 0, 0
	compare := func(b *Battle, seed uint64, n int, legal []rules.Command) {
		for _, c := range legal {
			o, ok := b.ListedOdds(c)
			if !priced(c) {
				// Odds refuses c before it looks at the legal list.
				if ok {
					t.Fatalf("seed %d step %d: ListedOdds prices %v", seed, n, c)
				}
			} else if want, err := b.Odds(c); !sameOdds(o, ok, want, err) {
				t.Fatalf("seed %d step %d: ListedOdds(%v) = %+v, %v; Odds gives %+v, %v", seed, n, c, o, ok, want, err)
			}
			if ok {
				attacks++
			}
			o, ok = b.ListedDefenceOdds(c)
			if b.ListedDefencePriced(c) != ok {
				t.Fatalf("seed %d step %d: ListedDefencePriced(%v) = %v, ListedDefenceOdds ok %v", seed, n, c, !ok, ok)
			}
			if b.s.Pending == nil {
				// DefenceOdds refuses c, but only after a look at the
				// legal list.
				if ok {
					t.Fatalf("seed %d step %d: ListedDefenceOdds prices %v with no attack pending", seed, n, c)
				}
				continue
			}
			want, err := b.DefenceOdds(c)
			if !sameOdds(o, ok, want, err) {
				t.Fatalf("seed %d step %d: ListedDefenceOdds(%v) = %+v, %v; DefenceOdds gives %+v, %v", seed, n, c, o, ok, want, err)
			}
			if ok {
				defences++
			}
		}
	}
	eachProbeState(t, 11, func(b *Battle, seed uint64, n int, legal []rules.Command) {
		compare(b, seed, n, legal)
		for _, c := range legal {
			b.ProbeAfter(c, func(nb rules.Battle) {
				compare(nb.(*Battle), seed, n, rulestest.Legal(nb, c.Side))
			})
		}
		// Commands past the battle's units, weapons and field.
		if c := legal[0]; c.Unit >= 0 {
			for _, bad := range []rules.Command{
				{Side: c.Side, Action: "straight_shot", Unit: c.Unit, Target: len(b.s.Units), Weapon: 0},
				{Side: c.Side, Action: "burst", Unit: -3, Target: 0, Weapon: 0},
				{Side: c.Side, Action: "melee_strike", Unit: c.Unit, Target: 0, Weapon: 9},
				{Side: c.Side, Action: "hip_fire", Unit: c.Unit, Target: 0, Weapon: 0, To: grid.Pos{X: -4, Y: 1 << 20}},
				{Side: c.Side, Action: "defend_ally", Unit: c.Unit, Target: c.Target, Option: "99"},
				{Side: c.Side, Action: "aid_ally", Unit: c.Unit, Target: c.Target, Option: "x"},
				{Side: c.Side, Action: "take_cover", Unit: c.Unit, Target: c.Target, To: grid.Pos{X: 1 << 20}},
			} {
				b.ListedOdds(bad)
				b.ListedDefenceOdds(bad)
				b.ListedDefencePriced(bad)
			}
		}
	})
	if attacks < 100 || defences < 100 {
		t.Fatalf("%d attacks and %d defences priced: the test wants more of both", attacks, defences)
	}
}
