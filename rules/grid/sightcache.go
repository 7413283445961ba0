package grid

import (
	"slices"
	"sync"
	"sync/atomic"
)

// SightCache answers lines of sight on a SightIndex's field and remembers,
// for each pair of squares asked about, what the answer depends on besides
// the broken cover: whether the walls let sight through, and which full
// sections block it unless broken. Those depend on the field alone, so a
// cache may serve every game state on its field, even states on other
// goroutines. Pairs are kept in one row per second square, made on first
// need, since callers ask about many squares against one target; the cache
// starts afresh once its rows fill sightCacheBytes.
//
// A pair it knows is read without a lock, through atomic loads: battles on
// two cores ask tens of thousands of questions a battle, and a mutex taken
// for each passed its memory back and forth between the cores. Writers (a
// pair learnt, the cache started afresh) hold mu, and publish a row's list
// of sections before the state that names it.
type SightCache struct {
	x  *SightIndex
	mu sync.Mutex
	// rows[j] holds the pairs (square i, square j), indexed by i like
	// Field.Cells, or nil.
	rows []atomic.Pointer[sightRow]
	// n counts the rows made; limit is rowLimit's for the field.
	n, limit int
	// more holds the sections of the pairs in state sightBlockers, by
	// pairKey: those a row's table had no room for. Only under mu.
	more map[uint64][]int16
}

// sightRow is a SightCache row: the state of each pair, one of the sight*
// constants or sightListed+k for a pair blocked by the sections lists[k],
// and those lists, each kept once, since in a row the squares behind the
// same sections share a list; four states a word. A list, and a slice of
// lists once stored, is never changed, so a reader may use one after
// letting the cache go.
type sightRow struct {
	st    []atomic.Uint32
	lists atomic.Pointer[[][]int16]
}

// state returns the state of pair i of r.
func (r *sightRow) state(i int) uint8 {
	return uint8(r.st[i>>2].Load() >> (8 * (i & 3)))
}

// plain answers pair i of r when r (nil for a row not made yet) knows it
// as one the walls block or nothing blocks, the pairs whose answer needs
// no broken cover: whether it is seen, and whether it was answered.
func (r *sightRow) plain(i int) (seen, known bool) {
	if r == nil {
		return false, false
	}
	switch r.state(i) {
	case sightWalls:
		return false, true
	case sightClear:
		return true, true
	}
	return false, false
}

// set makes s the state of pair i of r; the cache's mu must be held.
func (r *sightRow) set(i int, s uint8) {
	w, sh := &r.st[i>>2], 8*(i&3)
	w.Store(w.Load()&^(0xff<<sh) | uint32(s)<<sh)
}

// The states of a pair in a SightCache row.
const (
	sightUnknown  uint8 = iota // not asked yet
	sightWalls                 // the walls block
	sightClear                 // nothing blocks
	sightBlockers              // full sections block unless broken, kept in more
	sightListed                // the first state naming a list of the row
)

// sightCacheBytes is how much memory a SightCache's rows may take before
// it starts afresh: a row takes a byte per square of the field, so on a
// 64x64 field it holds every row (16 MB, once per field, shared by every
// battle on it) and on larger fields fewer.
const sightCacheBytes = 16 << 20

// rowLimit returns how many rows a SightCache on a field of n squares
// holds before it starts afresh: sightCacheBytes' worth, and at least 64.
func rowLimit(n int) int { return max(64, sightCacheBytes/max(n, 1)) }

// NewSightCache returns an empty cache over x.
func NewSightCache(x *SightIndex) *SightCache {
	return &SightCache{x: x, rows: make([]atomic.Pointer[sightRow], x.f.W*x.f.H), limit: rowLimit(x.f.W * x.f.H)}
}

// Index returns the index c answers with.
func (c *SightCache) Index() *SightIndex { return c.x }

// pairKey is the key in SightCache.more of the pair (i, j) of row j.
func pairKey(i, j int) uint64 { return uint64(i)<<32 | uint64(j) }

