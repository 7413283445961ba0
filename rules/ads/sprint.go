package ads

import (
	"sightline/rules/grid"
	"sightline/rules/kit/reach"
)

// Sprint's route (§5.4, §8.4): up to 6x Speed along a route that runs
// straight in one of the eight directions and turns at most once, by 45 or
// 90 degrees (grid.OneTurnReach), with the usual movement costs; the
// squares of other units the mover's side sees are closed (blocks). The
// walk follows the cheapest such route.

// blocks reports whether o's square is closed to a search for u's
// movement: o is another unit, not dead, on the field, and u's side sees
// it. Every movement search is made on the mover's side's view (doc.go,
// "What a side cannot see"): a square holding a unit the side does not see
// is free to it, and a walk that runs into such a unit stops before it
// (runInto).
func (b *Battle) blocks(u, o *unitState) bool {
	return o.ID != u.ID && !o.Health.Dead && b.field.In(o.Pos) && b.Sees(u.Side, o.ID)
}

// occupied marks the square of every other unit u's side sees, dead units
// excepted (blocks), in the battle's scratch space: no walk of u's is
// planned into or through them.
func (b *Battle) occupied(u *unitState) []bool {
	f := b.field
	if len(b.scratch.blocked) != f.W*f.H {
		b.scratch.blocked = make([]bool, f.W*f.H)
	}
	blocked := b.scratch.blocked
	clear(blocked)
	for i := range b.s.Units {
		o := &b.s.Units[i]
		if b.blocks(u, o) {
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
	_, list := b.memoTurnFor(u, b.searchKey(u), MoveAllowance("sprint", b.speed(u)))
	return list
}

// sprintPath returns the squares u's Sprint to `to` walks, start
// excluded, or nil when no Sprint ends there. The memo keeps no routes, so
// the search is made again for its route: the same inputs, the same
// search.
func (b *Battle) sprintPath(u *unitState, to grid.Pos) []grid.Pos {
	if _, ok := reach.FindSpot(b.sprintReach(u), to); !ok {
		return nil
	}
	sr := &b.scratch.memo.OneTurn
	sr.Compute(b.field, u.Pos, MoveAllowance("sprint", b.speed(u)), &grid.MoveOpts{Blocked: b.occupied(u), Broken: b.broken(), Steps: &b.scratch.memo.Steps})
	return sr.Path(to, nil)
}
