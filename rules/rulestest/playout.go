//go:build !js

package rulestest

import (
	"testing"

	"sightline/rules"
)

// PlayOut plays b to its end, each command chosen by choose with pick
// from the side to move's legal commands (Legal), and calls after, when
// it is not nil, with every command and its events: a ruleset's random
// battles, its own invariants held in after. It fails t, naming the
// battle by where, when the side to move has no command, a listed
// command is refused, or most commands have not ended the battle.
func PlayOut(t *testing.T, b rules.Battle, pick *rules.Dice, most int, where string, choose Chooser, after func(c rules.Command, ev []rules.Event)) {
	t.Helper()
	for n := 0; n < most; n++ {
		if over, _ := b.Over(); over {
			return
		}
		pr := b.Prompt()
		legal := Legal(b, pr.Side)
		if len(legal) == 0 {
			t.Fatalf("%s: no legal command for %+v", where, pr)
		}
		c := choose(pick, legal)
		ev, err := b.Apply(c)
		if err != nil {
			t.Fatalf("%s: legal %v refused: %v", where, c, err)
		}
		if after != nil {
			after(c, ev)
		}
	}
	t.Fatalf("%s: no end after %d commands", where, most)
}
