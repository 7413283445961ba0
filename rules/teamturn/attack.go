package teamturn

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/dice"
)

// d20 is the check die (§2: project d20, roll-under).
var d20 = dice.Die(20)

// aim is what an attack's terms depend on beyond the two units and the
// weapon: how it is made and whose Help it still has.
type aim struct {
	// Long: made as a Long action (no engaged-target penalty).
	Long bool
	// Cone: a cone ability's roll (no range bands).
	Cone bool
	// Unfavourable adds that many unfavourable sources (the second
	// attack of Two-Weapon Fighting).
	Unfavourable int
	// AttHelpSpent and DefHelpSpent: the attacker's or the target's Help
	// went to an earlier roll of the same action.
	AttHelpSpent, DefHelpSpent bool
}

// terms are everything an attack's dice are compared with, found once
// for both the odds and the roll, so that the two cannot differ.
type terms struct {
	// AttTarget is the attacker's target number; Favour the net count
	// of favourable (+) and unfavourable (−) sources, of which only the
	// sign counts (§2); RollMod is added to the rolled number (+ bad).
	AttTarget, Favour, RollMod int
	// Static: the target does not roll; the attack must also roll under
	// StaticDef.
	Static    bool
	StaticDef int
	// DefTarget and DefFavour are the defender's target and favour.
	DefTarget, DefFavour int
	// Mods lists every term with its source; positive helps the roller.
	Mods []rules.Mod
	// Damage is the weapon's roll, dmg its N, Sides and Bonus; AR the
	// armour it must get through.
	Damage dice.Expr
	dmg    [3]int
	AR     int
	// Dying: the target is down; a hit is a death-check failure (G6),
	// of which it has Fails.
	Dying bool
	Fails int
}

// coverTerms returns the cover between att and def (G9): half cover
// makes the attack unfavourable, heavy cover (three-quarter, loophole)
// unfavourable and +3 to the roll, full cover no target at all; light
// cover does nothing.
func (b *Battle) coverTerms(att, def grid.Pos) (unfav, roll int, name string, full bool) {
	k := grid.CoverBetweenByClass(b.Field(), att, def, nil)
	if k == grid.NoCover {
		return 0, 0, "", false
	}
	switch b.Field().Covers[k].Class() {
	case grid.CoverHalf:
		return 1, 0, "half cover", false
	case grid.CoverThreeQuarter, grid.CoverLoophole:
		return 1, 3, "heavy cover", false
	case grid.CoverFull:
		return 0, 0, "full cover", true
	}
	return 0, 0, "", false
}

// rangeTerms returns the range band of a ranged weapon at d squares
// (§8, G14; a square is 1.5 m): within Nominal normal; beyond it
// unfavourable; beyond Max also +3 to the roll per started 3 m.
func rangeTerms(nominal, maxM, d int) (unfav, roll int) {
	half := 3 * d // the distance in half-metres
	if half > 2*nominal {
		unfav = 1
	}
	if over := half - 2*maxM; over > 0 {
		roll = 3 * ((over + 5) / 6)
	}
	return unfav, roll
}

// meleeReach is how far u threatens in melee: its longest usable melee
// weapon's reach.
func (b *Battle) meleeReach(u *unit) int {
	r := 0
	for i := range u.Integrity {
		if w := b.weapon(u, i); w.Melee && b.usable(u, i) {
			r = max(r, w.Reach)
		}
	}
	return r
}

// engaged reports whether t is engaged in melee with a unit in the fight
// hostile to it other than a: one whose melee reach takes it in.
func (b *Battle) engaged(t, a *unit) bool {
	for i := range b.S.Units {
		x := &b.S.Units[i]
		if x.ID != a.ID && x.Side != t.Side && x.HP > 0 && distance(x.Pos, t.Pos) <= b.meleeReach(x) {
			return true
		}
	}
	return false
}

