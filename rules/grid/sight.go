package grid

// Line of sight between two squares. Walls follow the symmetric
// shadowcasting of FOV exactly, so that LineOfSight(a, b) agrees with
// FOV.Visible for every floor pair. Cover follows common.md §12 instead:
// a full-height section blocks when the segment between the square centres
// touches it (grazing a corner counts), unless it stands next to either
// end. Coordinates of segments are doubled so that centres and corners are
// integers.

// SightOpts are the per-query conditions of a line of sight.
type SightOpts struct {
	// Broken marks broken cover sections, indexed like Field.Covers; broken
	// cover never blocks sight. Nil means none.
	Broken []bool
	// Hunkered marks squares, indexed like Field.Cells, whose occupant
	// hunkers down: it cannot be seen, nor see, across the cover that
	// protects it (CoverBetween). Nil means none.
	Hunkered []bool
}

// LineOfSight reports whether a unit on a can see b, with broken[i] marking
// broken cover section i (nil for none). It is LineOfSightOpts without
// hunkered units.
func LineOfSight(f *Field, a, b Pos, broken []bool) bool {
	return LineOfSightOpts(f, a, b, &SightOpts{Broken: broken})
}

// LineOfSightOpts reports whether a unit on a can see b, and so b can see
// a: the result is symmetric for every input. Off-field ends see nothing.
//
//   - Walls (BlocksSight) block as in FOV's symmetric shadowcasting.
//   - Full-height cover, object or edge, blocks when the segment between
//     the centres touches it, except a section next to either end (the
//     shooter leans out; the target is behind it and gets cover instead).
//     Half-height and broken cover never block.
//   - A hunkered unit is hidden across the cover that protects it.
//   - Elevation: walls and cover on a level lower than the higher of the
//     two ends do not block, so a unit on a roof sees over ground-level
//     walls and is seen over them.
func LineOfSightOpts(f *Field, a, b Pos, opt *SightOpts) bool {
	q, done, answer := newSightCase(f, a, b, opt)
	if done {
		return answer
	}
	if !wallsClear(f, q.a, q.b, q.lvl) {
		return false
	}
	if len(f.Covers) > 0 && !coverClear(f, q.a, q.b, q.lvl, q.broken) {
		return false
	}
	return !q.hunkered(f)
}

// sightCase is a line-of-sight question in canonical form: its ends in
// one order whatever the input, which keeps the answer symmetric (walls
// on the ends included), the options' marks, and the level below which
// walls and cover do not block.
type sightCase struct {
	a, b         Pos
	broken, hunk []bool
	lvl          int8
}

// newSightCase puts the question a to b under opt in canonical form, or
// reports done with the answer when the ends alone settle it: an end off
// the field sees nothing, and a square sees itself.
func newSightCase(f *Field, a, b Pos, opt *SightOpts) (q sightCase, done, answer bool) {
	if !f.In(a) || !f.In(b) {
		return q, true, false
	}
	if a == b {
		return q, true, true
	}
	if opt != nil {
		q.broken, q.hunk = opt.Broken, opt.Hunkered
	}
	if b.Y < a.Y || (b.Y == a.Y && b.X < a.X) {
		a, b = b, a
	}
	q.a, q.b, q.lvl = a, b, max(f.At(a).Elevation, f.At(b).Elevation)
	return q, false, false
}

// hunkered reports whether either end is a hunkered unit hidden from the
// other across the cover that protects it.
func (q *sightCase) hunkered(f *Field) bool {
	if q.hunk == nil {
		return false
	}
	a, b := q.a, q.b
	return q.hunk[b.Y*f.W+b.X] && CoverBetween(f, a, b, q.broken) != NoCover ||
		q.hunk[a.Y*f.W+a.X] && CoverBetween(f, b, a, q.broken) != NoCover
}

// opaque reports whether the cell at (x,y) blocks sight for a view at
// level lvl; off-field squares are opaque as in FOV.
func opaque(f *Field, x, y int, lvl int8) bool {
	if x < 0 || y < 0 || x >= f.W || y >= f.H {
		return true
	}
	c := &f.Cells[y*f.W+x]
	return c.BlocksSight && c.Elevation >= lvl
}

// wallsClear reports whether FOV's shadowcasting from a, with walls below
// level lvl transparent, sees b. A pair on a diagonal lies on the border of
// two octant scans and is seen if either sees it.
func wallsClear(f *Field, a, b Pos, lvl int8) bool {
	dx, dy := b.X-a.X, b.Y-a.Y
	adx, ady := abs(dx), abs(dy)
	if ady >= adx {
		q := 1 // south
		if dy < 0 {
			q = 0 // north
		}
		if rayClear(f, a, q, ady, dx, lvl) {
			return true
		}
	}
	if adx >= ady {
		q := 2 // east
		if dx < 0 {
			q = 3 // west
		}
		if rayClear(f, a, q, adx, dy, lvl) {
			return true
		}
	}
	return false
}

