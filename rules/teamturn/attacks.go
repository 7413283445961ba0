package teamturn

import (
	"fmt"
	"slices"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/dice"
	"sightline/rules/kit/facing"
)

// targetable reports whether t can be attacked at all: a foe in the
// fight or dying (a dying unit is attacked against its static defence,
// G6), and not hidden.
func targetable(u, t *unit) bool {
	return t.Side != u.Side && (t.HP > 0 || t.dying()) && !t.Hidden
}

// canTarget reports whether u may attack t with weapon wi now, and if
// not, why. Ranged attacks are allowed at any distance (§8); melee ones
// within the weapon's reach.
func (b *Battle) canTarget(u, t *unit, wi int) (bool, string) {
	w := b.weapon(u, wi)
	d := distance(u.Pos, t.Pos)
	switch {
	case t.Side == u.Side || !(t.HP > 0 || t.dying()):
		return false, t.Name + " is not a foe in the fight"
	case t.Hidden:
		return false, u.Name + " does not see " + t.Name
	case w.ability():
		return false, "the " + w.Name + " is an ability: use it as such"
	case b.ruined(u, wi):
		return false, "the " + w.Name + " is ruined"
	case w.Melee && d > w.Reach:
		return false, fmt.Sprintf("%s is out of reach: %d squares, the %s reaches %d", t.Name, d, w.Name, w.Reach)
	case !b.clearLine(u.Pos, t.Pos):
		return false, u.Name + " has no clear line to " + t.Name
	}
	if _, _, _, full := b.coverTerms(u.Pos, t.Pos); full {
		return false, t.Name + " is behind full cover"
	}
	return true, ""
}

// mayTarget is canTarget's answer without the reason, for Legal's
// listing, which asks of every weapon and unit and never reads why: the
// reasons' strings were most of its cost.
func (b *Battle) mayTarget(u, t *unit, wi int) bool {
	w := b.weapon(u, wi)
	if t.Side == u.Side || !(t.HP > 0 || t.dying()) || t.Hidden || w.ability() || b.ruined(u, wi) ||
		w.Melee && distance(u.Pos, t.Pos) > w.Reach || !b.clearLine(u.Pos, t.Pos) {
		return false
	}
	_, _, _, full := b.coverTerms(u.Pos, t.Pos)
	return !full
}

// offerAttacks offers action id (attack or attack_long) with every
// usable weapon on every foe it can reach.
func offerAttacks(id, tier string) func(b *Battle, u *unit, out []rules.Command) []rules.Command {
	return func(b *Battle, u *unit, out []rules.Command) []rules.Command {
		cost, ok := b.price(u, tier)
		if !ok {
			return out
		}
		for wi := range u.Integrity {
			for i := range b.S.Units {
				t := &b.S.Units[i]
				if !targetable(u, t) {
					continue
				}
				if b.mayTarget(u, t, wi) {
					c := b.command(u, id, cost)
					c.Target, c.Weapon = t.ID, wi
					out = append(out, c)
				}
			}
		}
		return out
	}
}

// refuseAttack names what stands in the way of an attack.
func refuseAttack(b *Battle, c rules.Command) string {
	u := &b.S.Units[c.Unit]
	if c.Target < 0 || c.Target >= len(b.S.Units) || c.Weapon < 0 || c.Weapon >= len(u.Integrity) {
		return ""
	}
	if u.counterN(counterStun) > 0 {
		return u.Name + " is stunned: no Base or Long action"
	}
	if _, why := b.canTarget(u, &b.S.Units[c.Target], c.Weapon); why != "" {
		return why
	}
	return ""
}

// applyAttack makes a Base attack; a ranged one made within an enemy's
// melee reach at someone else makes the attacker a target of
// opportunity for that enemy (§5).
func applyAttack(b *Battle, c rules.Command, ev *[]rules.Event) {
	u, t := &b.S.Units[c.Unit], &b.S.Units[c.Target]
	w := b.weapon(u, c.Weapon)
	var engagers []int
	if !w.Melee {
		engagers = b.engagers(u, t.ID)
	}
	b.strike(b.S.Dice, u, t, c.Weapon, aim{}, "attack", ev)
	if b.S.Over || u.HP <= 0 {
		return
	}
	b.openOpportunity(u, engagers)
	b.attacked(u.ID, []int{t.ID}, ev)
}

