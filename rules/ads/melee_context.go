package ads

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/kit/dice"
)

// The melee context modifiers of §8.5, as the project reads them:
//
//   - Outnumbering: a melee attack gets +1 when more of the attacker's side
//     (the attacker included) stand next to the target than of the target's
//     side (the target included) stand next to the attacker. Only active
//     units count, and only adjacent ones (the 8 neighbours).
//   - Firing into melee: a ranged attack gets -2 when the target stands next
//     to an active ally of the firer. When the attack then misses with every
//     bullet but its first bullet would have hit without that -2, the
//     attack strays: it is resolved again, with a fresh roll and without the
//     -2, against one of the firer's allies next to the target (the other
//     members of the melee), picked at random with the battle's dice when
//     there are several, which defends with Duck (it did not see it
//     coming). A stray attack strays no further. Spray 'n Pray takes the -2
//     but never strays: its bullets already go to whoever is in the arc.
//     A shot at a unit in a grapple takes neither: it already fell on a
//     random participant (G26, "as with firing into melee").
//
// Both show as modifiers ("outnumbering", "firing into melee") in the
// attack roll's event and in the odds.

// OutnumberMod and IntoMeleeMod are the §8.5 modifiers.
const (
	OutnumberMod = 1
	IntoMeleeMod = -2
)

// meleeContextMods returns the §8.5 modifiers of attack p by a on t.
func (b *Battle) meleeContextMods(a, t *unitState, p *pendingAttack) []rules.Mod {
	if p.Stray {
		return nil
	}
	if b.weapon(a, p.Weapon).Melee {
		if b.adjacentOf(a.Side, t) > b.adjacentOf(t.Side, a) {
			return []rules.Mod{{Source: "outnumbering", Value: OutnumberMod}}
		}
		return nil
	}
	// A shot into a grapple already fell on a random participant (G26,
	// "as with firing into melee"): no -2 and no stray on top of it.
	if t.Grapple == 0 && b.firesIntoMelee(a, t) {
		return []rules.Mod{{Source: intoMeleeSource, Value: IntoMeleeMod}}
	}
	return nil
}

// adjacentOf counts the active units of side next to u.
func (b *Battle) adjacentOf(side int, u *unitState) int {
	n := 0
	for i := range b.s.Units {
		o := &b.s.Units[i]
		if o.Side == side && o.ID != u.ID && o.Health.Active() && chebyshev(o.Pos, u.Pos) == 1 {
			n++
		}
	}
	return n
}

// meleeMembers returns the ids of firer a's active allies next to t, in id
// order: the melee a shot at t fires into.
func (b *Battle) meleeMembers(a, t *unitState) []int {
	var out []int
	for i := range b.s.Units {
		if o := &b.s.Units[i]; meleeMember(a, t, o) {
			out = append(out, o.ID)
		}
	}
	return out
}

// firesIntoMelee reports whether a shot by a at t fires into a melee:
// whether meleeMembers(a, t) has any, without the list (every attack
// priced asks).
func (b *Battle) firesIntoMelee(a, t *unitState) bool {
	for i := range b.s.Units {
		if meleeMember(a, t, &b.s.Units[i]) {
			return true
		}
	}
	return false
}

// meleeMember reports whether o is one of firer a's active allies next to
// t.
func meleeMember(a, t, o *unitState) bool {
	return o.Side == a.Side && o.ID != a.ID && o.Health.Active() && chebyshev(o.Pos, t.Pos) == 1
}

// strays reports whether ranged attack p, whose total was at against the
// defence total d, missed only because of firing into melee, and if so
// resolves it against another member of the melee and reports true; the
// caller then leaves the jam check to that resolution.
func (b *Battle) strays(p *pendingAttack, at Total, d int, anyHit bool, ev *[]rules.Event) bool {
	a, t := &b.s.Units[p.Attacker], &b.s.Units[p.Target]
	if anyHit || p.Stray || !a.Health.Active() || !mayStray(p.Action, b.weapon(a, p.Weapon), at.Mods) {
		return false
	}
	if max(0, at.Raw()-IntoMeleeMod)-d < 1 {
		return false // it would have missed anyway
	}
	members := b.meleeMembers(a, t)
	if len(members) == 0 {
		return false
	}
	m := members[0]
	if len(members) > 1 {
		m = members[b.s.Dice.D(len(members))-1]
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvAction, Round: b.s.Round, Side: a.Side, Unit: a.ID, Target: m, Action: p.Action,
		Text: fmt.Sprintf("%s's %s misses %s and strays into %s", b.spec(a).Name, actionName(p.Action), b.spec(t).Name, b.spec(&b.s.Units[m]).Name)})
	q := *p
	q.Target, q.Stray, q.Protector = m, true, nil
	b.roll(&q, "duck", ev)
	return true
}

// hasSource reports whether mods hold a modifier from source.
func hasSource(mods []rules.Mod, source string) bool {
	for _, m := range mods {
		if m.Source == source {
			return true
		}
	}
	return false
}

// intoMeleeSource is the source of the firing-into-melee modifier.
const intoMeleeSource = "firing into melee"

// mayStray reports whether an attack with action and weapon w, whose
// modifiers are mods, strays when it misses only because of firing into
// melee: a ranged attack but Spray 'n Pray, taking the modifier.
func mayStray(action string, w WeaponSpec, mods []rules.Mod) bool {
	return !w.Melee && action != "spray_and_pray" && hasSource(mods, intoMeleeSource)
}

// strayChance is the probability that an attack of spec s, which may
// stray (mayStray), does (strays): its first bullet misses, as does every
// bullet after it, but would have hit without IntoMeleeMod. Attack totals
// clamp at 0 (G7), both with and without the modifier.
func strayChance(s *AttackSpec) float64 {
	att := poolDist(s.AttackDice, 0)
	def := dice.AddFlat(poolDist(s.DefenceDice, s.DefenceRerolls), ModSum(s.DefenceMods))
	mod := ModSum(s.AttackMods)
	p := 0.0
	for succ, pa := range att {
		if pa == 0 {
			continue
		}
		with, without := max(0, succ+mod), max(0, succ+mod-IntoMeleeMod)
		// The defence totals d with with-d < 1 <= without-d.
		for d := max(0, with); d <= without-1 && d < len(def); d++ {
			p += pa * def[d]
		}
	}
	return p
}
