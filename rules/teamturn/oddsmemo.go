package teamturn

import (
	"slices"
	"sync"

	"sightline/rules"
	"sightline/rules/kit/memo"
)

// The computer players price the same attacks again and again: at every
// decision of a team's turn, for every member, and on the copies a Help is
// weighed on. An attack's numbers (terms.odds without its Mods) depend on
// no battle's state beyond its terms and the target's HP, so a Ruleset
// remembers them for every battle it starts or loads, keyed by those
// numbers (oddsKey), in a memo a mutex guards, since battles play on many
// goroutines.

// oddsMemoSize is how many attacks each generation of the memo remembers
// (memo.Gen).
const oddsMemoSize = 1 << 12

// oddsKey is everything terms.odds' numbers depend on: the terms without
// their Mods and with the damage roll as its dice, and the target's HP.
type oddsKey struct {
	attTarget, favour, rollMod, staticDef, defTarget, defFavour int
	dmgN, dmgSides, dmgBonus, ar, fails, hp                     int
	static, dying                                               bool
}

// oddsMemo maps attacks to their numbers (rules.Odds without Mods); the
// Damage slices it holds are never changed nor handed out.
type oddsMemo struct {
	mu sync.Mutex
	m  memo.Gen[oddsKey, rules.Odds]
	// means holds the listed damage of a weapon (meanDamage) by its
	// roll's N, Sides and Bonus: a few dozen at most.
	means map[[3]int]int
}

// newOddsMemo returns an empty odds memo.
func newOddsMemo() *oddsMemo {
	return &oddsMemo{m: memo.NewGen[oddsKey, rules.Odds](oddsMemoSize)}
}

// meanDamage is weapon w's listed damage, its roll's mean rounded, as
// the units' views list it, through the battle's memo (see oddsOf).
func (b *Battle) meanDamage(w *WeaponSpec) int {
	if b.odds == nil {
		b.odds = newOddsMemo()
	}
	k, mm := [3]int{w.N, w.Sides, w.Bonus}, b.odds
	mm.mu.Lock()
	d, ok := mm.means[k]
	mm.mu.Unlock()
	if !ok {
		d = int(w.damage().Dist().Mean() + 0.5)
		mm.mu.Lock()
		if mm.means == nil {
			mm.means = map[[3]int]int{}
		}
		mm.means[k] = d
		mm.mu.Unlock()
	}
	return d
}

// oddsOf is tm.odds(hp), its numbers through the battle's memo (the
// ruleset's, or the battle's own for a Ruleset made without one), its
// Damage a copy of the memo's.
func (b *Battle) oddsOf(tm terms, hp int) rules.Odds {
	if b.odds == nil {
		b.odds = newOddsMemo()
	}
	k := oddsKey{attTarget: tm.AttTarget, favour: tm.Favour, rollMod: tm.RollMod, staticDef: tm.StaticDef,
		defTarget: tm.DefTarget, defFavour: tm.DefFavour, dmgN: tm.dmg[0], dmgSides: tm.dmg[1], dmgBonus: tm.dmg[2],
		ar: tm.AR, fails: tm.Fails, hp: hp, static: tm.Static, dying: tm.Dying}
	mm := b.odds
	mm.mu.Lock()
	o, ok := mm.m.Get(k)
	mm.mu.Unlock()
	if !ok {
		o = tm.odds(hp)
		o.Mods = nil
		mm.mu.Lock()
		mm.m.Put(k, o)
		mm.mu.Unlock()
	}
	o.Damage = slices.Clone(o.Damage)
	o.Mods = tm.Mods
	return o
}
