package majorminor

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/grid"
)

// The reaction windows.
const (
	// kindOpportunity offers an Opportunity Attack on a hostile leaving
	// the unit's melee range.
	kindOpportunity = "opportunity"
	// kindAssist offers an Assist (+3) or a Disrupt (−3) on a Hit Check
	// made beside the unit.
	kindAssist = "assist"
)

// windowHint is the prompt panel's line for a window.
func windowHint(kind string) string {
	switch kind {
	case kindOpportunity:
		return "Strike at it as it leaves your reach (next turn's Minor action), or hold"
	case kindAssist:
		return "+3 to a friend's Check or −3 to a foe's (next turn's Minor action), or hold"
	}
	return ""
}

// windowText is the prompt's question.
func (b *Battle) windowText(w *window) string {
	u, a := &b.S.Units[w.Unit], &b.S.Units[w.Attacker]
	switch w.Kind {
	case kindOpportunity:
		return fmt.Sprintf("%s is leaving %s's reach", a.Name, u.Name)
	case kindAssist:
		return fmt.Sprintf("%s attacks %s beside %s", a.Name, b.S.Units[w.Attack.Target].Name, u.Name)
	}
	return ""
}

// reactionCost is what a reaction by u costs: next turn's Minor action,
// or when that is spent, next turn's Major as an Extra Minor Action (G3);
// ok is false when both are.
func reactionCost(u *unit) (rules.Cost, bool) {
	switch {
	case pools.CanBorrow(u.Slots, "minor"):
		return rules.Cost{N: 1, Unit: "minor", Reaction: true}, true
	case pools.CanBorrow(u.Slots, "major"):
		return rules.Cost{N: 1, Unit: "major", Reaction: true}, true
	}
	return rules.Cost{}, false
}

// assisters lists, in id order, the units that may Assist or Disrupt
// the Hit Check of p: every unit in the fight beside the attacker, other
// than the attacker, with a reaction to pay. An Opportunity Attack,
// itself a reaction, opens no window.
func (b *Battle) assisters(p *pending) []int {
	if p.Opportunity {
		return nil
	}
	a := &b.S.Units[p.Attacker]
	var q []int
	for i := range b.S.Units {
		x := &b.S.Units[i]
		if x.ID == a.ID || x.HP <= 0 || distance(x.Pos, a.Pos) > 1 {
			continue
		}
		if _, ok := reactionCost(x); ok {
			q = append(q, x.ID)
		}
	}
	return q
}

// offerAssist offers the window's unit an Assist (sign +3, to a friend's
// Check) or a Disrupt (−3, to a foe's).
func offerAssist(sign int) func(b *Battle, u *unit, out []rules.Command) []rules.Command {
	return func(b *Battle, u *unit, out []rules.Command) []rules.Command {
		w := b.S.Window
		friend := b.S.Units[w.Attacker].Side == u.Side
		if friend != (sign > 0) {
			return out
		}
		cost, ok := reactionCost(u)
		if !ok {
			return out
		}
		id := "disrupt"
		if sign > 0 {
			id = "assist"
		}
		return append(out, b.command(u, id, cost))
	}
}

// applyAssist adds the answer's adjustment to the pending Check.
func applyAssist(sign int) func(b *Battle, c rules.Command, ev *[]rules.Event) {
	return func(b *Battle, c rules.Command, ev *[]rules.Event) {
		w := b.S.Window
		w.Attack.Adjust += sign
		verb := "disrupts"
		if sign > 0 {
			verb = "assists"
		}
		rules.Emit(ev, rules.Event{Kind: rules.EvReaction, Unit: c.Unit, Target: w.Attacker, Action: c.Action,
			Text: fmt.Sprintf("%s %s %s's Check (%+d)", b.S.Units[c.Unit].Name, verb, b.S.Units[w.Attacker].Name, sign)})
		b.nextInWindow(ev)
	}
}

// offerHold offers to let the window pass.
func offerHold(b *Battle, u *unit, out []rules.Command) []rules.Command {
	id := "hold"
	if b.S.Window.Kind == kindAssist {
		id = "hold_check"
	}
	return append(out, b.command(u, id, free))
}

func applyHold(b *Battle, _ rules.Command, ev *[]rules.Event) { b.nextInWindow(ev) }

// nextInWindow asks the next unit of the window's queue, or closes it:
// an Assist window resolves its attack, an opportunity window lets the
// walk go on.
func (b *Battle) nextInWindow(ev *[]rules.Event) {
	w := b.S.Window
	if b.S.Over {
		b.S.Window = nil
		return
	}
	if len(w.Queue) > 0 {
		w.Unit, w.Queue = w.Queue[0], w.Queue[1:]
		return
	}
	b.S.Window = nil
	switch w.Kind {
	case kindAssist:
		b.finishAttack(w.Attack, ev)
	case kindOpportunity:
		b.continueWalk(ev, true)
	}
}

// opportunityWeapon returns the weapon u strikes with: the one in hand,
// or its bare hands when that is broken; -1 for none.
func (b *Battle) opportunityWeapon(u *unit) int {
	if !u.Broken[u.Held] {
		return u.Held
	}
	for i, id := range b.spec(u).Weapons {
		if id == "fists" && !u.Broken[i] {
			return i
		}
	}
	return -1
}

// provoked lists, in id order, the units a step of m from its square to
// next gives an Opportunity Attack: hostiles in combat whose melee range
// m leaves, who see it, have a reaction to pay and a weapon to strike
// with, unless m disengaged.
func (b *Battle) provoked(m *unit, next grid.Pos) []int {
	if b.S.Phase != phaseCombat || m.Disengaged {
		return nil
	}
	var q []int
	for i := range b.S.Units {
		e := &b.S.Units[i]
		if e.Side == m.Side || e.HP <= 0 {
			continue
		}
		r := b.meleeReach(e)
		if distance(e.Pos, m.Pos) > r || distance(e.Pos, next) <= r || !b.clearLine(e.Pos, m.Pos) || b.opportunityWeapon(e) < 0 {
			continue
		}
		if e.GrappledBy >= 0 && e.GrappledBy != m.ID && distance(e.Pos, m.Pos) > 1 {
			continue
		}
		if _, ok := reactionCost(e); ok {
			q = append(q, e.ID)
		}
	}
	return q
}

// offerOpportunity offers the strike at the unit leaving.
func offerOpportunity(b *Battle, u *unit, out []rules.Command) []rules.Command {
	cost, ok := reactionCost(u)
	wi := b.opportunityWeapon(u)
	if !ok || wi < 0 {
		return out
	}
	c := b.command(u, "opportunity_attack", cost)
	c.Target, c.Weapon = b.S.Window.Attacker, wi
	return append(out, c)
}

// applyOpportunity strikes at once, then asks the next unit.
func applyOpportunity(b *Battle, c rules.Command, ev *[]rules.Event) {
	b.resolve(&pending{Attacker: c.Unit, Target: c.Target, Weapon: c.Weapon, Opportunity: true}, ev)
	b.nextInWindow(ev)
}
