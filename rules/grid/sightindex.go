package grid

import "sort"

// SightIndex lists a field's full-height cover, the only cover that can
// block sight, so that a line of sight tests the few sections near the
// segment instead of walking every square it touches. It is immutable once
// built and may be shared by every state and goroutine playing on its
// field; like the Field it indexes, it assumes the field never changes.
type SightIndex struct {
	f *Field
	// objects holds the full object covers: the square each fills and its
	// index in Field.Covers, taken from the cells.
	objects []sightObject
	// edges holds the indices in Field.Covers of the full edge covers on
	// the field's edge arrays, with their level (edgeLevel).
	edges []sightEdge
	// objectsFrom[X] and edgesFrom[X] are the indices of the first object
	// and edge in column X or after, len(objects) and len(edges) past the
	// last (an edge's column is that of its cell, up to f.W).
	objectsFrom, edgesFrom []int32
}

// sightObject is a full object cover on square at.
type sightObject struct {
	at  Pos
	i   int16
	lvl int8
}

// sightEdge is a full edge cover, its segment and its level.
type sightEdge struct {
	i   int16
	s   seg
	cv  Cover
	lvl int8
}

// NewSightIndex indexes the full-height cover of f.
func NewSightIndex(f *Field) *SightIndex {
	x := &SightIndex{f: f}
	for i, c := range f.Cells {
		if c.Cover >= 0 && f.Covers[c.Cover].Full {
			x.objects = append(x.objects, sightObject{at: Pos{X: i % f.W, Y: i / f.W}, i: c.Cover, lvl: c.Elevation})
		}
	}
	add := func(e int16) {
		if e >= 0 && f.Covers[e].Full {
			cv := f.Covers[e]
			x.edges = append(x.edges, sightEdge{i: e, s: edgeSeg(cv), cv: cv, lvl: edgeLevel(f, cv)})
		}
	}
	for _, e := range f.HEdges {
		add(e)
	}
	for _, e := range f.VEdges {
		add(e)
	}
	// By column, so that a segment tests only the sections within its
	// columns. Through package sort, whose one stable sort serves every
	// type: slices' is compiled anew for each element type, which weighs
	// in the browser's download (issue #38); a stable sort's order is the
	// same whichever sorts.
	sort.SliceStable(x.objects, func(a, b int) bool { return x.objects[a].at.X < x.objects[b].at.X })
	sort.SliceStable(x.edges, func(a, b int) bool { return x.edges[a].s.x0 < x.edges[b].s.x0 })
	x.objectsFrom = make([]int32, f.W+2)
	x.edgesFrom = make([]int32, f.W+2)
	for col, ko, ke := 0, 0, 0; col < f.W+2; col++ {
		for ko < len(x.objects) && x.objects[ko].at.X < col {
			ko++
		}
		for ke < len(x.edges) && x.edges[ke].s.x0 < 2*col {
			ke++
		}
		x.objectsFrom[col], x.edgesFrom[col] = int32(ko), int32(ke)
	}
	return x
}

// Field returns the field x indexes.
func (x *SightIndex) Field() *Field { return x.f }

// LineOfSight is LineOfSight on x's field.
func (x *SightIndex) LineOfSight(a, b Pos, broken []bool) bool {
	return x.LineOfSightOpts(a, b, &SightOpts{Broken: broken})
}

// LineOfSightOpts is LineOfSightOpts on x's field, with the same answer
// for every input.
func (x *SightIndex) LineOfSightOpts(a, b Pos, opt *SightOpts) bool {
	return x.sight(a, b, opt, nil, -1)
}

// LineOfSightFunc is LineOfSight on x's field with broken(i) reporting
// whether cover section i is broken, asked only of the full sections near
// the segment: a state that keeps its cover damage apart need not build
// the marks of every section for each question.
func (x *SightIndex) LineOfSightFunc(a, b Pos, broken func(i int) bool) bool {
	return x.sight(a, b, nil, broken, -1)
}

// FOVLineOfSight is LineOfSight on x's field from the origin of v's last
// computation, which must have been on x's field, to p: when both ends are
// floor within v's radius, v has already answered for the walls and only
// the cover is tested.
func (x *SightIndex) FOVLineOfSight(v *FOV, p Pos, broken []bool) bool {
	f, o := x.f, v.origin
	walls := -1
	if v.f == f && f.In(o) && f.In(p) && !f.At(o).BlocksSight && !f.At(p).BlocksSight && chebyshev(o, p) <= v.radius {
		walls = 0
		if v.Visible(p) {
			walls = 1
		}
	}
	return x.sight(o, p, &SightOpts{Broken: broken}, nil, walls)
}

