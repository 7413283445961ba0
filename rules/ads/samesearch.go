package ads

import (
	"slices"

	"sightline/rules/grid"
)

// A movement search (Reach or OneTurnReach, reachmemo.go) made with one set
// of blockers often answers for another: most of the time the unit that
// moved since, or died, stood and stands far from the mover's reach. The
// searches treat a blocked square only as a square no step enters, so a
// search whose run never tried to enter the squares freed since, and never
// entered the squares blocked since, runs exactly the same, step for step,
// with the new blockers: the same costs, the same parent links and routes,
// the same lists.

// reachedCost is what sameSearch reads of a remembered search: the cost of
// each square it reached (grid.FrozenReach, grid.OneTurnReach; the
// searches of this package never mark squares that cannot be stopped on,
// so every square reached is reported).
type reachedCost interface {
	Cost(p grid.Pos) (int, bool)
}

// sameSearch reports whether the search r, made within budget for the
// inputs o, is exactly the search k asks for within the same budget: the
// same start and broken sections, every square blocked in k but not in o
// unreached in r, and every square blocked in o but not in k out of r's
// way, no square next to it reached for less than the budget (every step
// costs at least 1, and a search steps on only from such squares).
func sameSearch(o, k *searchKey, budget int, r reachedCost) bool {
	if o.from != k.from || !slices.Equal(o.broken, k.broken) {
		return false
	}
	for _, p := range k.blockers {
		if !slices.Contains(o.blockers, p) {
			if _, ok := r.Cost(p); ok {
				return false
			}
		}
	}
	for _, p := range o.blockers {
		if slices.Contains(k.blockers, p) || chebyshev(p, o.from) > budget+1 {
			continue
		}
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if c, ok := r.Cost(grid.Pos{X: p.X + dx, Y: p.Y + dy}); ok && c < budget {
					return false
				}
			}
		}
	}
	return true
}
