package ai

import (
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// eightASide starts a battle under r on field f from seed with eight units
// a side, each of r's first two squads twice; with hero set, the first
// side's units are heroes.
func eightASide(t testing.TB, r rules.Ruleset, f *grid.Field, seed uint64, hero bool) rules.Battle {
	t.Helper()
	var sides []rules.SideSetup
	for i, sq := range r.Squads()[:2] {
		sides = append(sides, rules.SideSetup{Name: sq.Name, Units: append(append([]string(nil), sq.Units...), sq.Units...), Hero: hero && i == 0})
	}
	b, err := r.NewBattle(rules.Setup{Field: f, Seed: seed, Sides: sides})
	if err != nil {
		t.Fatal(err)
	}
	return b
}
