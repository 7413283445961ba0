package ads

import (
	"sightline/rules/grid"
)

// Sprint's route (§5.4, §8.4): up to 6x Speed along a route that runs
// straight in one of the eight directions and turns at most once, by 45 or
// 90 degrees (grid.OneTurnReach), with the usual movement costs; other
// units' squares are closed. The walk follows the cheapest such route.

// occupied marks every other unit's square, dead units excepted, in the
// battle's scratch space: no walk enters or passes them.
func (b *Battle) occupied(u *unitState) []bool {
	f := b.field
	if len(b.scratch.blocked) != f.W*f.H {
		b.scratch.blocked = make([]bool, f.W*f.H)
	}
	blocked := b.scratch.blocked
	clear(blocked)
	for i := range b.s.Units {
		o := &b.s.Units[i]
		if o.ID != u.ID && !o.Health.Dead && f.In(o.Pos) {
			blocked[o.Pos.Y*f.W+o.Pos.X] = true
		}
	}
	return blocked
}

// sprintReach searches u's Sprint routes and returns every square a
// Sprint can end on (start excluded) with its cost, in row order. The
// search is remembered (reachmemo.go): the list is shared and must not be
// changed.
func (b *Battle) sprintReach(u *unitState) []grid.Spot {
	_, list := b.memoTurn(u, MoveAllowance("sprint", b.speed(u)))
	return list
}

// sprintPath returns the squares u's Sprint to `to` walks, start
// excluded, or nil when no Sprint ends there. The memo keeps no routes, so
// the search is made again for its route: the same inputs, the same
// search.
func (b *Battle) sprintPath(u *unitState, to grid.Pos) []grid.Pos {
	if _, ok := findSpot(b.sprintReach(u), to); !ok {
		return nil
	}
	sr := &b.scratch.turn
	sr.Compute(b.field, u.Pos, MoveAllowance("sprint", b.speed(u)), &grid.MoveOpts{Blocked: b.occupied(u), Broken: b.broken(), Steps: &b.scratch.memo.steps})
	return sr.Path(to, nil)
}
