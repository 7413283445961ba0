package ads

import (
	"reflect"
	"sync"
	"testing"

	"sightline/rules"
	"sightline/rules/kit/dice"
	"sightline/rules/kit/memo"
)

// TestDamageKeyKnowsEveryField lists the AttackSpec fields that
// damageKeyOf puts in the chains' key and those it leaves out on purpose
// (the rolls, which only weigh the margins, and the Resolve pool, the
// Knockout Blow's test of a Stunned target and the next turn's test
// passed, applied to the chains' outcomes afterwards): a new field must be
// sorted here.
func TestDamageKeyKnowsEveryField(t *testing.T) {
	in := map[string]bool{"Bullets": true, "Weapon": true, "Strength": true, "Impact": true, "Extra": true,
		"ExtraWounds": true, "Knockout": true, "Penetration": true, "Head": true, "Critical": true,
		"Aimed": true, "AimedAt": true, "Second": true, "Soak": true, "Target": true}
	out := map[string]bool{"AttackDice": true, "AttackMods": true, "DefenceDice": true, "DefenceRerolls": true,
		"DefenceMods": true, "ResolveDice": true, "ResolveFlat": true, "KnockoutOut": true, "NextTurnPassed": true}
	ty := reflect.TypeOf(AttackSpec{})
	for i := 0; i < ty.NumField(); i++ {
		if n := ty.Field(i).Name; !in[n] && !out[n] {
			t.Errorf("AttackSpec.%s is new: put it in damageKey or say why the chains do not depend on it", n)
		}
	}
}

// chainSpecs returns attacks that share damage sides and differ in their
// rolls, as the options of a defence prompt and the AI's pricing make
// them.
func chainSpecs() []AttackSpec {
	target := NewHealth(3, 2, 0)
	hurt := target
	hurt.Apply(9, false, 0)
	var specs []AttackSpec
	for _, dmg := range []AttackSpec{
		{Bullets: 1, Weapon: 6, Soak: Soak{Armour: 2}, Target: target},
		// The same hits as the attack above, from another weapon and soak.
		{Bullets: 1, Weapon: 6, Penetration: 1, Soak: Soak{Armour: 3}, Target: target},
		{Bullets: 3, Weapon: 6, Soak: Soak{Armour: 2, Cover: 3, Exposed: 1 << Head}, Target: target},
		{Bullets: 6, Weapon: 5, Penetration: 1, Soak: Soak{Armour: 3, Cloak: 1}, Target: hurt},
		{Bullets: 1, Weapon: 4, Strength: 3, Impact: true, Knockout: true, Target: target},
		{Bullets: 1, Weapon: 7, Head: true, Extra: 3, ExtraWounds: 1, Penetration: 2, Soak: Soak{Armour: 2}, Target: hurt},
		{Bullets: 1, Weapon: 5, Aimed: true, AimedAt: Legs, Critical: true, Target: target},
		{Bullets: 1, Weapon: 6, Second: &SecondHit{Offset: 1, Weapon: 4, Strength: 2}, Soak: Soak{Armour: 1}, Target: hurt},
	} {
		for _, roll := range []struct{ ad, am, dd, dr, dm, rd, rf int }{
			{4, 2, 3, 0, 0, 3, 1},
			{4, 2, 3, 1, 0, 3, 1},
			{4, 2, 0, 0, 1, 2, 0},
			{5, -1, 3, 7, 2, 3, 1},
			{2, 0, 5, 0, -1, 1, 2},
			{6, 4, 1, 0, 0, 3, 1},
		} {
			s := dmg
			s.AttackDice, s.AttackMods = roll.ad, []rules.Mod{{Source: "skill", Value: roll.am}}
			s.DefenceDice, s.DefenceRerolls = roll.dd, roll.dr
			s.DefenceMods = []rules.Mod{{Source: "cover", Value: roll.dm}}
			s.ResolveDice, s.ResolveFlat = roll.rd, roll.rf
			specs = append(specs, s)
		}
	}
	return specs
}

