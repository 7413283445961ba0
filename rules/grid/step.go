package grid

// The movement rule for a single step, shared by Reach and Pather. Both
// searches inline the common case (no edge cover on the field, no flyer)
// and call stepper.mul for the rest, so that the rule for edges and flight
// is written once.

// steps lists the 8 neighbour offsets: orthogonal first, then diagonal.
var steps = [8]Pos{{X: 0, Y: -1}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: -1, Y: 0}, {X: 1, Y: -1}, {X: 1, Y: 1}, {X: -1, Y: 1}, {X: -1, Y: -1}}

// stepper holds what a search needs to price steps on one field under one
// set of options.
type stepper struct {
	f       *Field
	blocked []bool
	broken  []bool
	fly     bool
	// ok is MoveOpts.StepOK: a ruleset's rule for single steps, or nil.
	ok func(from, to Pos) bool
	// cost is MoveOpts.StepCost: a ruleset's price of single steps, or
	// nil.
	cost func(from, to Pos, mul int) int
	// jump is MoveOpts.Jump, or nil; stop is MoveOpts.NoStop, which only
	// a jump's landing reads.
	jump *Jump
	stop []bool
	// slow is true when the inlined common case does not apply: the field
	// has edge cover, the mover flies or a ruleset checks each step.
	slow bool
	// near, when not nil, narrows slow for a walker to the squares it
	// marks (edgesNear): elsewhere no step meets edge cover.
	near []bool
	// off holds the index offsets in Field.Cells of the 8 steps.
	off [8]int
}

func newStepper(f *Field, opt *MoveOpts) stepper {
	s := stepper{f: f}
	if opt != nil {
		s.blocked, s.broken, s.fly, s.ok, s.cost = opt.Blocked, opt.Broken, opt.Fly, opt.StepOK, opt.StepCost
	}
	s.slow = s.fly || s.ruled() || hasEdgeCover(f)
	for i, d := range steps {
		s.off[i] = d.Y*f.W + d.X
	}
	return s
}

// jumps makes s jump as opt.Jump says, when it says so (and s walks):
// kept apart from newStepper so that the searches that do not jump pay
// nothing for it.
func (s *stepper) jumps(opt *MoveOpts) {
	if j := opt.Jump; j != nil && !opt.Fly && (j.Run >= 2 || j.Stand >= 2) {
		s.jump, s.stop, s.slow = j, opt.NoStop, true
	}
}

// ruled reports whether a ruleset has its own rule or price for single
// steps (StepOK, StepCost) or jumps, which only the general rule asks.
func (s *stepper) ruled() bool { return s.ok != nil || s.cost != nil || s.jump != nil }

// hasEdgeCover reports whether any cover section of f stands on an edge.
func hasEdgeCover(f *Field) bool {
	for i := range f.Covers {
		if f.Covers[i].Edge != 0 {
			return true
		}
	}
	return false
}

// isBroken reports whether cover section i is marked broken.
func isBroken(broken []bool, i int) bool { return i >= 0 && i < len(broken) && broken[i] }

// cellMul is the multiplier for entering cell index i on foot (0: cannot):
// its Cost, or 2 for a broken object cover.
func (s *stepper) cellMul(i int) int {
	c := &s.f.Cells[i]
	if c.Cover >= 0 && isBroken(s.broken, int(c.Cover)) {
		return 2
	}
	return int(c.Cost)
}

// flyMul is the multiplier for a flyer entering cell index i: 1 over any
// cell with FlyMax > 0 except walls (BlocksSight) and unbroken full-height
// objects, which stay solid; elsewhere the flyer walks.
func (s *stepper) flyMul(i int) int {
	c := &s.f.Cells[i]
	if c.FlyMax == 0 {
		return s.cellMul(i)
	}
	if c.BlocksSight || (c.Cover >= 0 && s.f.Covers[c.Cover].Full && !isBroken(s.broken, int(c.Cover))) {
		return 0
	}
	return 1
}

// edgeMul is the multiplier for crossing the edge holding cover index e
// between cells i and j: 1 without cover, 0 for standing cover (a flyer
// over two FlyMax cells clears half-height cover), 2 for broken cover,
// which is difficult terrain.
func (s *stepper) edgeMul(e int16, i, j int) int {
	if e < 0 {
		return 1
	}
	if isBroken(s.broken, int(e)) {
		return 2
	}
	if s.fly && !s.f.Covers[e].Full && s.f.Cells[i].FlyMax > 0 && s.f.Cells[j].FlyMax > 0 {
		return 1
	}
	return 0
}

// orthEdge returns the cover index on the edge between orthogonal
// neighbours (px,py) and (qx,qy).
func (s *stepper) orthEdge(px, py, qx, qy int) int16 {
	f := s.f
	switch {
	case qy < py:
		return f.HEdges[py*f.W+px]
	case qy > py:
		return f.HEdges[qy*f.W+qx]
	case qx < px:
		return f.VEdges[py*(f.W+1)+px]
	}
	return f.VEdges[qy*(f.W+1)+qx]
}

