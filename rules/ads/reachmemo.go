package ads

import (
	"sightline/rules/grid"
	"sightline/rules/kit/reach"
)

// A battle remembers its movement searches in the kit's memo
// (rules/kit/reach: a memo shared by a battle and its clones), keyed by
// the mover's square, the squares of the other standing units the mover's
// side sees (blocks: a search is made on that side's view) and the broken
// cover sections; a search with a larger budget serves a smaller one, and
// one whose blockers made no difference serves too (reach.Same).

// memoReach is a remembered movement search (reach.Search).
type memoReach = reach.Search

// reachView is a remembered search seen within a budget (reach.View).
type reachView = reach.View

// searchKey fills the memo's scratch key with u's search inputs.
func (b *Battle) searchKey(u *unitState) *reach.Key {
	k := &b.scratch.memo.Key
	k.From = u.Pos
	k.Blockers = k.Blockers[:0]
	for i := range b.s.Units {
		o := &b.s.Units[i]
		if b.blocks(u, o) {
			k.Blockers = append(k.Blockers, o.Pos)
		}
	}
	k.Broken = b.broken()
	return k
}

// memoReach returns a remembered search for u within budget, making it
// when none serves, and the squares it reaches within budget, as reach
// gives them: made from the search's spots on first need, and kept for a
// while.
func (b *Battle) memoReach(u *unitState, budget int) (*memoReach, []reached) {
	m, spots := b.memoSpots(u, budget)
	return m, b.scratch.memo.Converted(m, budget, spots, toReached)
}

// toReached is a spot as reach lists it.
func toReached(s grid.Spot) reached { return reached{s.Pos(), int(s.Cost)} }

// reachSpots is reach with the squares as spots, which the movement
// commands and their searches' other users in this package read.
func (b *Battle) reachSpots(u *unitState, budget int) ([]grid.Spot, reachView) {
	m, list := b.memoSpots(u, budget)
	return list, reachView{S: m, Budget: budget}
}

// heldSpots is reachSpots' list for u within budget, taken from held when
// it is a search for u in the present state (one Legal made a moment ago)
// with a budget at least as large: the same squares and costs, without
// working out the search's key again.
func (b *Battle) heldSpots(u *unitState, held *memoReach, budget int) []grid.Spot {
	if held != nil && held.Budget >= budget {
		return b.scratch.memo.Within(held, budget)
	}
	list, _ := b.reachSpots(u, budget)
	return list
}

// memoSpots returns a remembered search for u within budget, making it
// when none serves, and the squares it reaches within budget.
func (b *Battle) memoSpots(u *unitState, budget int) (*memoReach, []grid.Spot) {
	return b.memoSpotsFor(u, b.searchKey(u), budget)
}

// memoSpotsFor is memoSpots with u's search key k already worked out.
func (b *Battle) memoSpotsFor(u *unitState, k *reach.Key, budget int) (*memoReach, []grid.Spot) {
	mm := &b.scratch.memo
	if m, list, ok := mm.Find(k, budget); ok {
		return m, list
	}
	return mm.Make(b.field, k, budget, grid.MoveOpts{Blocked: b.occupied(u)})
}

// memoTurnFor returns the remembered one-turn search for u within budget,
// k being u's search key, making it when none is remembered, and the
// squares it reaches.
func (b *Battle) memoTurnFor(u *unitState, k *reach.Key, budget int) (*reach.Turn, []grid.Spot) {
	mm := &b.scratch.memo
	if m, list, ok := mm.FindTurn(k, budget); ok {
		return m, list
	}
	return mm.MakeTurn(b.field, k, budget, grid.MoveOpts{Blocked: b.occupied(u)})
}
