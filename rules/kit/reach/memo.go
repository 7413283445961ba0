package reach

import (
	"slices"

	"sightline/rules/grid"
	"sightline/rules/kit/memo"
)

// Size is how many searches of each kind (flood and one-turn) a Memo
// remembers unless told (Memo.Slots), and how many converted lists; it
// remembers twice as many lists within smaller budgets.
const Size = 6

// Search is a remembered grid.Reach search and the squares it reaches; it
// is never changed once made.
type Search struct {
	Key    Key
	Budget int
	R      *grid.FrozenReach
	// List is the squares reached within Budget, in row order.
	List []grid.Spot
}

// Turn is a remembered grid.OneTurnReach search's squares and costs; it is
// never changed once made. The routes are not kept: a ruleset asks for a
// one-turn route once in many searches, and searches again for it (with
// Memo.OneTurn and Memo.Steps).
type Turn struct {
	Key    Key
	Budget int
	// List is the squares reached, in row order.
	List []grid.Spot
}

// Cost returns the cost of the search's route to p and whether it reached
// p; the start costs 0.
func (m *Turn) Cost(p grid.Pos) (int, bool) {
	if p == m.Key.From {
		return 0, true
	}
	if i, ok := FindSpot(m.List, p); ok {
		return int(m.List[i].Cost), true
	}
	return 0, false
}

// FindSpot returns the index of p's spot in list, in row order, and
// whether it is there.
func FindSpot(list []grid.Spot, p grid.Pos) (int, bool) {
	return slices.BinarySearchFunc(list, p, func(sq grid.Spot, p grid.Pos) int {
		if d := int(sq.Y) - p.Y; d != 0 {
			return d
		}
		return int(sq.X) - p.X
	})
}

// View is a remembered search seen within a budget no larger than the one
// it was made with: what a search with that budget would give.
type View struct {
	S      *Search
	Budget int
}

// Cost returns the cheapest cost to end a move on p within the budget, and
// whether p can be reached; the start costs 0.
func (v View) Cost(p grid.Pos) (int, bool) {
	c, ok := v.S.R.Cost(p)
	if !ok || c > v.Budget {
		return 0, false
	}
	return c, true
}

// Path appends the squares walked from the start to p (start excluded) to
// buf and returns it; nil when p is not reached within the budget.
func (v View) Path(p grid.Pos, buf []grid.Pos) []grid.Pos {
	if _, ok := v.Cost(p); !ok {
		return nil
	}
	return v.S.R.Path(p, buf)
}

// Memo is a battle's remembered movement searches, the most recently used
// last; it is not part of the battle's state. R is the ruleset's own form
// of a reached square, in which Converted hands a search's squares out.
// The zero value is empty.
type Memo[R any] struct {
	reach []*Search
	lists []within
	turn  []*Turn
	// conv holds the lists Converted handed out lately, made by this
	// battle from the shared searches' spots.
	conv []converted[R]
	// Key is scratch space for the key of the search being asked for: a
	// ruleset fills it and passes it to Find, Make and OneTurnSearch.
	Key Key
	// Steps prices the searches' steps on the battle's field; a clone
	// starts its own, since filling it changes it.
	Steps grid.StepTable
	// OneTurn is scratch space for one-turn searches: the memo's, and a
	// ruleset's search for a one-turn route between two calls.
	OneTurn grid.OneTurnReach
	// flood is the search the memo's flood searches are made with.
	flood grid.Reach
	// spots is scratch space for the squares of a one-turn search or of a
	// list within a budget.
	spots []grid.Spot
	// blocked is scratch space for the squares Search's blockers mark.
	blocked []bool
	// Slots, when above 0, is how many searches of each kind and
	// converted lists the memo remembers instead of Size: a ruleset whose
	// decisions ask for every unit of a side at once (a team's turn)
	// wants one for each, or the least recently used is always the next
	// asked for.
	Slots int
}

// size is how many searches of each kind the memo remembers.
func (mm *Memo[R]) size() int {
	if mm.Slots > 0 {
		return mm.Slots
	}
	return Size
}

// within is the squares of a remembered search within a smaller budget.
type within struct {
	m      *Search
	budget int
	list   []grid.Spot
}

// converted is a remembered search's squares within a budget in the
// ruleset's form.
type converted[R any] struct {
	m      *Search
	budget int
	list   []R
}

// Shared returns a memo for a clone: the same searches, in lists of its
// own.
func (mm *Memo[R]) Shared() Memo[R] {
	return Memo[R]{reach: slices.Clone(mm.reach), lists: slices.Clone(mm.lists), turn: slices.Clone(mm.turn), Slots: mm.Slots}
}

// Find returns a remembered search that serves k within budget (the one
// with the smallest budget of those made for k, else one whose blockers
// made no difference, Same) and the squares it reaches within budget;
// ok is false when none serves, and Make must search.
func (mm *Memo[R]) Find(k *Key, budget int) (m *Search, list []grid.Spot, ok bool) {
	found := -1
	for i, e := range mm.reach {
		if e.Budget >= budget && e.Key.Matches(k) && (found < 0 || e.Budget < mm.reach[found].Budget) {
			found = i
		}
	}
	if found >= 0 {
		m = mm.reach[found]
		memo.Touch(mm.reach, found)
	} else if d := mm.derived(k, budget); d != nil {
		m = &Search{Key: k.Copied(), Budget: d.Budget, R: d.R, List: d.List}
		mm.addReach(m)
	} else {
		return nil, nil, false
	}
	return m, mm.Within(m, budget), true
}

