package teamturn

import (
	"sightline/rules"
	kitsight "sightline/rules/kit/sight"
)

var _ rules.Viewer = (*Battle)(nil)

// View returns a copy of the battle as side knows it (rules.Viewer):
// the units side does not see now are absent in it, out of the fight
// and out of every walk's way wherever they stand (no opportunity,
// readied trigger, window or count).
func (b *Battle) View(side int) rules.Battle {
	return kitsight.View(b, side, func(c *Battle) []unit { return c.S.Units })
}

// Hide marks u absent in a side's view (View): out of the fight, at most
// 0 HP.
func (u *unit) Hide() { u.Absent, u.HP = true, min(u.HP, 0) }