// attackTerms sums up an attack by a with its weapon wi on t, made as
// m says, as it stands now.
func (b *Battle) attackTerms(a, t *unit, wi int, m aim) terms {
	sa, st := b.spec(a), b.spec(t)
	w := b.weapon(a, wi)
	var tm terms
	tm.AttTarget = sa.attr(w.Attr) + sa.skill(w.Skill)
	// Room for the common terms at once: the attribute, the skill, range,
	// cover, engagement, Help and the defence's three.
	tm.Mods = make([]rules.Mod, 0, 8)
	tm.Mods = append(tm.Mods, rules.Mod{Source: string(w.Attr), Value: sa.attr(w.Attr)}, rules.Mod{Source: string(w.Skill), Value: sa.skill(w.Skill)})
	unfav := func(src string) {
		tm.Favour--
		tm.Mods = append(tm.Mods, rules.Mod{Source: src + ": unfavourable", Value: -1})
	}
	d := distance(a.Pos, t.Pos)
	if !w.Melee && !m.Cone {
		u, roll := rangeTerms(w.Nominal, w.Max, d)
		if u > 0 {
			unfav("beyond nominal range")
		}
		if roll > 0 {
			tm.RollMod += roll
			tm.Mods = append(tm.Mods, rules.Mod{Source: "beyond maximum range", Value: -roll})
		}
	}
	cu, croll, cname, _ := b.coverTerms(a.Pos, t.Pos)
	if cu > 0 {
		unfav(cname)
	}
	if croll > 0 {
		tm.RollMod += croll
		tm.Mods = append(tm.Mods, rules.Mod{Source: cname, Value: -croll})
	}
	if !m.Long && t.HP > 0 && b.engaged(t, a) {
		unfav("engaged target")
	}
	for k := 0; k < m.Unfavourable; k++ {
		unfav("second weapon")
	}
	if a.Helped && !m.AttHelpSpent {
		tm.Favour++
		tm.Mods = append(tm.Mods, rules.Mod{Source: "helped: favourable", Value: 1})
	}
	tm.Damage, tm.dmg, tm.AR = w.damage(), [3]int{w.N, w.Sides, w.Bonus}, st.AR
	if t.HP <= 0 {
		tm.Dying, tm.Fails = true, t.Fails
		tm.Static, tm.StaticDef = true, 10+st.Size
		tm.Mods = append(tm.Mods, rules.Mod{Source: "defence: static (dying)", Value: tm.StaticDef})
		return tm
	}
	tm.DefTarget = st.Agi + st.Size
	tm.Mods = append(tm.Mods, rules.Mod{Source: "defence: Agility", Value: st.Agi})
	if st.Size != 0 {
		tm.Mods = append(tm.Mods, rules.Mod{Source: "defence: size", Value: st.Size})
	}
	if t.Dodging && b.seenBy(t, a) {
		tm.DefFavour++
		tm.Mods = append(tm.Mods, rules.Mod{Source: "defence: dodging, favourable", Value: 1})
	}
	if t.Helped && !m.DefHelpSpent {
		tm.DefFavour++
		tm.Mods = append(tm.Mods, rules.Mod{Source: "defence: helped, favourable", Value: 1})
	}
	return tm
}

// wins reports whether an attacker's modified roll r (its kept die plus
// RollMod) and the defender's roll d hit (§6.4): the attacker must pass;
// a defender that passes too must be beaten by a lower roll. A static
// defence is not rolled: r must be under it.
func (tm terms) wins(r, d int) bool {
	if tm.Static {
		return r <= tm.AttTarget && r < tm.StaticDef
	}
	return dice.LowerWinsRoll(r, tm.AttTarget, d, tm.DefTarget)
}

// damageDists returns the damage a hit deals after armour (G8), for an
// ordinary hit and for a critical one (a natural 1: +50%).
func (tm terms) damageDists() (normal, crit dice.Dist) {
	d := tm.Damage.Dist()
	normal = d.Map(func(v int) int { return max(0, v-tm.AR) })
	crit = d.Map(func(v int) int { return max(0, v*3/2-tm.AR) })
	return normal, crit
}

// outcomes are an attack's chances: an ordinary hit, a critical hit,
// and the damage each deals.
type outcomes struct {
	pHit, pCrit  float64
	normal, crit dice.Dist
}

// outcomes works the attack's chances out from its dice.
func (tm terms) outcomes() outcomes {
	att := dice.Favour(tm.Favour, d20).Dist()
	def := dice.Favour(tm.DefFavour, d20).Dist()
	var o outcomes
	att.Each(func(a int, pa float64) {
		r := a + tm.RollMod
		p := 0.0
		switch {
		case r > tm.AttTarget:
		case tm.Static:
			if r < tm.StaticDef {
				p = 1
			}
		default:
			// The defender fails, or passes with a higher roll.
			p = def.AtLeast(tm.DefTarget+1) + def.AtMost(tm.DefTarget) - def.AtMost(min(r, tm.DefTarget))
		}
		if a == 1 {
			o.pCrit += pa * p
		} else {
			o.pHit += pa * p
		}
	})
	o.normal, o.crit = tm.damageDists()
	return o
}

// damage is the distribution of the damage the attack deals, 0 on a
// miss.
func (o outcomes) damage() dice.Dist {
	return dice.Mix([]float64{1 - o.pHit - o.pCrit, o.pHit, o.pCrit}, []dice.Dist{dice.Point(0), o.normal, o.crit})
}

// odds prices the attack on a target with hp left.
func (tm terms) odds(hp int) rules.Odds {
	o := tm.outcomes()
	out := rules.Odds{Hit: o.pHit + o.pCrit, Mods: tm.Mods}
	dmg := o.damage()
	out.Damage = make([]float64, dmg.Max()+1)
	dmg.Each(func(v int, p float64) { out.Damage[v] += p })
	switch {
	case tm.Dying:
		if tm.Fails >= 2 {
			out.Takedown = out.Hit
		}
	case hp > 0:
		out.Takedown = o.pHit*o.normal.AtLeast(hp) + o.pCrit*o.crit.AtLeast(hp)
	}
	return out
}

