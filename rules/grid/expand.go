package grid

// diagCorners holds, for each diagonal direction 4..7 of steps, the two
// orthogonal directions whose squares it passes between.
var diagCorners = [8]uint8{4: 1<<0 | 1<<1, 5: 1<<1 | 1<<2, 6: 1<<2 | 1<<3, 7: 1<<3 | 1<<0}

// expand relaxes the neighbours of queued state e, whose cost is g, under
// the movement rule of step.go, keeping only successors that cost at most
// limit, and queues the improved ones: by cost for a reachable search, or
// for A* (astar true) by cost plus the grid distance to goal, never below
// the priority fc being expanded. Every step costs at least 1, so a state
// at the limit is not expanded, and diagonals are skipped when the cheapest
// of them would already pass it. Squares away from the border of a field
// without edge cover, for a walker, take a lean path written out here: the
// four orthogonal steps first, which also tell which corners are solid,
// then the four diagonals. The rest ask stepper.mul, which costs the
// searches about 40% more. The order of the steps, and so the tie-breaking
// between equal paths, is that of steps in both.
func (r *search) expand(st *stepper, e qent, g, limit int, astar bool, goal Pos, fc int) {
	if g >= limit {
		return // every step costs at least 1
	}
	f := r.f
	px, py := int(e.x), int(e.y)
	if st.slow || px <= 0 || py <= 0 || px >= f.W-1 || py >= f.H-1 {
		r.expandSlow(st, e, g, limit, astar, goal, fc)
		return
	}
	cells := f.Cells
	blocked, broken := st.blocked, st.broken
	ci := int(e.s >> 1)
	par := int(e.s & 1)
	elev, climb := cells[ci].Elevation, cells[ci].Climb
	keys, parents, top := r.key, r.parent, r.keyOf(0)
	var solidMask uint8 // orthogonal neighbours that are solid
	for di := 0; di < 4; di++ {
		qi := ci + st.off[di]
		qc := &cells[qi]
		mul := int(qc.Cost)
		if broken != nil && qc.Cover >= 0 && isBroken(broken, int(qc.Cover)) {
			mul = 2
		}
		if mul == 0 {
			solidMask |= 1 << di
			continue
		}
		if blocked != nil && blocked[qi] {
			continue
		}
		if qc.Elevation != elev {
			de := int(qc.Elevation) - int(elev)
			if (de != 1 && de != -1) || !(climb || qc.Climb) {
				continue
			}
		}
		// visit, written out: the call costs the fast path about 15%.
		nc := g + mul
		if nc > limit {
			continue
		}
		ns := qi*2 + par
		// Skip the state when it, or the other parity of the square, was
		// reached at least as cheaply (see visit); k is 1 when ns has
		// parity 0, which beats the other parity at one more.
		t, k := top-uint64(nc), uint64(par^1)
		if max(keys[ns]+k, keys[ns^1]) >= t+k {
			continue
		}
		keys[ns], parents[ns] = t, e.s
		qx, qy := px+steps[di].X, py+steps[di].Y
		p := nc
		if astar {
			dx, dy := abs(qx-goal.X), abs(qy-goal.Y)
			p = max(fc, nc+max(dx, dy)+min(dx, dy)/2)
			r.prio[ns] = int32(p)
			for len(r.bucket) <= p {
				r.bucket = append(r.bucket, nil)
			}
		}
		r.bucket[p] = append(r.bucket[p], qent{int32(ns), int16(qx), int16(qy)})
	}
	dstep, dpar := 1+par, 1-par // a diagonal's cost and the parity after it
	if g+dstep > limit || solidMask == 1<<4-1 {
		return
	}
	for di := 4; di < 8; di++ {
		if diagCorners[di]&solidMask != 0 {
			continue // no cutting corners past solid squares
		}
		qi := ci + st.off[di]
		qc := &cells[qi]
		mul := int(qc.Cost)
		if broken != nil && qc.Cover >= 0 && isBroken(broken, int(qc.Cover)) {
			mul = 2
		}
		if mul == 0 {
			continue
		}
		if blocked != nil && blocked[qi] {
			continue
		}
		if qc.Elevation != elev {
			de := int(qc.Elevation) - int(elev)
			if (de != 1 && de != -1) || !(climb || qc.Climb) {
				continue
			}
		}
		nc := g + dstep*mul
		if nc > limit {
			continue
		}
		ns := qi*2 + dpar
		// Skip the state when it, or the other parity of the square, was
		// reached at least as cheaply (see visit); k is 1 when ns has
		// parity 0, which beats the other parity at one more.
		t, k := top-uint64(nc), uint64(dpar^1)
		if max(keys[ns]+k, keys[ns^1]) >= t+k {
			continue
		}
		keys[ns], parents[ns] = t, e.s
		qx, qy := px+steps[di].X, py+steps[di].Y
		p := nc
		if astar {
			dx, dy := abs(qx-goal.X), abs(qy-goal.Y)
			p = max(fc, nc+max(dx, dy)+min(dx, dy)/2)
			r.prio[ns] = int32(p)
			for len(r.bucket) <= p {
				r.bucket = append(r.bucket, nil)
			}
		}
		r.bucket[p] = append(r.bucket[p], qent{int32(ns), int16(qx), int16(qy)})
	}
}