// orth is the multiplier of an orthogonal step from (px,py) to (qx,qy),
// both on the field, ignoring elevation and occupancy: the larger of the
// cell's and the edge's, or 0 when either forbids it.
func (s *stepper) orth(px, py, qx, qy int) int {
	i, j := py*s.f.W+px, qy*s.f.W+qx
	var m int
	if s.fly && s.f.Cells[i].FlyMax > 0 {
		m = s.flyMul(j)
	} else {
		m = s.cellMul(j)
	}
	if m == 0 {
		return 0
	}
	em := s.edgeMul(s.orthEdge(px, py, qx, qy), i, j)
	if em == 0 {
		return 0
	}
	return max(m, em)
}

// mul is the full rule for a step from (px,py) to its neighbour (qx,qy),
// both on the field: the terrain multiplier, or 0 when the step is not
// allowed. Occupancy is checked here too. A diagonal step needs both
// orthogonal detours open (no corner cutting past solid squares or edge
// cover) and costs the multiplier of the square it enters. Elevation may
// change by one level only to or from a Climb cell, except for a flyer
// moving between two cells with FlyMax > 0. A ruleset's StepOK has the
// last word, and its StepCost the last price.
func (s *stepper) mul(px, py, qx, qy int) int {
	if s.blocked != nil && s.blocked[qy*s.f.W+qx] {
		return 0
	}
	if s.ok != nil && !s.ok(Pos{X: px, Y: py}, Pos{X: qx, Y: qy}) {
		return 0
	}
	m := s.groundMul(px, py, qx, qy)
	if m == 0 || s.cost == nil {
		return m
	}
	return s.cost(Pos{X: px, Y: py}, Pos{X: qx, Y: qy}, m)
}

// unruledMul is mul without the ruleset's StepOK, which the caller asks
// itself: a search asks it only of the steps that would better a state
// (expandSlow), the answer being the same whenever it is asked.
func (s *stepper) unruledMul(px, py, qx, qy int) int {
	if s.blocked != nil && s.blocked[qy*s.f.W+qx] {
		return 0
	}
	m := s.groundMul(px, py, qx, qy)
	if m == 0 || s.cost == nil {
		return m
	}
	return s.cost(Pos{X: px, Y: py}, Pos{X: qx, Y: qy}, m)
}

// groundMul is mul but for the blockers, StepOK and StepCost: the
// terrain's multiplier.
func (s *stepper) groundMul(px, py, qx, qy int) int {
	f := s.f
	i, j := py*f.W+px, qy*f.W+qx
	if s.near != nil && !s.near[i] {
		return s.leanMul(px, py, qx, qy)
	}
	a, b := &f.Cells[i], &f.Cells[j]
	flying := s.fly && a.FlyMax > 0 && b.FlyMax > 0
	if a.Elevation != b.Elevation && !flying {
		de := int(b.Elevation) - int(a.Elevation)
		if (de != 1 && de != -1) || !(a.Climb || b.Climb) {
			return 0
		}
	}
	if px == qx || py == qy {
		return s.orth(px, py, qx, qy)
	}
	if s.orth(px, py, qx, py) == 0 || s.orth(qx, py, qx, qy) == 0 ||
		s.orth(px, py, px, qy) == 0 || s.orth(px, qy, qx, qy) == 0 {
		return 0
	}
	if flying || (s.fly && a.FlyMax > 0) {
		return s.flyMul(j)
	}
	return s.cellMul(j)
}

// leanMul is mul for a walker from a square no edge cover is near
// (edgesNear), the target square not blocked: with every edge open, a
// step's multiplier is the cell's, and a diagonal needs both squares it
// passes between open.
func (s *stepper) leanMul(px, py, qx, qy int) int {
	f := s.f
	a, b := &f.Cells[py*f.W+px], &f.Cells[qy*f.W+qx]
	if a.Elevation != b.Elevation {
		de := int(b.Elevation) - int(a.Elevation)
		if (de != 1 && de != -1) || !(a.Climb || b.Climb) {
			return 0
		}
	}
	if px != qx && py != qy && (s.cellMul(py*f.W+qx) == 0 || s.cellMul(qy*f.W+px) == 0) {
		return 0
	}
	return s.cellMul(qy*f.W + qx)
}

// edgesNear marks, in buf's memory when large enough, the squares of f
// where a step of a walker may meet edge cover: those on the border, and
// those with cover on any of the twelve edges inside the 3x3 block around
// them, which are all the edges stepper.mul consults for their steps.
func edgesNear(f *Field, buf []bool) []bool {
	n := f.W * f.H
	if cap(buf) < n {
		buf = make([]bool, n)
	}
	near := buf[:n]
	w := f.W
	for y := 0; y < f.H; y++ {
		for x := 0; x < w; x++ {
			if x == 0 || y == 0 || x == w-1 || y == f.H-1 {
				near[y*w+x] = true
				continue
			}
			hit := false
			for d := -1; d <= 1 && !hit; d++ {
				hit = f.HEdges[y*w+x+d] >= 0 || f.HEdges[(y+1)*w+x+d] >= 0 ||
					f.VEdges[(y+d)*(w+1)+x] >= 0 || f.VEdges[(y+d)*(w+1)+x+1] >= 0
			}
			near[y*w+x] = hit
		}
	}
	return near
}
