package grid

import "iter"

// compass8 lists the eight step directions clockwise from north, so that
// neighbouring entries are 45 degrees apart.
var compass8 = [8]Pos{{X: 0, Y: -1}, {X: 1, Y: -1}, {X: 1, Y: 0}, {X: 1, Y: 1}, {X: 0, Y: 1}, {X: -1, Y: 1}, {X: -1, Y: 0}, {X: -1, Y: -1}}

// oneTurnTurns are the direction changes a one-turn route may make, in
// steps of 45 degrees: left and right by 45, then by 90.
var oneTurnTurns = [4]int{-1, 1, -2, 2}

// turnKeyBits is how many low bits of a OneTurnReach key hold a square's
// cost and whether its route turns; the generation stamp takes the bits
// above them.
const turnKeyBits = 17

// turnKeyLow masks the low bits of a OneTurnReach key.
const turnKeyLow = 1<<turnKeyBits - 1

// turnGens is the first generation that does not fit a OneTurnReach key.
const turnGens = 1 << (32 - turnKeyBits)

// route is how a OneTurnReach reached a square: k1 steps in compass8
// direction d1, then straight on in direction d2 to the square (no step on
// a straight route, where d2 is d1), packed as d1 | d2<<3 | k1<<6. The
// second leg's length follows from the square, so that every square of a
// leg has the same route.
type route uint32

// newRoute returns the route of k1 steps in direction d1, then on in d2.
func newRoute(d1, d2, k1 int) route { return route(d1 | d2<<3 | k1<<6) }

// OneTurnReach is a reusable search of the squares a mover reaches by
// running straight in one of the eight directions and then turning at most
// once, by 45 or 90 degrees, and running straight again (ADS Sprint, §5.4:
// "at most one turn of ≤ 90° per Sprint"), within a movement budget. Steps
// follow the rules of step.go (each step's terrain multiplier, the 1-2-1
// diagonal alternation counted over the whole route, no corner cutting,
// elevation only by Climb cells, Blocked squares closed); a Blocked or
// solid square ends a leg. Each square keeps its cheapest route, a
// straight one winning ties, then the first found in the order of
// compass8 (first leg's direction, its length, then left before right and
// 45 before 90 degrees). Reuse one OneTurnReach across calls: generation
// stamps replace clearing, so a search allocates nothing after the first
// on a field of the same size.
type OneTurnReach struct {
	f    *Field
	from Pos
	gen  uint32
	// key holds, for a square the search of generation gen reached at
	// cost by a route that turns (t 1) or not (t 0),
	// gen<<turnKeyBits | (turnKeyLow - (2*cost + t)), so that one
	// comparison tells whether a new route beats the square's: a cheaper
	// one, or one as cheap and straight where the square's turns. Keys of
	// older searches are smaller than any of this one. Four bytes a square
	// keep the search's reads and writes in little cache.
	key []uint32
	// way holds the route of each square reached, written only when the
	// key is.
	way  []route
	stop []bool
	// budget is the last computation's.
	budget int
	// nearF and near are edgesNear(nearF), kept for the next search on
	// the same field.
	nearF *Field
	near  []bool
	// open is noneBlocked's memory, for a search without occupancy.
	open []bool
}

// Compute finds every square reachable from from within budget by a route
// of at most one turn of at most 90 degrees. opt gives occupancy, squares
// that cannot be stopped on, broken cover, flight and a StepTable as for
// Reach (nil for none). An off-field start, a negative budget or a budget
// above 65535 reaches nothing.
func (r *OneTurnReach) Compute(f *Field, from Pos, budget int, opt *MoveOpts) {
	n := f.W * f.H
	if len(r.key) < n {
		r.key, r.way = make([]uint32, n), make([]route, n)
		r.gen = 0
	}
	r.f, r.from, r.stop, r.budget = f, from, nil, budget
	r.gen++
	if r.gen == turnGens { // clear once every 32767 searches, so keys never overflow
		clear(r.key)
		r.gen = 1
	}
	if !f.In(from) || budget < 0 || budget > 1<<16-1 {
		return
	}
	if opt != nil {
		r.stop = opt.NoStop
	}
	st := newStepper(f, opt)
	if opt != nil && opt.Steps != nil && !st.ruled() {
		opt.Steps.prepare(f, opt)
		r.computeTable(opt.Steps, st.blocked, from, budget)
		return
	}
	if st.slow && !st.fly && !st.ruled() {
		if r.nearF != f {
			r.nearF, r.near = f, edgesNear(f, r.near)
		}
		st.near = r.near
	}
	r.set(from.Y*f.W+from.X, 0, 0, false)
	for d1 := 0; d1 < 8; d1++ {
		p, c, diag := from, 0, 0
		for k1 := 1; ; k1++ {
			var ok bool
			p, c, diag, ok = r.step(&st, p, d1, c, diag, budget)
			if !ok {
				break
			}
			r.set(p.Y*f.W+p.X, c, newRoute(d1, d1, k1), false)
			for _, turn := range oneTurnTurns {
				d2 := (d1 + turn + 8) % 8
				q, qc, qd := p, c, diag
				for k2 := 1; ; k2++ {
					q, qc, qd, ok = r.step(&st, q, d2, qc, qd, budget)
					if !ok {
						break
					}
					r.set(q.Y*f.W+q.X, qc, newRoute(d1, d2, k1), true)
				}
			}
		}
	}
}

