package grid

import "sync"

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
	// rows[j][i] is the state of the pair (square i, square j), indexed
	// like Field.Cells: one of the sight* constants.
	rows [][]uint8
	// n counts the rows made; limit is rowLimit's for the field.
	n, limit int
	// blockers holds the sections of the pairs in state sightBlockers, by
	// pairKey.
	blockers map[uint64][]int16
}

// The states of a pair in a SightCache row.
const (
	sightUnknown  uint8 = iota // not asked yet
	sightWalls                 // the walls block
	sightClear                 // nothing blocks
	sightBlockers              // full sections block unless broken
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
	return &SightCache{x: x, rows: make([][]uint8, x.f.W*x.f.H), limit: rowLimit(x.f.W * x.f.H)}
}

// Index returns the index c answers with.
func (c *SightCache) Index() *SightIndex { return c.x }

// pairKey is the key of the pair (i, j) in SightCache.blockers.
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
	st := sightUnknown
	if row := c.rows[ib]; row != nil {
		st = row[ia]
	}
	if row := c.rows[ia]; st == sightUnknown && row != nil {
		// Sight is the same both ways (learn puts the pair in one order),
		// so the other row may know it.
		if st = row[ib]; st == sightBlockers {
			ia, ib = ib, ia // the pair's order in blockers
		}
	}
	c.mu.Unlock()
	switch st {
	case sightWalls:
		return false
	case sightClear:
		return true
	}
	return c.blocked(a, b, ia, ib, st, broken)
}

// blocked finishes LineOfSightFunc for the pair (a, b), two different
// squares on the field, in state st: sightBlockers, with blockers under
// the key of (ia, ib), which it learns again without keeping them should
// the cache have started afresh since the state was read; or sightUnknown,
// when it learns the pair and keeps it in b's row, ib.
func (c *SightCache) blocked(a, b Pos, ia, ib int, st uint8, broken func(i int) bool) bool {
	var bl []int16
	if st == sightBlockers {
		c.mu.Lock()
		var ok bool
		bl, ok = c.blockers[pairKey(ia, ib)]
		c.mu.Unlock()
		if !ok {
			st, bl = c.learn(a, b)
		}
	} else {
		st, bl = c.learn(a, b)
		c.mu.Lock()
		if c.rows[ib] == nil {
			if c.n >= c.limit {
				clear(c.rows)
				c.n, c.blockers = 0, nil
			}
			c.rows[ib] = make([]uint8, len(c.rows))
			c.n++
		}
		c.rows[ib][ia] = st
		if st == sightBlockers {
			if c.blockers == nil {
				c.blockers = make(map[uint64][]int16)
			}
			c.blockers[pairKey(ia, ib)] = bl
		}
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
