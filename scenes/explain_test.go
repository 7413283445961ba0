package scenes

import (
	"slices"
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// walkNotMove is a battle whose plain move is called "walk": the ruleset
// knows no action "move".
type walkNotMove struct{ rules.Battle }

func (b walkNotMove) Apply(c rules.Command) ([]rules.Event, error) {
	switch c.Action {
	case "walk":
		c.Action = "move"
	case "move":
		return nil, rules.Reject(rules.ErrIllegal, "no action %q", c.Action)
	}
	return b.Battle.Apply(c)
}

func (b walkNotMove) Clone() rules.Battle { return walkNotMove{b.Battle.Clone()} }

// TestRefusedSquareExplained: a click on a square the unit cannot reach
// says why in the engine's words, as the ruleset's plain move
// (rules.TagMove) would be refused, whatever the ruleset calls that move.
func TestRefusedSquareExplained(t *testing.T) {
	s := atHumanTurn(t)
	pr := s.b.Prompt()
	s.selected = pr.Unit
	f := s.b.Field()
	far := grid.Pos{X: -1}
	for y := 0; y < f.H && far.X < 0; y++ {
		for x := 0; x < f.W; x++ {
			p := grid.Pos{X: x, Y: y}
			if s.unitOn(p) < 0 && !slices.ContainsFunc(s.legal, func(c rules.Command) bool { return c.To == p }) &&
				grid.Distance(p, s.b.Units()[pr.Unit].Pos) > 20 {
				far = p
				break
			}
		}
	}
	if far.X < 0 {
		t.Fatal("no square out of the unit's reach")
	}
	cp := s.b.Clone()
	_, err := cp.Apply(rules.Command{Side: pr.Side, Unit: pr.Unit, Action: "move", Target: rules.NoUnit, To: far, Version: cp.Version()})
	if err == nil {
		t.Fatalf("a move to %v is allowed", far)
	}
	reason := err.(*rules.Rejection).Reason
	want := strings.ToUpper(reason[:1]) + reason[1:]

	s.clickTile(far, pr, &seat{})
	if s.note != want {
		t.Fatalf("a click on %v: note %q, want %q", far, s.note, want)
	}

	// The same battle with its move called "walk".
	s.note = ""
	s.b = walkNotMove{s.b}
	ref := s.ref
	ref.Actions = slices.Clone(ref.Actions)
	for i, a := range ref.Actions {
		if a.ID == "move" {
			ref.Actions[i].ID = "walk"
		}
	}
	s.ref = ref
	s.clickTile(far, pr, &seat{})
	if s.note != want {
		t.Fatalf("a click on %v with the move called walk: note %q, want %q", far, s.note, want)
	}
}
