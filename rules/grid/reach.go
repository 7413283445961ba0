package grid

import (
	"iter"
	"math"
)

// MoveOpts are the per-query conditions of a movement search.
type MoveOpts struct {
	// Blocked marks squares that cannot be entered (enemies), indexed like
	// Field.Cells; nil means none.
	Blocked []bool
	// NoStop marks squares that can be passed but not stopped on (allies),
	// indexed like Field.Cells; nil means none.
	NoStop []bool
	// Broken marks broken cover sections, indexed like Field.Covers: a
	// broken object cover becomes difficult terrain (cost 2) and a broken
	// edge cover stops blocking and costs 2 to cross, as difficult terrain.
	Broken []bool
	// Steps, when not nil, prices the steps of Reach and OneTurnReach from
	// a table kept between searches on the same field (StepTable); nil
	// prices each step anew. Pather ignores it.
	Steps *StepTable
	// Fly makes the mover a flyer: between cells whose FlyMax is above 0 it
	// ignores terrain cost, elevation and half-height edge cover (each step
	// costs 1, diagonals still alternate 1 and 2); walls and full-height
	// cover still stop it.
	Fly bool
	// StepOK, when not nil, is a ruleset's own rule for single steps, such
	// as a disengaging unit that may not step closer to a hostile, or a
	// jump that must land where it was declared: a step from one square to
	// its neighbour is taken only when the movement rule allows it and
	// StepOK returns true. It may be asked of steps the terrain forbids
	// anyway, and a Reach search leaves unasked the steps that would not
	// better a square's cost (it asks StepOK last, for speed). The rule
	// must depend on the two squares alone, not on the path walked before
	// them. A Reach search given it without StepCost prices the steps
	// from Steps when given; other searches price every step by the
	// general rule and ignore Steps, so they are slower. A jump (Jump)
	// asks it once, of its take-off and landing, which are not neighbours.
	StepOK func(from, to Pos) bool
	// StepCost, when not nil, is a ruleset's own price of single steps:
	// given a step and the multiplier the terrain gives it (1 plain, 2
	// difficult), it returns the multiplier to charge, 0 to forbid it
	// and otherwise at least 1 (majorminor's climbing at twice the cost:
	// a step between heights costs at least 2). Like StepOK it must depend on the two squares
	// alone (it may be asked of steps StepOK forbids), and a search given
	// it prices every step by the general rule.
	StepCost func(from, to Pos, mul int) int
	// Jump, when not nil, lets Reach and Pather jump across gaps (see
	// Jump): the longest jumps with and without a run-up. A search given
	// it prices every step by the general rule and ignores Steps; a flyer
	// ignores it.
	Jump *Jump
}

// qent is a queued state with its square, so that popping needs no
// division.
type qent struct {
	s    int32
	x, y int16
}

// search is the memory shared by Reach and Pather: per search state (a
// square's index times 2 plus its diagonal parity) a key, a parent and for
// A* a priority; generation stamps instead of clearing; and a bucket queue
// indexed by cost that keeps its memory between calls.
type search struct {
	f    *Field
	from Pos
	gen  uint32
	// key holds gen<<32 | (MaxUint32 - cost) for a state the search of
	// generation gen reached at cost, so that one comparison with a
	// state's key tells whether it was reached this time at most as
	// cheaply: keys of older searches are smaller than any of this one.
	key []uint64
	// parent holds the state each state was reached from, -1 at the start.
	parent []int32
	// prio holds, for A* only, the priority a state was queued with, or -1
	// once it is expanded.
	prio   []int32
	bucket [][]qent
	// jumps is true when the last search could jump (MoveOpts.Jump), so
	// that a path's links may join squares that are not neighbours;
	// chain is the memory path writes such a path's squares in first.
	jumps bool
	chain []Pos
}

// keyOf returns the key of a state reached at cost c by this search.
func (r *search) keyOf(c int) uint64 { return uint64(r.gen)<<32 | uint64(math.MaxUint32-uint32(c)) }

// dist returns the cost of state s, which this search reached.
func (r *search) dist(s int32) int { return int(math.MaxUint32 - uint32(r.key[s])) }