// LineOfSightFunc is SightIndex.LineOfSightFunc, with the same answer for
// every input.
func (c *SightCache) LineOfSightFunc(a, b Pos, broken func(i int) bool) bool {
	f := c.x.f
	if !f.In(a) || !f.In(b) {
		return false
	}
	ia, ib := a.Y*f.W+a.X, b.Y*f.W+b.X
	if ia == ib {
		return true
	}
	// A pair the walls block or nothing blocks, known in b's row (where
	// lookup looks first), is answered without lookup's calls.
	if seen, known := c.rows[ib].Load().plain(ia); known {
		return seen
	}
	st, bl := c.lookup(ia, ib)
	if st == sightUnknown {
		st, bl = c.learn(a, b)
		c.mu.Lock()
		c.keep(ia, ib, st, bl)
		c.mu.Unlock()
	}
	switch st {
	case sightWalls:
		return false
	case sightClear:
		return true
	}
	for _, i := range bl {
		if !broken(int(i)) {
			return false
		}
	}
	return true
}

// LinesOfSightTo sets seen[k] to whether a unit on ps[k] sees one on t
// with the cover sections broken marks broken (nil when none is): the
// answer of LineOfSight(f, ps[k], t, broken) for every k, seen being as
// long as ps. It reads the pairs it knows without the cache's lock and
// takes it once for those it learns, where LineOfSightFunc takes it for
// each pair it learns: what Hip Fire asks of every square it reaches.
// The pairs are read in t's row first, loaded once: those asked about
// with t as the second square (every unit's sight of a target, Hip
// Fire's own) are kept there, and a pair the walls block or nothing
// blocks is answered from the row alone, as lookup would.
func (c *SightCache) LinesOfSightTo(t Pos, ps []Pos, broken []bool, seen []bool) {
	f := c.x.f
	seen = seen[:len(ps)]
	if !f.In(t) {
		clear(seen)
		return
	}
	it := t.Y*f.W + t.X
	row := c.rows[it].Load()
	// todo lists the pairs to learn; a call seldom learns more than
	// todoBuf holds, which costs no allocation.
	var todoBuf [64]int
	todo := todoBuf[:0]
	for k, p := range ps {
		if !f.In(p) {
			seen[k] = false
			continue
		}
		ip := p.Y*f.W + p.X
		if ip == it {
			seen[k] = true
			continue
		}
		if v, known := row.plain(ip); known {
			seen[k] = v
			continue
		}
		st, bl := c.lookup(ip, it)
		if st == sightUnknown {
			todo = append(todo, k)
			continue
		}
		seen[k] = sightThrough(st, bl, broken)
	}
	if len(todo) == 0 {
		return
	}
	type learnt struct {
		st uint8
		bl []int16
	}
	var lsBuf [64]learnt
	ls := lsBuf[:0]
	if len(todo) > len(lsBuf) {
		ls = make([]learnt, len(todo))
	}
	ls = ls[:len(todo)]
	for n, k := range todo {
		ls[n].st, ls[n].bl = c.learn(ps[k], t)
		seen[k] = sightThrough(ls[n].st, ls[n].bl, broken)
	}
	c.mu.Lock()
	for n, k := range todo {
		c.keep(ps[k].Y*f.W+ps[k].X, it, ls[n].st, ls[n].bl)
	}
	c.mu.Unlock()
}

// sightThrough reports whether sight passes a pair in state st (not
// sightUnknown) blocked, in state sightBlockers, by the sections bl, with
// broken marking the broken sections.
func sightThrough(st uint8, bl []int16, broken []bool) bool {
	switch st {
	case sightWalls:
		return false
	case sightClear:
		return true
	}
	for _, i := range bl {
		if !isBroken(broken, int(i)) {
			return false
		}
	}
	return true
}

