package rules

import "sightline/rules/grid"

// Anywhere is the destination of a legal entry that stands for one action
// sent to any of several squares: a movement action (a Move, a Sprint, a
// crawl) or an attack that moves before it strikes (a Charge, ADS's Hip
// Fire at one target). Legal lists such an action once (once per target
// for an attack that moves first); Battle.Reach(entry) gives its squares,
// each with its price, and the command sent names one of them (At). Apply
// refuses a command whose To is Anywhere.
var Anywhere = grid.Pos{X: -1, Y: -1}

// Spread reports whether c is a legal entry standing for one command per
// square Battle.Reach(c) lists, rather than a command in itself.
func (c Command) Spread() bool { return c.To == Anywhere }

// At returns the command of entry c (Spread) that goes to square r, at its
// price.
func (c Command) At(r Reach) Command {
	c.To, c.Cost = r.To, r.Cost
	return c
}

// Entry returns the legal entry a command stands under: c itself, or,
// for a command of a spread action, c with its square forgotten.
func (c Command) Entry() Command {
	c.To, c.Cost = Anywhere, Cost{}
	return c
}

// Listed finds c among legal, a list b.Legal gave: the listed command
// that is the Same as c, or the command a spread entry makes when c's
// square is one Reach lists for it. ok is false when c is not listed.
// Rulesets check commands this way; players that must send one of the
// listed commands may too.
func Listed(b Battle, legal []Command, c Command) (Command, bool) {
	if c.Spread() {
		return Command{}, false
	}
	var buf []Reach
	for _, l := range legal {
		if !l.Spread() {
			if l.Same(c) {
				return l, true
			}
			continue
		}
		if e := c.Entry(); !e.Same(l) {
			continue
		}
		buf = b.Reach(l, buf)
		for _, r := range buf {
			if r.To == c.To {
				return l.At(r), true
			}
		}
	}
	return Command{}, false
}

// Expand returns the concrete commands legal stands for, in its order:
// every spread entry replaced by one command per square of its Reach, in
// Reach's order, every other command as it is. A player that draws
// uniformly among the commands (the random player) draws from this list,
// so that a move to each square counts once.
func Expand(b Battle, legal []Command) []Command {
	out := make([]Command, 0, len(legal))
	var buf []Reach
	for _, l := range legal {
		if !l.Spread() {
			out = append(out, l)
			continue
		}
		buf = b.Reach(l, buf)
		for _, r := range buf {
			out = append(out, l.At(r))
		}
	}
	return out
}

// MoveOf returns the entry of unit's plain movement action (one without a
// target), for asking Reach where the action takes it.
func MoveOf(unit int, action string) Command {
	return Command{Side: -1, Action: action, Unit: unit, Target: NoUnit, To: Anywhere}
}