// strike rolls one attack check by a with weapon wi on t, made as m
// says, on src, and applies its outcome: what (the log's name for it),
// Help spent, fumbles that degrade the weapon, damage. It reports
// whether it hit.
func (b *Battle) strike(src dice.Source, a, t *unit, wi int, m aim, what string, ev *[]rules.Event) bool {
	tm := b.attackTerms(a, t, wi, m)
	w := b.weapon(a, wi)
	if a.Hidden {
		a.Hidden = false
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Unit: a.ID, Target: rules.NoUnit, Status: rules.StatusHidden, Text: a.Name + " attacks and is seen"})
	}
	a.Helped = false // spent on this check, or by an earlier one
	ar := dice.Favour(tm.Favour, d20).Roll(src)
	r := ar.Value + tm.RollMod
	fumbles := 0
	for _, f := range ar.Dice {
		if f == 20 {
			fumbles++
		}
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Unit: a.ID, Target: t.ID, Action: what, Total: r, Dice: ar.Dice, Mods: tm.Mods,
		Text: fmt.Sprintf("%s's %s on %s with the %s: %s against %d", a.Name, what, t.Name, w.Name, rolled(ar, tm.Favour, tm.RollMod), tm.AttTarget)})
	d := 0
	if !tm.Static {
		t.Helped = false
		dr := dice.Favour(tm.DefFavour, d20).Roll(src)
		d = dr.Value
		rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Unit: t.ID, Target: a.ID, Action: "defence", Total: d, Dice: dr.Dice,
			Text: fmt.Sprintf("%s's defence: %s against %d", t.Name, rolled(dr, tm.DefFavour, 0), tm.DefTarget)})
	}
	hit := tm.wins(r, d)
	crit := hit && ar.Value == 1
	verdict := "miss"
	switch {
	case crit:
		verdict = "critical hit"
	case hit:
		verdict = "hit"
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvShot, Unit: a.ID, Target: t.ID, From: a.Pos, To: t.Pos, Value: 1, Hit: hit, Text: a.Name + "'s " + what + ": " + verdict})
	if fumbles > 0 && w.Integrity > 0 {
		a.Integrity[wi] = max(0, a.Integrity[wi]-fumbles)
		text := fmt.Sprintf("%s fumbles %d: the %s's integrity falls to %d", a.Name, fumbles, w.Name, a.Integrity[wi])
		if a.Integrity[wi] == 0 {
			text += ": it is ruined"
		}
		rules.Emit(ev, rules.Event{Kind: rules.EvResource, Unit: a.ID, Target: rules.NoUnit, Value: a.Integrity[wi], Text: text})
	}
	if !hit {
		return false
	}
	dr := tm.Damage.Roll(src)
	dmg := dr.Value
	if crit {
		dmg = dmg * 3 / 2
	}
	dmg = max(0, dmg-tm.AR)
	b.harm(a, t, dmg, dr.Dice, crit, ev)
	return true
}

// rolled writes a roll for the log: its dice, the kept one, its roll
// modifier.
func rolled(r dice.Roll, favour, mod int) string {
	s := fmt.Sprintf("d20 %d", r.Value)
	switch {
	case favour > 0:
		s = fmt.Sprintf("favourable %v keeps %d", r.Dice, r.Value)
	case favour < 0:
		s = fmt.Sprintf("unfavourable %v keeps %d", r.Dice, r.Value)
	}
	if mod != 0 {
		s += fmt.Sprintf(" %+d = %d", mod, r.Value+mod)
	}
	return s
}

// harm deals dmg to t. A unit in the fight falls dying at 0 HP; a dying
// unit hit takes a death-check failure (G6).
func (b *Battle) harm(a, t *unit, dmg int, rolled []int, crit bool, ev *[]rules.Event) {
	wasDown := t.HP <= 0
	t.HP -= dmg
	text := fmt.Sprintf("%s takes %d damage (%v", t.Name, dmg, rolled)
	if crit {
		text += ", critical +50%"
	}
	text += fmt.Sprintf(", armour %d): %d HP left", b.spec(t).AR, t.HP)
	rules.Emit(ev, rules.Event{Kind: rules.EvDamage, Unit: a.ID, Target: t.ID, Value: dmg, Dice: rolled, Text: text})
	if wasDown {
		t.Fails++
		rules.Emit(ev, rules.Event{Kind: rules.EvAction, Unit: t.ID, Target: rules.NoUnit, Text: fmt.Sprintf("%s is hit while dying: a death-check failure (%d)", t.Name, t.Fails)})
		b.settleDying(t, ev)
		return
	}
	if t.HP <= 0 {
		t.Hidden, t.Dodging, t.Helped, t.Ready = false, false, false, false
		rules.Emit(ev, rules.Event{Kind: rules.EvUnitDown, Unit: t.ID, Target: rules.NoUnit, Text: t.Name + " is down and dying"})
		b.checkVictory(ev)
	}
}
