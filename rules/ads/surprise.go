package ads

import (
	"fmt"

	"sightline/rules"
)

// SurpriseTicks is the most ticks a surprised unit may spend, on
// reactions only, in the surprise round (G29).
const SurpriseTicks = 3

// surprise opens a battle one of whose sides springs an ambush (§8.5,
// G29): the ambushers roll Stealth once, with their best pool (Agility dT
// + Stealth), and every other unit tests Awareness (Perception dT +
// Awareness) against it; a tie goes to the one resisting the ambush
// (G13). A unit that fails is unaware: in the surprise round, the battle's
// first, it takes no turn and may spend at most SurpriseTicks on
// reactions; the first attack on it gets +2 in melee or +1 at range and
// makes it aware; it cannot be charged. Everyone is aware from round 2.
func (b *Battle) surprise(ev *[]rules.Event) {
	st := &b.s
	ambusher := -1
	for side, ss := range st.Sides {
		if ss.Ambush {
			ambusher = side
		}
	}
	if ambusher < 0 {
		return
	}
	best, bestUnit := -1, -1
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != ambusher {
			continue
		}
		sp := b.spec(u)
		if pool := sp.Ag*10 + sp.Skill("stealth"); pool > best {
			best, bestUnit = pool, u.ID
		}
	}
	if bestUnit < 0 {
		return
	}
	st.Surprise = true
	a := &st.Units[bestUnit]
	asp := b.spec(a)
	sp := RollPool(st.Dice, asp.Ag, 0)
	stealth := NewTotal(sp.Successes, rules.Mod{Source: "stealth", Value: asp.Skill("stealth")})
	rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Round: st.Round, Side: ambusher, Unit: a.ID, Target: rules.NoUnit, Dice: sp.Faces(), Mods: stealth.Mods, Total: stealth.Value,
		Text: fmt.Sprintf("%s leads the ambush: Stealth %d", asp.Name, stealth.Value)})
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side == ambusher {
			continue
		}
		usp := b.spec(u)
		p := RollPool(st.Dice, usp.Per, 0)
		aw := NewTotal(p.Successes, rules.Mod{Source: "awareness", Value: usp.Skill("awareness")})
		text := fmt.Sprintf("%s notices the ambush (Awareness %d)", usp.Name, aw.Value)
		if aw.Value < stealth.Value {
			u.Unaware = true
			text = fmt.Sprintf("%s is caught unaware (Awareness %d)", usp.Name, aw.Value)
		}
		rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Round: st.Round, Side: u.Side, Unit: u.ID, Target: rules.NoUnit, Dice: p.Faces(), Mods: aw.Mods, Total: aw.Value, Value: stealth.Value, Text: text})
		if u.Unaware {
			rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Status: "unaware"})
		}
	}
}

// endSurprise makes everyone aware when the surprise round is over.
func (b *Battle) endSurprise(ev *[]rules.Event) {
	if !b.s.Surprise {
		return
	}
	b.s.Surprise = false
	for i := range b.s.Units {
		b.makeAware(&b.s.Units[i], ev)
	}
}

// makeAware ends u's unawareness.
func (b *Battle) makeAware(u *unitState, ev *[]rules.Event) {
	if u.Unaware {
		u.Unaware = false
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Round: b.s.Round, Unit: u.ID, Target: rules.NoUnit, Status: "unaware"})
	}
}
