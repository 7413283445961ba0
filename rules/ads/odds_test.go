package ads

import (
	"fmt"
	"math"
	"testing"

	"sightline/rules"
)

// enumerateDie adds, for every face sequence of one dT and its explosions
// down to probability floor, the probability of each success count to out.
func enumerateDie(p float64, succ int, floor float64, out map[int]float64) {
	if p < floor {
		return
	}
	for f := 1; f <= 10; f++ {
		s := succ
		if IsSuccess(f) {
			s++
		}
		if Explodes(f) {
			enumerateDie(p/10, s, floor, out)
		} else {
			out[s] += p / 10
		}
	}
}

// enumeratePool enumerates every base roll of n dice (10^n of them),
// applies the reroll rule to duds and enumerates each final die with its
// explosions.
func enumeratePool(n, rerolls int) map[int]float64 {
	single := map[int]float64{}
	enumerateDie(1, 0, 1e-16, single)
	// explode[k] = successes added by one explosion chain started by a 9/10
	chain := single
	out := map[int]float64{}
	faces := make([]int, n)
	var rec func(i int, p float64)
	rec = func(i int, p float64) {
		if i < n {
			for f := 1; f <= 10; f++ {
				faces[i] = f
				rec(i+1, p/10)
			}
			return
		}
		// distribution of successes of the final pool
		dist := map[int]float64{0: p}
		duds := 0
		for _, f := range faces {
			if !IsSuccess(f) {
				duds++
			}
		}
		r := min(rerolls, duds)
		for _, f := range faces {
			isRerolled := !IsSuccess(f) && r > 0
			if isRerolled {
				r--
				dist = convolveMap(dist, single)
				continue
			}
			add := map[int]float64{0: 1}
			if IsSuccess(f) {
				add = map[int]float64{1: 1}
			}
			if Explodes(f) {
				add = map[int]float64{}
				for k, q := range chain {
					add[k+1] += q
				}
			}
			dist = convolveMap(dist, add)
		}
		for k, q := range dist {
			out[k] += q
		}
	}
	rec(0, 1)
	return out
}

func convolveMap(a, b map[int]float64) map[int]float64 {
	out := map[int]float64{}
	for i, x := range a {
		for j, y := range b {
			out[i+j] += x * y
		}
	}
	return out
}

// TestPoolDistMatchesEnumeration compares PoolDist with an exhaustive
// enumeration of the dice for small pools, with and without rerolls.
func TestPoolDistMatchesEnumeration(t *testing.T) {
	for _, c := range [][2]int{{1, 0}, {2, 0}, {3, 0}, {1, 1}, {2, 1}, {3, 2}} {
		got := PoolDist(c[0], c[1])
		want := enumeratePool(c[0], c[1])
		sum := 0.0
		for k := 0; k < len(got)+5; k++ {
			g := 0.0
			if k < len(got) {
				g = got[k]
			}
			sum += g
			if math.Abs(g-want[k]) > 1e-11 {
				t.Errorf("pool %d rerolls %d: P(%d) = %.15f, enumeration %.15f", c[0], c[1], k, g, want[k])
			}
		}
		if math.Abs(sum-1) > 1e-11 {
			t.Errorf("pool %d rerolls %d: mass %.15f", c[0], c[1], sum)
		}
	}
}

// sampleAttack plays one attack of s with real dice, as a battle would.
func sampleAttack(d *rules.Dice, s AttackSpec) (hit bool, taken int, down bool) {
	a := NewTotal(RollPool(d, s.AttackDice, 0).Successes, s.AttackMods...).Value
	def := NewTotal(RollPool(d, s.DefenceDice, s.DefenceRerolls).Successes, s.DefenceMods...).Value
	h := s.Target
	hurt := false
	for _, m := range Margins(a, def, s.Bullets) {
		if m < 1 || h.Dead { // a dead target takes no more hits
			break
		}
		hit = true
		loc := LocationOf(d.D(10))
		if s.Head {
			loc = Head
		}
		crit := 0
		if IsCrit(m) {
			crit = d.D(10)
		}
		x := Taken(HitDamage(s.Weapon, s.Strength, m, s.Impact, s.Extra, crit), EffectiveAP(s.Soak.AP(loc), s.Penetration))
		ew := 0
		if x > 0 {
			ew = s.ExtraWounds
			hurt = true
		}
		h.Apply(x, s.Knockout, ew)
		taken += x
	}
	down = h.Dead
	if !down && hurt && h.Stamina == 0 {
		r := NewTotal(RollPool(d, s.ResolveDice, 0).Successes, rules.Mod{Source: "resolve", Value: s.ResolveFlat}).Value
		down = r < h.Wounds
	}
	return hit, taken, down
}

// TestAttackOddsMonteCarlo checks AttackOdds against a seeded million-sample
// simulation within 3 standard errors.
func TestAttackOddsMonteCarlo(t *testing.T) {
	if testing.Short() {
		t.Skip("million-sample run")
	}
	s := AttackSpec{
		AttackDice: 4, AttackMods: []rules.Mod{{Source: "skill", Value: 2}, {Source: "full auto", Value: -2}},
		DefenceDice: 3, DefenceRerolls: 1, DefenceMods: []rules.Mod{{Source: "cover", Value: 2}},
		Bullets: 5, Weapon: 5, Penetration: 1,
		Soak:   Soak{Armour: 2, Cloak: 1},
		Target: Health{Base: 12, Stamina: 7, Wounds: 2, MaxWounds: 10}, ResolveDice: 2, ResolveFlat: 1,
	}
	o := AttackOdds(s)
	d := rules.NewDice(2026, 3)
	checkSampled(t, o, 1000000, 3, 15, func() (bool, int, bool) { return sampleAttack(d, s) })
	if o.Hit < 0.05 || o.Hit > 0.95 || o.Takedown < 0.01 {
		t.Fatalf("scenario too lopsided to test: %+v", o)
	}
}

