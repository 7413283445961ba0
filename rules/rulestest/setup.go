//go:build !js

package rulestest

import (
	"sightline/rules"
	"sightline/rules/grid"
)

// SetupOn returns the setup of a test battle on an open w×h field, seed
// 1, of units, each read by of as its template, side and square: one
// side per side the units name, side i called names[i] and
// otherwise as base[i] (where base has it), each with a spawn zone of
// exactly its units' squares. It returns too the squares of the units in
// the order the battle numbers them, side by side, for the test to put
// each where it wants it once the battle has placed them.
func SetupOn[P any](w, h int, names []string, base []rules.SideSetup, units []P, of func(P) (string, int, grid.Pos)) (rules.Setup, []grid.Pos) {
	f := grid.NewField("test", w, h)
	n := 0
	for _, u := range units {
		_, side, _ := of(u)
		n = max(n, side+1)
	}
	setup := rules.Setup{Field: f, Seed: 1, Sides: make([]rules.SideSetup, n)}
	copy(setup.Sides, base)
	var at []grid.Pos
	for s := range setup.Sides {
		var tiles []grid.Pos
		for _, u := range units {
			if template, side, p := of(u); side == s {
				setup.Sides[s].Units = append(setup.Sides[s].Units, template)
				tiles = append(tiles, p)
			}
		}
		at = append(at, tiles...)
		setup.Sides[s].Name = names[s]
		f.Zones = append(f.Zones, grid.Zone{Name: "z", Side: s, Sides: n, Tiles: tiles})
	}
	return setup, at
}
