package teamturn

import (
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
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (b *Battle) command(u *unit, id string, cost rules.Cost) rules.Command {
	return rules.Command{Version: b.S.Version, Side: u.Side, Action: id, Unit: u.ID, Target: rules.NoUnit, Cost: cost}
}

// left returns what u has left of the pool that pays unit.
// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func left(u *unit, unit string) int { return u.Slots.Left[pools.Index(unit)] }

// price returns what an action of tier costs u now, and whether u can
// pay it (§4): a Long action only with the whole turn unspent; a Base
// action from the Base; a Move or Quick action from its own pool, or
// else from the Base traded down (G5). A unit with a stun counter takes
// no Base or Long action (§9), though it may still trade its Base down.
func (b *Battle) price(u *unit, tier string) (rules.Cost, bool) {
	stunned := u.counterN(counterStun) > 0
	switch tier {
	case tierLong:
		if !stunned && left(u, "long") > 0 && left(u, "base") > 0 && left(u, "move") > 0 && left(u, "quick") > 0 {
			return rules.Cost{N: 1, Unit: "long"}, true
		}
	case tierBase:
		if !stunned && left(u, "base") > 0 {
			return rules.Cost{N: 1, Unit: "base"}, true
		}
	case tierMove, tierQuick:
		if left(u, tier) > 0 {
			return rules.Cost{N: 1, Unit: tier}, true
		}
		if left(u, "base") > 0 {
			return rules.Cost{N: 1, Unit: "base"}, true
		}
	}
	return rules.Cost{}, false
}

// canPay reports whether u can pay an action of tier now.
func (b *Battle) canPay(u *unit, tier string) bool {
	_, ok := b.price(u, tier)
	return ok
}

// pay takes the price c of an action of tier: a reaction spends the
// unit's reaction of the round (G4); a Long action the whole turn; any
// other action the chance of a Long one. A Move or Quick action paid
// from the Base is the Base traded down (G5), which the unit's view
// shows.
func (b *Battle) pay(u *unit, c rules.Cost, tier string) {
	if c.Reaction {
		u.Reacted = true
	}
	if c.N == 0 {
		return
	}
	pools.Pay(&u.Slots, c)
	if c.Unit == tierBase && tier != tierBase {
		u.Traded = tier
	}
	if c.Unit == "long" {
		clear(u.Slots.Left)
	} else {
		u.Slots.Left[pools.Index("long")] = 0
	}
}

// Legal lists every command side may send now: on its team turn every
// member's commands together and the end of the team turn; in a window
// its unit's answers.
func (b *Battle) Legal(side int) []rules.Command { return b.listed(side, nil) }

// offersFor is Legal(c.Side) cut to the entries that may stand for c, in
// Legal's order: those of c's action, and in a team turn of c's unit
// (rules.Command.Same asks for both), for Apply's check (moves.Admit).
// The whole list prices every member's attacks, and the computer player
// applies a Help on a copy of the battle for every Help it weighs.
func (b *Battle) offersFor(c rules.Command) []rules.Command { return b.listed(c.Side, &c) }

// listed is Legal, cut to the entries of only's action and unit when
// only is not nil.
func (b *Battle) listed(side int, only *rules.Command) []rules.Command {
	if b.S.Over {
		return nil
	}
	pr := b.Prompt()
	if pr.Side != side {
		return nil
	}
	var out []rules.Command
	if w := b.S.Window; w != nil {
		u := &b.S.Units[w.Unit]
		for _, a := range actions {
			if a.Window == w.Kind && (only == nil || a.ID == only.Action) {
				out = a.Offers(b, u, out)
			}
		}
		return out
	}
	for _, a := range actions {
		if a.Window != "" || (only != nil && a.ID != only.Action) {
			continue
		}
		if a.Team {
			out = a.Offers(b, nil, out)
			continue
		}
		for i := range b.S.Units {
			if u := &b.S.Units[i]; u.Side == side && u.HP > 0 && (only == nil || u.ID == only.Unit) {
				out = a.Offers(b, u, out)
			}
		}
	}
	return out
}

// Apply checks c against the legal commands and plays it.
func (b *Battle) Apply(c rules.Command) ([]rules.Event, error) {
	c, err := moves.Admit(b, c, b.offersFor, func(side int) string { return b.S.Sides[side].Name }, b.whyNot)
	if err != nil {
		return nil, err
	}
	a := actionByID(c.Action)
	text := a.Name
	if c.Unit != rules.NoUnit {
		text = b.S.Units[c.Unit].Name + ": " + a.Name
	}
	ev := []rules.Event{{Kind: rules.EvAction, Side: c.Side, Unit: c.Unit, Target: c.Target, Action: c.Action, Cost: c.Cost, To: c.To, Text: text}}
	if c.Unit != rules.NoUnit {
		b.pay(&b.S.Units[c.Unit], c.Cost, a.Cost.Unit)
	}
	a.Apply(b, c, &ev)
	b.resume(&ev)
	b.S.Version++
	return ev, nil
}

// whyNot says in a player's words why c is refused.
func (b *Battle) whyNot(c rules.Command) string {
	a := actionByID(c.Action)
	if a == nil {
		return "teamturn has no action " + c.Action
	}
	if a.Team {
		return "the team cannot " + a.Name + " now"
	}
	if c.Unit < 0 || c.Unit >= len(b.S.Units) {
		return "no such unit"
	}
	u := &b.S.Units[c.Unit]
	if u.Side != c.Side {
		return u.Name + " is not of your side"
	}
	if u.HP <= 0 {
		return u.Name + " is out of the fight"
	}
	if c.Spread() {
		return "choose the square " + u.Name + "'s " + a.Name + " goes to"
	}
	if a.Refusal != nil {
		if why := a.Refusal(b, c); why != "" {
			return why
		}
	}
	if b.S.Window == nil && a.Cost.N > 0 && !b.canPay(u, a.Cost.Unit) {
		switch a.Cost.Unit {
		case tierLong:
			return u.Name + " cannot take a Long action: it has acted this turn, or is stunned"
		case tierBase:
			if u.counterN(counterStun) > 0 {
				return u.Name + " is stunned: no Base or Long action"
			}
			return u.Name + " has no Base action left this turn"
		}
		return u.Name + " has no " + pools[pools.Index(a.Cost.Unit)].Name + " or Base action left this turn"
	}
	return u.Name + " cannot " + a.Name + " now"
}

// Prompt says who decides next: a window's unit, or the whole team
// whose turn it is (Unit NoUnit).
func (b *Battle) Prompt() rules.Prompt {
	if b.S.Over {
		return rules.Prompt{Side: -1, Unit: rules.NoUnit, Kind: "over", Attacker: rules.NoUnit}
	}
	if w := b.S.Window; w != nil {
		u := &b.S.Units[w.Unit]
		return rules.Prompt{Side: u.Side, Unit: u.ID, Kind: w.Kind, Attacker: w.Attacker, Text: b.windowText(w), Hint: windowHint(w.Kind)}
	}
	side := b.side()
	return rules.Prompt{Side: side, Unit: rules.NoUnit, Kind: "turn", Attacker: rules.NoUnit, Text: b.S.Sides[side].Name + "'s team turn"}
}