// computeTable is Compute's search with the steps priced from t, which
// is ready for the field: the same routes tried in the same order, each
// leg walked by leg with its direction's constants.
func (r *OneTurnReach) computeTable(t *StepTable, blocked []bool, from Pos, budget int) {
	start := from.Y*r.f.W + from.X
	if blocked == nil {
		blocked = noneBlocked(&r.open, r.f.W*r.f.H)
	}
	if budget >= 255 {
		t.fillAll() // leg reads the entries as they are
	}
	r.set(start, 0, 0, false)
	for d1 := 0; d1 < 8; d1++ {
		s1 := compassStep[d1]
		sh, off := 8*s1, t.off[s1]
		p, c, diag := start, 0, 0
		for k1 := 1; ; k1++ {
			m := int(t.at(p) >> (sh & 63) & 0xff)
			if m == 0 {
				break
			}
			if d1&1 == 1 { // a diagonal: the 1st costs 1, the 2nd 2, then 1, 2 …
				m *= 1 + diag&1
				diag++
			}
			if c += m; c > budget {
				break
			}
			q := p + off
			if blocked[q] {
				break
			}
			p = q
			r.set(p, c, newRoute(d1, d1, k1), false)
			for _, turn := range oneTurnTurns {
				d2 := (d1 + turn + 8) % 8
				r.leg(t, blocked, p, c, diag, budget, d2, newRoute(d1, d2, k1))
			}
		}
	}
}

// leg walks the second leg of the routes w from square index p, reached
// at cost c after diag diagonal steps, in direction d2, recording each
// square with w as set does, written out: the cost kept as the key of a
// turning route, twice the step's price taken off it at each step. A step
// is priced before occupancy is read: most legs end on the budget, and a
// blocked square ends one as surely. An orthogonal leg takes a loop of its
// own, without the diagonals' count. It reads the table's entries as they
// are, and works one out only when its step seems to end the leg: an entry
// not worked out yet has every multiplier 255, which below a budget of 255
// costs more than the room left (computeTable fills the table for a larger
// one), so that a step pays no test of whether its entry is filled. The
// shifts are masked (sh&63, shift&31), which changes no amount they take,
// so that they compile without a test for an amount past the word.
func (r *OneTurnReach) leg(t *StepTable, blocked []bool, p, c, diag, budget, d2 int, w route) {
	s2 := compassStep[d2]
	sh, off := 8*s2, t.off[s2]
	// One length for the four, so that a square within one is known
	// within the others.
	mul := t.mul
	n := len(mul)
	key, way, blocked := r.key[:n], r.way[:n], blocked[:n]
	k := r.gen<<turnKeyBits | (turnKeyLow - 1) - uint32(2*c)
	room := uint32(2 * (budget - c)) // k's fall to the budget
	if d2&1 == 0 {
		for {
			m := uint32(mul[p]>>(sh&63)&0xff) << 1
			if m == 0 || m > room {
				if mul[p] != unfilled {
					return
				}
				if m = uint32(t.fill(p)>>(sh&63)&0xff) << 1; m == 0 || m > room {
					return
				}
			}
			room -= m
			k -= m
			q := p + off
			if blocked[q] {
				return
			}
			p = q
			if k > key[p] {
				key[p], way[p] = k, w
			}
		}
	}
	// A diagonal: the 1st costs 1, the 2nd 2, then 1, 2 …; the price is
	// doubled for the key by a shift of 1 or 2, the next diagonal's.
	shift := 1 + diag&1
	for {
		m := uint32(mul[p]>>(sh&63)&0xff) << (shift & 31)
		if m == 0 || m > room {
			if mul[p] != unfilled {
				return
			}
			if m = uint32(t.fill(p)>>(sh&63)&0xff) << (shift & 31); m == 0 || m > room {
				return
			}
		}
		shift ^= 3
		room -= m
		k -= m
		q := p + off
		if blocked[q] {
			return
		}
		p = q
		if k > key[p] {
			key[p], way[p] = k, w
		}
	}
}

// step takes one step from p in compass8 direction d at cost c after diag
// diagonal steps, and returns the square entered, the new cost and
// diagonal count, and whether the step is allowed within budget.
func (r *OneTurnReach) step(st *stepper, p Pos, d, c, diag, budget int) (Pos, int, int, bool) {
	q := p.Add(compass8[d])
	if !r.f.In(q) {
		return p, c, diag, false
	}
	m := st.mul(p.X, p.Y, q.X, q.Y)
	if m == 0 {
		return p, c, diag, false
	}
	unit := 1
	if d%2 == 1 { // a diagonal: the 1st costs 1, the 2nd 2, then 1, 2 …
		unit += diag % 2
		diag++
	}
	c += unit * m
	if c > budget {
		return p, c, diag, false
	}
	return q, c, diag, true
}

