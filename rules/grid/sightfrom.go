package grid

import "math"

// SightFrom answers lines of sight from the origin of an FOV to many
// squares, as SightIndex.FOVLineOfSight does, testing for each square only
// the full sections in its direction: Prepare sorts the sections that can
// block sight from the origin into angular sectors around it, each
// section into every sector its closed shape spans, widened by a margin
// far above the rounding of the angles. A section touches the segment to
// a square only at a point in the square's direction, so the sector of the
// square holds every section that can block it, and the answers are the
// same. Reuse one SightFrom: Prepare keeps the sectors' memory.
type SightFrom struct {
	x *SightIndex
	v *FOV
	// objects and edges hold, per sector, the indices in x.objects and
	// x.edges of the sections spanning it.
	objects, edges [sightSectors][]int32
	// sectors remembers sector(2dx, 2dy) for the offsets (dx, dy) on a
	// field of w by h, indexed (dy+h-1)*(2w-1) + dx+w-1, one more than
	// the sector and 0 until asked: the same answers without an arc
	// tangent each.
	sectors []uint8
	w, h    int
}

// sightSectors is how many sectors SightFrom divides the turn into.
const sightSectors = 64

// sightMargin widens each section's angular span, in radians.
const sightMargin = 1e-9

// sector returns the sector of the direction (dx, dy), not both zero.
func sector(dx, dy float64) int {
	return min(int((math.Atan2(dy, dx)+math.Pi)/(2*math.Pi)*sightSectors), sightSectors-1)
}

// Prepare sorts x's sections for the origin of v's last computation, which
// was on x's field.
func (s *SightFrom) Prepare(x *SightIndex, v *FOV) {
	s.x, s.v = x, v
	if s.w != x.f.W || s.h != x.f.H {
		s.w, s.h = x.f.W, x.f.H
		s.sectors = make([]uint8, (2*s.w-1)*(2*s.h-1))
	}
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
		cx, cy := 2*ob.at.X, 2*ob.at.Y
		s.file(&s.objects, int32(k), ex, ey, [][2]int{{cx, cy}, {cx + 2, cy}, {cx, cy + 2}, {cx + 2, cy + 2}})
	}
	for k := range x.edges {
		e := &x.edges[k]
		if edgeNextTo(e.cv, o) {
			continue // never blocks sight from o
		}
		s.file(&s.edges, int32(k), ex, ey, [][2]int{{e.s.x0, e.s.y0}, {e.s.x1, e.s.y1}})
	}
}

// file adds section k to the sectors spanned, seen from (ex, ey), by the
// convex shape with the given corners, which does not hold (ex, ey).
func (s *SightFrom) file(lists *[sightSectors][]int32, k int32, ex, ey int, corners [][2]int) {
	mx, my := 0.0, 0.0
	for _, c := range corners {
		mx += float64(c[0] - ex)
		my += float64(c[1] - ey)
	}
	mid := math.Atan2(my, mx)
	lo, hi := 0.0, 0.0
	for _, c := range corners {
		d := math.Atan2(float64(c[1]-ey), float64(c[0]-ex)) - mid
		if d > math.Pi {
			d -= 2 * math.Pi
		} else if d < -math.Pi {
			d += 2 * math.Pi
		}
		lo, hi = min(lo, d), max(hi, d)
	}
	lo, hi = mid+lo-sightMargin, mid+hi+sightMargin
	// Walk the sectors from lo to hi, past the turn if need be.
	width := 2 * math.Pi / sightSectors
	first := int(math.Floor((lo + math.Pi) / width))
	last := int(math.Floor((hi + math.Pi) / width))
	for q := first; q <= last; q++ {
		i := ((q % sightSectors) + sightSectors) % sightSectors
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
	// sectorOf, written out: the call costs a tenth of the test.
	si := (p.Y-o.Y+s.h-1)*(2*s.w-1) + p.X - o.X + s.w - 1
	q := int(s.sectors[si]) - 1
	if q < 0 {
		q = s.learnSector(si, p.X-o.X, p.Y-o.Y)
	}
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

// learnSector works out and remembers sector(2dx, 2dy), the sector of the
// offset (dx, dy), whose index in s.sectors is i.
func (s *SightFrom) learnSector(i, dx, dy int) int {
	q := sector(float64(2*dx), float64(2*dy))
	s.sectors[i] = uint8(q + 1)
	return q
}
