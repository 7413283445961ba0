package grid

// Line of sight and cover between two squares, following common.md §12:
// the segment between square centres is blocked by any blocking cell,
// edge or object it crosses, and a segment that only grazes a corner
// counts as crossing, which favours the defender. Coordinates below are
// doubled so that centres and corners are integers.

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
	c := [4]int{
		sign(cross(s.x0, s.y0, s.x1, s.y1, x0, y0)), sign(cross(s.x0, s.y0, s.x1, s.y1, x1, y0)),
		sign(cross(s.x0, s.y0, s.x1, s.y1, x0, y1)), sign(cross(s.x0, s.y0, s.x1, s.y1, x1, y1)),
	}
	pos, neg := false, false
	for _, v := range c {
		pos = pos || v >= 0
		neg = neg || v <= 0
	}
	return pos && neg
}

// edgeSeg returns the segment of an edge cover in doubled coordinates.
func edgeSeg(c Cover) seg {
	x, y := 2*c.Cell.X, 2*c.Cell.Y
	if c.Edge == North {
		return seg{x, y, x + 2, y}
	}
	return seg{x, y, x, y + 2}
}

func chebyshev(a, b Pos) int { return max(abs(a.X-b.X), abs(a.Y-b.Y)) }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// LineOfSight reports whether a unit on a can see b. Walls (BlocksSight)
// block; full-height cover blocks unless it stands next to either end (the
// shooter leans out, or the target is behind it and gets cover instead);
// half cover and broken cover (broken[i] for Field.Covers[i], nil for none)
// never block. The result is symmetric. Elevation does not lift the line
// over walls yet.
func LineOfSight(f *Field, a, b Pos, broken []bool) bool {
	if !f.In(a) || !f.In(b) {
		return false
	}
	if a == b {
		return true
	}
	ax, ay := centre(a)
	bx, by := centre(b)
	s := seg{ax, ay, bx, by}
	for y := min(a.Y, b.Y); y <= max(a.Y, b.Y); y++ {
		for x := min(a.X, b.X); x <= max(a.X, b.X); x++ {
			p := Pos{X: x, Y: y}
			if p == a || p == b {
				continue
			}
			c := f.At(p)
			if !c.BlocksSight && c.Cover < 0 {
				continue
			}
			if !s.hitsCell(p) {
				continue
			}
			if c.BlocksSight {
				return false
			}
			if blocksAsCover(f, c.Cover, p, a, b, broken) {
				return false
			}
		}
	}
	for i, cv := range f.Covers {
		if cv.Edge == 0 || !cv.Full || isBroken(broken, i) {
			continue
		}
		if !s.touches(edgeSeg(cv)) {
			continue
		}
		if !edgeNextTo(cv, a) && !edgeNextTo(cv, b) {
			return false
		}
	}
	return true
}

func isBroken(broken []bool, i int) bool { return broken != nil && i < len(broken) && broken[i] }

func blocksAsCover(f *Field, idx int16, at, a, b Pos, broken []bool) bool {
	cv := f.Covers[idx]
	return cv.Full && !isBroken(broken, int(idx)) && chebyshev(at, a) > 1 && chebyshev(at, b) > 1
}

// edgeNextTo reports whether an edge cover lies on the boundary of p.
func edgeNextTo(cv Cover, p Pos) bool {
	if cv.Edge == North {
		return p.X == cv.Cell.X && (p.Y == cv.Cell.Y || p.Y == cv.Cell.Y-1)
	}
	return p.Y == cv.Cell.Y && (p.X == cv.Cell.X || p.X == cv.Cell.X-1)
}

// CoverBetween returns the strongest unbroken cover section protecting a
// defender on def against an attacker on att, or NoCover: an edge cover on
// the defender's boundary, or an object cover in a square next to the
// defender, that the att→def segment crosses (grazing counts), and for an
// object with Faces set, only from the sides it faces. Attacks from the
// flank or rear miss the cover, so directional cover comes for free.
func CoverBetween(f *Field, att, def Pos, broken []bool) int16 {
	if !f.In(att) || !f.In(def) || att == def {
		return NoCover
	}
	ax, ay := centre(att)
	dx, dy := centre(def)
	s := seg{ax, ay, dx, dy}
	best, bestAP := NoCover, -1
	consider := func(i int16) {
		if i < 0 || isBroken(broken, int(i)) {
			return
		}
		if ap := f.Covers[i].AP(); ap > bestAP {
			best, bestAP = i, ap
		}
	}
	for i, cv := range f.Covers {
		if cv.Edge != 0 && edgeNextTo(cv, def) && !edgeNextTo(cv, att) && s.touches(edgeSeg(cv)) {
			consider(int16(i))
		}
	}
	for _, d := range steps {
		p := def.Add(d)
		if !f.In(p) || p == att {
			continue
		}
		i := f.At(p).Cover
		if i < 0 || !s.hitsCell(p) || !faces(f.Covers[i], p, att) {
			continue
		}
		consider(i)
	}
	return best
}

// faces reports whether an object cover at p protects against an attacker
// on att, given the sides it faces.
func faces(cv Cover, p, att Pos) bool {
	if cv.Faces == 0 {
		return true
	}
	var from uint8
	if att.Y < p.Y {
		from |= North
	}
	if att.Y > p.Y {
		from |= South
	}
	if att.X > p.X {
		from |= East
	}
	if att.X < p.X {
		from |= West
	}
	return cv.Faces&from != 0
}

// Flanked reports whether a defender standing next to cover gets none of
// it against this attacker.
func Flanked(f *Field, att, def Pos, broken []bool) bool {
	if CoverBetween(f, att, def, broken) != NoCover {
		return false
	}
	for _, d := range steps {
		if p := def.Add(d); f.In(p) && f.At(p).Cover >= 0 && !isBroken(broken, int(f.At(p).Cover)) {
			return true
		}
	}
	for i, cv := range f.Covers {
		if cv.Edge != 0 && edgeNextTo(cv, def) && !isBroken(broken, i) {
			return true
		}
	}
	return false
}
