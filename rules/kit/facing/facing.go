// Package facing is the ruleset kit's four facings: 0 north, 1 east, 2
// south and 3 west, the way a unit looks, for the rulesets whose units
// turn to where they step and what they strike.
package facing

import "sightline/rules/grid"

// Toward returns the facing from a towards c: east or west where c is at
// least as far across as up or down, else south or north; east on a
// itself.
func Toward(a, c grid.Pos) int {
	dx, dy := c.X-a.X, c.Y-a.Y
	if abs(dx) >= abs(dy) {
		if dx >= 0 {
			return 1
		}
		return 3
	}
	if dy >= 0 {
		return 2
	}
	return 0
}

// Centre returns the facing from p towards the centre of field f, as a
// unit placed at the start of a battle looks.
func Centre(f *grid.Field, p grid.Pos) int {
	return Toward(p, grid.Pos{X: f.W / 2, Y: f.H / 2})
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
