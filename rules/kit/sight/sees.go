package sight

import "sightline/rules/grid"

// Sees is the kit's plain rule of sight (rules.Battle.Sees) for a battle
// of n units, of giving unit i's side and Look: a side sees its own
// units; it sees another unless that unit is absent or hidden, when some
// unit of the side that is up has a clear line (clear) to it. A unit
// that is no unit of the battle is not seen.
func Sees(side, unit, n int, of func(i int) (int, Look), clear func(a, c grid.Pos) bool) bool {
	if unit < 0 || unit >= n {
		return false
	}
	ts, t := of(unit)
	if ts == side {
		return true
	}
	if t.Absent || t.Hidden {
		return false
	}
	for i := range n {
		if s, u := of(i); s == side && u.Up && clear(u.Pos, t.Pos) {
			return true
		}
	}
	return false
}
