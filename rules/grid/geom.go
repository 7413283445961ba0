package grid

// Small exact geometry on doubled coordinates, where square centres and
// corners are integers: the square (x,y) spans [2x, 2x+2] × [2y, 2y+2] and
// its centre is (2x+1, 2y+1).

// seg is a segment in doubled coordinates.
type seg struct{ x0, y0, x1, y1 int }

func centre(p Pos) (int, int) { return 2*p.X + 1, 2*p.Y + 1 }

func cross(ax, ay, bx, by, cx, cy int) int { return (bx-ax)*(cy-ay) - (by-ay)*(cx-ax) }

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func chebyshev(a, b Pos) int { return max(abs(a.X-b.X), abs(a.Y-b.Y)) }

// floorDiv divides rounding toward minus infinity (d > 0).
func floorDiv(n, d int) int {
	q := n / d
	if (n%d != 0) && (n < 0) {
		q--
	}
	return q
}

func onSeg(ax, ay, bx, by, cx, cy int) bool {
	return min(ax, bx) <= cx && cx <= max(ax, bx) && min(ay, by) <= cy && cy <= max(ay, by)
}

// touches reports whether two closed segments share a point.
func (s seg) touches(t seg) bool {
	d1 := sign(cross(t.x0, t.y0, t.x1, t.y1, s.x0, s.y0))
	d2 := sign(cross(t.x0, t.y0, t.x1, t.y1, s.x1, s.y1))
	d3 := sign(cross(s.x0, s.y0, s.x1, s.y1, t.x0, t.y0))
	d4 := sign(cross(s.x0, s.y0, s.x1, s.y1, t.x1, t.y1))
	if d1*d2 < 0 && d3*d4 < 0 {
		return true
	}
	return (d1 == 0 && onSeg(t.x0, t.y0, t.x1, t.y1, s.x0, s.y0)) ||
		(d2 == 0 && onSeg(t.x0, t.y0, t.x1, t.y1, s.x1, s.y1)) ||
		(d3 == 0 && onSeg(s.x0, s.y0, s.x1, s.y1, t.x0, t.y0)) ||
		(d4 == 0 && onSeg(s.x0, s.y0, s.x1, s.y1, t.x1, t.y1))
}

// hitsCell reports whether the segment meets the closed square of cell p.
func (s seg) hitsCell(p Pos) bool {
	x0, y0, x1, y1 := 2*p.X, 2*p.Y, 2*p.X+2, 2*p.Y+2
	if max(s.x0, s.x1) < x0 || min(s.x0, s.x1) > x1 || max(s.y0, s.y1) < y0 || min(s.y0, s.y1) > y1 {
		return false
	}
	// The segment's line meets the square unless all four corners lie
	// strictly on one side of it. The cross product with a corner is
	// linear in the corner, so one product gives the other three.
	ax, ay := s.x1-s.x0, s.y1-s.y0
	c00 := cross(s.x0, s.y0, s.x1, s.y1, x0, y0)
	c10, c01 := c00-2*ay, c00+2*ax
	c11 := c10 + 2*ax
	return !(c00 > 0 && c10 > 0 && c01 > 0 && c11 > 0) && !(c00 < 0 && c10 < 0 && c01 < 0 && c11 < 0)
}

// edgeSeg returns the segment of an edge cover in doubled coordinates.
func edgeSeg(c Cover) seg {
	x, y := 2*c.Cell.X, 2*c.Cell.Y
	if c.Edge == North {
		return seg{x, y, x + 2, y}
	}
	return seg{x, y, x, y + 2}
}

// edgeNextTo reports whether an edge cover lies on the boundary of p.
// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func edgeNextTo(cv Cover, p Pos) bool {
	if cv.Edge == North {
		return p.X == cv.Cell.X && (p.Y == cv.Cell.Y || p.Y == cv.Cell.Y-1)
	}
	return p.Y == cv.Cell.Y && (p.X == cv.Cell.X || p.X == cv.Cell.X-1)
}
