package ads

import (
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// TestNoWalkInsideAWalk checks that a unit struck during its Hip Fire walk
// is offered neither Take Cover nor Dive for Cover (either would start a
// walk inside the walk and lose the burst), and that the burst still comes
// at the walk's end.
func TestNoWalkInsideAWalk(t *testing.T) {
	b, u, foe := stageUnits(t, coverField(), 3, "trooper", "duelist", grid.Pos{X: 4, Y: 7}, grid.Pos{X: 4, Y: 8})
	var hf rules.Command
	for _, c := range rulestest.Legal(b, u.Side) {
		if c.Action == "hip_fire" && c.Target == foe.ID && c.To == (grid.Pos{X: 4, Y: 4}) {
			hf = c
		}
	}
	if hf.Action == "" {
		t.Fatal("no hip fire to (4,4)")
	}
	apply(t, b, hf)
	apply(t, b, find(t, b, foe.Side, "reaction_strike", u.ID))
	if pr := b.Prompt(); pr.Kind != "defend" || pr.Unit != u.ID {
		t.Fatalf("prompt after the strike: %+v", pr)
	}
	if hasAction(b, u.Side, "take_cover") || hasAction(b, u.Side, "dive_for_cover") {
		t.Fatal("a walking unit is offered a walk to cover")
	}
	apply(t, b, find(t, b, u.Side, "duck", rules.NoUnit))
	if !u.Health.Active() {
		t.Skip("the strike took the walker out")
	}
	if pr := b.Prompt(); u.Pos != hf.To || pr.Kind != "defend" || pr.Unit != foe.ID {
		t.Fatalf("after the walk: at %v, prompt %+v", u.Pos, pr)
	}
}