// set records square index i reached at cost c by w, when that is cheaper
// than what the square holds, or as cheap and straight where it held a
// turning route.
func (r *OneTurnReach) set(i, c int, w route, turned bool) {
	k := r.gen<<turnKeyBits | turnKeyLow - uint32(2*c)
	if turned {
		k--
	}
	if k > r.key[i] {
		r.key[i], r.way[i] = k, w
	}
}

// reached reports whether square index i was reached by the last search.
func (r *OneTurnReach) reached(i int) bool { return r.key[i]>>turnKeyBits == r.gen }

// costAt returns the cost of square index i, which the last search
// reached.
func (r *OneTurnReach) costAt(i int) int { return int(turnKeyLow-r.key[i]&turnKeyLow) >> 1 }

// Cost returns the cheapest cost of a one-turn route ending on p, and
// whether p can be reached and stopped on. The start itself costs 0.
func (r *OneTurnReach) Cost(p Pos) (int, bool) {
	if r.f == nil || !r.f.In(p) {
		return 0, false
	}
	i := p.Y*r.f.W + p.X
	if !r.reached(i) || (r.stop != nil && r.stop[i] && p != r.from) {
		return 0, false
	}
	return r.costAt(i), true
}

// Path appends the squares of the cheapest one-turn route from the start
// to p (start excluded) to buf and returns it; nil when p is not reached,
// and buf unchanged when p is the start.
func (r *OneTurnReach) Path(p Pos, buf []Pos) []Pos {
	if r.f == nil || !r.f.In(p) {
		return nil
	}
	i := p.Y*r.f.W + p.X
	if !r.reached(i) {
		return nil
	}
	return r.way[i].walk(r.from, p, buf)
}

// All yields every square Cost reports reachable, with its cost, in row
// order, the start included. Every step costs at least 1, so it reads only
// the squares within the budget of the start.
func (r *OneTurnReach) All() iter.Seq2[Pos, int] {
	return func(yield func(Pos, int) bool) {
		f := r.f
		if f == nil || r.budget < 0 || r.budget > 1<<16-1 || !f.In(r.from) {
			return
		}
		x0, x1 := max(r.from.X-r.budget, 0), min(r.from.X+r.budget, f.W-1)
		y0, y1 := max(r.from.Y-r.budget, 0), min(r.from.Y+r.budget, f.H-1)
		for y := y0; y <= y1; y++ {
			base := y * f.W
			for x := x0; x <= x1; x++ {
				i := base + x
				if !r.reached(i) {
					continue
				}
				if r.stop != nil && r.stop[i] && (Pos{X: x, Y: y}) != r.from {
					continue
				}
				if !yield(Pos{X: x, Y: y}, r.costAt(i)) {
					return
				}
			}
		}
	}
}

// AppendSpots appends to dst the squares All yields but the start, with
// their costs, in row order, and returns it: All's answer without a call
// per square, reading only the squares within the budget of the start
// (reachSpan).
func (r *OneTurnReach) AppendSpots(dst []Spot) []Spot {
	f := r.f
	if f == nil || r.budget < 0 || r.budget > 1<<16-1 || !f.In(r.from) {
		return dst
	}
	stop, from := r.stop, r.from
	// The keys of this search are low and above, its start's low +
	// turnKeyLow: only the start costs 0, since every step costs at least
	// 1. So k-low, unsigned, is below turnKeyLow for exactly the squares
	// listed, and turnKeyLow-(k-low) is twice a square's cost, plus 1 for
	// a route that turns.
	low := r.gen << turnKeyBits
	y0, y1 := max(from.Y-r.budget, 0), min(from.Y+r.budget, f.H-1)
	for y := y0; y <= y1; y++ {
		w := reachSpan(r.budget, y-from.Y)
		x0, x1 := max(from.X-w, 0), min(from.X+w, f.W-1)
		row := r.key[y*f.W+x0 : y*f.W+x1+1]
		for i, k := range row {
			if k -= low; k < turnKeyLow && (stop == nil || !stop[y*f.W+x0+i]) {
				dst = append(dst, Spot{X: int16(x0 + i), Y: int16(y), Cost: int32((turnKeyLow - k) >> 1)})
			}
		}
	}
	return dst
}

// walk appends the squares the route steps on from its start to p, start
// excluded, to buf.
func (w route) walk(from, p Pos, buf []Pos) []Pos {
	d1, d2, k1 := compass8[w&7], compass8[w>>3&7], int(w>>6)
	q := from
	for k := 0; k < k1; k++ {
		q = q.Add(d1)
		buf = append(buf, q)
	}
	for k := max(abs(p.X-q.X), abs(p.Y-q.Y)); k > 0; k-- {
		q = q.Add(d2)
		buf = append(buf, q)
	}
	return buf
}
