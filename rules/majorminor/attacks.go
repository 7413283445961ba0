package majorminor

import (
	"fmt"

	"sightline/rules"
)

// canTarget reports whether u may attack t with weapon wi now, and if
// not, why.
func (b *Battle) canTarget(u, t *unit, wi int) (bool, string) {
	w := b.weapon(u, wi)
	d := distance(u.Pos, t.Pos)
	switch {
	case t.Side == u.Side || t.HP <= 0:
		return false, t.Name + " is not a foe in the fight"
	case u.Broken[wi]:
		return false, "the " + w.Name + " is broken"
	case u.GrappledBy >= 0 && t.ID != u.GrappledBy && d > 1:
		return false, u.Name + " is grappled: it can attack only its grappler or those beside it"
	case !b.clearLine(u.Pos, t.Pos):
		return false, u.Name + " has no clear line to " + t.Name
	}
	if _, ok := rangeAdjust(w.Range, d); !ok {
		return false, fmt.Sprintf("%s is out of range: %d squares, the %s reaches %d", t.Name, d, w.Name, 2*w.Range)
	}
	if _, _, full := b.coverBonus(u.Pos, t.Pos); full {
		return false, t.Name + " is behind full cover"
	}
	return true, ""
}

// offerAttacks offers the held weapon's attack on every foe it can reach.
func offerAttacks(b *Battle, u *unit, out []rules.Command) []rules.Command {
	if !pools.CanPay(u.Slots, major) {
		return out
	}
	for i := range b.S.Units {
		t := &b.S.Units[i]
		if ok, _ := b.canTarget(u, t, u.Held); ok {
			c := b.command(u, "attack", major)
			c.Target, c.Weapon = t.ID, u.Held
			out = append(out, c)
		}
	}
	return out
}

// refuseAttack names what stands in the way of an attack.
func refuseAttack(b *Battle, c rules.Command) string {
	u := &b.S.Units[c.Unit]
	if c.Target < 0 || c.Target >= len(b.S.Units) || c.Weapon < 0 || c.Weapon >= len(u.Broken) {
		return ""
	}
	if c.Weapon != u.Held {
		return fmt.Sprintf("the %s is not in %s's hand: switch to it first", b.weapon(u, c.Weapon).Name, u.Name)
	}
	if _, why := b.canTarget(u, &b.S.Units[c.Target], c.Weapon); why != "" {
		return why
	}
	return ""
}

// offerGrapples offers a grapple on every foe beside u.
func offerGrapples(b *Battle, u *unit, out []rules.Command) []rules.Command {
	if !pools.CanPay(u.Slots, major) || u.Grappling >= 0 {
		return out
	}
	for i := range b.S.Units {
		t := &b.S.Units[i]
		if t.Side != u.Side && t.HP > 0 && distance(u.Pos, t.Pos) == 1 && b.clearLine(u.Pos, t.Pos) && t.GrappledBy < 0 {
			c := b.command(u, "grapple", major)
			c.Target, c.Weapon = t.ID, u.Held
			out = append(out, c)
		}
	}
	return out
}

// applyAttack declares an Attack or a Grapple; in the approach it is the
// initiating action that starts combat.
func applyAttack(b *Battle, c rules.Command, ev *[]rules.Event) {
	u, t := &b.S.Units[c.Unit], &b.S.Units[c.Target]
	p := &pending{Attacker: u.ID, Target: t.ID, Weapon: c.Weapon, Grapple: c.Action == "grapple"}
	if b.S.Phase == phaseApproach {
		p.Initiating = true
		p.Surprise = !b.clearLine(t.Pos, u.Pos)
		b.startCombat(u.ID, ev)
	}
	b.declare(p, ev)
}

// declare opens the Assist/Disrupt window on a declared attack, or
// resolves it when no one may answer.
func (b *Battle) declare(p *pending, ev *[]rules.Event) {
	q := b.assisters(p)
	if len(q) == 0 {
		b.finishAttack(p, ev)
		return
	}
	b.S.Window = &window{Kind: kindAssist, Unit: q[0], Queue: q[1:], Attacker: p.Attacker, Attack: p}
}

// finishAttack rolls the declared attack; an initiating one then ends
// its maker's turn and opens the Initiate Order with its target.
func (b *Battle) finishAttack(p *pending, ev *[]rules.Event) {
	b.S.Window = nil
	b.resolve(p, ev)
	if p.Initiating && !b.S.Over {
		b.closeTurn(&b.S.Units[p.Attacker])
		b.enterOrder(p.Target, p.Surprise, ev)
	}
}

// Odds prices an attack, grapple or opportunity attack command.
func (b *Battle) Odds(c rules.Command) (rules.Odds, error) {
	switch c.Action {
	case "attack", "grapple", "opportunity_attack":
	default:
		return rules.Odds{}, errorf("majorminor: %s is not an attack", c.Action)
	}
	if c.Unit < 0 || c.Unit >= len(b.S.Units) || c.Target < 0 || c.Target >= len(b.S.Units) {
		return rules.Odds{}, errorf("majorminor: no such unit")
	}
	u, t := &b.S.Units[c.Unit], &b.S.Units[c.Target]
	if c.Weapon < 0 || c.Weapon >= len(u.Broken) {
		return rules.Odds{}, errorf("majorminor: %s has no weapon %d", u.Name, c.Weapon)
	}
	return b.attackTerms(u, t, c.Weapon, c.Action == "grapple", 0).odds(t.HP), nil
}

// DefenceOdds prices the pending attack after an answer to the
// Assist/Disrupt window (rules.DefenceAdvisor).
func (b *Battle) DefenceOdds(c rules.Command) (rules.Odds, error) {
	w := b.S.Window
	if w == nil || w.Kind != kindAssist || w.Attack == nil {
		return rules.Odds{}, errorf("majorminor: no pending check")
	}
	p := w.Attack
	adj := p.Adjust
	switch c.Action {
	case "assist":
		adj += 3
	case "disrupt":
		adj -= 3
	case "hold_check":
	default:
		return rules.Odds{}, errorf("majorminor: %s does not answer the check", c.Action)
	}
	t := &b.S.Units[p.Target]
	return b.attackTerms(&b.S.Units[p.Attacker], t, p.Weapon, p.Grapple, adj).odds(t.HP), nil
}
