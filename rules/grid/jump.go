package grid

// Jump is a ruleset's jump across gaps, given to the searches in
// MoveOpts.Jump (majorminor's G12: 2 + Athletics/2 metres with a run-up,
// half that standing, rounded down to whole squares).
//
// A jump is a straight segment along a row or a column (never a
// diagonal: a diagonal jump would slip between the corners of two
// buildings, which no walk may cut) from a take-off square over one or
// more gap squares to a landing square. Its length is counted in
// squares from take-off to landing, so a jump of n squares crosses at
// most n-1 of gap. A gap square, seen from the take-off's height, is
//
//   - a drop: a square lower than the take-off (the street between two
//     roofs of the same height), or
//   - at the take-off's height, a square no walk may enter that is no
//     wall and holds no cover: deep water, a pit (Cost 0, Terrain not
//     Wall, no object cover);
//
// and in either case not a wall or other sight-blocking cell, nor an
// unbroken full-height cover object. A higher square, a wall, a cover
// object standing in the way, or unbroken edge cover on any edge the
// segment crosses stops the jump. The landing is at the take-off's
// height, a square a walk may enter, neither Blocked nor NoStop; a gap
// square at the take-off's height may not be Blocked either (a flyer
// hovering in the way), while units standing below the jump (in the
// street) do not stop it. StepOK, when given, is asked of the jump as one
// step from take-off to landing; StepCost is not (a jump never changes
// height).
//
// The jump costs one for each gap square and the landing square's
// multiplier (2 on rough ground, so a jump makes nothing cheaper than
// walking would): a jump of n squares onto plain ground costs n.
//
// A run-up is the two squares walked straight before the take-off, in the
// jump's direction, at the take-off's height, each by a step the movement
// rule allows (and StepOK, StepCost price): a search given a Jump tries,
// from every square it reaches, a standing jump of up to Stand squares
// and a jump of up to Run squares after two steps straight on. A move
// made of two walks (two Movement actions) starts each search afresh, so
// a run-up is part of the same search as its jump.
//
// A path (Reach.Path, Pather.Path, FrozenReach.Path) lists a jump as one
// step from take-off to landing, the only steps of a path that join
// squares that are not neighbours; a jump's run-up squares come before
// it as steps. Reach and Pather read Jump; OneTurnReach ignores it; a
// flyer (Fly) flies over gaps and never jumps. A search given a Jump
// prices every step by the general rule (as with StepOK), so only the
// searches that ask for jumps pay for them.
type Jump struct {
	// Run is the longest jump after a run-up, in squares from take-off to
	// landing; below 2 there is none.
	Run int
	// Stand is the longest standing jump; below 2 there is none.
	Stand int
}

// orth4 lists the orthogonal directions in the order of steps.
var orth4 = [4]Pos{steps[0], steps[1], steps[2], steps[3]}

// isGap reports whether c is a gap square to jump over from a take-off at
// height level, under broken cover (see Jump).
func (s *stepper) isGap(c *Cell, level int8) bool {
	if c.BlocksSight || c.Elevation > level {
		return false
	}
	if c.Cover >= 0 && !isBroken(s.broken, int(c.Cover)) {
		if c.Elevation == level || s.f.Covers[c.Cover].Full {
			return false
		}
	}
	if c.Elevation < level {
		return true
	}
	return c.Cost == 0 && c.Cover < 0 && c.Terrain != Wall
}

// HasGaps reports whether f has a square some jump could cross (Jump): a
// cell lower than another, or a cell no walk may enter that is no wall
// and holds no cover. A ruleset may leave MoveOpts.Jump unset on a field
// without one, keeping its searches on the faster paths.
func HasGaps(f *Field) bool {
	if len(f.Cells) == 0 {
		return false
	}
	low := f.Cells[0].Elevation
	for i := range f.Cells {
		c := &f.Cells[i]
		if c.Elevation != low || (c.Cost == 0 && c.Cover < 0 && c.Terrain != Wall && !c.BlocksSight) {
			return true
		}
	}
	return false
}

