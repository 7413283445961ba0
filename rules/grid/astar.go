package grid

// Pather finds shortest paths under the same movement rules as Reach
// (ADS's 1-2 diagonals, terrain multipliers, no corner cutting, ladders
// for elevation), by A* with the grid distance as heuristic, which never
// overestimates (with pathmax, since it is not consistent). Reuse one Pather: it allocates nothing after warm-up.
type Pather struct {
	r    Reach
	fval []int32 // the priority each state was queued with
}

// Path returns the squares from from to to (start excluded), appended to
// buf, and the path's cost; ok is false when to cannot be reached.
func (pa *Pather) Path(f *Field, from, to Pos, opt *MoveOpts, buf []Pos) (path []Pos, cost int, ok bool) {
	r := &pa.r
	n := f.W * f.H * 2
	if len(r.stamp) < n {
		r.stamp = make([]uint32, n)
		r.dist = make([]int32, n)
		r.parent = make([]int32, n)
		r.gen = 0
	}
	r.f, r.from, r.stop = f, from, nil
	r.gen++
	if r.gen == 0 {
		clear(r.stamp)
		r.gen = 1
	}
	if len(pa.fval) < n {
		pa.fval = make([]int32, n)
	}
	if !f.In(from) || !f.Walkable(to) {
		return buf, 0, false
	}
	// Buckets indexed by f = g + h; the bound grows as needed.
	for i := range r.bucket {
		r.bucket[i] = r.bucket[i][:0]
	}
	push := func(fcost int, s int32) {
		pa.fval[s] = int32(fcost)
		for len(r.bucket) <= fcost {
			r.bucket = append(r.bucket, nil)
		}
		r.bucket[fcost] = append(r.bucket[fcost], s)
	}
	w, h := f.W, f.H
	cells := f.Cells
	var blocked, broken []bool
	if opt != nil {
		blocked, broken = opt.Blocked, opt.Broken
	}
	start := int32((from.Y*w + from.X) * 2)
	r.stamp[start], r.dist[start], r.parent[start] = r.gen, 0, -1
	push(Distance(from, to), start)
	goal := to.Y*w + to.X
	for fc := 0; fc < len(r.bucket); fc++ {
		for k := 0; k < len(r.bucket[fc]); k++ {
			s := r.bucket[fc][k]
			cell, par := int(s>>1), int(s&1)
			px, py := cell%w, cell/w
			g := int(r.dist[s])
			if int(pa.fval[s]) != fc {
				continue // superseded
			}
			if cell == goal {
				return r.Path(to, buf), g, true
			}
			elev, climb := cells[cell].Elevation, cells[cell].Climb
			// The expansion mirrors Reach.Compute's, inlined in both on
			// purpose: a shared step function costs the search about 40%.
			for di := 0; di < 8; di++ {
				d := steps[di]
				qx, qy := px+d.X, py+d.Y
				if qx < 0 || qy < 0 || qx >= w || qy >= h {
					continue
				}
				qi := qy*w + qx
				qc := &cells[qi]
				mul := int(qc.Cost)
				if qc.Cover >= 0 && broken != nil && int(qc.Cover) < len(broken) && broken[qc.Cover] {
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
				step, npar := 1, par
				if di >= 4 {
					if cells[py*w+qx].Cost == 0 || cells[qy*w+px].Cost == 0 {
						continue
					}
					step, npar = 1+par, 1-par
				}
				nc := int32(g + step*mul)
				ns := int32(qi*2 + npar)
				if r.stamp[ns] == r.gen && r.dist[ns] <= nc {
					continue
				}
				other := ns ^ 1
				if r.stamp[other] == r.gen && ((npar == 1 && r.dist[other] <= nc) || (npar == 0 && r.dist[other] <= nc-1)) {
					continue
				}
				r.stamp[ns], r.dist[ns], r.parent[ns] = r.gen, nc, s
				// Pathmax: a diagonal costing 1 can shrink the grid distance by
				// 2, so the heuristic is admissible but not consistent; never
				// queuing below the current priority keeps A* optimal.
				push(max(fc, int(nc)+Distance(Pos{X: qx, Y: qy}, to)), ns)
			}
		}
	}
	return buf, 0, false
}