// begin prepares the search for a new query on f and reports whether the
// start is usable.
func (r *search) begin(f *Field, from Pos) bool {
	n := f.W * f.H * 2
	if len(r.key) < n {
		r.key, r.parent = make([]uint64, n), make([]int32, n)
		r.prio = nil
		r.gen = 0
	}
	r.f, r.from, r.jumps = f, from, false
	r.gen++
	if r.gen >= 1<<31 { // clear once every 2 billion searches, so keys never overflow
		clear(r.key)
		r.gen = 1
	}
	for i := range r.bucket {
		r.bucket[i] = r.bucket[i][:0]
	}
	return f.In(from) && f.W < 1<<15 && f.H < 1<<15
}

// push queues state s of square (x,y) at priority p, growing the queue.
func (r *search) push(p int, s int32, x, y int) {
	for len(r.bucket) <= p {
		r.bucket = append(r.bucket, nil)
	}
	r.bucket[p] = append(r.bucket[p], qent{s, int16(x), int16(y)})
}

// best returns the cheaper search state of square p, or -1.
func (r *search) best(p Pos) int32 {
	if r.f == nil || !r.f.In(p) {
		return -1
	}
	i := int32((p.Y*r.f.W + p.X) * 2)
	b := int32(-1)
	for s := i; s < i+2; s++ {
		if uint32(r.key[s]>>32) == r.gen && (b < 0 || r.dist(s) < r.dist(b)) {
			b = s
		}
	}
	return b
}

// path appends the squares walked from the start to the square of state b
// (start excluded) to buf.
func (r *search) path(b int32, buf []Pos) []Pos {
	if r.jumps {
		r.chain = r.plain(b, r.chain[:0])
		return linkSteps(r.f, r.from, r.chain, buf)
	}
	return r.plain(b, buf)
}

// plain appends the squares of the states from the start to state b
// (start excluded) to buf, one a state.
func (r *search) plain(b int32, buf []Pos) []Pos {
	n := 0
	for s := b; r.parent[s] >= 0; s = r.parent[s] {
		n++
	}
	for i := 0; i < n; i++ {
		buf = append(buf, Pos{})
	}
	i := len(buf) - 1
	for s := b; r.parent[s] >= 0; s = r.parent[s] {
		c := int(s / 2)
		buf[i] = Pos{X: c % r.f.W, Y: c / r.f.W}
		i--
	}
	return buf
}

// Reach is a reusable movement search: the squares reachable within a
// budget under ADS's diagonal rule (the first diagonal of a move costs 1,
// the second 2, then 1, 2 …), each step's cost multiplied by the terrain
// of the square entered, with parent links so that the path to any
// reached square costs nothing more. The search state is (square, parity
// of diagonals so far), so the alternation is exact. Reuse one Reach across
// calls: generation stamps replace clearing and the bucket queue keeps its
// memory, so a search allocates nothing after the first.
type Reach struct {
	search
	stop []bool
	// nearF and near are edgesNear(nearF), kept for the next search on
	// the same field.
	nearF *Field
	near  []bool
	// frozen is Freeze's scratch space: the states and the squares
	// reached, before they are copied at their number.
	frozen struct {
		states []int32
		spots  []Spot
	}
	// budget is the last computation's.
	budget int
	// open is noneBlocked's memory, for a search without occupancy.
	open []bool
}

// noneBlocked returns n squares none of which is blocked, in buf's memory
// when large enough (it is never written but when it is grown), so that a
// search reads occupancy without asking first whether there is any.
func noneBlocked(buf *[]bool, n int) []bool {
	if len(*buf) < n {
		*buf = make([]bool, n)
	}
	return (*buf)[:n]
}