// expandReach is expand for Reach, written apart from the A* one and with
// its eight steps written out, in the order of steps, so that each uses
// constant offsets and the loop keeps its values in registers. It relaxes
// the same states in the same order as expand. A state is skipped when it,
// or the other parity of the same square, was reached at least as cheaply
// (see visit): with keys, when max(key[ns]+k, key[ns^1]) >= t+k, where t is
// the new key and k is 1 for parity 0, which beats parity 1 at one more. A
// state that reaches the limit is recorded but not queued, since no step
// from it fits and Compute never expands it. On a field with edge cover, a
// walker takes the lean path on the squares no edge cover is near
// (edgesNear).
func (r *Reach) expandReach(st *stepper, e qent, g, limit int) {
	f := r.f
	px, py := int(e.x), int(e.y)
	if (st.slow && (st.near == nil || st.near[e.s>>1])) || px <= 0 || py <= 0 || px >= f.W-1 || py >= f.H-1 {
		r.expandSlow(st, e, g, limit, false, Pos{}, 0)
		return
	}
	cells, keys, parents, bucket := f.Cells, r.key, r.parent, r.bucket
	blocked, broken, w := st.blocked, st.broken, f.W
	ci := int(e.s >> 1)
	par := int(e.s & 1)
	k0 := uint64(par ^ 1)
	elev, climb := cells[ci].Elevation, cells[ci].Climb
	room := limit - g // the dearest step that still fits
	kg := r.keyOf(g)  // a state's key at cost g+c is kg-c
	var solid uint8   // orthogonal neighbours that are solid
	{                 // north
		qi := ci - w
		qc := &cells[qi]
		c := int(qc.Cost)
		if broken != nil && qc.Cover >= 0 && isBroken(broken, int(qc.Cover)) {
			c = 2
		}
		if c == 0 {
			solid |= 1 << 0
		} else if c <= room && (blocked == nil || !blocked[qi]) && (qc.Elevation == elev || canClimb(qc, elev, climb)) {
			ns, t := qi*2+par, kg-uint64(c)
			if max(keys[ns]+k0, keys[ns^1]) < t+k0 {
				keys[ns], parents[ns] = t, e.s
				if c < room {
					bucket[g+c] = append(bucket[g+c], qent{int32(ns), int16(px), int16(py - 1)})
				}
			}
		}
	}
	{ // east
		qi := ci + 1
		qc := &cells[qi]
		c := int(qc.Cost)
		if broken != nil && qc.Cover >= 0 && isBroken(broken, int(qc.Cover)) {
			c = 2
		}
		if c == 0 {
			solid |= 1 << 1
		} else if c <= room && (blocked == nil || !blocked[qi]) && (qc.Elevation == elev || canClimb(qc, elev, climb)) {
			ns, t := qi*2+par, kg-uint64(c)
			if max(keys[ns]+k0, keys[ns^1]) < t+k0 {
				keys[ns], parents[ns] = t, e.s
				if c < room {
					bucket[g+c] = append(bucket[g+c], qent{int32(ns), int16(px + 1), int16(py)})
				}
			}
		}
	}
	{ // south
		qi := ci + w
		qc := &cells[qi]
		c := int(qc.Cost)
		if broken != nil && qc.Cover >= 0 && isBroken(broken, int(qc.Cover)) {
			c = 2
		}
		if c == 0 {
			solid |= 1 << 2
		} else if c <= room && (blocked == nil || !blocked[qi]) && (qc.Elevation == elev || canClimb(qc, elev, climb)) {
			ns, t := qi*2+par, kg-uint64(c)
			if max(keys[ns]+k0, keys[ns^1]) < t+k0 {
				keys[ns], parents[ns] = t, e.s
				if c < room {
					bucket[g+c] = append(bucket[g+c], qent{int32(ns), int16(px), int16(py + 1)})
				}
			}
		}
	}
	{ // west
		qi := ci - 1
		qc := &cells[qi]
		c := int(qc.Cost)
		if broken != nil && qc.Cover >= 0 && isBroken(broken, int(qc.Cover)) {
			c = 2
		}
		if c == 0 {
			solid |= 1 << 3
		} else if c <= room && (blocked == nil || !blocked[qi]) && (qc.Elevation == elev || canClimb(qc, elev, climb)) {
			ns, t := qi*2+par, kg-uint64(c)
			if max(keys[ns]+k0, keys[ns^1]) < t+k0 {
				keys[ns], parents[ns] = t, e.s
				if c < room {
					bucket[g+c] = append(bucket[g+c], qent{int32(ns), int16(px - 1), int16(py)})
				}
			}
		}
	}
	dstep, dpar := 1+par, 1-par // a diagonal's cost and the parity after it
	k1 := uint64(dpar ^ 1)
	if dstep > room || solid == 1<<4-1 {
		return
	}
	if solid&(1<<0|1<<1) == 0 { // north-east
		qi := ci - w + 1
		qc := &cells[qi]
		c := int(qc.Cost)
		if broken != nil && qc.Cover >= 0 && isBroken(broken, int(qc.Cover)) {
			c = 2
		}
		c *= dstep
		if c != 0 && c <= room && (blocked == nil || !blocked[qi]) && (qc.Elevation == elev || canClimb(qc, elev, climb)) {
			ns, t := qi*2+dpar, kg-uint64(c)
			if max(keys[ns]+k1, keys[ns^1]) < t+k1 {
				keys[ns], parents[ns] = t, e.s
				if c < room {
					bucket[g+c] = append(bucket[g+c], qent{int32(ns), int16(px + 1), int16(py - 1)})
				}
			}
		}
	}
	if solid&(1<<1|1<<2) == 0 { // south-east
		qi := ci + w + 1
		qc := &cells[qi]
		c := int(qc.Cost)
		if broken != nil && qc.Cover >= 0 && isBroken(broken, int(qc.Cover)) {
			c = 2
		}
		c *= dstep
		if c != 0 && c <= room && (blocked == nil || !blocked[qi]) && (qc.Elevation == elev || canClimb(qc, elev, climb)) {
			ns, t := qi*2+dpar, kg-uint64(c)
			if max(keys[ns]+k1, keys[ns^1]) < t+k1 {
				keys[ns], parents[ns] = t, e.s
				if c < room {
					bucket[g+c] = append(bucket[g+c], qent{int32(ns), int16(px + 1), int16(py + 1)})
				}
			}
		}
	}
	if solid&(1<<2|1<<3) == 0 { // south-west
		qi := ci + w - 1
		qc := &cells[qi]
		c := int(qc.Cost)
		if broken != nil && qc.Cover >= 0 && isBroken(broken, int(qc.Cover)) {
			c = 2
		}
		c *= dstep
		if c != 0 && c <= room && (blocked == nil || !blocked[qi]) && (qc.Elevation == elev || canClimb(qc, elev, climb)) {
			ns, t := qi*2+dpar, kg-uint64(c)
			if max(keys[ns]+k1, keys[ns^1]) < t+k1 {
				keys[ns], parents[ns] = t, e.s
				if c < room {
					bucket[g+c] = append(bucket[g+c], qent{int32(ns), int16(px - 1), int16(py + 1)})
				}
			}
		}
	}
	if solid&(1<<3|1<<0) == 0 { // north-west
		qi := ci - w - 1
		qc := &cells[qi]
		c := int(qc.Cost)
		if broken != nil && qc.Cover >= 0 && isBroken(broken, int(qc.Cover)) {
			c = 2
		}
		c *= dstep
		if c != 0 && c <= room && (blocked == nil || !blocked[qi]) && (qc.Elevation == elev || canClimb(qc, elev, climb)) {
			ns, t := qi*2+dpar, kg-uint64(c)
			if max(keys[ns]+k1, keys[ns^1]) < t+k1 {
				keys[ns], parents[ns] = t, e.s
				if c < room {
					bucket[g+c] = append(bucket[g+c], qent{int32(ns), int16(px - 1), int16(py - 1)})
				}
			}
		}
	}
}

