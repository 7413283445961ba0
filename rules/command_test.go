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
