package grid

import "math/bits"

// FOV is a reusable field-of-view computation by symmetric shadowcasting
// (after Albert Ford's description): a floor square is visible from the
// origin iff the origin is visible from it, and walls (BlocksSight) cast
// shadows; the walls themselves are visible where lit. LineOfSight agrees
// with it square for square on walls; cover, which blocks sight only away
// from both ends, is refined per pair by LineOfSight.
//
// Elevation follows LineOfSight: a wall on a level below the higher of the
// viewer and the square looked at does not block, so a quadrant is cast
// once for the origin's level and once more for each higher level present
// on the field, for the squares on that level. FOV remembers the levels of
// the last field it saw, which is safe because a Field is static once
// built.
//
// Compute casts the four quadrants at once; Start casts each only when
// Visible first asks about a square in it, which gives the same answers
// to a caller that asks about a few squares in one direction.
//
// Reuse one FOV across calls: generation stamps replace clearing, so a
// computation allocates nothing after the first. A stamp is one byte, so
// that an FOV kept per square (as the AI's threat maps keep them) holds
// one byte a square; the stamps are cleared once every 255 computations.
type FOV struct {
	f *Field
	// origin and radius are those of the last computation.
	origin Pos
	radius int
	// lvl is the origin's level; cast has bit q set once quadrant q is
	// cast (allQuadrants when every one is).
	lvl   int8
	cast  uint8
	gen   uint8
	stamp []uint8
	rows  []fovRow
	// levf and levels cache the elevation levels present on levf, one bit
	// per int8 value offset by 128.
	levf   *Field
	levels [4]uint64
}

// allQuadrants is FOV.cast once the four quadrants are cast.
const allQuadrants = 15

// fovRow is one row of a quadrant scan, with its visible slope range as
// fractions startN/startD .. endN/endD.
type fovRow struct {
	depth                      int
	startN, startD, endN, endD int
}

// Compute finds the squares visible from origin within radius rows (a
// square's row is its Chebyshev distance). An off-field origin sees
// nothing.
func (v *FOV) Compute(f *Field, origin Pos, radius int) {
	v.Start(f, origin, radius)
	for q := 0; q < 4; q++ {
		v.castQuadrant(q)
	}
}

// Start is Compute with each quadrant cast only when Visible first asks
// about a square in it.
func (v *FOV) Start(f *Field, origin Pos, radius int) {
	if len(v.stamp) < f.W*f.H {
		v.stamp = make([]uint8, f.W*f.H)
		v.gen = 0
	}
	v.f, v.origin, v.radius = f, origin, radius
	v.gen++
	if v.gen == 0 {
		clear(v.stamp)
		v.gen = 1
	}
	v.cast = allQuadrants
	if !f.In(origin) {
		return
	}
	v.cast = 0
	v.stamp[origin.Y*f.W+origin.X] = v.gen
	v.lvl = f.At(origin).Elevation
	if v.levf != f {
		v.levf = f
		v.levels = [4]uint64{}
		for i := range f.Cells {
			b := int(f.Cells[i].Elevation) + 128
			v.levels[b>>6] |= 1 << (b & 63)
		}
	}
}

// AdoptLevels gives v the elevation levels o found on its last field, so
// that v's next Start on that field need not look for them (a scan of
// every cell): for a caller that starts many new FOVs on one field.
func (v *FOV) AdoptLevels(o *FOV) {
	if o.levf != nil {
		v.levf, v.levels = o.levf, o.levels
	}
}

// castQuadrant casts quadrant q, at the origin's level and at every higher
// level present on the field, unless it is cast already.
func (v *FOV) castQuadrant(q int) {
	if v.cast&(1<<q) != 0 {
		return
	}
	v.cast |= 1 << q
	v.quadrant(v.origin, q, v.radius, v.lvl, false)
	for b := int(v.lvl) + 129; b < 256; b++ {
		word := v.levels[b>>6] >> (b & 63)
		if word == 0 {
			b |= 63 // nothing more in this word
			continue
		}
		b += bits.TrailingZeros64(word)
		v.quadrant(v.origin, q, v.radius, int8(b-128), true)
	}
}

// at maps (depth, col) of quadrant q to a square.
func at(o Pos, q, depth, col int) (int, int) {
	switch q {
	case 0: // north
		return o.X + col, o.Y - depth
	case 1: // south
		return o.X + col, o.Y + depth
	case 2: // east
		return o.X + depth, o.Y + col
	}
	return o.X - depth, o.Y + col // west
}

// quadAxes returns, for quadrant q (0 north, 1 south, 2 east, 3 west),
// the square steps of one row deeper and of one column further, as at
// maps them.
func quadAxes(q int) (ddx, ddy, cdx, cdy int) {
	switch q {
	case 0:
		return 0, -1, 1, 0
	case 1:
		return 0, 1, 1, 0
	case 2:
		return 1, 0, 0, 1
	}
	return -1, 0, 0, 1
}

