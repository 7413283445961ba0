package teamturn

import (
	"fmt"

	"sightline/rules"
)

// kindOpportunity is the reaction window of a target of opportunity
// (§5, G11): one attack as the unit's reaction, or hold.
const kindOpportunity = "opportunity"

// windowHint is the prompt panel's line for a window.
func windowHint(kind string) string {
	if kind == kindOpportunity {
		return "Attack it once as your reaction of the round, or hold"
	}
	return ""
}

// windowText is the prompt's question.
func (b *Battle) windowText(w *window) string {
	u, a := &b.s.Units[w.Unit], &b.s.Units[w.Attacker]
	return fmt.Sprintf("%s is a target of opportunity for %s", a.Name, u.Name)
}

// engagers lists, in id order, the enemies in the fight whose melee
// reach takes u in, other than target: a ranged attack by u at target
// makes u their target of opportunity (§5).
func (b *Battle) engagers(u *unit, target int) []int {
	var q []int
	for i := range b.s.Units {
		e := &b.s.Units[i]
		if e.ID != target && e.Side != u.Side && e.HP > 0 && distance(e.Pos, u.Pos) <= b.meleeReach(e) {
			q = append(q, e.ID)
		}
	}
	return q
}

// openOpportunity asks those of the units in q that still may attack m,
// with their reaction unspent, whether they take the opportunity.
func (b *Battle) openOpportunity(m *unit, q []int) {
	var ask []int
	for _, id := range q {
		e := &b.s.Units[id]
		if e.HP > 0 && !e.Reacted && b.seenBy(e, m) && b.hasAttackOn(e, m) {
			ask = append(ask, id)
		}
	}
	if len(ask) > 0 {
		b.s.Window = &window{Kind: kindOpportunity, Unit: ask[0], Queue: ask[1:], Attacker: m.ID}
	}
}

// offerOpportunity offers an attack on the target of opportunity with
// each weapon that may make it.
func offerOpportunity(b *Battle, u *unit, out []rules.Command) []rules.Command {
	if u.Reacted {
		return out
	}
	m := &b.s.Units[b.s.Window.Attacker]
	for wi := range u.Integrity {
		if ok, _ := b.canTarget(u, m, wi); ok {
			c := b.command(u, "opportunity_attack", reaction)
			c.Target, c.Weapon = m.ID, wi
			out = append(out, c)
		}
	}
	return out
}

// applyOpportunity strikes at once, then asks the next unit.
func applyOpportunity(b *Battle, c rules.Command, ev *[]rules.Event) {
	b.strike(b.s.Dice, &b.s.Units[c.Unit], &b.s.Units[c.Target], c.Weapon, aim{}, "opportunity attack", ev)
	b.nextInWindow(ev)
}

// offerHold offers to let the window pass.
func offerHold(b *Battle, u *unit, out []rules.Command) []rules.Command {
	return append(out, b.command(u, "hold", free))
}

func applyHold(b *Battle, _ rules.Command, ev *[]rules.Event) { b.nextInWindow(ev) }

// nextInWindow asks the next unit of the window's queue that may still
// strike, or closes the window and lets a paused walk go on.
func (b *Battle) nextInWindow(ev *[]rules.Event) {
	w := b.s.Window
	if b.s.Over {
		b.s.Window = nil
		return
	}
	m := &b.s.Units[w.Attacker]
	for len(w.Queue) > 0 && m.HP > 0 {
		next := &b.s.Units[w.Queue[0]]
		w.Queue = w.Queue[1:]
		if next.HP > 0 && !next.Reacted && b.hasAttackOn(next, m) {
			w.Unit = next.ID
			return
		}
	}
	b.s.Window = nil
	if b.s.Walk != nil {
		b.continueWalk(ev)
	}
}
