package rules

import (
	"fmt"
	"testing"
)

// TestCommandString checks the short form of commands with and without a
// unit and a target, negative numbers included, against the form logs
// and refusals have always shown.
func TestCommandString(t *testing.T) {
	for _, c := range []Command{
		{Side: 1, Action: "straight_shot", Unit: 4, Target: 9},
		{Side: 0, Action: "end_turn", Unit: 12, Target: NoUnit},
		{Side: 2, Action: "pass", Unit: NoUnit, Target: NoUnit},
		{Side: -1, Action: "", Unit: -7, Target: 0},
	} {
		want := fmt.Sprintf("side %d %s", c.Side, c.Action)
		if c.Unit != NoUnit {
			want += fmt.Sprintf(" unit %d", c.Unit)
		}
		if c.Target != NoUnit {
			want += fmt.Sprintf(" target %d", c.Target)
		}
		if got := c.String(); got != want {
			t.Errorf("String() = %q, want %q", got, want)
		}
	}
}

// TestCostString: a cost reads as a player says it, in any ruleset's
// budget: "free", "1 tick", "2 ticks", "2 halves", "1 move + reaction".
func TestCostString(t *testing.T) {
	for _, c := range []struct {
		cost Cost
		want string
	}{
		{Cost{}, "free"},
		{Cost{N: 1, Unit: "tick"}, "1 tick"},
		{Cost{N: 2, Unit: "tick"}, "2 ticks"},
		{Cost{N: 2, Unit: "half"}, "2 halves"},
		{Cost{N: 2, Unit: "full"}, "2 fulls"},
		{Cost{N: 2, Unit: "pass"}, "2 passes"},
		{Cost{N: 1, Unit: "move", Reaction: true}, "1 move + reaction"},
		{Cost{Reaction: true}, "reaction"},
	} {
		if got := c.cost.String(); got != c.want {
			t.Errorf("%+v reads %q, want %q", c.cost, got, c.want)
		}
	}
}