// quadrant scans one quadrant with walls below level lvl transparent. It
// marks the walls it meets and the symmetric floor squares whose level is
// at most lvl, or exactly lvl when only is true. Squares off the field are
// walls; the scan clips rows and columns to the field and accounts for the
// walls it skips, which gives the same result as visiting them. The row
// that continues past a row's last floor square is scanned next without
// going through the stack, and rows deeper than the radius are never
// queued; the order of the rows does not change what is marked.
func (v *FOV) quadrant(o Pos, q, radius int, lvl int8, only bool) {
	f := v.f
	w := f.W
	ddx, ddy, cdx, cdy := quadAxes(q)
	colLo, colHi := -o.X, f.W-1-o.X
	if cdy != 0 {
		colLo, colHi = -o.Y, f.H-1-o.Y
	}
	maxDepth := radius
	switch q {
	case 0:
		maxDepth = min(radius, o.Y)
	case 1:
		maxDepth = min(radius, f.H-1-o.Y)
	case 2:
		maxDepth = min(radius, f.W-1-o.X)
	case 3:
		maxDepth = min(radius, o.X)
	}
	if maxDepth < 1 {
		return
	}
	cstep, dstep := cdx+cdy*w, ddx+ddy*w
	base := o.Y*w + o.X
	cells, stamp, gen := f.Cells, v.stamp, v.gen
	// The floor squares the pass marks are those on levels lo..lvl: any
	// up to lvl, or lvl alone when only is true.
	lo, span := uint8(0x80), uint8(lvl)-0x80
	if only {
		lo, span = uint8(lvl), 0
	}
	rows := v.rows[:0]
	r := fovRow{depth: 1, startN: -1, startD: 1, endN: 1, endD: 1}
	for {
		depth := r.depth
		// Columns from round-half-up(depth*start) to round-half-down(depth*end).
		minCol := floorDiv(2*depth*r.startN+r.startD, 2*r.startD)
		maxCol := -floorDiv(-(2*depth*r.endN - r.endD), 2*r.endD)
		// The symmetric floor squares, depth*start <= col <= depth*end, are
		// symLo..symHi: at most one column is cut at each end, and a square
		// after a wall is always past symLo.
		symLo, symHi := minCol, maxCol
		if minCol*r.startD < depth*r.startN {
			symLo++
		}
		if maxCol*r.endD > depth*r.endN {
			symHi--
		}
		prev := 0 // 0 none, 1 wall, 2 floor
		if minCol < colLo {
			minCol, prev = colLo, 1 // off-field walls come first
		}
		clipped := maxCol > colHi
		if clipped {
			maxCol = colHi
		}
		deeper := depth < maxDepth
		// The row goes by runs of walls and of floor squares; a floor
		// square is marked when symmetric and on a level the pass marks.
		idx := base + depth*dstep + minCol*cstep
		for col := minCol; col <= maxCol; {
			if c := &cells[idx]; c.BlocksSight && c.Elevation >= lvl {
				if prev == 2 && deeper {
					rows = append(rows, fovRow{depth: depth + 1, startN: r.startN, startD: r.startD, endN: 2*col - 1, endD: 2 * depth})
				}
				prev = 1
				for {
					stamp[idx] = gen
					col, idx = col+1, idx+cstep
					if col > maxCol {
						break
					}
					if c := &cells[idx]; !c.BlocksSight || c.Elevation < lvl {
						break
					}
				}
				continue
			}
			if prev == 1 {
				// slope(tile) = (2col-1)/(2depth)
				r.startN, r.startD = 2*col-1, 2*depth
			}
			prev = 2
			for {
				// lo <= Elevation <= lvl, in one unsigned comparison.
				if col >= symLo && col <= symHi && uint8(cells[idx].Elevation)-lo <= span {
					stamp[idx] = gen
				}
				col, idx = col+1, idx+cstep
				if col > maxCol {
					break
				}
				if c := &cells[idx]; c.BlocksSight && c.Elevation >= lvl {
					break
				}
			}
		}
		if prev == 2 && deeper {
			r.depth = depth + 1
			if clipped { // an off-field wall follows
				r.endN, r.endD = 2*(maxCol+1)-1, 2*depth
			}
			continue
		}
		if len(rows) == 0 {
			break
		}
		r = rows[len(rows)-1]
		rows = rows[:len(rows)-1]
	}
	v.rows = rows
}

// Visible reports whether p was visible in the last computation, casting
// first, after Start, the quadrants p lies in that are not cast yet: a
// square on a diagonal lies in two, and the scans of a quadrant mark only
// squares in it.
func (v *FOV) Visible(p Pos) bool {
	if v.f == nil || !v.f.In(p) {
		return false
	}
	i := p.Y*v.f.W + p.X
	if v.stamp[i] == v.gen {
		return true
	}
	if v.cast == allQuadrants {
		return false
	}
	dx, dy := p.X-v.origin.X, p.Y-v.origin.Y
	adx, ady := abs(dx), abs(dy)
	if ady >= adx {
		if dy < 0 {
			v.castQuadrant(0)
		} else if dy > 0 {
			v.castQuadrant(1)
		}
	}
	if adx >= ady {
		if dx > 0 {
			v.castQuadrant(2)
		} else if dx < 0 {
			v.castQuadrant(3)
		}
	}
	return v.stamp[i] == v.gen
}
