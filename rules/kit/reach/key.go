package reach

import (
	"slices"

	"sightline/rules/grid"
)

// Key is what a movement search depends on besides the field and the
// budget.
type Key struct {
	From grid.Pos
	// Blockers are the squares no step may enter (the other units the
	// mover's side sees), in a fixed order (the ruleset's unit order):
	// two keys match only with the same order.
	Blockers []grid.Pos
	// Broken marks the broken cover sections, as grid.MoveOpts.Broken.
	Broken []bool
	// Rule is what the ruleset's own step rule (grid.MoveOpts.StepOK)
	// reads, when it reads the state: teamturn's Disengage, which may not
	// step closer to a hostile, reads the squares of the hostiles it
	// sees. The step rule must read Rule only as the distance
	// (grid.Distance) from each end of a step to the nearest of its
	// squares, and the search must take no jumps (grid.MoveOpts.Jump):
	// Same serves a search made for other Rule squares where those
	// distances are the same on every step the search asked about. Two
	// keys match (Matches) only with the same Rule, in the same order.
	Rule []grid.Pos
}

// Matches reports whether k and o describe the same search inputs.
func (k *Key) Matches(o *Key) bool {
	return k.From == o.From && slices.Equal(k.Blockers, o.Blockers) && slices.Equal(k.Broken, o.Broken) && slices.Equal(k.Rule, o.Rule)
}

// Copied returns a copy of k that shares no memory with it.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (k *Key) Copied() Key {
	return Key{From: k.From, Blockers: slices.Clone(k.Blockers), Broken: slices.Clone(k.Broken), Rule: slices.Clone(k.Rule)}
}

// Coster is what Same reads of a remembered search: the cost of each
// square it reached (grid.FrozenReach, grid.OneTurnReach, Turn). The
// search must report every square it reached (no grid.MoveOpts.NoStop).
type Coster interface {
	Cost(p grid.Pos) (int, bool)
}

// Same reports whether the search r, made within budget for the inputs o,
// is exactly the search k asks for within the same budget. A search made
// with one set of blockers often answers for another: most of the time
// the unit that moved since, or died, stood and stands far from the
// mover's reach. The searches treat a blocked square only as a square no
// step enters, so a search whose run never tried to enter the squares
// freed since, and never entered the squares blocked since, runs exactly
// the same, step for step, with the new blockers: the same costs, the
// same parent links and routes, the same lists. So Same asks for the same
// start, broken sections and Rule, every square blocked in k but not in o
// unreached in r, and every square blocked in o but not in k out of r's
// way, no square next to it reached for less than the budget (every step
// costs at least 1, and a search steps on only from such squares). The
// Rule squares may differ too (a hostile moved far from a Disengage)
// when the step rule answered the same on every step r tried (sameRule).
func Same(o, k *Key, budget int, r Coster) bool {
	if o.From != k.From || !slices.Equal(o.Broken, k.Broken) || !sameRule(o, k, budget, r) {
		return false
	}
	for _, p := range k.Blockers {
		if !slices.Contains(o.Blockers, p) {
			if _, ok := r.Cost(p); ok {
				return false
			}
		}
	}
	for _, p := range o.Blockers {
		if slices.Contains(k.Blockers, p) || chebyshev(p, o.From) > budget+1 {
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

// sameRule reports whether the step rule of r, a search made for o within
// budget, answers as k's does on every step r asked it about: those from
// a square reached for less than the budget (the squares a search steps
// on from, every step costing at least 1, so within budget of the start)
// to its neighbours. The rule reads Rule only as the distance from each
// end of a step to the nearest Rule square (Key.Rule), so it answers the
// same on a step whose two ends are as near to o's nearest Rule square as
// to k's.
func sameRule(o, k *Key, budget int, r Coster) bool {
	if slices.Equal(o.Rule, k.Rule) {
		return true
	}
	from := o.From
	for y := from.Y - budget; y <= from.Y+budget; y++ {
		for x := from.X - budget; x <= from.X+budget; x++ {
			if c, ok := r.Cost(grid.Pos{X: x, Y: y}); !ok || c >= budget {
				continue
			}
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					if q := (grid.Pos{X: x + dx, Y: y + dy}); nearest(o.Rule, q) != nearest(k.Rule, q) {
						return false
					}
				}
			}
		}
	}
	return true
}

// nearest is the distance (grid.Distance) from p to the nearest of ps,
// a number larger than any distance when ps is empty.
func nearest(ps []grid.Pos, p grid.Pos) int {
	d := 1 << 30
	for _, h := range ps {
		d = min(d, grid.Distance(h, p))
	}
	return d
}

// chebyshev is the king's-move distance between a and b.
func chebyshev(a, b grid.Pos) int { return max(abs(a.X-b.X), abs(a.Y-b.Y)) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