// TestChainMemoIsExact checks that odds built from remembered chains are
// bit for bit those computed afresh, whatever order the attacks come in.
func TestChainMemoIsExact(t *testing.T) {
	specs := chainSpecs()
	for _, reverse := range []bool{false, true} {
		b := newTestBattle(t, 1)
		for i := range specs {
			if reverse {
				i = len(specs) - 1 - i
			}
			got, want := b.attackOdds(specs[i]), AttackOdds(specs[i])
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("reverse %v, spec %d: memo gives %+v, want %+v", reverse, i, got, want)
			}
		}
	}
}

// BenchmarkAttackOddsChains measures pricing attacks whose damage sides
// repeat, through a battle's memo that forgets whole attacks.
func BenchmarkAttackOddsChains(b *testing.B) {
	bt := newTestBattle(b, 1)
	specs := chainSpecs()
	bt.attackOdds(specs[0])
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, s := range specs {
			bt.odds.m = memo.NewGen[oddsKey, rules.Odds](oddsMemoSize)
			bt.attackOdds(s)
		}
	}
}

// TestResolveOddsSumsInOrder checks the table of Resolve failures against
// the sum of the pool's totals below each difficulty, term by term.
func TestResolveOddsSumsInOrder(t *testing.T) {
	for n := 0; n <= 5; n++ {
		for flat := -2; flat <= 3; flat++ {
			r := resolveFailer(n, flat)
			dist := dice.AddFlat(poolDist(n, 0), flat)
			for d := -1; d <= len(dist)+2; d++ {
				want := 0.0
				for v := 0; v < d && v < len(dist); v++ {
					want += dist[v]
				}
				if got := r.Fail(d); got != want {
					t.Fatalf("dice %d flat %d difficulty %d: %v, want %v", n, flat, d, got, want)
				}
			}
		}
	}
}

// TestPackedStatesAsHealthStates checks that packed states step as the
// healths themselves do, to the same terms in the same order, on targets
// fresh, hurt, bloodied, dying and dead, with the floors of likely and
// unlikely margins.
func TestPackedStatesAsHealthStates(t *testing.T) {
	var targets []Health
	for _, dmg := range []int{0, 7, 14, 19, 23, 40} {
		h := NewHealth(3, 2, 0)
		h.Apply(dmg, false, 0)
		targets = append(targets, h)
	}
	for _, s := range chainSpecs() {
		for _, target := range targets {
			s.Target = target
			if !packedOK(s.Target, s.ExtraWounds) {
				t.Fatalf("target %+v cannot be packed", target)
			}
			var w chainWork
			w.init(&s, nil, 25)
			for m1 := 1; m1 <= 24; m1++ {
				for _, pm := range []float64{0.3, 1e-9, 2e-15} {
					seq, _ := w.hitsOf(&s, m1)
					floor := entryFloor / pm
					got, want := w.packedStates(&s, seq, floor), w.healthStates(&s, seq, floor)
					if !reflect.DeepEqual(got, want) {
						t.Fatalf("target %+v margin %d floor %g: packed %+v, want %+v", target, m1, floor, got, want)
					}
				}
			}
		}
	}
}

// TestOddsMemoAcrossClones prices the same attacks on a battle's clones
// at once, as the AI may: the memo they share must answer each as
// AttackOdds (run with -race to check the locking).
func TestOddsMemoAcrossClones(t *testing.T) {
	b := newTestBattle(t, 1)
	specs := chainSpecs()
	want := make([]rules.Odds, len(specs))
	for i, s := range specs {
		want[i] = AttackOdds(s)
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		c := b.Clone().(*Battle)
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for n := range specs {
				i := (n*7 + g*5) % len(specs)
				if got := c.attackOdds(specs[i]); !reflect.DeepEqual(got, want[i]) {
					t.Errorf("clone %d spec %d: memo gives %+v, want %+v", g, i, got, want[i])
					return
				}
			}
		}(g)
	}
	wg.Wait()
}
