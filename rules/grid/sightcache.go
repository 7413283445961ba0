package grid

import (
	"slices"
	"sync"
)

// SightCache answers lines of sight on a SightIndex's field and remembers,
// for each pair of squares asked about, what the answer depends on besides
// the broken cover: whether the walls let sight through, and which full
// sections block it unless broken. Those depend on the field alone, so a
// cache may serve every game state on its field, even states on other
// goroutines: a mutex guards it. Pairs are kept in one row per second
// square, made on first need, since callers ask about many squares against
// one target; the cache starts afresh once its rows fill sightCacheBytes.
type SightCache struct {
	x  *SightIndex
	mu sync.Mutex
	// rows[j] holds the pairs (square i, square j), indexed by i like
	// Field.Cells.
	rows []sightRow
	// n counts the rows made; limit is rowLimit's for the field.
	n, limit int
	// more holds the sections of the pairs in state sightBlockers, by
	// pairKey: those a row's table had no room for.
	more map[uint64][]int16
}

// sightRow is a SightCache row: the state of each pair, one of the sight*
// constants or sightListed+k for a pair blocked by the sections lists[k],
// and those lists, each kept once, since in a row the squares behind the
// same sections share a list. A list is never changed once kept, so a
// reader may use one after letting the cache go.
type sightRow struct {
	st    []uint8
	lists [][]int16
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
	return &SightCache{x: x, rows: make([]sightRow, x.f.W*x.f.H), limit: rowLimit(x.f.W * x.f.H)}
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
	c.mu.Lock()
	st, bl := c.known(ia, ib)
	c.mu.Unlock()
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
// long as ps. It takes the cache's lock once for the pairs it knows and
// once more for those it learns, where LineOfSightFunc takes it for each
// pair: what Hip Fire asks of every square it reaches.
func (c *SightCache) LinesOfSightTo(t Pos, ps []Pos, broken []bool, seen []bool) {
	f := c.x.f
	seen = seen[:len(ps)]
	if !f.In(t) {
		clear(seen)
		return
	}
	it := t.Y*f.W + t.X
	var todo []int
	c.mu.Lock()
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
		st, bl := c.known(ip, it)
		if st == sightUnknown {
			todo = append(todo, k)
			continue
		}
		seen[k] = sightThrough(st, bl, broken)
	}
	c.mu.Unlock()
	if len(todo) == 0 {
		return
	}
	type learnt struct {
		st uint8
		bl []int16
	}
	ls := make([]learnt, len(todo))
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

// known returns what c knows of the pair (ia, ib), two different squares
// on the field, under c.mu: sightUnknown, sightWalls, sightClear, or
// sightBlockers and the blocking sections. Sight is the same both ways
// (learn takes the pair in one order), so the row of either square may
// know it.
func (c *SightCache) known(ia, ib int) (uint8, []int16) {
	if r := &c.rows[ib]; r.st != nil {
		if st := r.st[ia]; st != sightUnknown {
			return c.listed(r, st, ia, ib)
		}
	}
	if r := &c.rows[ia]; r.st != nil {
		if st := r.st[ib]; st != sightUnknown {
			return c.listed(r, st, ib, ia)
		}
	}
	return sightUnknown, nil
}

// listed returns the state st of the pair (i, j), read in j's row r, with
// the sections that block it when it names a list of r, or when they are
// in c.more.
func (c *SightCache) listed(r *sightRow, st uint8, i, j int) (uint8, []int16) {
	switch {
	case st >= sightListed:
		return sightBlockers, r.lists[st-sightListed]
	case st == sightBlockers:
		return sightBlockers, c.more[pairKey(i, j)]
	}
	return st, nil
}

// keep remembers under c.mu the state st of the pair (ia, ib) and its
// blocking sections bl in ib's row, made (and the cache started afresh
// when full) if need be. The list goes in the row's table, or in c.more
// once the table has no state left to name it.
func (c *SightCache) keep(ia, ib int, st uint8, bl []int16) {
	r := &c.rows[ib]
	if r.st == nil {
		if c.n >= c.limit {
			clear(c.rows)
			c.n, c.more = 0, nil
		}
		r.st = make([]uint8, len(c.rows))
		c.n++
	}
	if st != sightBlockers {
		r.st[ia] = st
		return
	}
	for k, l := range r.lists {
		if slices.Equal(l, bl) {
			r.st[ia] = sightListed + uint8(k)
			return
		}
	}
	if len(r.lists) <= 255-int(sightListed) {
		r.lists = append(r.lists, bl)
		r.st[ia] = sightListed + uint8(len(r.lists)-1)
		return
	}
	if c.more == nil {
		c.more = make(map[uint64][]int16)
	}
	c.more[pairKey(ia, ib)] = bl
	r.st[ia] = sightBlockers
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
