package ads

import (
	"slices"

	"sightline/rules/grid"
)

// The movement searches a battle remembers. One decision asks for the same
// search many times (Legal's move squares, Reach for each movement action,
// Path, a Charge's and a Hip Fire's squares, Apply's check and walk), and
// the state often changes without changing a search (an Aim, a shot that
// kills no one). A search depends only on the field, the mover's square,
// the budget, the squares of the other standing units the mover's side
// sees (blocks: a search is made on that side's view) and the broken cover
// sections, so it is remembered under exactly those: no state version, no
// invalidation, and a state changed by any means (a test, a Load, a walk
// half done inside Apply) simply misses.
//
// A search with a larger budget serves a smaller one: the bucket queue
// expands states in cost order, and a state dearer than the smaller budget
// never decides anything about a cheaper one (a state is only beaten by
// one reached at most as cheaply), so the costs and parent links of every
// state within the smaller budget are those the smaller search finds
// (rules/grid's TestReachSmallerBudget).
//
// A remembered search never changes once made, so a clone starts with its
// original's searches and the two may be used on different goroutines (the
// game decides on a clone while it draws the original); each battle keeps
// its own list of them, its own grid.StepTable (the steps' prices on the
// field, which the searches fill in as they go) and its own reached lists
// made for reach.
//
// A search keeps its squares as spots (grid.Spot), a third of the memory
// of reached values: a unit that moved needs new searches, most decisions
// of a battle make a Reach and a Sprint search, and their lists are most
// of what the memo leaves for the collector. A frozen Reach search makes
// its list of spots as it is frozen (grid.FrozenReach.Spots), and a
// Sprint search hands its squares over as spots (grid.OneTurnReach's
// AppendSpots), without a call per square.

// memoSize is how many searches of each kind a battle remembers.
const memoSize = 6

// searchKey is what a movement search depends on besides the field.
type searchKey struct {
	from     grid.Pos
	blockers []grid.Pos // the squares of the other standing units the mover's side sees, in unit order
	broken   []bool     // as broken() gives it
}

// matches reports whether k and o describe the same search inputs.
func (k *searchKey) matches(o *searchKey) bool {
	return k.from == o.from && slices.Equal(k.blockers, o.blockers) && slices.Equal(k.broken, o.broken)
}

// copied returns a copy of k that shares no memory with it.
func (k *searchKey) copied() searchKey {
	return searchKey{from: k.from, blockers: slices.Clone(k.blockers), broken: slices.Clone(k.broken)}
}

// memoReach is a remembered grid.Reach search and the squares it reaches;
// it is never changed once made.
type memoReach struct {
	key    searchKey
	budget int
	r      *grid.FrozenReach
	list   []grid.Spot
}

// memoList is the squares of a remembered search within a smaller budget.
type memoList struct {
	m      *memoReach
	budget int
	list   []grid.Spot
}

// convList is a remembered search's squares within a budget as reached
// squares, for the callers of reach.
type convList struct {
	m      *memoReach
	budget int
	list   []reached
}

// memoTurn is a remembered grid.OneTurnReach search's squares and costs;
// it is never changed once made. The routes are not kept: a Sprint's route
// is asked for once in many searches (its walk, a Path), and sprintPath
// searches again for it.
type memoTurn struct {
	key    searchKey
	budget int
	list   []grid.Spot
}

// Cost returns the cost of the search's route to p and whether it reached
// p; the start costs 0.
func (m *memoTurn) Cost(p grid.Pos) (int, bool) {
	if p == m.key.from {
		return 0, true
	}
	if i, ok := findSpot(m.list, p); ok {
		return int(m.list[i].Cost), true
	}
	return 0, false
}

// findSpot returns the index of p's spot in list, in row order, and
// whether it is there.
func findSpot(list []grid.Spot, p grid.Pos) (int, bool) {
	return slices.BinarySearchFunc(list, p, func(sq grid.Spot, p grid.Pos) int {
		if d := int(sq.Y) - p.Y; d != 0 {
			return d
		}
		return int(sq.X) - p.X
	})
}

// moveMemo is a battle's remembered movement searches, the most recently
// used last. It is not part of the state.
type moveMemo struct {
	reach []*memoReach
	lists []memoList
	turn  []*memoTurn
	// conv holds the lists reach handed out lately, made by this battle
	// from the shared searches' spots.
	conv []convList
	// key is scratch space for the key of the search being asked for.
	key searchKey
	// steps prices the searches' steps on the battle's field; a clone
	// starts its own, since filling it changes it.
	steps grid.StepTable
	// spots is scratch space for the squares of a one-turn search or of a
	// list within a budget.
	spots []grid.Spot
}

