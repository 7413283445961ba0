package ads

import "sightline/rules/kit/dice"

// A target taken out of the fight takes no more hits: play rolls the
// bullets (and a Multi-Strike's second weapon) after the one that killed
// it as misses (roll, multiFollow). So the damage a chain of hits deals is
// not the sum of its hits where the target may die before the last one:
// there the chain's damage total is computed with its health states
// (aliveTotal), and remembered by the whole damage side, target
// included, not by the weapons and soak alone as the other totals are
// (damageSide.alive).

// mayDieEarly reports whether the chain of s's hits after first-bullet
// margin m1 can kill the target before its last hit: whether the chain's
// hits, each dealing the most it can (no soak, the largest critical die),
// kill it before then. A hit that deals more leaves the target no better
// off (Health.Apply), so no chain of hits kills earlier than that; where
// this is false the damage totals are the sums of the hits. It is never
// false for a margin when true for a smaller one.
func (s *AttackSpec) mayDieEarly(m1 int) bool {
	bullets := max(s.Bullets, 1)
	n := 0
	for k := 0; k < bullets && m1-BulletPenalty*k >= 1; k++ {
		n++
	}
	if sh := s.Second; sh != nil && m1-sh.Offset >= 1 {
		n++ // the second weapon's hit comes last
	}
	// The hits before the last are bullets.
	h := s.Target
	for k := 0; k < n-1; k++ {
		m, crit := m1-BulletPenalty*k, 0
		if IsCrit(m) || s.Critical {
			crit = 10
		}
		if diesOf(&h, HitDamage(s.Weapon, s.Strength, m, s.Impact, s.Extra, crit), s) {
			return true
		}
	}
	return false
}

// diesOf applies a hit of damage d to h as the chain of s does and
// reports whether it left h dead.
func diesOf(h *Health, d int, s *AttackSpec) bool {
	ew := 0
	if d > 0 {
		ew = s.ExtraWounds
	}
	h.Apply(d, s.Knockout, ew)
	return h.Dead
}

// aliveKey is one partial outcome of aliveTotal on a living target: what
// a chain changes of its health (chainstates.go), and the damage dealt
// so far.
type aliveKey struct {
	stamina, wounds, damage int
	bloodied                bool
}

// aliveEntry is an aliveKey with its probability.
type aliveEntry struct {
	k aliveKey
	p float64
}

// aliveTotal computes the distribution of the damage the hits seq deal
// s's target, which takes none once dead, dropping partial outcomes on
// the living target below floor; a chain that cannot kill it before its
// last hit, each hit dealing its most, is chainTotal's. Outcomes merge in
// first-seen order, so that the probabilities add up in one fixed order.
func (w *chainWork) aliveTotal(s *AttackSpec, seq []*hitRecord, floor float64) *chainTotal {
	h := s.Target
	early := false
	for _, rec := range seq[:max(len(seq)-1, 0)] {
		if diesOf(&h, rec.falling[0].V, s) {
			early = true
			break
		}
	}
	if !early {
		return w.chainTotal(seq, floor)
	}
	r := dice.NewFloorRange()
	t := s.Target
	cur := append(w.alive[:0], aliveEntry{k: aliveKey{stamina: t.Stamina, wounds: t.Wounds, bloodied: t.Bloodied}, p: 1})
	next := w.spareAlive[:0]
	// done holds the damage totals of the chains that killed the target.
	done := w.total[:0]
	if w.aliveIndex == nil {
		w.aliveIndex = map[aliveKey]int{}
	}
	index := w.aliveIndex
	for _, rec := range seq {
		next = next[:0]
		clear(index)
		for _, e := range cur {
			if !r.Admits(e.p, floor) {
				continue
			}
			for _, x := range rec.hd {
				h := t
				h.Stamina, h.Wounds, h.Bloodied = e.k.stamina, e.k.wounds, e.k.bloodied
				dmg, p := e.k.damage+x.V, e.p*x.P
				if diesOf(&h, x.V, s) {
					for len(done) <= dmg {
						done = append(done, 0)
					}
					done[dmg] += p
					continue
				}
				k := aliveKey{stamina: h.Stamina, wounds: h.Wounds, damage: dmg, bloodied: h.Bloodied}
				if i, ok := index[k]; ok {
					next[i].p += p
					continue
				}
				index[k] = len(next)
				next = append(next, aliveEntry{k, p})
			}
		}
		cur, next = next, cur
	}
	for _, e := range cur {
		for len(done) <= e.k.damage {
			done = append(done, 0)
		}
		done[e.k.damage] += e.p
	}
	w.alive, w.spareAlive, w.total = cur, next, done
	return w.keepTotal(done, r)
}
