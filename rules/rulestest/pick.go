package rulestest

import (
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// Pick is the legal command a test plays: its action and unit, and its
// target, weapon and square unless they are -1, -1 and nil (any).
type Pick struct {
	Action         string
	Unit           int
	Target, Weapon int
	To             *grid.Pos
}

// Matches reports whether c is a command p picks.
func (p Pick) Matches(c rules.Command) bool {
	return c.Action == p.Action && c.Unit == p.Unit && (p.Target < 0 || c.Target == p.Target) &&
		(p.Weapon < 0 || c.Weapon == p.Weapon) && (p.To == nil || c.To == *p.To)
}

// Find returns the first of the legal commands (Legal) of the side b's
// prompt waits on that p picks, and whether there is one.
func Find(b rules.Battle, p Pick) (rules.Command, bool) {
	legal := Legal(b, b.Prompt().Side)
	if i := slices.IndexFunc(legal, p.Matches); i >= 0 {
		return legal[i], true
	}
	return rules.Command{}, false
}

// Play applies the command Find finds and returns its events, failing t
// when there is none (naming the actions there are) or b refuses it.
func Play(t *testing.T, b rules.Battle, p Pick) []rules.Event {
	t.Helper()
	c, ok := Find(b, p)
	if !ok {
		pr := b.Prompt()
		t.Fatalf("%s by %d on %d is not legal now (prompt %+v); legal: %v", p.Action, p.Unit, p.Target, pr, Actions(Legal(b, pr.Side)))
	}
	ev, err := b.Apply(c)
	if err != nil {
		t.Fatalf("%s: %v", p.Action, err)
	}
	return ev
}

// Actions lists the distinct actions of commands, in their order.
func Actions(cs []rules.Command) []string {
	var out []string
	for _, c := range cs {
		if !slices.Contains(out, c.Action) {
			out = append(out, c.Action)
		}
	}
	return out
}
