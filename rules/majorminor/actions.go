package majorminor

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/kit/moves"
)

// action is one entry of the moves table (rules/kit/moves): everything
// about one action in one place, from which the rules reference, the
// tags and Legal are read.
type action = moves.Action[*Battle, *unit]

// actions is the moves table, in the order the rules reference lists it.
var actions moves.Table[*Battle, *unit]

// actionByID returns the table's entry for id.
func actionByID(id string) *action { return actions.ByID(id) }

// ActionTags returns the tags of action id (rules.ActionTagger).
func (b *Battle) ActionTags(id string) []string { return actions.Tags(id) }

// command returns a command of u's for action id, the rest unset.
// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func (b *Battle) command(u *unit, id string, cost rules.Cost) rules.Command {
	return rules.Command{Version: b.S.Version, Side: u.Side, Action: id, Unit: u.ID, Target: rules.NoUnit, Cost: cost}
}

// Legal lists every command side may send now.
func (b *Battle) Legal(side int) []rules.Command {
	if b.S.Over {
		return nil
	}
	pr := b.Prompt()
	if pr.Side != side {
		return nil
	}
	u := &b.S.Units[pr.Unit]
	kind := ""
	if b.S.Window != nil {
		kind = b.S.Window.Kind
	}
	var out []rules.Command
	for _, a := range actions {
		if a.Window == kind {
			out = a.Offers(b, u, out)
		}
	}
	return out
}

// Apply checks c against the legal commands and plays it.
func (b *Battle) Apply(c rules.Command) ([]rules.Event, error) {
	c, err := moves.Admit(b, c, func(c rules.Command) []rules.Command { return b.Legal(c.Side) }, func(side int) string { return fmt.Sprintf("side %d", side+1) }, b.whyNot)
	if err != nil {
		return nil, err
	}
	a := actionByID(c.Action)
	var ev []rules.Event
	ev = append(ev, rules.Event{Kind: rules.EvAction, Unit: c.Unit, Target: c.Target, Action: c.Action, Cost: c.Cost, To: c.To,
		Text: b.S.Units[c.Unit].Name + ": " + a.Name})
	b.pay(&b.S.Units[c.Unit], c.Cost)
	a.Apply(b, c, &ev)
	b.settle(&ev)
	b.S.Version++
	return ev, nil
}

// settle ends the turn of a unit taken out of the fight on its own turn
// (an Opportunity Attack on its way), once no window is open.
func (b *Battle) settle(ev *[]rules.Event) {
	if b.S.Over || b.S.Window != nil || b.active(b.S.Order[b.S.Turn]) {
		return
	}
	u := b.current()
	b.S.Walk = nil
	b.closeTurn(u)
	rules.Emit(ev, rules.Event{Kind: rules.EvTurnEnd, Round: b.S.Round, Side: u.Side, Unit: u.ID, Target: rules.NoUnit})
	b.advance(ev)
}

// pay takes a command's price: from this turn's slots on the unit's own
// turn, from the next turn's for a reaction (G3).
func (b *Battle) pay(u *unit, c rules.Cost) {
	if c.N == 0 {
		return
	}
	if c.Reaction {
		pools.Borrow(&u.Slots, c.Unit)
		return
	}
	pools.Pay(&u.Slots, c)
}

// whyNot says in a player's words why c is refused.
func (b *Battle) whyNot(c rules.Command) string {
	if c.Unit < 0 || c.Unit >= len(b.S.Units) {
		return "no such unit"
	}
	u := &b.S.Units[c.Unit]
	a := actionByID(c.Action)
	if a == nil {
		return "majorminor has no action " + c.Action
	}
	if c.Spread() {
		return "choose the square " + u.Name + "'s " + a.Name + " goes to"
	}
	if a.Refusal != nil {
		if why := a.Refusal(b, c); why != "" {
			return why
		}
	}
	if a.Cost.N > 0 && b.S.Window == nil && !pools.CanPay(u.Slots, a.Cost) {
		return u.Name + " has no " + pools[pools.Index(a.Cost.Unit)].Name + " action left this turn"
	}
	return u.Name + " cannot " + a.Name + " now"
}

// Prompt says who decides next.
func (b *Battle) Prompt() rules.Prompt {
	if b.S.Over {
		return rules.Prompt{Side: -1, Unit: rules.NoUnit, Kind: "over", Attacker: rules.NoUnit}
	}
	if w := b.S.Window; w != nil {
		u := &b.S.Units[w.Unit]
		return rules.Prompt{Side: u.Side, Unit: u.ID, Kind: w.Kind, Attacker: w.Attacker, Text: b.windowText(w), Hint: windowHint(w.Kind)}
	}
	u := b.current()
	return rules.Prompt{Side: u.Side, Unit: u.ID, Kind: "turn", Attacker: rules.NoUnit, Text: u.Name + "'s turn"}
}
