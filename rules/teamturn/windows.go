package teamturn

import (
	"fmt"
	"slices"

	"sightline/rules"
)

// kindOpportunity is the reaction window of a target of opportunity
// (§5, G11): one attack as the unit's reaction, or hold.
const kindOpportunity = "opportunity"

// kindReady is the trigger of a readied attack: a foe stepped within
// the readied weapon's reach or nominal range, in sight.
const kindReady = "ready"

// windowHint is the prompt panel's line for a window.
func windowHint(kind string) string {
	switch kind {
	case kindOpportunity:
		return "Attack it once as your reaction of the round, or hold"
	case kindReady:
		return "Your readied attack's trigger: attack now as your reaction, or keep it ready"
	}
	return ""
}

// windowText is the prompt's question.
func (b *Battle) windowText(w *window) string {
	u, a := &b.s.Units[w.Unit], &b.s.Units[w.Attacker]
	if w.Kind == kindReady {
		return fmt.Sprintf("%s steps into %s's readied attack", a.Name, u.Name)
	}
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
		if next.HP > 0 && !next.Reacted && (w.Kind == kindOpportunity && b.hasAttackOn(next, m) || w.Kind == kindReady && b.readyOn(next, m)) {
			w.Unit = next.ID
			return
		}
	}
	b.s.Window = nil
	if b.s.Walk != nil {
		b.continueWalk(ev)
	}
}

// readyOn reports whether e's readied attack may be made on m now: e is
// ready with its reaction, m is within the readied weapon's melee reach
// or nominal range, and e may attack it with that weapon.
func (b *Battle) readyOn(e, m *unit) bool {
	if !e.Ready || e.Reacted || e.HP <= 0 {
		return false
	}
	w := b.weapon(e, e.ReadyWeapon)
	d := distance(e.Pos, m.Pos)
	if w.Melee && d > w.Reach || !w.Melee && 3*d > 2*w.Nominal {
		return false
	}
	ok, _ := b.canTarget(e, m, e.ReadyWeapon)
	return ok
}

// triggered lists, in id order, the units whose readied attack the step
// of m just taken triggers and that this walk has not asked yet.
func (b *Battle) triggered(m *unit, w *walk) []int {
	var q []int
	for i := range b.s.Units {
		e := &b.s.Units[i]
		if !slices.Contains(w.Triggered, e.ID) && b.readyOn(e, m) {
			q = append(q, e.ID)
		}
	}
	return q
}

// offerReady offers Ready an Action: a Quick action that holds the Base
// for an attack with one of the unit's weapons.
func offerReady(b *Battle, u *unit, out []rules.Command) []rules.Command {
	if u.Ready || left(u, "quick") == 0 || !b.canPay(u, tierBase) {
		return out
	}
	for wi := range u.Integrity {
		if w := b.weapon(u, wi); !w.ability() && !b.ruined(u, wi) {
			c := b.command(u, "ready", quick)
			c.Weapon = wi
			out = append(out, c)
		}
	}
	return out
}

// applyReady holds the Base action for the readied attack.
func applyReady(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	u.Slots.Left[pools.Index("base")] = 0
	u.Ready, u.ReadyWeapon = true, c.Weapon
	*ev = append(*ev, rules.Event{Kind: rules.EvStatusGained, Unit: u.ID, Target: rules.NoUnit, Status: "ready",
		Text: fmt.Sprintf("%s readies an attack with the %s: a foe stepping within its range in sight triggers it", u.Name, b.weapon(u, c.Weapon).Name)})
}

// offerReadyAttack offers the readied attack on the foe that triggered
// it.
func offerReadyAttack(b *Battle, u *unit, out []rules.Command) []rules.Command {
	m := &b.s.Units[b.s.Window.Attacker]
	if !b.readyOn(u, m) {
		return out
	}
	c := b.command(u, "ready_attack", reaction)
	c.Target, c.Weapon = m.ID, u.ReadyWeapon
	return append(out, c)
}

// applyReadyAttack makes the readied attack, spending the held action
// and the reaction.
func applyReadyAttack(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	u.Ready = false
	b.strike(b.s.Dice, u, &b.s.Units[c.Target], c.Weapon, aim{}, "readied attack", ev)
	b.nextInWindow(ev)
}
