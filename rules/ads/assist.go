package ads

import (
	"fmt"

	"sightline/rules"
)

// Grapple Assist as a reaction (§5.5: "2 or 2 (Reaction)"). When a unit in
// a grapple acts on its own turn (any command but End Turn and Delay; a
// grappled unit has only grapple actions), each participant of another
// side that has an active ally in the same grapple, is not Pinned and can
// pay 2 ticks as a Reaction without borrowing (the free Reaction takes one
// off, G3) is offered the assist (Prompt kind "grapple_assist", answered
// "hold" or "grapple_assist" naming the ally as Target, one answer per
// ally). It is the own-turn Grapple Assist played off the turn: the better
// of Melee and Athletics, every 3 successes +1 banked for the ally's next
// Grapple Strike, Pin or Break Pin. Assisting an action already rolled
// would need the roll to wait, so the bonus, as on the own turn, serves the
// ally's next one. Each participant is offered it once per action.

// assistTriggers queues the Grapple Assist opportunities grappled unit u's
// action gives.
func (b *Battle) assistTriggers(u *unitState, action string) {
	if u.Grapple == 0 || action == "end_turn" || action == "delay" {
		return
	}
	for i := range b.s.Units {
		o := &b.s.Units[i]
		if o.Side == u.Side || !sameGrapple(o, u) {
			continue
		}
		tr := trigger{Unit: o.ID, Kind: "grapple_assist", Target: u.ID, Weapon: o.Drawn}
		if b.assistValid(&tr) {
			b.s.Triggers = append(b.s.Triggers, tr)
		}
	}
}

// assistAllies returns the allies o may assist: active, in its grapple.
func (b *Battle) assistAllies(o *unitState) []int {
	var out []int
	for i := range b.s.Units {
		a := &b.s.Units[i]
		if a.ID != o.ID && a.Side == o.Side && a.Health.Active() && sameGrapple(a, o) {
			out = append(out, a.ID)
		}
	}
	return out
}

// assistValid reports whether the Grapple Assist opportunity tr can still
// be taken.
func (b *Battle) assistValid(tr *trigger) bool {
	o := &b.s.Units[tr.Unit]
	if !o.Health.Active() || o.Grapple == 0 || o.Pinned || len(b.assistAllies(o)) == 0 {
		return false
	}
	c, ok := b.reactionCost(o, ticksOf("grapple_assist"))
	return ok && o.Ticks >= c.N
}

// assistLegal lists the answers to the Grapple Assist opportunity tr:
// hold first, then one assist per ally.
func (b *Battle) assistLegal(tr *trigger, side int) []rules.Command {
	o := &b.s.Units[tr.Unit]
	out := []rules.Command{{Version: b.s.Version, Side: side, Action: "hold", Unit: o.ID, Target: tr.Target, Weapon: tr.Weapon}}
	c, _ := b.reactionCost(o, ticksOf("grapple_assist"))
	for _, id := range b.assistAllies(o) {
		out = append(out, rules.Command{Version: b.s.Version, Side: side, Action: "grapple_assist", Unit: o.ID, Target: id, Weapon: tr.Weapon, Cost: c})
	}
	return out
}

// assistReaction plays the assist o chose with c, after its price is paid.
func (b *Battle) assistReaction(o *unitState, c rules.Command, ev *[]rules.Event) {
	t := &b.s.Units[c.Target]
	r := b.test(o, t.ID, b.bestPool(o, "melee", "athletics"), "Grapple Assist", nil, ev)
	if n := r.Value / 3; n > 0 {
		t.GrappleBonus += n
		rules.Emit(ev, rules.Event{Kind: rules.EvResource, Round: b.s.Round, Unit: t.ID, Target: o.ID, Text: "grapple assist", Value: t.GrappleBonus})
	}
}

// assistPrompt is the text of a Grapple Assist opportunity.
func (b *Battle) assistPrompt(tr *trigger) string {
	return fmt.Sprintf("%s acts in the grapple: %s may assist an ally", b.spec(&b.s.Units[tr.Target]).Name, b.spec(&b.s.Units[tr.Unit]).Name)
}