// computeTable is Compute's loop with each step priced from a StepTable,
// written in one piece so that the search's arrays stay in registers, and
// its eight steps written out, in the order of steps, so that each reads
// its byte of the entry and its offset at a constant place: the same
// states relaxed in the same order as expandReach relaxes them. Its queue entries carry no square (the table needs only
// the index), since nothing else reads them before the next search. The
// four orthogonal steps keep the state's parity and the four diagonals
// flip it, at 1 after an even number of diagonals and 2 after an odd one,
// so each group has its parity and price factor fixed for the state. A
// queued state carries in its entry's x the step that reached it, plus 1
// (0 for the start), and the step straight back is never tried: it would
// come back to the state's parent, at a dearer cost than the parent's
// own, with the parent's parity (an orthogonal step keeps it both ways, a
// diagonal flips it both ways), so it always fails the key test.
//
// A search given a StepOK (ok, not nil) runs computeRuled instead.
func (r *Reach) computeTable(t *StepTable, blocked []bool, budget int, ok func(from, to Pos) bool) {
	if ok != nil {
		r.computeRuled(t, blocked, budget, ok)
		return
	}
	n := r.f.W * r.f.H
	if blocked == nil {
		blocked = noneBlocked(&r.open, n)
	}
	// One length for the keys and the parents, so that a state within
	// one is known within the other.
	keys, parents, bucket, blocked := r.key[:2*n], r.parent[:2*n], r.bucket, blocked[:n]
	// A step in direction d moves a state's index by twice the square's:
	// an orthogonal step from state s reaches s+off2[d], which keeps its
	// parity, and a diagonal one s^1+off2[d], which flips it.
	var off2 [8]int
	for d, o := range t.off {
		off2[d] = 2 * o
	}
	// back[x] clears, from a state's entry, the byte of the step back to
	// the square it came from by step x-1 (steps d and d^2 are opposite).
	var back [16]uint64
	for d := range 8 {
		back[d+1] = 0xff << (8 * (d ^ 2))
	}
	for g := 0; g < budget; g++ {
		kg := r.keyOf(g)   // a state's key at cost g+c is kg-c
		room := budget - g // the dearest step that still fits
		for _, e := range bucket[g] {
			if keys[e.s] != kg {
				continue // a cheaper entry superseded this one
			}
			s := int(e.s)
			par := s & 1
			m := t.at(s>>1) &^ back[e.x&15]
			// The state reached, or the other parity of its square, reached
			// at least as cheaply wins; k is 1 for parity 0, which beats
			// parity 1 at one more. Most steps end here, so occupancy, which
			// never lets a square be reached, is asked after.
			k := uint64(par ^ 1)
			if c := int(m >> 0 & 0xff); c != 0 && c <= room { // north
				ns := s + off2[0]
				if tk := kg - uint64(c); max(keys[ns]+k, keys[ns^1]) < tk+k && !blocked[ns>>1] {
					keys[ns], parents[ns] = tk, e.s
					if c < room {
						bucket[g+c] = append(bucket[g+c], qent{s: int32(ns), x: 1})
					}
				}
			}
			if c := int(m >> 8 & 0xff); c != 0 && c <= room { // east
				ns := s + off2[1]
				if tk := kg - uint64(c); max(keys[ns]+k, keys[ns^1]) < tk+k && !blocked[ns>>1] {
					keys[ns], parents[ns] = tk, e.s
					if c < room {
						bucket[g+c] = append(bucket[g+c], qent{s: int32(ns), x: 2})
					}
				}
			}
			if c := int(m >> 16 & 0xff); c != 0 && c <= room { // south
				ns := s + off2[2]
				if tk := kg - uint64(c); max(keys[ns]+k, keys[ns^1]) < tk+k && !blocked[ns>>1] {
					keys[ns], parents[ns] = tk, e.s
					if c < room {
						bucket[g+c] = append(bucket[g+c], qent{s: int32(ns), x: 3})
					}
				}
			}
			if c := int(m >> 24 & 0xff); c != 0 && c <= room { // west
				ns := s + off2[3]
				if tk := kg - uint64(c); max(keys[ns]+k, keys[ns^1]) < tk+k && !blocked[ns>>1] {
					keys[ns], parents[ns] = tk, e.s
					if c < room {
						bucket[g+c] = append(bucket[g+c], qent{s: int32(ns), x: 4})
					}
				}
			}
			mult, sd := 1+par, s^1
			k = uint64(par)
			if c := int(m>>32&0xff) * mult; c != 0 && c <= room { // north-east
				ns := sd + off2[4]
				if tk := kg - uint64(c); max(keys[ns]+k, keys[ns^1]) < tk+k && !blocked[ns>>1] {
					keys[ns], parents[ns] = tk, e.s
					if c < room {
						bucket[g+c] = append(bucket[g+c], qent{s: int32(ns), x: 5})
					}
				}
			}
			if c := int(m>>40&0xff) * mult; c != 0 && c <= room { // south-east
				ns := sd + off2[5]
				if tk := kg - uint64(c); max(keys[ns]+k, keys[ns^1]) < tk+k && !blocked[ns>>1] {
					keys[ns], parents[ns] = tk, e.s
					if c < room {
						bucket[g+c] = append(bucket[g+c], qent{s: int32(ns), x: 6})
					}
				}
			}
			if c := int(m>>48&0xff) * mult; c != 0 && c <= room { // south-west
				ns := sd + off2[6]
				if tk := kg - uint64(c); max(keys[ns]+k, keys[ns^1]) < tk+k && !blocked[ns>>1] {
					keys[ns], parents[ns] = tk, e.s
					if c < room {
						bucket[g+c] = append(bucket[g+c], qent{s: int32(ns), x: 7})
					}
				}
			}
			if c := int(m>>56&0xff) * mult; c != 0 && c <= room { // north-west
				ns := sd + off2[7]
				if tk := kg - uint64(c); max(keys[ns]+k, keys[ns^1]) < tk+k && !blocked[ns>>1] {
					keys[ns], parents[ns] = tk, e.s
					if c < room {
						bucket[g+c] = append(bucket[g+c], qent{s: int32(ns), x: 8})
					}
				}
			}
		}
	}
}