// applyLongAttack makes an attack as a Long action: no engaged-target
// penalty, no target of opportunity.
func applyLongAttack(b *Battle, c rules.Command, ev *[]rules.Event) {
	b.strike(b.S.Dice, &b.S.Units[c.Unit], &b.S.Units[c.Target], c.Weapon, aim{Long: true}, "careful attack", ev)
	b.attacked(c.Unit, []int{c.Target}, ev)
}

// offerTwoWeapon offers Two-Weapon Fighting on every foe in the fight
// within reach of both hands' weapons.
func offerTwoWeapon(b *Battle, u *unit, out []rules.Command) []rules.Command {
	cost, ok := b.price(u, tierLong)
	if !ok || !b.spec(u).TwoWeapon || !b.usable(u, 0) || !b.usable(u, 1) {
		return out
	}
	for i := range b.S.Units {
		t := &b.S.Units[i]
		if t.HP <= 0 || !targetable(u, t) {
			continue
		}
		ok0, _ := b.canTarget(u, t, 0)
		ok1, _ := b.canTarget(u, t, 1)
		if ok0 && ok1 {
			c := b.command(u, "two_weapon", cost)
			c.Target = t.ID
			out = append(out, c)
		}
	}
	return out
}

// applyTwoWeapon makes the two attacks of Two-Weapon Fighting, the
// second unfavourable (§5), the second only while the target is still
// in the fight.
func applyTwoWeapon(b *Battle, c rules.Command, ev *[]rules.Event) {
	u, t := &b.S.Units[c.Unit], &b.S.Units[c.Target]
	b.strike(b.S.Dice, u, t, 0, aim{Long: true}, "first-hand attack", ev)
	if !b.S.Over && t.HP > 0 {
		b.strike(b.S.Dice, u, t, 1, aim{Long: true, Unfavourable: 1, AttHelpSpent: true, DefHelpSpent: true}, "second-hand attack", ev)
	}
	b.attacked(u.ID, []int{t.ID}, ev)
}

// coneSquares lists the squares of a cone of length n from o towards
// facing dir (0 north, 1 east, 2 south, 3 west): k squares out it is k
// squares wide (§8: its width at the far end equals its length).
func coneSquares(o grid.Pos, dir, n int) []grid.Pos {
	var out []grid.Pos
	for k := 1; k <= n; k++ {
		for off := -(k - 1) / 2; off <= k/2; off++ {
			var p grid.Pos
			switch dir {
			case 0:
				p = grid.Pos{X: o.X + off, Y: o.Y - k}
			case 1:
				p = grid.Pos{X: o.X + k, Y: o.Y + off}
			case 2:
				p = grid.Pos{X: o.X - off, Y: o.Y + k}
			default:
				p = grid.Pos{X: o.X - k, Y: o.Y - off}
			}
			out = append(out, p)
		}
	}
	return out
}

// coneTargets lists, in id order, the foes a cone of u's ability wi aimed
// at t's square takes in: those it can target on the cone's squares.
func (b *Battle) coneTargets(u *unit, wi int, at grid.Pos) []int {
	sq := coneSquares(u.Pos, facing.Toward(u.Pos, at), b.weapon(u, wi).Cone)
	var out []int
	for i := range b.S.Units {
		t := &b.S.Units[i]
		if t.HP > 0 && targetable(u, t) && slices.Contains(sq, t.Pos) && b.clearLine(u.Pos, t.Pos) {
			if _, _, _, full := b.coverTerms(u.Pos, t.Pos); !full {
				out = append(out, t.ID)
			}
		}
	}
	return out
}

// offerCone offers a charged cone ability aimed at each foe it would
// take in (the command's target, whose odds it gives).
func offerCone(b *Battle, u *unit, out []rules.Command) []rules.Command {
	cost, ok := b.price(u, tierQuick)
	if !ok {
		return out
	}
	for wi := range u.Integrity {
		if w := b.weapon(u, wi); !w.ability() || !b.usable(u, wi) {
			continue
		}
		for i := range b.S.Units {
			t := &b.S.Units[i]
			if t.HP > 0 && slices.Contains(b.coneTargets(u, wi, t.Pos), t.ID) {
				c := b.command(u, "cone", cost)
				c.Target, c.Weapon = t.ID, wi
				out = append(out, c)
			}
		}
	}
	return out
}