// shared returns a memo for a clone: the same searches, in lists of its
// own.
func (mm *moveMemo) shared() moveMemo {
	return moveMemo{reach: slices.Clone(mm.reach), lists: slices.Clone(mm.lists), turn: slices.Clone(mm.turn)}
}

// searchKey fills the memo's scratch key with u's search inputs.
func (b *Battle) searchKey(u *unitState) *searchKey {
	k := &b.scratch.memo.key
	k.from = u.Pos
	k.blockers = k.blockers[:0]
	for i := range b.s.Units {
		o := &b.s.Units[i]
		if b.blocks(u, o) {
			k.blockers = append(k.blockers, o.Pos)
		}
	}
	k.broken = b.broken()
	return k
}

// touch moves entry i of list to the end, as the most recently used.
func touch[T any](list []T, i int) {
	e := list[i]
	copy(list[i:], list[i+1:])
	list[len(list)-1] = e
}

// reachView is a remembered search seen within a budget no larger than
// the one it was made with: what a search with that budget would give.
type reachView struct {
	m      *memoReach
	budget int
}

// Cost returns the cheapest cost to end a move on p within the budget, and
// whether p can be reached; the start costs 0.
func (v reachView) Cost(p grid.Pos) (int, bool) {
	c, ok := v.m.r.Cost(p)
	if !ok || c > v.budget {
		return 0, false
	}
	return c, true
}

// Path appends the squares walked from the start to p (start excluded) to
// buf and returns it; nil when p is not reached within the budget.
func (v reachView) Path(p grid.Pos, buf []grid.Pos) []grid.Pos {
	if _, ok := v.Cost(p); !ok {
		return nil
	}
	return v.m.r.Path(p, buf)
}

// memoReach returns a remembered search for u within budget, making it
// when none serves, and the squares it reaches within budget, as reach
// gives them: made from the search's spots on first need, and kept for a
// while.
func (b *Battle) memoReach(u *unitState, budget int) (*memoReach, []reached) {
	m, spots := b.memoSpots(u, budget)
	mm := &b.scratch.memo
	for i, c := range mm.conv {
		if c.m == m && c.budget == budget {
			touch(mm.conv, i)
			return m, c.list
		}
	}
	list := make([]reached, len(spots))
	for i, s := range spots {
		list[i] = reached{s.Pos(), int(s.Cost)}
	}
	if len(mm.conv) == memoSize {
		mm.conv = append(mm.conv[:0], mm.conv[1:]...)
	}
	mm.conv = append(mm.conv, convList{m, budget, list})
	return m, list
}

// reachSpots is reach with the squares as spots, which the movement
// commands and their searches' other users in this package read.
func (b *Battle) reachSpots(u *unitState, budget int) ([]grid.Spot, reachView) {
	m, list := b.memoSpots(u, budget)
	return list, reachView{m, budget}
}

