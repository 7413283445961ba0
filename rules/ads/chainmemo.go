package ads

import (
	"sightline/rules/kit/dice"
	"sightline/rules/kit/memo"
)

// The hits that follow one margin of the first bullet, with the health
// states they lead the target through, depend neither on the attack and
// defence pools nor on their modifiers: those only weigh the margins. The
// AI prices the same weapon on the same target with many rolls (every
// defence answer, rerolls of an aid, other squares and aims), so the
// chains of hits are remembered below the whole attack, by the margin, in
// the odds memo every battle shares (oddsMemo, under its mutex).
// A chain has two halves: the distribution of the damage taken depends on
// the weapons and the soak only (totalKey), and is shared by every target
// in that armour; the health states the hits lead to depend on the
// target's health too (damageKey).
//
// A chain drops the partial outcomes below a floor that depends on the
// margin's probability (entryFloor / pm). A remembered half records the
// range of floors that drop exactly the outcomes it dropped, and serves
// only those: the arithmetic is then the very same, so the odds are
// bit-identical to a fresh computation.

// chainMemoSize is how many damage sides (and as many weapon and soak
// pairs, and targets) each generation of a memo remembers the chains of
// (memo.Gen).
const chainMemoSize = 1 << 10

// totalKey is everything the damage totals of a chain depend on but the
// margin: the hits of both weapons and how many bullets there are.
type totalKey struct {
	hit     hitKey
	bullets int
	second  secondKey
}

// secondKey is a Multi-Strike's second weapon in a key, all 0 but
// present for none.
type secondKey struct {
	present, offset, weapon, strength, impact, penetration int
}

// damageKey is everything the health states of a chain depend on but the
// margin: the damage side of an AttackSpec. The Resolve pool is left out;
// a chain keeps the Wounds a Resolve test would face.
type damageKey struct {
	totalKey
	target targetKey
}

// damageKeyOf returns the damage key of s.
func damageKeyOf(s *AttackSpec) damageKey {
	k := damageKey{
		totalKey: totalKey{hit: hitKeyOf(s), bullets: max(s.Bullets, 1)},
		target:   targetKeyOf(s),
	}
	if sh := s.Second; sh != nil {
		k.second = secondKey{present: 1, offset: sh.Offset, weapon: sh.Weapon, strength: sh.Strength,
			impact: bit(sh.Impact, 0), penetration: sh.Penetration}
	}
	return k
}

// takedownTerm is one final health state of a chain that may take the
// target out: dead, or hurt down to 0 Stamina with Wounds for the Resolve
// test to beat.
type takedownTerm struct {
	p      float64
	wounds int
	dead   bool
}

// chainTotal is the distribution of the damage taken from the hits after
// one first-bullet margin: 0 below lo, fromLo from lo up. A remembered
// one is never changed.
type chainTotal struct {
	fromLo []float64
	lo     int
	dice.FloorRange
}

// chainStates is the final health states of the target after the hits
// that follow one first-bullet margin, those that may take it out, in the
// order the computation found them. A remembered one is never changed.
type chainStates struct {
	takedown []takedownTerm
	dice.FloorRange
}

// damageSide holds the remembered chains of one damage side: its states,
// and the totals of its weapons and soak, which every target in that
// armour shares.
type damageSide struct {
	totals *memo.Slots[chainTotal]
	states memo.Slots[chainStates]
	// alive holds the totals of the margins whose chains may kill the
	// target before their last hit (aliveTotal), which depend on it.
	alive memo.Slots[chainTotal]
}

// damageSideOf returns the remembered chains of s's damage side, made if
// missing.
func (mm *oddsMemo) damageSideOf(s *AttackSpec) *damageSide {
	k := damageKeyOf(s)
	mm.mu.Lock()
	defer mm.mu.Unlock()
	d, _ := mm.chains.Get(k)
	if d == nil {
		t, _ := mm.totals.Get(k.totalKey)
		if t == nil {
			t = &memo.Slots[chainTotal]{}
			mm.totals.Put(k.totalKey, t)
		}
		d = &damageSide{totals: t}
		mm.chains.Put(k, d)
	}
	return d
}

// Different weapons on different soaks often make the very same hit (the
// damage past the armour is what counts), and the chain of one hit alone
// depends on that hit and the target only, whatever the floor (no state
// nor total but the first, certain, is ever weighed against it): below
// the chains by damage side and margin, the memo keeps those chains by
// the hit's record (hitRecord) and the target.

// targetKey is everything the health states of a chain depend on but its
// hits: the target's health (its flags Bloodied, Unconscious and Dead)
// and how the hits wound.
type targetKey struct {
	base, stamina, wounds, maxWounds, flags int
	knockout, extraWounds                   int
}

// targetKeyOf returns the target key of s.
func targetKeyOf(s *AttackSpec) targetKey {
	h := &s.Target
	return targetKey{
		base: h.Base, stamina: h.Stamina, wounds: h.Wounds, maxWounds: h.MaxWounds,
		flags:    bit(h.Bloodied, 0) | bit(h.Unconscious, 1) | bit(h.Dead, 2),
		knockout: bit(s.Knockout, 0), extraWounds: s.ExtraWounds,
	}
}

// targetHitsSize is how many single hits' chains on one target each
// generation of a memo remembers (memo.Gen).
const targetHitsSize = 1 << 9

// targetChains holds the remembered states of the chains of single hits
// on one target, by the hit's record.
type targetChains struct {
	byHit memo.Gen[*hitRecord, *chainStates]
}

// targetChainsOf returns the remembered chains of single hits on s's
// target.
func (mm *oddsMemo) targetChainsOf(s *AttackSpec) *targetChains {
	k := targetKeyOf(s)
	mm.mu.Lock()
	defer mm.mu.Unlock()
	tc, _ := mm.targets.Get(k)
	if tc == nil {
		tc = &targetChains{byHit: memo.NewGen[*hitRecord, *chainStates](targetHitsSize)}
		mm.targets.Put(k, tc)
	}
	return tc
}

// single returns the states remembered for the chain of hit rec alone if
// they serve floor f, else nil.
func (tc *targetChains) single(mm *oddsMemo, rec *hitRecord, f float64) *chainStates {
	mm.mu.Lock()
	c, _ := tc.byHit.Get(rec)
	mm.mu.Unlock()
	if c != nil && c.Serves(f) {
		return c
	}
	return nil
}

// remember remembers c for the chain of hit rec alone.
func (tc *targetChains) remember(mm *oddsMemo, rec *hitRecord, c *chainStates) {
	mm.mu.Lock()
	tc.byHit.Put(rec, c)
	mm.mu.Unlock()
}

// singleTotal returns the damage totals remembered for the chain of hit
// rec alone if they serve floor f, else nil.
func (mm *oddsMemo) singleTotal(rec *hitRecord, f float64) *chainTotal {
	mm.mu.Lock()
	c := rec.single
	mm.mu.Unlock()
	if c != nil && c.Serves(f) {
		return c
	}
	return nil
}

// rememberSingleTotal remembers c for the chain of hit rec alone.
func (mm *oddsMemo) rememberSingleTotal(rec *hitRecord, c *chainTotal) {
	mm.mu.Lock()
	rec.single = c
	mm.mu.Unlock()
}