// computeRuled is computeTable for a search given a StepOK: the same
// steps, in the same order, priced from the table, ok asked last, of a
// step that betters its state on an open square; the eight steps in a
// loop, not written out, so that the searches without a StepOK run
// computeTable's code as it was.
func (r *Reach) computeRuled(t *StepTable, blocked []bool, budget int, ok func(from, to Pos) bool) {
	n, w := r.f.W*r.f.H, r.f.W
	if blocked == nil {
		blocked = noneBlocked(&r.open, n)
	}
	keys, parents, bucket, blocked := r.key[:2*n], r.parent[:2*n], r.bucket, blocked[:n]
	var off2 [8]int
	for d, o := range t.off {
		off2[d] = 2 * o
	}
	var back [16]uint64
	for d := range 8 {
		back[d+1] = 0xff << (8 * (d ^ 2))
	}
	for g := 0; g < budget; g++ {
		kg := r.keyOf(g)
		room := budget - g
		for _, e := range bucket[g] {
			if keys[e.s] != kg {
				continue
			}
			s := int(e.s)
			par := s & 1
			m := t.at(s>>1) &^ back[e.x&15]
			for d := range 8 {
				c, ns, k := int(m>>(8*d)&0xff), s+off2[d], uint64(par^1)
				if d >= 4 { // a diagonal flips the parity
					c, ns, k = c*(1+par), s^1+off2[d], uint64(par)
				}
				if c == 0 || c > room {
					continue
				}
				if tk := kg - uint64(c); max(keys[ns]+k, keys[ns^1]) < tk+k && !blocked[ns>>1] {
					a, b := s>>1, ns>>1
					if !ok(Pos{X: a % w, Y: a / w}, Pos{X: b % w, Y: b / w}) {
						continue
					}
					keys[ns], parents[ns] = tk, e.s
					if c < room {
						bucket[g+c] = append(bucket[g+c], qent{s: int32(ns), x: int16(d + 1)})
					}
				}
			}
		}
	}
}