// sight answers LineOfSightOpts, with brokenFn, when not nil, in place of
// opt's broken marks; walls is the answer for the walls when already known
// (0 blocked, 1 clear), or -1.
func (x *SightIndex) sight(a, b Pos, opt *SightOpts, brokenFn func(int) bool, walls int) bool {
	f := x.f
	q, done, answer := newSightCase(f, a, b, opt)
	if done {
		return answer
	}
	switch walls {
	case 0:
		return false
	case -1:
		if !wallsClear(f, q.a, q.b, q.lvl) {
			return false
		}
	}
	if brokenFn == nil {
		brokenFn = func(i int) bool { return isBroken(q.broken, i) }
	}
	if !x.coverClear(q.a, q.b, q.lvl, brokenFn) {
		return false
	}
	return !q.hunkered(f)
}

// coverClear is coverClear through the index: a section blocks when the
// segment touches it, which for an object is its closed square.
func (x *SightIndex) coverClear(a, b Pos, lvl int8, broken func(int) bool) bool {
	return x.coverBlocks(a, b, lvl, func(i int16) bool { return broken(int(i)) })
}

// coverBlocks calls visit with each full section that blocks the segment
// between a and b at level lvl unless it is broken, until visit returns
// false, and reports whether every call returned true.
func (x *SightIndex) coverBlocks(a, b Pos, lvl int8, visit func(i int16) bool) bool {
	ax, ay := centre(a)
	bx, by := centre(b)
	s := seg{ax, ay, bx, by}
	x0, x1 := min(ax, bx), max(ax, bx)
	y0, y1 := min(ay, by), max(ay, by)
	// An object's square spans the doubled columns 2X..2X+2, so those with
	// 2X+2 < x0, before the column of the end further west, are skipped;
	// the rest stop past x1. The rows are tested here first, those of the
	// whole segment and then those it crosses within the object's column
	// (colRows), which spares most calls.
	col, cy0, cy1 := -1, y0, y1
	for k := int(x.objectsFrom[min(a.X, b.X)]); k < len(x.objects); k++ {
		o := &x.objects[k]
		if 2*o.at.X > x1 {
			break
		}
		if 2*o.at.Y+2 < y0 || 2*o.at.Y > y1 {
			continue
		}
		if o.at.X != col {
			col = o.at.X
			cy0, cy1 = s.colRows(col, x0, x1, y0, y1)
		}
		if 2*o.at.Y+2 < cy0 || 2*o.at.Y > cy1 {
			continue
		}
		if o.blocks(a, b, lvl, s, x0, x1, y0, y1) && !visit(o.i) {
			return false
		}
	}
	// An edge's segment starts at its smallest column, x0, which is even,
	// and is at most 2 wide.
	for k := int(x.edgesFrom[min(a.X, b.X)]); k < len(x.edges); k++ {
		e := &x.edges[k]
		if e.s.x0 > x1 {
			break
		}
		if e.blocks(a, b, lvl, s, x0, x1, y0, y1) && !visit(e.i) {
			return false
		}
	}
	return true
}

// colRows returns bounds y0'..y1' of the doubled rows that the segment s,
// spanning the doubled columns x0..x1 and rows y0..y1, crosses within the
// doubled columns of square column col, 2col..2col+2 (which meet x0..x1):
// the segment's rows there, widened to whole numbers. A square of column
// col that s touches has rows within them.
func (s seg) colRows(col, x0, x1, y0, y1 int) (int, int) {
	ax, ay, bx, by := s.x0, s.y0, s.x1, s.y1
	if ax == bx {
		return y0, y1
	}
	if ax > bx {
		ax, ay, bx, by = bx, by, ax, ay
	}
	dx, dy := bx-ax, by-ay
	// At doubled column x the segment is at row ay + (x-ax)·dy/dx, which
	// is (ay·dx + (x-ax)·dy) / dx with a numerator above 0 (the rows of
	// the centres are).
	l := ay*dx + (max(x0, 2*col)-ax)*dy
	r := ay*dx + (min(x1, 2*col+2)-ax)*dy
	lo, hi := min(l, r), max(l, r)
	return lo / dx, (hi + dx - 1) / dx
}

// blocks reports whether the object blocks the segment s between the
// centres of a and b at level lvl unless it is broken; x0..x1 and y0..y1
// bound s.
func (o *sightObject) blocks(a, b Pos, lvl int8, s seg, x0, x1, y0, y1 int) bool {
	cx, cy := 2*o.at.X, 2*o.at.Y
	if cx+2 < x0 || cx > x1 || cy+2 < y0 || cy > y1 || o.lvl < lvl {
		return false
	}
	if chebyshev(o.at, a) <= 1 || chebyshev(o.at, b) <= 1 {
		return false
	}
	return s.hitsCell(o.at)
}

// blocks is sightObject.blocks for an edge.
func (e *sightEdge) blocks(a, b Pos, lvl int8, s seg, x0, x1, y0, y1 int) bool {
	if max(e.s.x0, e.s.x1) < x0 || min(e.s.x0, e.s.x1) > x1 || max(e.s.y0, e.s.y1) < y0 || min(e.s.y0, e.s.y1) > y1 || e.lvl < lvl {
		return false
	}
	if edgeNextTo(e.cv, a) || edgeNextTo(e.cv, b) {
		return false
	}
	return s.touches(e.s)
}