// checkSampled plays n samples of an attack (hit, damage, takedown) and
// checks the exact odds want against them within sigmas standard errors:
// the hit and takedown chances and the first maxK damage values.
func checkSampled(t *testing.T, want rules.Odds, n int, sigmas float64, maxK int, sample func() (hit bool, damage int, down bool)) {
	t.Helper()
	hits, downs := 0, 0
	counts := make([]int, 200)
	for i := 0; i < n; i++ {
		h, x, dn := sample()
		if h {
			hits++
		}
		if dn {
			downs++
		}
		counts[min(x, len(counts)-1)]++
	}
	check := func(name string, p float64, k int) {
		q := float64(k) / float64(n)
		se := math.Sqrt(p*(1-p)/float64(n)) + 1e-9
		if math.Abs(p-q) > sigmas*se {
			t.Errorf("%s: exact %.5f, sampled %.5f (%g SE = %.5f)", name, p, q, sigmas, sigmas*se)
		}
	}
	check("hit", want.Hit, hits)
	check("takedown", want.Takedown, downs)
	for k := 0; k < maxK && k < len(want.Damage); k++ {
		check(fmt.Sprint("damage ", k), want.Damage[k], counts[k])
	}
}

// TestAttackOddsCertainties checks cases with known answers.
func TestAttackOddsCertainties(t *testing.T) {
	o := AttackOdds(AttackSpec{AttackMods: []rules.Mod{{Source: "fixed", Value: 3}}, Bullets: 1, Weapon: 4,
		Target: NewHealth(2, 2, 0)})
	if math.Abs(o.Hit-1) > 1e-12 || math.Abs(o.Damage[7]-1) > 1e-12 || o.Takedown != 0 {
		t.Fatalf("a fixed 3 against nothing: %+v", o)
	}
	o = AttackOdds(AttackSpec{AttackDice: 2, DefenceMods: []rules.Mod{{Source: "wall", Value: 100}}, Bullets: 3, Weapon: 4,
		Target: NewHealth(2, 2, 0)})
	if o.Hit > 1e-12 || math.Abs(o.Damage[0]-1) > 1e-9 {
		t.Fatalf("attack against defence 100: %+v", o)
	}
	o = AttackOdds(AttackSpec{AttackDice: 5, AttackMods: []rules.Mod{{Source: "skill", Value: 3}}, DefenceDice: 2,
		Bullets: 5, Weapon: 6, Soak: Soak{Armour: 3, Cloak: 2}, Target: NewHealth(3, 2, 0), ResolveDice: 2})
	sum := 0.0
	for _, p := range o.Damage {
		sum += p
	}
	if math.Abs(sum-1) > 1e-11 {
		t.Fatalf("damage distribution mass %.15f, want 1 within 1e-11", sum)
	}
}

// TestAttackOddsNoDamageAfterDeath checks that the bullets after the one
// that kills the target deal it nothing, as in play: a certain burst of
// three criticals on a target one Wound from death deals the first
// bullet's damage only (5 + margin 10 + 1d10), and a full-auto chain
// that may kill midway matches a sampled one that stops at death.
func TestAttackOddsNoDamageAfterDeath(t *testing.T) {
	dying := Health{Base: 12, Stamina: 0, Wounds: 9, MaxWounds: 10, Bloodied: true}
	o := AttackOdds(AttackSpec{AttackMods: []rules.Mod{{Source: "fixed", Value: 10}}, Bullets: 3, Weapon: 5, Target: dying})
	if len(o.Damage) != 26 || math.Abs(o.Takedown-1) > 1e-12 {
		t.Fatalf("damage over %d values, takedown %v: want 16 to 25, certain", len(o.Damage), o.Takedown)
	}
	for k := 16; k <= 25; k++ {
		if math.Abs(o.Damage[k]-0.1) > 1e-12 {
			t.Errorf("P(damage %d) = %v, want 0.1", k, o.Damage[k])
		}
	}
	s := AttackSpec{
		AttackDice: 4, AttackMods: []rules.Mod{{Source: "skill", Value: 3}},
		DefenceDice: 2, Bullets: 5, Weapon: 6, Soak: Soak{Armour: 1},
		Target: Health{Base: 12, Stamina: 4, Wounds: 6, MaxWounds: 10}, ResolveDice: 2, ResolveFlat: 1,
	}
	d := rules.NewDice(7, 3)
	checkSampled(t, AttackOdds(s), 200000, 4, 40, func() (bool, int, bool) { return sampleAttack(d, s) })
}

// BenchmarkAttackOddsSingle measures a single-shot preview.
func BenchmarkAttackOddsSingle(b *testing.B) {
	s := AttackSpec{
		AttackDice: 3, AttackMods: []rules.Mod{{Source: "skill", Value: 2}},
		DefenceDice: 3, Bullets: 1, Weapon: 8, Soak: Soak{Armour: 2},
		Target: NewHealth(3, 2, 0), ResolveDice: 2, ResolveFlat: 1,
	}
	for i := 0; i < b.N; i++ {
		AttackOdds(s)
	}
}

// BenchmarkAttackOdds measures a five-bullet full-auto preview.
func BenchmarkAttackOdds(b *testing.B) {
	s := AttackSpec{
		AttackDice: 4, AttackMods: []rules.Mod{{Source: "skill", Value: 2}},
		DefenceDice: 3, Bullets: 5, Weapon: 6, Soak: Soak{Armour: 2},
		Target: NewHealth(3, 2, 0), ResolveDice: 2, ResolveFlat: 1,
	}
	for i := 0; i < b.N; i++ {
		AttackOdds(s)
	}
}