// canClimb reports whether a walker on a cell of level elev, a Climb cell
// when climb is true, may step onto qc on another level: one level apart,
// with a Climb cell at either end.
func canClimb(qc *Cell, elev int8, climb bool) bool {
	de := int(qc.Elevation) - int(elev)
	return (de == 1 || de == -1) && (climb || qc.Climb)
}

// expandSlow is expand for any square, pricing each step with stepper.mul.
func (r *search) expandSlow(st *stepper, e qent, g, limit int, astar bool, goal Pos, fc int) {
	f := r.f
	px, py := int(e.x), int(e.y)
	par := int(e.s & 1)
	for di := 0; di < 8; di++ {
		qx, qy := px+steps[di].X, py+steps[di].Y
		if uint(qx) >= uint(f.W) || uint(qy) >= uint(f.H) {
			continue
		}
		mul := st.unruledMul(px, py, qx, qy)
		if mul == 0 {
			continue
		}
		step, npar := 1, par
		if di >= 4 {
			step, npar = 1+par, 1-par
		}
		qi, nc := qy*f.W+qx, g+step*mul
		// The ruleset's StepOK, dear (a Disengage's reads every hostile),
		// only for a step that betters its state: visit drops the others
		// whatever StepOK says.
		if st.ok != nil && (!r.betters(qi, npar, nc, limit) || !st.ok(Pos{X: px, Y: py}, Pos{X: qx, Y: qy})) {
			continue
		}
		r.visit(e.s, qi, npar, nc, limit, qx, qy, astar, goal, fc)
	}
}