// Make searches f from k.From within budget and remembers the search,
// with opt's options: opt.Blocked must mark k's blockers; Make sets
// Broken to k's and Steps to the memo's.
func (mm *Memo[R]) Make(f *grid.Field, k *Key, budget int, opt grid.MoveOpts) (*Search, []grid.Spot) {
	m := &Search{Key: k.Copied(), Budget: budget}
	opt.Broken, opt.Steps = k.Broken, &mm.Steps
	mm.flood.Compute(f, k.From, budget, &opt)
	m.R = mm.flood.Freeze()
	m.List = m.R.Spots()
	mm.addReach(m)
	return m, m.List
}

// Within returns the squares remembered search m reaches within budget, at
// most m's: m's own list, or one made from it and remembered for a while.
func (mm *Memo[R]) Within(m *Search, budget int) []grid.Spot {
	if m.Budget == budget {
		return m.List
	}
	for i, l := range mm.lists {
		if l.m == m && l.budget == budget {
			memo.Touch(mm.lists, i)
			return l.list
		}
	}
	// The list in row order within the smaller budget, new memory: picked
	// into the scratch list, then copied once at its size. Every step costs
	// at least 1, so only the rows within budget of the start are read.
	from := m.Key.From
	i, _ := slices.BinarySearchFunc(m.List, from.Y-budget, func(sq grid.Spot, y int) int { return int(sq.Y) - y })
	buf := mm.spots[:0]
	for _, sq := range m.List[i:] {
		if int(sq.Y) > from.Y+budget {
			break
		}
		if int(sq.Cost) <= budget {
			buf = append(buf, sq)
		}
	}
	mm.spots = buf
	list := slices.Clone(buf)
	if len(mm.lists) == 2*mm.size() {
		mm.lists = append(mm.lists[:0], mm.lists[1:]...)
	}
	mm.lists = append(mm.lists, within{m, budget, list})
	return list
}

// Converted returns spots, the squares m reaches within budget (Within's),
// each converted by conv, from the lists made lately when it holds one.
func (mm *Memo[R]) Converted(m *Search, budget int, spots []grid.Spot, conv func(grid.Spot) R) []R {
	for i, c := range mm.conv {
		if c.m == m && c.budget == budget {
			memo.Touch(mm.conv, i)
			return c.list
		}
	}
	list := make([]R, len(spots))
	for i, s := range spots {
		list[i] = conv(s)
	}
	if len(mm.conv) == mm.size() {
		mm.conv = append(mm.conv[:0], mm.conv[1:]...)
	}
	mm.conv = append(mm.conv, converted[R]{m, budget, list})
	return list
}

// addReach remembers m as the most recently used search, forgetting the
// least recently used one and its lists when the memo is full.
func (mm *Memo[R]) addReach(m *Search) {
	if len(mm.reach) == mm.size() {
		old := mm.reach[0]
		mm.reach = append(mm.reach[:0], mm.reach[1:]...)
		mm.lists = slices.DeleteFunc(mm.lists, func(l within) bool { return l.m == old })
		mm.conv = slices.DeleteFunc(mm.conv, func(l converted[R]) bool { return l.m == old })
	}
	mm.reach = append(mm.reach, m)
}

// derived returns a remembered search, with a budget of at least budget,
// that the search k asks for would repeat exactly though its blockers
// differ (Same), or nil.
func (mm *Memo[R]) derived(k *Key, budget int) *Search {
	for i := len(mm.reach) - 1; i >= 0; i-- {
		if e := mm.reach[i]; e.Budget >= budget && Same(&e.Key, k, e.Budget, e.R) {
			return e
		}
	}
	return nil
}

// FindTurn returns the remembered one-turn search for k within budget
// (made for k, or one whose blockers made no difference, Same) and the
// squares it reaches; ok is false when none serves, and MakeTurn must
// search.
func (mm *Memo[R]) FindTurn(k *Key, budget int) (m *Turn, list []grid.Spot, ok bool) {
	for i, e := range mm.turn {
		if e.Budget == budget && e.Key.Matches(k) {
			memo.Touch(mm.turn, i)
			return e, e.List, true
		}
	}
	for i := len(mm.turn) - 1; i >= 0; i-- {
		if e := mm.turn[i]; e.Budget == budget && Same(&e.Key, k, budget, e) {
			m := &Turn{Key: k.Copied(), Budget: budget, List: e.List}
			mm.addTurn(m)
			return m, m.List, true
		}
	}
	return nil, nil, false
}

// MakeTurn makes the one-turn search (grid.OneTurnReach) from k.From
// within budget on f and remembers it, with opt's options as Make takes
// them.
func (mm *Memo[R]) MakeTurn(f *grid.Field, k *Key, budget int, opt grid.MoveOpts) (*Turn, []grid.Spot) {
	m := &Turn{Key: k.Copied(), Budget: budget}
	opt.Broken, opt.Steps = k.Broken, &mm.Steps
	mm.OneTurn.Compute(f, k.From, budget, &opt)
	// The squares in the scratch list first, then copied once at their
	// number, which only the search's window tells.
	spots := mm.OneTurn.AppendSpots(mm.spots[:0])
	mm.spots = spots
	m.List = slices.Clone(spots)
	mm.addTurn(m)
	return m, m.List
}

// addTurn remembers m as the most recently used one-turn search,
// forgetting the least recently used one when the memo is full.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (mm *Memo[R]) addTurn(m *Turn) {
	if len(mm.turn) == mm.size() {
		mm.turn = append(mm.turn[:0], mm.turn[1:]...)
	}
	mm.turn = append(mm.turn, m)
}
