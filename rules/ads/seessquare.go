package ads

import (
	"sightline/rules"
	"sightline/rules/grid"
)

var _ rules.SquareSeer = (*Battle)(nil)

// SeesSquare reports whether side would see a unit standing on p now
// (rules.SquareSeer): a clear line from one of its active units, through
// the cover sections still whole, as Sees judges a unit on p that is not
// hunkered behind cover.
func (b *Battle) SeesSquare(side int, p grid.Pos) bool {
	for i := range b.s.Units {
		u := &b.s.Units[i]
		if u.Side == side && u.Health.Active() && b.clearLine(u.Pos, p) {
			return true
		}
	}
	return false
}
