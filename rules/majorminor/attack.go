package majorminor

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/dice"
)

// terms are everything an attack's dice are added to and compared with,
// found once for both the odds and the roll, so that the two cannot
// differ.
type terms struct {
	// Bonus is added to the d20 of the Hit Check: the Hit Attribute, the
	// Hit Adjustment and every other adjustment in Mods.
	Bonus int
	Mods  []rules.Mod
	// Defense is the target's current Defense Check plus its cover, when
	// Known; otherwise DefenseDist is its distribution (before combat).
	Defense     int
	Known       bool
	DefenseDist dice.Dist
	// Damage is the Damage Check before a break's +5, at least 0 after it.
	Damage dice.Expr
	// Break is the Break Chance in percent.
	Break int
	// Grapple: the attack grapples instead of harming.
	Grapple bool
}

// coverBonus returns what the cover between att and def adds to the
// target's Defense Check (G8: half +2, three-quarter and loophole +5,
// light none) and whether full cover makes it no target at all.
func (b *Battle) coverBonus(att, def grid.Pos) (bonus int, name string, full bool) {
	k := grid.CoverBetweenByClass(b.Field(), att, def, nil)
	if k == grid.NoCover {
		return 0, "", false
	}
	switch b.Field().Covers[k].Class() {
	case grid.CoverHalf:
		return 2, "half cover", false
	case grid.CoverThreeQuarter, grid.CoverLoophole:
		return 5, "three-quarter cover", false
	case grid.CoverFull:
		return 0, "full cover", true
	}
	return 0, "", false
}

// rangeAdjust returns the range's adjustment for a weapon of listed
// range r at distance d (−3 beyond r up to 2r) and whether d is within
// reach at all.
func rangeAdjust(r, d int) (int, bool) {
	switch {
	case d <= r:
		return 0, true
	case d <= 2*r:
		return -3, true
	}
	return 0, false
}

// meleeReach is how far u threatens: its held melee weapon's range, or 1
// (an unarmed strike).
func (b *Battle) meleeReach(u *unit) int {
	if w := b.weapon(u, u.Held); w.Melee && !u.Broken[u.Held] {
		return w.Range
	}
	return 1
}

// attackTerms sums up an attack by a with its weapon wi (or a grapple) on
// t, with adjust from Assists and Disrupts, as it stands now.
func (b *Battle) attackTerms(a, t *unit, wi int, grapple bool, adjust int) terms {
	sa := b.spec(a)
	var tm terms
	d := distance(a.Pos, t.Pos)
	if grapple {
		tm.Grapple = true
		tm.Bonus = sa.Str
		tm.Mods = append(tm.Mods, rules.Mod{Source: "Strength", Value: sa.Str})
	} else {
		w := b.weapon(a, wi)
		tm.Bonus = sa.attr(w.Hit) + w.HitAdj
		tm.Mods = append(tm.Mods, rules.Mod{Source: string(w.Hit), Value: sa.attr(w.Hit)})
		if w.HitAdj != 0 {
			tm.Mods = append(tm.Mods, rules.Mod{Source: "weapon", Value: w.HitAdj})
		}
		if adj, _ := rangeAdjust(w.Range, d); adj != 0 {
			tm.Bonus += adj
			tm.Mods = append(tm.Mods, rules.Mod{Source: "beyond range", Value: adj})
		}
		if !w.Melee && d <= b.meleeReach(t) {
			tm.Bonus -= 3
			tm.Mods = append(tm.Mods, rules.Mod{Source: "ranged in melee", Value: -3})
		}
		tm.Damage = dice.Sum(dice.Die(20), dice.Const(sa.attr(w.Damage)+w.DamageAdj))
		tm.Break = w.Break
	}
	if adjust != 0 {
		tm.Bonus += adjust
		tm.Mods = append(tm.Mods, rules.Mod{Source: "assist/disrupt", Value: adjust})
	}
	cover, name, _ := b.coverBonus(a.Pos, t.Pos)
	if cover != 0 {
		tm.Mods = append(tm.Mods, rules.Mod{Source: "defense: " + name, Value: cover})
	}
	if t.HasDefense {
		tm.Defense, tm.Known = t.Defense+cover, true
	} else {
		tm.DefenseDist = defenseExpr(b.spec(t)).Dist().Shift(cover)
	}
	return tm
}

// damageDist is the distribution of the damage a hit deals, a break's
// +5 included when broke, never below 0.
func (tm terms) damageDist(broke bool) dice.Dist {
	d := tm.Damage.Dist()
	if broke {
		d = d.Shift(5)
	}
	return d.Clamp(0, d.Max()+5)
}

// odds prices the attack on a target with hp left: the Hit Check against
// the Defense Check (ties to the defender), a natural 1's Break Chance
// (the attack then hits whatever the defence, for 5 more damage), the
// Damage Check, and the chance hp falls to 0 or below.
func (tm terms) odds(hp int) rules.Odds {
	pb := float64(tm.Break) / 100
	// pBreak is the chance of a break's sure hit; pHit of an ordinary
	// hit, over the defence's distribution.
	pBreak := pb / 20
	pHit := 0.0
	def := tm.DefenseDist
	if tm.Known {
		def = dice.Point(tm.Defense)
	}
	for nat := 1; nat <= 20; nat++ {
		p := 1 - def.AtLeast(nat+tm.Bonus) // nat + bonus > D: ties to the defender
		if nat == 1 {
			p *= 1 - pb
		}
		pHit += p / 20
	}
	// Sums of twentieths drift past 1 by a rounding error when every face
	// hits; the miss is held at 0 and the hit at 1 then.
	pMiss := max(0, 1-pBreak-pHit)
	pHit = 1 - pBreak - pMiss
	o := rules.Odds{Hit: min(1, pBreak+pHit), Mods: tm.Mods}
	if tm.Grapple {
		o.Hinder = o.Hit / 3 // a grappled target loses its Movement action
		return o
	}
	dmg := dice.Mix([]float64{pMiss, pHit, pBreak}, []dice.Dist{dice.Point(0), tm.damageDist(false), tm.damageDist(true)})
	o.Damage = make([]float64, dmg.Max()+1)
	dmg.Each(func(v int, p float64) { o.Damage[v] += p })
	if hp > 0 {
		o.Takedown = min(1, dmg.AtLeast(hp))
	}
	return o
}

