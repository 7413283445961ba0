package grid

// FOV is a reusable field-of-view computation by symmetric shadowcasting
// (after Albert Ford's description): a square is visible from the origin
// iff the origin is visible from it, and walls (BlocksSight) cast shadows.
// It answers the wall-level question "what could this unit see"; cover,
// which blocks sight only away from both ends, is refined per pair by
// LineOfSight. Reuse one FOV across calls: generation stamps replace
// clearing, so a computation allocates nothing after the first.
type FOV struct {
	f     *Field
	gen   uint32
	stamp []uint32
	rows  []fovRow
}

// fovRow is one row of a quadrant scan, with its visible slope range as
// fractions startN/startD .. endN/endD.
type fovRow struct {
	depth                      int
	startN, startD, endN, endD int
}

// floorDiv divides rounding toward minus infinity (d > 0).
func floorDiv(n, d int) int {
	q := n / d
	if (n%d != 0) && (n < 0) {
		q--
	}
	return q
}

// Compute finds the squares visible from origin within radius rows.
func (v *FOV) Compute(f *Field, origin Pos, radius int) {
	if len(v.stamp) < f.W*f.H {
		v.stamp = make([]uint32, f.W*f.H)
		v.gen = 0
	}
	v.f = f
	v.gen++
	if v.gen == 0 {
		clear(v.stamp)
		v.gen = 1
	}
	if !f.In(origin) {
		return
	}
	v.stamp[origin.Y*f.W+origin.X] = v.gen
	for q := 0; q < 4; q++ {
		v.quadrant(origin, q, radius)
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

func (v *FOV) quadrant(o Pos, q, radius int) {
	f := v.f
	v.rows = append(v.rows[:0], fovRow{depth: 1, startN: -1, startD: 1, endN: 1, endD: 1})
	for len(v.rows) > 0 {
		r := v.rows[len(v.rows)-1]
		v.rows = v.rows[:len(v.rows)-1]
		if r.depth > radius {
			continue
		}
		// Columns from round-half-up(depth*start) to round-half-down(depth*end).
		minCol := floorDiv(2*r.depth*r.startN+r.startD, 2*r.startD)
		maxCol := -floorDiv(-(2*r.depth*r.endN - r.endD), 2*r.endD)
		prev := 0 // 0 none, 1 wall, 2 floor
		for col := minCol; col <= maxCol; col++ {
			x, y := at(o, q, r.depth, col)
			wall := x < 0 || y < 0 || x >= f.W || y >= f.H || f.Cells[y*f.W+x].BlocksSight
			inside := x >= 0 && y >= 0 && x < f.W && y < f.H
			// symmetric: depth*start <= col <= depth*end
			sym := col*r.startD >= r.depth*r.startN && col*r.endD <= r.depth*r.endN
			if inside && (wall || sym) {
				v.stamp[y*f.W+x] = v.gen
			}
			if prev == 1 && !wall {
				// slope(tile) = (2col-1)/(2depth)
				r.startN, r.startD = 2*col-1, 2*r.depth
			}
			if prev == 2 && wall {
				v.rows = append(v.rows, fovRow{depth: r.depth + 1, startN: r.startN, startD: r.startD, endN: 2*col - 1, endD: 2 * r.depth})
			}
			if wall {
				prev = 1
			} else {
				prev = 2
			}
		}
		if prev == 2 {
			v.rows = append(v.rows, fovRow{depth: r.depth + 1, startN: r.startN, startD: r.startD, endN: r.endN, endD: r.endD})
		}
	}
}

// Visible reports whether p was visible in the last computation.
func (v *FOV) Visible(p Pos) bool {
	return v.f != nil && v.f.In(p) && v.stamp[p.Y*v.f.W+p.X] == v.gen
}
