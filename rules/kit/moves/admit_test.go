package moves

import (
	"errors"
	"testing"

	"sightline/rules"
)

// gate is a battle as Admit reads it: over, at a version, waiting on a
// side, with a legal list; the rest of rules.Battle is not asked.
type gate struct {
	rules.Battle
	over    bool
	version uint64
	side    int
	legal   []rules.Command
}

func (g *gate) Over() (bool, int)                                { return g.over, -1 }
func (g *gate) Version() uint64                                  { return g.version }
func (g *gate) Prompt() rules.Prompt                             { return rules.Prompt{Side: g.side} }
func (g *gate) Legal(side int) []rules.Command                   { return g.legal }
func (g *gate) Reach(rules.Command, []rules.Reach) []rules.Reach { return nil }

// TestAdmit checks Admit's four refusals, in their order and words, and
// that a listed command comes back as listed.
func TestAdmit(t *testing.T) {
	listed := rules.Command{Version: 4, Side: 1, Action: "wait", Unit: 2, Target: rules.NoUnit, Cost: rules.Cost{N: 1, Unit: "major"}}
	g := &gate{version: 4, side: 1, legal: []rules.Command{listed}}
	who := func(side int) string { return "Team " + string(rune('A'+side)) }
	why := func(c rules.Command) string { return "no " + c.Action + " now" }
	c := listed
	c.Cost = rules.Cost{}
	if got, err := Admit(g, c, func(c rules.Command) []rules.Command { return g.Legal(c.Side) }, who, why); err != nil || got != listed {
		t.Errorf("a listed command: %v %v, want %v", got, err, listed)
	}
	for _, k := range []struct {
		edit func(g *gate, c *rules.Command)
		kind error
		want string
	}{
		{func(g *gate, c *rules.Command) { g.over, c.Side = true, 0 }, rules.ErrGameOver, "the battle is over"},
		{func(g *gate, c *rules.Command) { c.Version, c.Side = 3, 0 }, rules.ErrStaleVersion, "the battle has moved on since that command was chosen"},
		{func(g *gate, c *rules.Command) { c.Side, c.Action = 0, "x" }, rules.ErrNotYourTurn, "Team B decides now, not side 1"},
		{func(g *gate, c *rules.Command) { c.Action = "run" }, rules.ErrIllegal, "no run now"},
	} {
		g2, c2 := *g, c
		k.edit(&g2, &c2)
		_, err := Admit(&g2, c2, func(c rules.Command) []rules.Command { return g2.Legal(c.Side) }, who, why)
		var r *rules.Rejection
		if !errors.Is(err, k.kind) || !errors.As(err, &r) || r.Reason != k.want {
			t.Errorf("%v: %v, want %v %q", c2, err, k.kind, k.want)
		}
	}
}