// applyCone rolls the ability's attack on every foe in the cone, in id
// order; it then waits for its recharge.
func applyCone(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.S.Units[c.Unit]
	targets := b.coneTargets(u, c.Weapon, b.S.Units[c.Target].Pos)
	u.Charged[c.Weapon] = false
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Unit: u.ID, Target: rules.NoUnit, Status: "recharging",
		Text: fmt.Sprintf("%s's %s is spent: Recharge %d+ at Upkeep", u.Name, b.weapon(u, c.Weapon).Name, b.weapon(u, c.Weapon).Recharge)})
	for _, id := range targets {
		if b.S.Over {
			return
		}
		b.strike(b.S.Dice, u, &b.S.Units[id], c.Weapon, aim{Cone: true}, "cone", ev)
	}
	b.attacked(u.ID, targets, ev)
}

// Odds prices an attack, careful attack, Two-Weapon Fighting, cone (for
// its named target) or opportunity attack command.
func (b *Battle) Odds(c rules.Command) (rules.Odds, error) {
	switch c.Action {
	case "attack", "attack_long", "two_weapon", "cone", "opportunity_attack", "ready_attack":
	default:
		return rules.Odds{}, errorf("teamturn: %s is not an attack", c.Action)
	}
	if c.Unit < 0 || c.Unit >= len(b.S.Units) || c.Target < 0 || c.Target >= len(b.S.Units) {
		return rules.Odds{}, errorf("teamturn: no such unit")
	}
	u, t := &b.S.Units[c.Unit], &b.S.Units[c.Target]
	if c.Weapon < 0 || c.Weapon >= len(u.Integrity) || (c.Action == "two_weapon" && len(u.Integrity) < 2) {
		return rules.Odds{}, errorf("teamturn: %s has no weapon %d", u.Name, c.Weapon)
	}
	switch c.Action {
	case "attack_long":
		return b.oddsOf(b.attackTerms(u, t, c.Weapon, aim{Long: true}), t.HP), nil
	case "two_weapon":
		if t.HP <= 0 {
			return rules.Odds{}, errorf("teamturn: Two-Weapon Fighting is made only on a foe in the fight")
		}
		return b.twoWeaponOdds(u, t), nil
	case "cone":
		// The attacker's Help goes to its first roll, on the first foe
		// in id order.
		targets := b.coneTargets(u, c.Weapon, t.Pos)
		first := len(targets) > 0 && targets[0] == t.ID
		return b.oddsOf(b.attackTerms(u, t, c.Weapon, aim{Cone: true, AttHelpSpent: !first}), t.HP), nil
	}
	return b.oddsOf(b.attackTerms(u, t, c.Weapon, aim{}), t.HP), nil
}

// twoWeaponOdds prices Two-Weapon Fighting: the first attack, then,
// while the target stands, the second, unfavourable and with the Help
// spent.
func (b *Battle) twoWeaponOdds(u, t *unit) rules.Odds {
	first := b.attackTerms(u, t, 0, aim{Long: true})
	second := b.attackTerms(u, t, 1, aim{Long: true, Unfavourable: 1, AttHelpSpent: true, DefHelpSpent: true})
	o1, o2 := first.outcomes(), second.outcomes()
	miss1, miss2 := 1-o1.pHit-o1.pCrit, 1-o2.pHit-o2.pCrit
	d1, d2 := o1.damage(), o2.damage()
	hp := t.HP
	var take float64
	var ws []float64
	var ds []dice.Dist
	d1.Each(func(v int, p float64) {
		if v >= hp {
			take += p
			ws, ds = append(ws, p), append(ds, dice.Point(v))
			return
		}
		take += p * d2.AtLeast(hp-v)
		ws, ds = append(ws, p), append(ds, d2.Shift(v))
	})
	dmg := dice.Mix(ws, ds)
	// The second attack is made whenever the first misses, so the
	// chance of at least one hit is 1 − both miss.
	out := rules.Odds{Hit: 1 - miss1*miss2, Takedown: take, Mods: append(slices.Clone(first.Mods), rules.Mod{Source: "second attack: unfavourable", Value: -1})}
	out.Damage = make([]float64, dmg.Max()+1)
	dmg.Each(func(v int, p float64) { out.Damage[v] += p })
	return out
}
