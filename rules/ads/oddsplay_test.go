//go:build !js

package ads

import (
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// TestPrepareUnit checks that PrepareUnit sets Wounds, Stamina and the
// statuses as play would leave them, and refuses an unknown track or
// status and a count out of range in one line, changing nothing.
func TestPrepareUnit(t *testing.T) {
	b, _, def := stage(t, openField(12), 4, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 8})
	if err := b.PrepareUnit(def.ID, []rules.Track{{Name: "Wounds", Value: 6}, {Name: "stamina", Value: 0}}, []string{"dazed", "stunned"}); err != nil {
		t.Fatal(err)
	}
	if h := def.Health; h.Wounds != 6 || h.Stamina != 0 || !h.Bloodied || !def.Aff.Dazed() || def.Aff.StunnedRounds == 0 {
		t.Fatalf("prepared %+v %+v", h, def.Aff)
	}
	was := def.Health
	for _, c := range []struct {
		tracks   []rules.Track
		statuses []string
	}{
		{[]rules.Track{{Name: "Wounds", Value: DefaultMaxWounds}}, nil},
		{[]rules.Track{{Name: "Stamina", Value: was.Base}}, nil},
		{[]rules.Track{{Name: "Stamina", Value: -1}}, nil},
		{[]rules.Track{{Name: "Mana", Value: 1}}, nil},
		{[]rules.Track{{Name: "Wounds", Value: 1}}, []string{"sleepy"}},
	} {
		err := b.PrepareUnit(def.ID, c.tracks, c.statuses)
		if err == nil || strings.Contains(err.Error(), "\n") || def.Health != was {
			t.Errorf("%v %v: error %v, health %+v", c.tracks, c.statuses, err, def.Health)
		}
	}
}

// TestOddsAssumptions checks what ADS tells the odds checker: the answer
// its odds price is Duck, and the takedown of a shot at a healthy target
// waits on the next turn's Resolve test while that of a hit on a target
// whose every hit kills is settled at once.
func TestOddsAssumptions(t *testing.T) {
	b, att, def := stage(t, openField(12), 4, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 8})
	shot := find(t, b, att.Side, "straight_shot", def.ID)
	if b.OddsTakedownNow(shot) {
		t.Error("a healthy target's takedown settled within the shot")
	}
	def.Health.Stamina, def.Health.Wounds, def.Health.Bloodied = 0, DefaultMaxWounds-1, true
	if !b.OddsTakedownNow(shot) {
		t.Error("a target that any damage kills: takedown not settled within the shot")
	}
	apply(t, b, shot)
	p := b.Prompt()
	c, ok := b.OddsAnswer(p, rulestest.Legal(b, p.Side))
	if !ok || c.Action != "duck" || c.Unit != def.ID {
		t.Fatalf("answer %v %v, want the defender's duck", c, ok)
	}
}