// expandJumps relaxes the jumps out of queued state e at cost g (see
// Jump): for each orthogonal direction a standing jump, and a jump after
// the two steps of a run-up, each state reached by one kept only when it
// costs at most limit, by visit (so for A*, as expand queues).
func (r *search) expandJumps(st *stepper, e qent, g, limit int, astar bool, goal Pos, fc int) {
	f, j := r.f, st.jump
	px, py := int(e.x), int(e.y)
	par := int(e.s & 1)
	level := f.Cells[py*f.W+px].Elevation
	for _, d := range orth4 {
		if j.Stand >= 2 {
			r.jumpLine(st, e.s, px, py, d, g, j.Stand, par, limit, astar, goal, fc)
		}
		if j.Run < 2 {
			continue
		}
		// The run-up: two steps on at the same height, then the jump.
		ax, ay := px+2*d.X, py+2*d.Y
		if uint(ax) >= uint(f.W) || uint(ay) >= uint(f.H) {
			continue
		}
		mx, my := px+d.X, py+d.Y
		if f.Cells[my*f.W+mx].Elevation != level || f.Cells[ay*f.W+ax].Elevation != level {
			continue
		}
		m1 := st.mul(px, py, mx, my)
		if m1 == 0 {
			continue
		}
		m2 := st.mul(mx, my, ax, ay)
		if m2 == 0 || g+m1+m2 >= limit {
			continue
		}
		r.jumpLine(st, e.s, ax, ay, d, g+m1+m2, j.Run, par, limit, astar, goal, fc)
	}
}

// jumpLine relaxes the jumps of up to n squares from take-off (ax,ay) in
// direction d, at cost g0 when standing there, as steps from state s of
// diagonal parity par, which a jump keeps.
func (r *search) jumpLine(st *stepper, s int32, ax, ay int, d Pos, g0, n, par, limit int, astar bool, goal Pos, fc int) {
	f := r.f
	take := Pos{X: ax, Y: ay}
	level := f.Cells[ay*f.W+ax].Elevation
	qx, qy := ax, ay
	for k := 1; k <= n && g0+k <= limit; k++ {
		px, py := qx, qy
		qx, qy = qx+d.X, qy+d.Y
		if uint(qx) >= uint(f.W) || uint(qy) >= uint(f.H) {
			return
		}
		if e := st.orthEdge(px, py, qx, qy); e >= 0 && !isBroken(st.broken, int(e)) {
			return
		}
		qi := qy*f.W + qx
		c := &f.Cells[qi]
		if st.isGap(c, level) {
			if c.Elevation == level && st.blocked != nil && st.blocked[qi] {
				return
			}
			continue
		}
		// The first square that is no gap: a landing, or the end.
		if k < 2 || c.Elevation != level {
			return
		}
		mul := st.cellMul(qi)
		if mul == 0 || (st.blocked != nil && st.blocked[qi]) || (st.stop != nil && st.stop[qi]) {
			return
		}
		if st.ok != nil && !st.ok(take, Pos{X: qx, Y: qy}) {
			return
		}
		r.visit(s, qi, par, g0+k-1+mul, limit, qx, qy, astar, goal, fc)
		return
	}
}

// jumpSteps appends the squares of the link from square a to square b of
// a path, which are not neighbours: a jump, after its run-up when the
// square after a is at a's height and no gap (see Jump: a standing jump's
// first square is a gap, a run-up's is walked at the take-off's height,
// and broken cover, which makes a cover object walkable, tells them apart
// only below the take-off).
func jumpSteps(f *Field, a, b Pos, buf []Pos) []Pos {
	d := Pos{X: sign(b.X - a.X), Y: sign(b.Y - a.Y)}
	m := a.Add(d)
	level := f.At(a).Elevation
	st := stepper{f: f}
	if c := f.At(m); c.Elevation == level && !st.isGap(c, level) {
		buf = append(buf, m, m.Add(d))
	}
	return append(buf, b)
}

// linkSteps appends to buf the squares of a path that goes from from
// through the squares of chain, in order, writing each link between
// squares that are not neighbours out as jumpSteps does.
func linkSteps(f *Field, from Pos, chain, buf []Pos) []Pos {
	prev := from
	for _, q := range chain {
		if abs(q.X-prev.X) <= 1 && abs(q.Y-prev.Y) <= 1 {
			buf = append(buf, q)
		} else {
			buf = jumpSteps(f, prev, q, buf)
		}
		prev = q
	}
	return buf
}