// betters reports whether visit would take the state (square qi, parity
// npar) at cost nc.
func (r *search) betters(qi, npar, nc, limit int) bool {
	ns := qi*2 + npar
	t, k := r.keyOf(nc), uint64(npar^1)
	return nc <= limit && max(r.key[ns]+k, r.key[ns^1]) < t+k
}

// visit relaxes the state (square qi at (qx,qy), parity npar) to cost nc
// from state s, and queues it if improved. A state is skipped when it, or
// the other parity of the same square, is already at least as good:
// parity 0 (next diagonal costs 1) at cost c beats parity 1 at c or more,
// and parity 1 at c-1 beats parity 0 at c or more.
func (r *search) visit(s int32, qi, npar, nc, limit, qx, qy int, astar bool, goal Pos, fc int) {
	if nc > limit {
		return
	}
	ns := qi*2 + npar
	t, k := r.keyOf(nc), uint64(npar^1)
	if max(r.key[ns]+k, r.key[ns^1]) >= t+k {
		return
	}
	r.key[ns], r.parent[ns] = t, s
	p := nc
	if astar {
		// Pathmax: a diagonal costing 1 can shrink the grid distance by 2,
		// so the heuristic is admissible but not consistent; never queuing
		// below the current priority keeps A* optimal.
		dx, dy := abs(qx-goal.X), abs(qy-goal.Y)
		p = max(fc, nc+max(dx, dy)+min(dx, dy)/2)
		r.prio[ns] = int32(p)
		for len(r.bucket) <= p {
			r.bucket = append(r.bucket, nil)
		}
	}
	r.bucket[p] = append(r.bucket[p], qent{int32(ns), int16(qx), int16(qy)})
}
