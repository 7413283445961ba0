package grid

// SightFrom answers lines of sight from the origin of an FOV to many
// squares, as SightIndex.FOVLineOfSight does, testing for each square only
// the full sections in its direction: Prepare sorts the sections that can
// block sight from the origin into sectors of direction around it (see
// sectorOf), each section into every sector from that of its first corner
// to that of its last, turning about the origin. A section touches the
// segment to a square only at a point in the square's direction, which
// lies between the corners', so the sector of the square holds every
// section that can block it, and the answers are the same. Reuse one
// SightFrom: Prepare keeps the sectors' memory.
type SightFrom struct {
	x *SightIndex
	v *FOV
	// objects and edges hold, per sector, the indices in x.objects and
	// x.edges of the sections spanning it.
	objects, edges [sightSectors][]int32
}

// sightSectors is how many sectors SightFrom divides the turn into.
const sightSectors = 64

// sectorOf returns the sector of the direction (dx, dy), not both zero:
// each quarter turn, from the direction (1, 0) towards (0, 1), is cut into
// 16 by the share of the second coordinate in the sum of the two, in
// magnitude. The sector rises with the angle, from 0 at (1, 0) to 63 just
// before it, and depends only on the direction: scaling (dx, dy) keeps the
// quotient.
func sectorOf(dx, dy int) int {
	switch {
	case dx > 0 && dy >= 0:
		return 16 * dy / (dx + dy)
	case dx <= 0 && dy > 0:
		return 16 + 16*-dx/(dy-dx)
	case dx < 0 && dy <= 0:
		return 32 + 16*-dy/(-dx-dy)
	}
	return 48 + 16*dx/(dx-dy)
}

// Prepare sorts x's sections for the origin of v's last computation, which
// was on x's field.
func (s *SightFrom) Prepare(x *SightIndex, v *FOV) {
	s.x, s.v = x, v
	for k := range s.objects {
		s.objects[k], s.edges[k] = s.objects[k][:0], s.edges[k][:0]
	}
	o := v.origin
	ex, ey := centre(o)
	for k := range x.objects {
		ob := &x.objects[k]
		if chebyshev(ob.at, o) <= 1 {
			continue // never blocks sight from o
		}
		cx, cy := 2*ob.at.X-ex, 2*ob.at.Y-ey
		s.file(&s.objects, int32(k), [][2]int{{cx, cy}, {cx + 2, cy}, {cx, cy + 2}, {cx + 2, cy + 2}})
	}
	for k := range x.edges {
		e := &x.edges[k]
		if edgeNextTo(e.cv, o) {
			continue // never blocks sight from o
		}
		s.file(&s.edges, int32(k), [][2]int{{e.s.x0 - ex, e.s.y0 - ey}, {e.s.x1 - ex, e.s.y1 - ey}})
	}
}

// file adds section k to the sectors spanned by the convex shape with the
// given corners, relative to the origin, which the shape neither holds nor
// touches: it spans less than a half turn, from the corner every other
// lies counter-clockwise of (or on) to the one every other lies clockwise
// of, as the cross products say exactly.
func (s *SightFrom) file(lists *[sightSectors][]int32, k int32, corners [][2]int) {
	first, last := corners[0], corners[0]
	for _, c := range corners[1:] {
		if first[0]*c[1]-first[1]*c[0] < 0 {
			first = c
		}
		if last[0]*c[1]-last[1]*c[0] > 0 {
			last = c
		}
	}
	lo, hi := sectorOf(first[0], first[1]), sectorOf(last[0], last[1])
	if hi < lo {
		hi += sightSectors // the span passes the direction (1, 0)
	}
	for q := lo; q <= hi; q++ {
		i := q % sightSectors
		lists[i] = append(lists[i], k)
	}
}

// LineOfSight is x.FOVLineOfSight(v, p, broken) for the x and v of the
// last Prepare.
func (s *SightFrom) LineOfSight(p Pos, broken []bool) bool {
	x, v := s.x, s.v
	f, o := x.f, v.origin
	if !f.In(o) || !f.In(p) {
		return false
	}
	if o == p {
		return true
	}
	a, b := o, p
	if b.Y < a.Y || (b.Y == a.Y && b.X < a.X) {
		a, b = b, a
	}
	co, cp := &f.Cells[o.Y*f.W+o.X], &f.Cells[p.Y*f.W+p.X]
	lvl := max(co.Elevation, cp.Elevation)
	if v.f == f && !co.BlocksSight && !cp.BlocksSight && chebyshev(o, p) <= v.radius {
		if !v.Visible(p) {
			return false
		}
	} else if !wallsClear(f, a, b, lvl) {
		return false
	}
	ax, ay := centre(a)
	bx, by := centre(b)
	sg := seg{ax, ay, bx, by}
	x0, x1 := min(ax, bx), max(ax, bx)
	y0, y1 := min(ay, by), max(ay, by)
	q := sectorOf(p.X-o.X, p.Y-o.Y)
	// sightObject.blocks and sightEdge.blocks, written out, without their
	// test against the origin's side, which Prepare has made: no section
	// next to the origin is filed.
	for _, k := range s.objects[q] {
		ob := &x.objects[k]
		cx, cy := 2*ob.at.X, 2*ob.at.Y
		if cx+2 < x0 || cx > x1 || cy+2 < y0 || cy > y1 || ob.lvl < lvl || chebyshev(ob.at, p) <= 1 {
			continue
		}
		if sg.hitsCell(ob.at) && !isBroken(broken, int(ob.i)) {
			return false
		}
	}
	for _, k := range s.edges[q] {
		e := &x.edges[k]
		if max(e.s.x0, e.s.x1) < x0 || min(e.s.x0, e.s.x1) > x1 || max(e.s.y0, e.s.y1) < y0 || min(e.s.y0, e.s.y1) > y1 || e.lvl < lvl || edgeNextTo(e.cv, p) {
			continue
		}
		if sg.touches(e.s) && !isBroken(broken, int(e.i)) {
			return false
		}
	}
	return true
}
