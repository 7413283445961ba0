package ai

import (
	"math"

	"sightline/rules/grid"
)

// foeBox is what coarseBound asks of the seen enemies together, worked out
// once per decision from their boundFoe: the box around their squares, the
// best of their shots' values in each band of distance, the best of their
// values as melee targets, and coarseBound's terms by distance to the box.
type foeBox struct {
	minX, maxX, minY, maxY int
	shot                   [5]float64
	melee                  float64
	// ok says whether the approach cost grows with the distance from the
	// nearest enemy, which coarseBound needs: else it answers +Inf.
	ok bool
	// at holds coarseBound's terms by distance to the box, worked out the
	// first time the decision asks for a distance: those whose gen is
	// gen, which each decision raises. cols and rows hold, by column and
	// by row of the field, the offset from the box and the least cohesion
	// cost that offset from the squad's centre allows (leastCohesion).
	// Their memory serves the next decision (kept), and so do cols and
	// rows themselves when colsKey and rowsKey, everything they depend
	// on, are the same.
	at               []coarseTerms
	gen              uint32
	cols, rows       []boxOffset
	colsKey, rowsKey offsetsKey
}

// offsetsKey is everything boxOffsets' answer depends on: its arguments
// besides the memory.
type offsetsKey struct {
	n, lo, hi int
	c         float64
	counted   bool
	w         float64
}

// kept returns a box with b's memory and nothing else, for the next
// decision's prepareBox.
func (b *foeBox) kept() foeBox {
	return foeBox{at: b.at, gen: b.gen, cols: b.cols, rows: b.rows, colsKey: b.colsKey, rowsKey: b.rowsKey}
}

// boxOffset is the offset of a column (or row) from the box around the
// seen enemies, and the least cohesion cost of that column's (row's)
// offset from the squad's centre.
type boxOffset struct {
	d   int
	coh float64
}

// coarseTerms are the parts of coarseBound at one distance to the box:
// the offense term, weighted (w.Offense times the shot), by whether the
// unit can still attack (0 no, 1 yes), and the approach cost, scaled by
// the pressure; gen is the box's gen of the decision that worked them out.
type coarseTerms struct {
	offense  [2]float64
	approach float64
	gen      uint32
}

// prepareBox works out s.box from s.bfoes (prepareBound), with no distance
// worked out yet, in the memory of the box s holds (foeBox.kept).
func (s *positions) prepareBox() {
	b := &s.box
	*b = foeBox{minX: math.MaxInt, maxX: math.MinInt, minY: math.MaxInt, maxY: math.MinInt,
		at: b.at, gen: b.gen + 1, cols: b.cols, rows: b.rows, colsKey: b.colsKey, rowsKey: b.rowsKey}
	for k := range s.bfoes {
		f := &s.bfoes[k]
		b.minX, b.maxX = min(b.minX, f.at.X), max(b.maxX, f.at.X)
		b.minY, b.maxY = min(b.minY, f.at.Y), max(b.maxY, f.at.Y)
		for band, x := range f.shot {
			b.shot[band] = max(b.shot[band], x)
		}
		b.melee = max(b.melee, f.melee)
	}
	b.ok = len(s.bfoes) > 0 && s.apRate >= 0 && s.w.Close >= 0 && s.apScale >= 0
	// No square on the field lies W+H from another, nor from the box.
	n := s.v.f.W + s.v.f.H
	if b.gen == 0 {
		// The stamps wrapped: none may pass for this decision's.
		at := b.at[:cap(b.at)]
		for d := range at {
			at[d].gen = 0
		}
		b.gen = 1
	}
	if cap(b.at) < n {
		b.at = make([]coarseTerms, n)
	}
	b.at = b.at[:n]
	counted := s.mates > 0 && s.w.Cohesion > 0
	if k := (offsetsKey{s.v.f.W, b.minX, b.maxX, s.cx, counted, s.w.Cohesion}); len(b.cols) != k.n || k != b.colsKey {
		b.cols, b.colsKey = boxOffsets(b.cols, k.n, k.lo, k.hi, k.c, k.counted, k.w), k
	}
	if k := (offsetsKey{s.v.f.H, b.minY, b.maxY, s.cy, counted, s.w.Cohesion}); len(b.rows) != k.n || k != b.rowsKey {
		b.rows, b.rowsKey = boxOffsets(b.rows, k.n, k.lo, k.hi, k.c, k.counted, k.w), k
	}
}

// boxOffsets returns, in into's memory, the boxOffset of each of n
// columns (or rows) for a box from lo to hi and a squad's centre at c,
// whose cohesion, when counted, costs w a square beyond 5. The larger of
// a column's and a row's cohesion is leastCohesion's: it weighs the
// larger offset, and each step rounds monotonically.
func boxOffsets(into []boxOffset, n, lo, hi int, c float64, counted bool, w float64) []boxOffset {
	if cap(into) < n {
		into = make([]boxOffset, n)
	}
	into = into[:n]
	for x := range into {
		o := boxOffset{d: max(0, lo-x, x-hi)}
		if dx := math.Abs(float64(x) - c); counted && dx > 5 {
			o.coh = w * (dx - 5)
		}
		into[x] = o
	}
	return into
}

// coarseBound returns a number no smaller than bound(p, ready), for a
// decision where canBound holds and p on the field, worked out without a
// pass over the seen enemies: every one of them counts as standing on
// the square of their box nearest to p, with the best shot value of any
// of them in that distance's band (the bands grow with the distance and
// the values fall with the band), and as no threat. The distance to the
// box is no larger than to any enemy, so the approach cost, which grows
// with it (foeBox.ok), is no larger than bound's, and the cohesion cost is
// bound's (boxOffsets). It takes bound's steps, each rounding monotonically; subtracting
// no danger leaves the number as it is.
func (s *positions) coarseBound(p grid.Pos, ready bool) float64 {
	b := &s.box
	if !b.ok {
		return math.Inf(1)
	}
	// foeTerms' distance, to the box: the larger offset is at most 1
	// just when the distance is.
	col, row := &b.cols[p.X], &b.rows[p.Y]
	hi, lo := col.d, row.d
	if hi < lo {
		hi, lo = lo, hi
	}
	d := hi + lo>>1
	ct := &b.at[d]
	if ct.gen != b.gen {
		s.fillCoarse(d, ct)
	}
	r := 0
	if ready {
		r = 1
	}
	// max(col.coh, row.coh), by one comparison: the costs are finite or
	// +Inf and never below +0 (boxOffsets), so it picks what max would.
	coh := row.coh
	if col.coh > coh {
		coh = col.coh
	}
	return ct.offense[r] - coh - ct.approach
}

// fillCoarse works out ct, coarseBound's terms at distance d to the box.
func (s *positions) fillCoarse(d int, ct *coarseTerms) {
	b := &s.box
	ct.gen = b.gen
	off := b.shot[s.bands[d]]
	if s.myMelee && d <= 1 && b.melee > off {
		off = b.melee
	}
	for r, ready := range [2]bool{false, true} {
		o := off
		if !ready {
			o *= 0.3
		}
		if s.hurt > 0.65 {
			o *= 0.5
		}
		ct.offense[r] = s.w.Offense * o
	}
	// approach asks for the square only without a seen enemy; with one,
	// the least a square at d can pay (leastCloseRate).
	if len(s.tm.ids) > 0 {
		ct.approach = s.approachSeen(d, s.leastCloseRate()) * s.apScale
	} else {
		ct.approach = s.approach(grid.Pos{}, 0, d) * s.apScale
	}
}
