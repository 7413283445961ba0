package teamturn

import (
	"fmt"

	"sightline/rules"
)

// kindOpportunity is the reaction window of a target of opportunity
// (§5, G11): one attack as the unit's reaction, or hold.
const kindOpportunity = "opportunity"

// kindReady is the trigger of a readied action: a foe stepped within
// the readied weapon's reach or nominal range (a Move's Speed) in sight,
// or (Trigger triggerAlly) an ally in sight was attacked.
const kindReady = "ready"

// windowHint is the prompt panel's line for a window.
func windowHint(kind string) string {
	switch kind {
	case kindOpportunity:
		return "Attack it once as your reaction of the round, or hold"
	case kindReady:
		return "Your readied action's trigger: take it now as your reaction, or keep it ready"
	}
	return ""
}

// windowText is the prompt's question.
func (b *Battle) windowText(w *window) string {
	u, a := &b.S.Units[w.Unit], &b.S.Units[w.Attacker]
	if w.Kind == kindReady {
		what := "attack"
		if u.ReadyMove {
			what = "Move"
		}
		if w.Trigger == triggerAlly {
			return fmt.Sprintf("%s attacks %s: %s's readied %s", a.Name, b.S.Units[w.Ally].Name, u.Name, what)
		}
		return fmt.Sprintf("%s steps into %s's readied %s", a.Name, u.Name, what)
	}
	return fmt.Sprintf("%s is a target of opportunity for %s", a.Name, u.Name)
}

// engagers lists, in id order, the enemies in the fight whose melee
// reach takes u in, other than target: a ranged attack by u at target
// makes u their target of opportunity (§5).
func (b *Battle) engagers(u *unit, target int) []int {
	var q []int
	for i := range b.S.Units {
		e := &b.S.Units[i]
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
		e := &b.S.Units[id]
		if e.HP > 0 && !e.Reacted && b.seenBy(e, m) && b.hasAttackOn(e, m) {
			ask = append(ask, id)
		}
	}
	if len(ask) > 0 {
		b.S.Window = &window{Kind: kindOpportunity, Unit: ask[0], Queue: ask[1:], Attacker: m.ID}
	}
}

// offerOpportunity offers an attack on the target of opportunity with
// each weapon that may make it.
func offerOpportunity(b *Battle, u *unit, out []rules.Command) []rules.Command {
	if u.Reacted {
		return out
	}
	m := &b.S.Units[b.S.Window.Attacker]
	for wi := range u.Integrity {
		if ok, _ := b.canTarget(u, m, wi); ok {
			c := b.command(u, "opportunity_attack", reaction)
			c.Target, c.Weapon = m.ID, wi
			out = append(out, c)
		}
	}
	return out
}

// applyOpportunity strikes at once, then asks the next unit (after the
// units readied for the attacked foe's allies, allyAttacked).
func applyOpportunity(b *Battle, c rules.Command, ev *[]rules.Event) {
	b.strike(b.S.Dice, &b.S.Units[c.Unit], &b.S.Units[c.Target], c.Weapon, aim{}, "opportunity attack", ev)
	b.answered(c.Unit, []int{c.Target}, ev)
}

// answered goes on from a window whose unit has just attacked targets:
// the units readied for their allies' being attacked are asked first
// (the window waits for them), else the window's next unit.
func (b *Battle) answered(attacker int, targets []int, ev *[]rules.Event) {
	if b.S.Over {
		b.nextInWindow(ev)
		return
	}
	if q, ally := b.allyTriggered(&b.S.Units[attacker], targets); len(q) > 0 {
		b.pause()
		b.S.Window = &window{Kind: kindReady, Trigger: triggerAlly, Ally: ally, Unit: q[0], Queue: q[1:], Attacker: attacker}
		b.askReady(ev)
		return
	}
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
	w := b.S.Window
	if b.S.Over {
		b.S.Window = nil
		return
	}
	m := &b.S.Units[w.Attacker]
	for len(w.Queue) > 0 && m.HP > 0 {
		next := &b.S.Units[w.Queue[0]]
		w.Queue = w.Queue[1:]
		if next.HP > 0 && !next.Reacted && (w.Kind == kindOpportunity && b.hasAttackOn(next, m) || w.Kind == kindReady && b.readyAnswers(next, w)) {
			w.Unit = next.ID
			if w.Kind == kindReady {
				b.askReady(ev)
			}
			return
		}
	}
	b.S.Window = nil
	if b.S.Walk != nil {
		b.continueWalk(ev)
	}
}

// pause sets the window and walk under way aside (state.Paused), the
// window's unit answered: a reaction of its plays out first.
func (b *Battle) pause() {
	if b.S.Window == nil && b.S.Walk == nil {
		return
	}
	b.S.Paused = append(b.S.Paused, frame{Window: b.S.Window, Walk: b.S.Walk})
	b.S.Window, b.S.Walk = nil, nil
}

// resume takes up the windows and walks set aside, last first, while
// nothing else is under way: a window asks its next unit, a walk steps
// on. The end of the battle drops them.
func (b *Battle) resume(ev *[]rules.Event) {
	for !b.S.Over && b.S.Window == nil && b.S.Walk == nil && len(b.S.Paused) > 0 {
		f := b.S.Paused[len(b.S.Paused)-1]
		b.S.Paused = b.S.Paused[:len(b.S.Paused)-1]
		b.S.Window, b.S.Walk = f.Window, f.Walk
		if b.S.Window != nil {
			b.nextInWindow(ev)
		} else {
			b.continueWalk(ev)
		}
	}
	if b.S.Over || len(b.S.Paused) == 0 {
		b.S.Paused = nil
	}
}
