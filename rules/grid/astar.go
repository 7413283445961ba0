package grid

// Pather finds shortest paths under the same movement rules as Reach
// (ADS's 1-2 diagonals, terrain multipliers, no corner cutting, ladders
// for elevation, occupancy, broken cover and flight from MoveOpts), by A*
// with the grid distance as heuristic. Reuse one Pather: it allocates
// nothing after warm-up. Squares marked NoStop may be passed but are not
// accepted as the destination.
type Pather struct {
	search
}

// Path returns the squares from from to to (start excluded), appended to
// buf, and the path's cost; ok is false when to cannot be reached or
// stopped on. A path from a square to itself is empty and costs 0.
func (pa *Pather) Path(f *Field, from, to Pos, opt *MoveOpts, buf []Pos) (path []Pos, cost int, ok bool) {
	r := &pa.search
	if !r.begin(f, from) || !f.In(to) {
		return buf, 0, false
	}
	if from == to {
		return buf, 0, true
	}
	if opt != nil && opt.NoStop != nil && opt.NoStop[to.Y*f.W+to.X] {
		return buf, 0, false
	}
	st := newStepper(f, opt)
	w, h := f.W, f.H
	cells := f.Cells
	blocked, broken := st.blocked, st.broken
	start := int32((from.Y*w + from.X) * 2)
	r.nodes[start] = node{stamp: r.gen, parent: -1, prio: int32(Distance(from, to))}
	r.push(Distance(from, to), start, from.X, from.Y)
	goal := int32(to.Y*w + to.X)
	for fc := 0; fc < len(r.bucket); fc++ {
		// Each bucket is a stack: among equal priorities the latest, and so
		// usually deepest, state goes first, which on open ground walks
		// straight to the goal instead of widening a front of ties.
		for len(r.bucket[fc]) > 0 {
			b := r.bucket[fc]
			e := b[len(b)-1]
			r.bucket[fc] = b[:len(b)-1]
			s := e.s
			if r.nodes[s].prio != int32(fc) {
				continue // superseded
			}
			r.nodes[s].prio = -1 // closed until reopened by a cheaper cost
			g := int(r.nodes[s].dist)
			if s>>1 == goal {
				return r.path(s, buf), g, true
			}
			par := int(s & 1)
			px, py := int(e.x), int(e.y)
			pc := &cells[s>>1]
			elev, climb := pc.Elevation, pc.Climb
			for di := 0; di < 8; di++ {
				d := steps[di]
				qx, qy := px+d.X, py+d.Y
				if uint(qx) >= uint(w) || uint(qy) >= uint(h) {
					continue
				}
				qi := qy*w + qx
				var mul int
				if st.slow {
					if mul = st.mul(px, py, qx, qy); mul == 0 {
						continue
					}
				} else {
					// The same common case as in Reach.Compute, inlined.
					qc := &cells[qi]
					mul = int(qc.Cost)
					if qc.Cover >= 0 && broken != nil && isBroken(broken, int(qc.Cover)) {
						mul = 2
					}
					if mul == 0 || (blocked != nil && blocked[qi]) {
						continue
					}
					if qc.Elevation != elev {
						de := int(qc.Elevation) - int(elev)
						if (de != 1 && de != -1) || !(climb || qc.Climb) {
							continue
						}
					}
					if di >= 4 && (solid(&cells[py*w+qx], broken) || solid(&cells[qy*w+px], broken)) {
						continue
					}
				}
				step, npar := 1, par
				if di >= 4 {
					step, npar = 1+par, 1-par
				}
				nc := int32(g + step*mul)
				ns := int32(qi*2 + npar)
				if !r.relax(ns, s, nc) {
					continue
				}
				// Pathmax: a diagonal costing 1 can shrink the grid distance
				// by 2, so the heuristic is admissible but not consistent;
				// never queuing below the current priority keeps A* optimal.
				p := max(fc, int(nc)+Distance(Pos{X: qx, Y: qy}, to))
				r.nodes[ns].prio = int32(p)
				r.push(p, ns, qx, qy)
			}
		}
	}
	return buf, 0, false
}