// heldSpots is reachSpots' list for u within budget, taken from held when
// it is a search for u in the present state (one Legal made a moment ago)
// with a budget at least as large: the same squares and costs, without
// working out the search's key again.
func (b *Battle) heldSpots(u *unitState, held *memoReach, budget int) []grid.Spot {
	if held != nil && held.budget >= budget {
		return b.scratch.memo.within(held, budget)
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
func (b *Battle) memoSpotsFor(u *unitState, k *searchKey, budget int) (*memoReach, []grid.Spot) {
	mm := &b.scratch.memo
	found := -1
	for i, e := range mm.reach {
		if e.budget >= budget && e.key.matches(k) && (found < 0 || e.budget < mm.reach[found].budget) {
			found = i
		}
	}
	var m *memoReach
	if found >= 0 {
		m = mm.reach[found]
		touch(mm.reach, found)
	} else if d := mm.derivedReach(k, budget); d != nil {
		m = &memoReach{key: k.copied(), budget: d.budget, r: d.r, list: d.list}
		mm.addReach(m)
	} else {
		m = &memoReach{key: k.copied(), budget: budget}
		sr := &b.scratch.reach
		sr.Compute(b.field, u.Pos, budget, &grid.MoveOpts{Blocked: b.occupied(u), Broken: k.broken, Steps: &mm.steps})
		m.r = sr.Freeze()
		m.list = m.r.Spots()
		mm.addReach(m)
	}
	return m, mm.within(m, budget)
}

// within returns the squares remembered search m reaches within budget, at
// most m's: m's own list, or one made from it and remembered for a while.
func (mm *moveMemo) within(m *memoReach, budget int) []grid.Spot {
	if m.budget == budget {
		return m.list
	}
	for i, l := range mm.lists {
		if l.m == m && l.budget == budget {
			touch(mm.lists, i)
			return l.list
		}
	}
	// The list in row order within the smaller budget, new memory: picked
	// into the scratch list, then copied once at its size. Every step costs
	// at least 1, so only the rows within budget of the start are read.
	from := m.key.from
	i, _ := slices.BinarySearchFunc(m.list, from.Y-budget, func(sq grid.Spot, y int) int { return int(sq.Y) - y })
	buf := mm.spots[:0]
	for _, sq := range m.list[i:] {
		if int(sq.Y) > from.Y+budget {
			break
		}
		if int(sq.Cost) <= budget {
			buf = append(buf, sq)
		}
	}
	mm.spots = buf
	list := slices.Clone(buf)
	if len(mm.lists) == 2*memoSize {
		mm.lists = append(mm.lists[:0], mm.lists[1:]...)
	}
	mm.lists = append(mm.lists, memoList{m, budget, list})
	return list
}

// addReach remembers m as the most recently used search, forgetting the
// least recently used one and its lists when the memo is full.
func (mm *moveMemo) addReach(m *memoReach) {
	if len(mm.reach) == memoSize {
		old := mm.reach[0]
		mm.reach = append(mm.reach[:0], mm.reach[1:]...)
		mm.lists = slices.DeleteFunc(mm.lists, func(l memoList) bool { return l.m == old })
		mm.conv = slices.DeleteFunc(mm.conv, func(l convList) bool { return l.m == old })
	}
	mm.reach = append(mm.reach, m)
}

// derivedReach returns a remembered search, with a budget of at least
// budget, that the search k asks for would repeat exactly though its
// blockers differ (sameSearch), or nil.
func (mm *moveMemo) derivedReach(k *searchKey, budget int) *memoReach {
	for i := len(mm.reach) - 1; i >= 0; i-- {
		if e := mm.reach[i]; e.budget >= budget && sameSearch(&e.key, k, e.budget, e.r) {
			return e
		}
	}
	return nil
}

// memoTurn returns the remembered one-turn search for u within budget,
// making it when none is remembered, and the squares it reaches.
func (b *Battle) memoTurn(u *unitState, budget int) (*memoTurn, []grid.Spot) {
	return b.memoTurnFor(u, b.searchKey(u), budget)
}

// memoTurnFor is memoTurn with u's search key k already worked out.
func (b *Battle) memoTurnFor(u *unitState, k *searchKey, budget int) (*memoTurn, []grid.Spot) {
	mm := &b.scratch.memo
	for i, e := range mm.turn {
		if e.budget == budget && e.key.matches(k) {
			touch(mm.turn, i)
			return e, e.list
		}
	}
	for i := len(mm.turn) - 1; i >= 0; i-- {
		if e := mm.turn[i]; e.budget == budget && sameSearch(&e.key, k, budget, e) {
			m := &memoTurn{key: k.copied(), budget: budget, list: e.list}
			mm.addTurn(m)
			return m, m.list
		}
	}
	m := &memoTurn{key: k.copied(), budget: budget}
	sr := &b.scratch.turn
	sr.Compute(b.field, u.Pos, budget, &grid.MoveOpts{Blocked: b.occupied(u), Broken: k.broken, Steps: &mm.steps})
	// The squares in the scratch list first, then copied once at their
	// number, which only the search's window tells.
	spots := sr.AppendSpots(mm.spots[:0])
	mm.spots = spots
	m.list = slices.Clone(spots)
	mm.addTurn(m)
	return m, m.list
}

// addTurn remembers m as the most recently used one-turn search,
// forgetting the least recently used one when the memo is full.
func (mm *moveMemo) addTurn(m *memoTurn) {
	if len(mm.turn) == memoSize {
		mm.turn = append(mm.turn[:0], mm.turn[1:]...)
	}
	mm.turn = append(mm.turn, m)
}
