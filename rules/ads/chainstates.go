package ads

import "sightline/rules/kit/dice"

// The health states a chain of hits leads its target through: every hit
// applies each of its damage values to each state (Health.Apply), and
// equal states merge in first-seen order, so that the probabilities add
// up in one fixed order. Within a chain only Stamina, Wounds, Bloodied
// and Dead change (and whether the target was hurt), so a state packs
// into one word whenever the target's numbers allow (packedOK): the
// states then copy and compare as integers. Both ways find the same
// states in the same order with the same arithmetic.

// healthState is one reachable health of the target with its probability.
type healthState struct {
	h    Health
	hurt bool
	p    float64
}

// packedState is a healthState packed by packState, with its
// probability (the kit's dice.Keyed).
type packedState = dice.Keyed

// The low bits of a packed state; Wounds take the 24 bits above them and
// Stamina the 32 above those.
const (
	packBloodied = 1 << iota
	packDead
	packHurt
)

// packedOK reports whether the states of a chain on target h, with
// extraWounds per damaging hit, fit in packed states: Stamina only falls
// and stays at least 0, and Wounds only rise from h's, to MaxWounds at
// most past which they stop (Health.Apply).
func packedOK(h Health, extraWounds int) bool {
	return h.Stamina >= 0 && h.Stamina < 1<<31 && h.Wounds >= 0 && h.Wounds < 1<<23 &&
		h.MaxWounds >= 0 && h.MaxWounds < 1<<23 && extraWounds >= 0
}

// packState returns h with hurt packed; Base, MaxWounds and Unconscious
// are the chain's target's.
func packState(h *Health, hurt bool) uint64 {
	k := uint64(h.Stamina)<<32 | uint64(h.Wounds)<<8
	if h.Bloodied {
		k |= packBloodied
	}
	if h.Dead {
		k |= packDead
	}
	if hurt {
		k |= packHurt
	}
	return k
}

// applyPacked returns packed state k, not dead, after a hit of dmg > 0
// on a target of base Stamina base dying at maxWounds, hurt as k was:
// what unpacking it, Health.Apply and packing it again make, in a few
// integer operations, short enough to be inlined. woundsPer is 0 for a
// knockout hit, whose damage makes no Wounds, else 1; extraWounds are
// added by a hit that makes Wounds. k's bits between packHurt and the
// Wounds are 0, as in every packed state, and so is packDead.
func applyPacked(k uint64, dmg, base, maxWounds, woundsPer, extraWounds int) uint64 {
	stamina := int(k >> 32)
	absorbed := min(dmg, stamina)
	// Wounds stop at the maximum, where the target dies; Stamina, at
	// least 0, falls to the maximum the Wounds leave, or 0 below it.
	wounds := min(int(uint32(k)>>8)+woundsPer*(absorbed/5+dmg-absorbed+extraWounds), maxWounds)
	stamina = min(stamina-absorbed, max(base-wounds, 0))
	k = uint64(uint8(k))
	if wounds == maxWounds {
		k |= packDead
	}
	if stamina == 0 {
		k |= packBloodied
	}
	return uint64(stamina<<32|wounds<<8) | k
}

// chainStates computes the final states of the chain of hits seq on s's
// target, dropping partial outcomes below floor, and keeps those that may
// take the target out.
func (w *chainWork) chainStates(s *AttackSpec, seq []*hitRecord, floor float64) *chainStates {
	if packedOK(s.Target, s.ExtraWounds) {
		return w.packedStates(s, seq, floor)
	}
	return w.healthStates(s, seq, floor)
}

// healthStates is chainStates with states as they are.
func (w *chainWork) healthStates(s *AttackSpec, seq []*hitRecord, floor float64) *chainStates {
	r := dice.NewFloorRange()
	states := append(w.states[:0], healthState{h: s.Target, p: 1})
	spare := w.spareStates
	for _, rec := range seq {
		spare, r = stepStates(spare[:0], states, rec.hd, s.Knockout, s.ExtraWounds, floor, r)
		states, spare = spare, states
	}
	w.states, w.spareStates = states, spare
	td := w.td[:0]
	for _, st := range states {
		switch {
		case st.h.Dead:
			td = append(td, takedownTerm{p: st.p, dead: true})
		case st.hurt && st.h.Stamina == 0:
			td = append(td, takedownTerm{p: st.p, wounds: st.h.Wounds})
		}
	}
	w.td = td
	return w.keepStates(td, r)
}

// packedStates is chainStates with packed states, for a target
// packedOK accepts.
func (w *chainWork) packedStates(s *AttackSpec, seq []*hitRecord, floor float64) *chainStates {
	r := dice.NewFloorRange()
	t := &s.Target
	states := append(w.packed[:0], packedState{Key: packState(t, false), P: 1})
	spare := w.sparePacked
	for _, rec := range seq {
		spare, r = stepPacked(spare[:0], states, rec.hd, t, s.Knockout, s.ExtraWounds, floor, r)
		states, spare = spare, states
	}
	w.packed, w.sparePacked = states, spare
	td := w.td[:0]
	for _, st := range states {
		switch {
		case st.Key&packDead != 0:
			td = append(td, takedownTerm{p: st.P, dead: true})
		case st.Key&packHurt != 0 && st.Key>>32 == 0:
			td = append(td, takedownTerm{p: st.P, wounds: int(st.Key >> 8 & (1<<24 - 1))})
		}
	}
	w.td = td
	return w.keepStates(td, r)
}

// stepPacked is stepStates on packed states of target t, merged by the
// kit's dice.Merge.
func stepPacked(next, states []packedState, hd []outcome, t *Health, knockout bool, extraWounds int, floor float64, r dice.FloorRange) ([]packedState, dice.FloorRange) {
	merged := dice.NewMerge(next)
	base, maxWounds, woundsPer := t.Base, t.MaxWounds, 1
	if knockout {
		woundsPer = 0
	}
	for _, st := range states {
		if !r.Admits(st.P, floor) {
			continue
		}
		for _, x := range hd {
			k := st.Key
			if x.V > 0 {
				// Apply changes neither a dead target nor one a hit
				// does not damage.
				if k&packDead == 0 {
					k = applyPacked(k, x.V, base, maxWounds, woundsPer, extraWounds)
				}
				k |= packHurt
			}
			merged.Add(k, st.P*x.P)
		}
	}
	return merged.List(), r
}

// stepStates applies one hit's damage distribution to every health state,
// merging equal states in first-seen order (there are few of them), and
// appending them to next. It also returns r widened to the states it
// dropped and kept.
func stepStates(next, states []healthState, hd []outcome, knockout bool, extraWounds int, floor float64, r dice.FloorRange) ([]healthState, dice.FloorRange) {
	for _, st := range states {
		if !r.Admits(st.p, floor) {
			continue
		}
		for _, x := range hd {
			h := st.h
			ew := 0
			if x.V > 0 {
				ew = extraWounds
			}
			h.Apply(x.V, knockout, ew)
			hurt := st.hurt || x.V > 0
			p := st.p * x.P
			merged := false
			for i := range next {
				if next[i].hurt == hurt && next[i].h.same(h) {
					next[i].p += p
					merged = true
					break
				}
			}
			if !merged {
				next = append(next, healthState{h: h, hurt: hurt, p: p})
			}
		}
	}
	return next, r
}