// lookup returns what c knows of the pair (ia, ib), two different squares
// on the field: sightUnknown, sightWalls, sightClear, or sightBlockers and
// the blocking sections. It reads the rows without c.mu, and takes it only
// for sections kept in c.more; a pair the cache forgot meanwhile (it
// started afresh) is unknown again. Sight is the same both ways (learn
// takes the pair in one order), so the row of either square may know it.
func (c *SightCache) lookup(ia, ib int) (uint8, []int16) {
	st, bl, key := c.known(ia, ib)
	if key != 0 {
		c.mu.Lock()
		bl, ok := c.more[key]
		c.mu.Unlock()
		if !ok {
			return sightUnknown, nil
		}
		return sightBlockers, bl
	}
	return st, bl
}

// known is lookup's reading of the rows: it returns the pair's state, the
// blocking sections when a row's list holds them, or the pair's key in
// c.more when that holds them (else 0; a pair of two different squares
// never has the key 0).
func (c *SightCache) known(ia, ib int) (uint8, []int16, uint64) {
	if r := c.rows[ib].Load(); r != nil {
		if st := r.state(ia); st != sightUnknown {
			return r.listed(st, ia, ib)
		}
	}
	if r := c.rows[ia].Load(); r != nil {
		if st := r.state(ib); st != sightUnknown {
			return r.listed(st, ib, ia)
		}
	}
	return sightUnknown, nil, 0
}

// listed returns the state st of the pair (i, j), read in j's row r, with
// the sections that block it when it names a list of r, or the pair's key
// in the cache's more when they are there.
func (r *sightRow) listed(st uint8, i, j int) (uint8, []int16, uint64) {
	switch {
	case st >= sightListed:
		return sightBlockers, (*r.lists.Load())[st-sightListed], 0
	case st == sightBlockers:
		return sightBlockers, nil, pairKey(i, j)
	}
	return st, nil, 0
}

// row returns ib's row under c.mu, made (and the cache started afresh when
// full) if need be.
func (c *SightCache) row(ib int) *sightRow {
	if r := c.rows[ib].Load(); r != nil {
		return r
	}
	if c.n >= c.limit {
		for i := range c.rows {
			c.rows[i].Store(nil)
		}
		c.n, c.more = 0, nil
	}
	r := &sightRow{st: make([]atomic.Uint32, (len(c.rows)+3)/4)}
	r.lists.Store(new([][]int16))
	c.rows[ib].Store(r)
	c.n++
	return r
}

// keep remembers under c.mu the state st of the pair (ia, ib) and its
// blocking sections bl in ib's row, made (and the cache started afresh
// when full) if need be. The list goes in the row's table, or in c.more
// once the table has no state left to name it.
func (c *SightCache) keep(ia, ib int, st uint8, bl []int16) {
	r := c.row(ib)
	if st != sightBlockers {
		r.set(ia, st)
		return
	}
	lists := *r.lists.Load()
	for k, l := range lists {
		if slices.Equal(l, bl) {
			r.set(ia, sightListed+uint8(k))
			return
		}
	}
	if len(lists) <= 255-int(sightListed) {
		// A new slice, stored before the state that names its last list:
		// readers keep reading the one they loaded.
		lists = append(lists[:len(lists):len(lists)], bl)
		r.lists.Store(&lists)
		r.set(ia, sightListed+uint8(len(lists)-1))
		return
	}
	if c.more == nil {
		c.more = make(map[uint64][]int16)
	}
	c.more[pairKey(ia, ib)] = bl
	r.set(ia, sightBlockers)
}

// learn works out the state of the pair (a, b), two different squares on
// the field, and its blocking sections, in the canonical order
// LineOfSightOpts takes them.
func (c *SightCache) learn(a, b Pos) (uint8, []int16) {
	f := c.x.f
	if b.Y < a.Y || (b.Y == a.Y && b.X < a.X) {
		a, b = b, a
	}
	lvl := max(f.At(a).Elevation, f.At(b).Elevation)
	if !wallsClear(f, a, b, lvl) {
		return sightWalls, nil
	}
	var bl []int16
	c.x.coverBlocks(a, b, lvl, func(i int16) bool {
		bl = append(bl, i)
		return true
	})
	if len(bl) == 0 {
		return sightClear, nil
	}
	return sightBlockers, bl
}
