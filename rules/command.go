package rules

import (
	"fmt"
	"strconv"
	"strings"

	"sightline/rules/grid"
)

// NoUnit marks a command or event field that names no unit.
const NoUnit = -1

// Command is one decision by one side: an action on its turn, or the answer
// to a pending decision such as a reaction prompt. Commands are plain data so
// that they can be recorded in replays and saves and sent across a network.
type Command struct {
	// Version is the state version the command was chosen against. Apply
	// rejects a command whose version is not the battle's current one with
	// ErrStaleVersion.
	Version uint64 `json:"v"`
	// Side is the side that issues the command.
	Side int `json:"side"`
	// Action is the ruleset's action id, such as "move", "straight_shot",
	// "dodge" or "end_turn".
	Action string `json:"action"`
	// Unit is the acting unit's id, or NoUnit.
	Unit int `json:"unit"`
	// Target is the target unit's id, or NoUnit.
	Target int `json:"target"`
	// To is the destination square or aim point, when the action has one.
	To grid.Pos `json:"to"`
	// Weapon is the index of the weapon used in the unit's weapon list.
	Weapon int `json:"weapon"`
	// Option carries an action's extra choice, such as a defence reaction's
	// kind or an overwatch arc direction; empty when there is none.
	Option string `json:"option,omitempty"`
	// Cost is what the action costs, as filled in by Legal for display and
	// for the AI. Apply recomputes it and ignores this field.
	Cost Cost `json:"cost"`
}

// String returns a short form of the command for logs and errors, such
// as "side 1 straight_shot unit 4 target 9". It is built without fmt: an
// engine's refusals name the command, and a computer player may be refused
// a few hundred times a battle.
func (c Command) String() string {
	b := make([]byte, 0, 48)
	b = append(b, "side "...)
	b = strconv.AppendInt(b, int64(c.Side), 10)
	b = append(b, ' ')
	b = append(b, c.Action...)
	if c.Unit != NoUnit {
		b = append(b, " unit "...)
		b = strconv.AppendInt(b, int64(c.Unit), 10)
	}
	if c.Target != NoUnit {
		b = append(b, " target "...)
		b = strconv.AppendInt(b, int64(c.Target), 10)
	}
	return string(b)
}

// Same reports whether two commands describe the same decision, ignoring
// the informational Cost and the Version.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (c Command) Same(o Command) bool {
	return c.Side == o.Side && c.Action == o.Action && c.Unit == o.Unit &&
		c.Target == o.Target && c.To == o.To && c.Weapon == o.Weapon && c.Option == o.Option
}

// Cost is the price of an action in the ruleset's own budget units.
type Cost struct {
	// N is how many units the action costs.
	N int `json:"n"`
	// Unit names the budget: "tick" (ads), "half" or "full" (d100),
	// "major", "minor" or "move" (majorminor), and so on.
	Unit string `json:"unit,omitempty"`
	// Reaction is true when the action spends a reaction.
	Reaction bool `json:"reaction,omitempty"`
}

// plural returns the plural of a budget unit's name: "ticks", "halves",
// "actions".
func plural(u string) string {
	switch {
	case strings.HasSuffix(u, "f"):
		return u[:len(u)-1] + "ves"
	case strings.HasSuffix(u, "s"), strings.HasSuffix(u, "x"), strings.HasSuffix(u, "ch"), strings.HasSuffix(u, "sh"):
		return u + "es"
	}
	return u + "s"
}

// String returns the cost as a player reads it, such as "2 ticks" or "free".
func (c Cost) String() string {
	if c.N == 0 && !c.Reaction {
		return "free"
	}
	s := ""
	if c.N != 0 {
		u := c.Unit
		if c.N != 1 && u != "" {
			u = plural(u)
		}
		s = fmt.Sprintf("%d %s", c.N, u)
	}
	if c.Reaction {
		if s != "" {
			s += " + "
		}
		s += "reaction"
	}
	return s
}
