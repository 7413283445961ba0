package majorminor

import "sightline/rules"

var _ rules.Viewer = (*Battle)(nil)

// View returns a copy of the battle as side knows it (rules.Viewer): the
// units side does not see now are absent in the copy, out of the fight
// (no opportunity, window or count) and out of every walk's way, wherever
// they stand.
func (b *Battle) View(side int) rules.Battle {
	c := b.Clone().(*Battle)
	for i := range c.S.Units {
		if u := &c.S.Units[i]; u.Side != side && !b.Sees(side, i) {
			u.Absent, u.HP = true, min(u.HP, 0)
		}
	}
	return c
}