// resolve rolls the attack p as tm prices it, on the battle's dice, and
// applies its outcome.
func (b *Battle) resolve(p *pending, ev *[]rules.Event) { b.resolveOn(b.S.Dice, p, ev) }

// resolveOn is resolve rolling on src: the battle's dice in play, every
// outcome in turn where a test enumerates them against the odds.
func (b *Battle) resolveOn(src dice.Source, p *pending, ev *[]rules.Event) {
	a, t := &b.S.Units[p.Attacker], &b.S.Units[p.Target]
	tm := b.attackTerms(a, t, p.Weapon, p.Grapple, p.Adjust)
	nat := src.D(20)
	total := nat + tm.Bonus
	what := "attack"
	if p.Grapple {
		what = "grapple"
	} else if p.Opportunity {
		what = "opportunity attack"
	}
	defText := fmt.Sprintf("Defense %d", tm.Defense)
	hit, broke := false, false
	// A Critical Fail's d100 is rolled after the d20 and logged after it.
	var critFail *rules.Event
	if nat == 1 && tm.Break > 0 {
		r := src.D(100)
		broke = r <= tm.Break
		text := fmt.Sprintf("Critical Fail: d100 %d against Break Chance %d: nothing more", r, tm.Break)
		if broke {
			text = fmt.Sprintf("Critical Fail: d100 %d against Break Chance %d: the %s breaks, and the attack hits regardless", r, tm.Break, b.weapon(a, p.Weapon).Name)
		}
		critFail = &rules.Event{Kind: rules.EvRoll, Unit: a.ID, Target: t.ID, Total: r, Dice: []int{r}, Text: text}
	}
	if broke {
		hit = true
		a.Broken[p.Weapon] = true
	} else {
		hit = total > tm.Defense
	}
	verdict := "miss"
	if hit {
		verdict = "hit"
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Unit: a.ID, Target: t.ID, Action: what, Total: total, Dice: []int{nat}, Mods: tm.Mods, Hit: hit,
		Text: fmt.Sprintf("%s's %s on %s: %d (d20 %d %+d) against %s: %s", a.Name, what, t.Name, total, nat, tm.Bonus, defText, verdict)})
	if critFail != nil {
		*ev = append(*ev, *critFail)
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvShot, Unit: a.ID, Target: t.ID, From: a.Pos, To: t.Pos, Value: 1, Hit: hit})
	if !hit {
		return
	}
	if p.Grapple {
		b.grab(a, t, ev)
		return
	}
	r := tm.Damage.Roll(src)
	dmg := r.Value
	if broke {
		dmg += 5
	}
	dmg = max(0, dmg)
	b.harm(a, t, dmg, r.Dice, broke, ev)
}

// harm deals dmg to t: it falls unconscious at 0 HP and dies at −Max HP;
// a grappler that is hit has failed its Body Save and lets go (G5).
func (b *Battle) harm(a, t *unit, dmg int, rolled []int, broke bool, ev *[]rules.Event) {
	sp := b.spec(t)
	was := t.HP
	t.HP -= dmg
	text := fmt.Sprintf("%s takes %d damage (d20 %d)", t.Name, dmg, rolled[0])
	if broke {
		text += ", 5 of it from the breaking weapon"
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvDamage, Unit: a.ID, Target: t.ID, Value: dmg, Dice: rolled, Text: text + fmt.Sprintf(": %d HP left", t.HP)})
	if t.Grappling >= 0 {
		b.letGo(t, ev, t.Name+" is hit and loses the grapple")
	}
	switch {
	case t.HP <= -sp.MaxHP:
		rules.Emit(ev, rules.Event{Kind: rules.EvUnitDead, Unit: t.ID, Target: rules.NoUnit, Text: t.Name + " is dead"})
	case t.HP <= 0 && was > 0:
		rules.Emit(ev, rules.Event{Kind: rules.EvUnitDown, Unit: t.ID, Target: rules.NoUnit, Text: t.Name + " falls unconscious"})
	}
	if t.HP <= 0 {
		if t.GrappledBy >= 0 {
			b.letGo(&b.S.Units[t.GrappledBy], ev, "")
		}
		b.checkVictory(ev)
	}
}

// grab makes t grappled by a (G6).
func (b *Battle) grab(a, t *unit, ev *[]rules.Event) {
	a.Grappling, t.GrappledBy = t.ID, a.ID
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Unit: t.ID, Target: a.ID, Status: "grappled", Text: fmt.Sprintf("%s grapples %s", a.Name, t.Name)})
}

// letGo ends the grapple a holds; text, when given, is the log's line.
func (b *Battle) letGo(a *unit, ev *[]rules.Event, text string) {
	if a.Grappling < 0 {
		return
	}
	t := &b.S.Units[a.Grappling]
	a.Grappling, t.GrappledBy = -1, -1
	if text == "" {
		text = fmt.Sprintf("%s lets go of %s", a.Name, t.Name)
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Unit: t.ID, Target: a.ID, Status: "grappled", Text: text})
}

// distance is the shared grid distance (common.md §12).
func distance(a, b grid.Pos) int { return grid.Distance(a, b) }
