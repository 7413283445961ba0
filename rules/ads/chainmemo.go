package ads

// The hits that follow one margin of the first bullet, with the health
// states they lead the target through, depend neither on the attack and
// defence pools nor on their modifiers: those only weigh the margins. The
// AI prices the same weapon on the same target with many rolls (every
// defence answer, rerolls of an aid, other squares and aims), so the
// chains of hits are remembered below the whole attack, by the damage
// side of the attack and the margin, in the memo the battle and its clones
// share (oddsMemo, under its mutex).
//
// A chain drops the partial outcomes below a floor that depends on the
// margin's probability (entryFloor / pm). A remembered chain records the
// range of floors that drop exactly the outcomes it dropped, and serves
// only those: the arithmetic is then the very same, so the odds are
// bit-identical to a fresh computation.

// chainMemoSize is how many damage sides a memo remembers the chains of
// before it starts afresh.
const chainMemoSize = 1 << 10

// damageKey is everything the chains of hits of an attack depend on: the
// damage side of an AttackSpec. The Resolve pool is left out; a chain
// keeps the Wounds a Resolve test would face.
type damageKey struct {
	bullets, weapon, strength, extra, extraWounds, penetration int
	impact, knockout, head, critical, aimed, second            bool
	aimedAt                                                    Location
	secondHit                                                  SecondHit
	soak                                                       Soak
	target                                                     Health
}

// damageKeyOf returns the damage key of s.
func damageKeyOf(s *AttackSpec) damageKey {
	k := damageKey{
		bullets: max(s.Bullets, 1), weapon: s.Weapon, strength: s.Strength, extra: s.Extra,
		extraWounds: s.ExtraWounds, penetration: s.Penetration,
		impact: s.Impact, knockout: s.Knockout, head: s.Head, critical: s.Critical, aimed: s.Aimed,
		aimedAt: s.AimedAt, soak: s.Soak, target: s.Target,
	}
	if s.Second != nil {
		k.second, k.secondHit = true, *s.Second
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

// marginChain is the outcome of the hits after one first-bullet margin:
// the distribution of the damage taken and the final states that may take
// the target out, in the order the computation found them. It serves the
// floors f with dropped < f <= kept. A remembered chain is never changed.
type marginChain struct {
	total         []float64
	takedown      []takedownTerm
	dropped, kept float64
}

// serves reports whether the chain was computed as it would be with floor
// f.
func (c *marginChain) serves(f float64) bool {
	return c.dropped < f && f <= c.kept
}

// damageChains holds the remembered chains of one damage side by the
// first bullet's margin.
type damageChains struct {
	byMargin []*marginChain
}

// chainsOf returns the remembered chains of the damage side of s.
func (mm *oddsMemo) chainsOf(s *AttackSpec) *damageChains {
	k := damageKeyOf(s)
	mm.mu.Lock()
	defer mm.mu.Unlock()
	dc := mm.chains[k]
	if dc == nil {
		if mm.chains == nil || len(mm.chains) >= chainMemoSize {
			mm.chains = make(map[damageKey]*damageChains)
		}
		dc = &damageChains{}
		mm.chains[k] = dc
	}
	return dc
}

// chain returns the remembered chain of margin m1 if it serves floor f,
// else nil.
func (mm *oddsMemo) chain(dc *damageChains, m1 int, f float64) *marginChain {
	mm.mu.Lock()
	var c *marginChain
	if m1 < len(dc.byMargin) {
		c = dc.byMargin[m1]
	}
	mm.mu.Unlock()
	if c != nil && c.serves(f) {
		return c
	}
	return nil
}

// remember stores chain c of margin m1.
func (mm *oddsMemo) remember(dc *damageChains, m1 int, c *marginChain) {
	mm.mu.Lock()
	for len(dc.byMargin) <= m1 {
		dc.byMargin = append(dc.byMargin, nil)
	}
	dc.byMargin[m1] = c
	mm.mu.Unlock()
}