// rayClear follows the single ray of slope col/depth through FOV's
// quadrant scan q from o and reports whether the square at (depth, col) is
// reached; |col| is at most depth, and o and that square are on the field,
// so every square the ray meets, within the rectangle of the two, is too.
// In each row k the ray is at column k·col/depth: inside a wall it is
// blocked; on the border of two squares it passes if a scanned one of them
// is floor. The scan skips the square outside the current visible
// interval, so the ray remembers whether it runs along the interval's
// start or end (set where a wall's edge meets the ray with floor beside
// it). The nearest column of row k is floor((2k·col+depth) / 2depth), the
// ray on a border when that division is exact (between that column and
// the one before); the remainder is carried from row to row, and the
// square's index with it, rather than divided anew.
func rayClear(f *Field, o Pos, q, depth, col int, lvl int8) bool {
	atStart, atEnd := col == -depth, col == depth
	ddx, ddy, cdx, cdy := quadAxes(q)
	dd, cd := ddy*f.W+ddx, cdy*f.W+cdx // index steps of a row and a column
	cells := f.Cells
	d2, step := 2*depth, 2*col
	r := depth         // the remainder in row 0, for t = 2k·col + depth
	i := o.Y*f.W + o.X // the index of row k's nearest square
	for k := 1; k < depth; k++ {
		i += dd
		r += step
		if r >= d2 {
			r -= d2
			i += cd
		} else if r < 0 {
			r += d2
			i -= cd
		}
		c := &cells[i]
		if r != 0 {
			if c.BlocksSight && c.Elevation >= lvl {
				return false
			}
			continue
		}
		// The ray runs between the column before and this one.
		l := &cells[i-cd]
		lw, rw := l.BlocksSight && l.Elevation >= lvl, c.BlocksSight && c.Elevation >= lvl
		sl, sr := !atStart, !atEnd
		if !(sl && !lw) && !(sr && !rw) {
			return false
		}
		if sl && lw {
			atStart = true // the floor on the right starts the interval here
		}
		if sr && rw {
			atEnd = true // the wall on the right ends the interval here
		}
	}
	return true
}

// coverClear reports whether no standing full-height cover at level lvl or
// above, away from both ends, touches the segment between the centres of a
// and b. It walks only the squares the segment touches.
func coverClear(f *Field, a, b Pos, lvl int8, broken []bool) bool {
	ax, ay := centre(a)
	bx, by := centre(b)
	s := seg{ax, ay, bx, by}
	blocks := func(i int16, p Pos) bool {
		if i < 0 {
			return false
		}
		cv := &f.Covers[i]
		return cv.Full && !isBroken(broken, int(i)) && f.At(p).Elevation >= lvl
	}
	ok := true
	touched(a, b, func(p Pos) bool {
		if !f.In(p) {
			return true
		}
		c := f.At(p)
		if p != a && p != b && chebyshev(p, a) > 1 && chebyshev(p, b) > 1 && blocks(c.Cover, p) {
			ok = false
			return false
		}
		// The north and west edges of p; the south and east edges belong to
		// the squares below and to the right, which the walk also touches
		// whenever the segment touches those edges, except on the field's
		// last row and column.
		for k := 0; k < 4; k++ {
			var e int16
			var cv Cover
			switch k {
			case 0:
				e = f.HEdges[p.Y*f.W+p.X]
			case 1:
				e = f.VEdges[p.Y*(f.W+1)+p.X]
			case 2:
				if p.Y != f.H-1 {
					continue
				}
				e = f.HEdges[f.H*f.W+p.X]
			case 3:
				if p.X != f.W-1 {
					continue
				}
				e = f.VEdges[p.Y*(f.W+1)+f.W]
			}
			if e < 0 {
				continue
			}
			cv = f.Covers[e]
			if !cv.Full || isBroken(broken, int(e)) || edgeNextTo(cv, a) || edgeNextTo(cv, b) {
				continue
			}
			if edgeLevel(f, cv) < lvl || !s.touches(edgeSeg(cv)) {
				continue
			}
			ok = false
			return false
		}
		return true
	})
	return ok
}

// edgeLevel is the level of an edge cover: the higher floor of the squares
// on its two sides.
func edgeLevel(f *Field, cv Cover) int8 {
	lvl := int8(-128)
	other := cv.Cell.Add(Pos{X: 0, Y: -1})
	if cv.Edge == West {
		other = cv.Cell.Add(Pos{X: -1, Y: 0})
	}
	for _, p := range [2]Pos{cv.Cell, other} {
		if f.In(p) {
			lvl = max(lvl, f.At(p).Elevation)
		}
	}
	return lvl
}

// touched calls visit for every square whose closed area the segment
// between the centres of a and b touches, grazed corners and edges
// included, walking along the major axis, until visit returns false.
func touched(a, b Pos, visit func(Pos) bool) {
	dx, dy := b.X-a.X, b.Y-a.Y
	major, minor := abs(dx), dy
	if abs(dy) > abs(dx) {
		major, minor = abs(dy), dx
	}
	if major == 0 {
		visit(a)
		return
	}
	for k := 0; k <= major; k++ {
		// Over the strip [k-½, k+½] of the major axis, clipped to the
		// segment, the minor offset spans t·minor/major for t in it; in
		// doubled units t runs from 2k-1 to 2k+1.
		t0, t1 := max(0, 2*k-1), min(2*major, 2*k+1)
		lo, hi := t0*minor, t1*minor
		if lo > hi {
			lo, hi = hi, lo
		}
		// Square c spans [2c-1, 2c+1] doubled; it is touched when that
		// closed range meets [lo, hi]/major.
		c0 := -floorDiv(-(lo - major), 2*major)
		c1 := floorDiv(hi+major, 2*major)
		for c := c0; c <= c1; c++ {
			var p Pos
			switch {
			case abs(dy) > abs(dx):
				p = Pos{X: a.X + c, Y: a.Y + k*sign(dy)}
			default:
				p = Pos{X: a.X + k*sign(dx), Y: a.Y + c}
			}
			if !visit(p) {
				return
			}
		}
	}
}
