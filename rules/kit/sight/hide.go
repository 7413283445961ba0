package sight

import "sightline/rules"

// Hider is a pointer to a ruleset's unit state U that a side's view of
// the battle can hide: Hide marks the unit absent, out of the fight and
// out of everyone's way, wherever it stands.
type Hider[U any] interface {
	*U
	Hide()
}

// HideUnseen hides each of units that side does not see (sees, asked of
// the battle the view is made from): a side's view of a battle
// (rules.Viewer) is a clone of it with units, the clone's, so hidden.
func HideUnseen[U any, P Hider[U]](units []U, side int, sees func(side, unit int) bool) {
	for i := range units {
		if !sees(side, i) {
			P(&units[i]).Hide()
		}
	}
}

// View returns a copy of b as side knows it (rules.Viewer): b's clone,
// the units of it (units reads them) that side does not see hidden.
func View[B rules.Battle, U any, P Hider[U]](b B, side int, units func(B) []U) B {
	c := b.Clone().(B)
	HideUnseen[U, P](units(c), side, b.Sees)
	return c
}