// Compute finds every square reachable from from within budget, under the
// rules of step.go: no corner cutting past solid squares or edge cover,
// elevation changes only by Climb cells, occupancy and broken cover from
// opt (nil for none), its steps priced from opt.Steps when given and
// opt.StepCost is not, every step that would better a square's cost asked
// of opt.StepOK when given. An
// off-field start or a negative budget reaches nothing.
func (r *Reach) Compute(f *Field, from Pos, budget int, opt *MoveOpts) {
	if opt != nil && opt.Jump != nil {
		r.computeJumps(f, from, budget, opt)
		return
	}
	r.stop, r.budget = nil, budget
	if !r.begin(f, from) || budget < 0 {
		return
	}
	if opt != nil {
		r.stop = opt.NoStop
	}
	st := newStepper(f, opt)
	var tab *StepTable
	if opt != nil && opt.Steps != nil && opt.StepCost == nil {
		// StepOK alone keeps the table: it is asked after the table's
		// price, of the steps that would better their state.
		tab = opt.Steps
		tab.prepare(f, opt)
	} else if st.slow && !st.fly && !st.ruled() {
		if r.nearF != f {
			r.nearF, r.near = f, edgesNear(f, r.near)
		}
		st.near = r.near
	}
	start := int32((from.Y*f.W + from.X) * 2)
	r.key[start], r.parent[start] = r.keyOf(0), -1
	for len(r.bucket) <= budget {
		r.bucket = append(r.bucket, nil)
	}
	// States at the budget are final: no step from them fits. Expanding a
	// state queues only dearer ones, so each bucket is fixed while it is
	// read.
	if tab != nil {
		r.bucket[0] = append(r.bucket[0], qent{s: start}) // reached by no step
		r.computeTable(tab, st.blocked, budget, st.ok)
		return
	}
	r.bucket[0] = append(r.bucket[0], qent{start, int16(from.X), int16(from.Y)})
	for cost := 0; cost < budget; cost++ {
		key := r.keyOf(cost)
		for _, e := range r.bucket[cost] {
			if r.key[e.s] != key {
				continue // a cheaper entry superseded this one
			}
			r.expandReach(&st, e, cost, budget)
		}
	}
}

// computeJumps is Compute for a search given a Jump, kept apart so that
// the searches without one run the code they ran before: every step
// priced by the general rule, and the jumps out of each state. A Jump
// that allows no jump, or a flyer's, searches as Compute does without.
func (r *Reach) computeJumps(f *Field, from Pos, budget int, opt *MoveOpts) {
	r.stop, r.budget = opt.NoStop, budget
	if !r.begin(f, from) || budget < 0 {
		return
	}
	st := newStepper(f, opt)
	if st.jumps(opt); st.jump == nil {
		plain := *opt
		plain.Jump = nil
		r.Compute(f, from, budget, &plain)
		return
	}
	r.jumps = true
	start := int32((from.Y*f.W + from.X) * 2)
	r.key[start], r.parent[start] = r.keyOf(0), -1
	for len(r.bucket) <= budget {
		r.bucket = append(r.bucket, nil)
	}
	r.bucket[0] = append(r.bucket[0], qent{start, int16(from.X), int16(from.Y)})
	for cost := 0; cost < budget; cost++ {
		key := r.keyOf(cost)
		for k := 0; k < len(r.bucket[cost]); k++ {
			e := r.bucket[cost][k]
			if r.key[e.s] != key {
				continue // a cheaper entry superseded this one
			}
			r.expandSlow(&st, e, cost, budget, false, Pos{}, 0)
			r.expandJumps(&st, e, cost, budget, false, Pos{}, 0)
		}
	}
}

// Cost returns the cheapest cost to end a move on p, and whether p can be
// reached and stopped on. The start itself costs 0.
func (r *Reach) Cost(p Pos) (int, bool) {
	b := r.best(p)
	if b < 0 || (r.stop != nil && r.stop[b/2] && p != r.from) {
		return 0, false
	}
	return r.dist(b), true
}

// Path appends the squares walked from the start to p (start excluded) to
// buf and returns it; nil when p is not reached. The walk may pass squares
// that cannot be stopped on.
func (r *Reach) Path(p Pos, buf []Pos) []Pos {
	b := r.best(p)
	if b < 0 {
		return nil
	}
	return r.path(b, buf)
}

// All yields every square that Cost would report reachable, with its
// cost, in row order, the start included: Cost of every square of the
// field without the per-square lookup.
func (r *Reach) All() iter.Seq2[Pos, int] {
	return func(yield func(Pos, int) bool) {
		f := r.f
		if f == nil {
			return
		}
		gen, w, n := uint64(r.gen), f.W, f.W*f.H
		keys := r.key[:2*n]
		for i := 0; i < n; i++ {
			k0, k1 := keys[2*i], keys[2*i+1]
			ok0, ok1 := k0>>32 == gen, k1>>32 == gen
			if !ok0 && !ok1 {
				continue
			}
			// The cheaper state has the larger key; parity 0 wins ties, as
			// in best.
			k := k0
			if !ok0 || (ok1 && uint32(k1) > uint32(k0)) {
				k = k1
			}
			p := Pos{X: i % w, Y: i / w}
			if r.stop != nil && r.stop[i] && p != r.from {
				continue
			}
			if !yield(p, int(math.MaxUint32-uint32(k))) {
				return
			}
		}
	}
}
