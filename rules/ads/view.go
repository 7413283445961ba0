package ads

import "sightline/rules"

var _ rules.Viewer = (*Battle)(nil)

// View returns a copy of the battle as side knows it (rules.Viewer): the
// units side does not see now are dead in the copy, which takes them out
// of every search, sight line, opportunity and count, wherever they
// stand.
func (b *Battle) View(side int) rules.Battle {
	c := b.Clone().(*Battle)
	for i := range c.s.Units {
		if u := &c.s.Units[i]; u.Side != side && !b.Sees(side, i) {
			u.Health.Dead = true
		}
	}
	return c
}
