package grid

// MoveOpts are the per-query conditions of a movement search.
type MoveOpts struct {
	// Blocked marks squares that cannot be entered (enemies), indexed like
	// Field.Cells; nil means none.
	Blocked []bool
	// NoStop marks squares that can be passed but not stopped on (allies);
	// nil means none.
	NoStop []bool
	// Broken marks broken cover sections, indexed like Field.Covers: a
	// broken object cover becomes difficult terrain (cost 2).
	Broken []bool
}

// neighbour steps: orthogonal first, then diagonal.
var steps = [8]Pos{{X: 0, Y: -1}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: -1, Y: 0}, {X: 1, Y: -1}, {X: 1, Y: 1}, {X: -1, Y: 1}, {X: -1, Y: -1}}

// Reach is a reusable movement search: the squares reachable within a
// budget under ADS's diagonal rule (the first diagonal of a move costs 1,
// the second 2, then 1, 2 …), with parent links so that the path to any
// reached square costs nothing more. The search state is (square, parity
// of diagonals so far), so the alternation is exact. Reuse one Reach across
// calls: generation stamps replace clearing and the bucket queue keeps its
// memory, so a search allocates nothing after the first.
type Reach struct {
	f      *Field
	from   Pos
	gen    uint32
	stamp  []uint32
	dist   []int32
	parent []int32
	stop   []bool
	bucket [][]int32
}

// Compute finds every square reachable from from within budget.
func (r *Reach) Compute(f *Field, from Pos, budget int, opt *MoveOpts) {
	n := f.W * f.H * 2
	if len(r.stamp) < n {
		r.stamp = make([]uint32, n)
		r.dist = make([]int32, n)
		r.parent = make([]int32, n)
		r.gen = 0
	}
	r.f, r.from = f, from
	r.gen++
	if r.gen == 0 { // wrapped: clear once every 4 billion searches
		clear(r.stamp)
		r.gen = 1
	}
	if !f.In(from) || budget < 0 {
		return
	}
	if cap(r.bucket) < budget+1 {
		r.bucket = make([][]int32, budget+1)
	}
	r.bucket = r.bucket[:budget+1]
	for i := range r.bucket {
		r.bucket[i] = r.bucket[i][:0]
	}
	start := int32((from.Y*f.W + from.X) * 2)
	r.stamp[start], r.dist[start], r.parent[start] = r.gen, 0, -1
	r.bucket[0] = append(r.bucket[0], start)
	w, h := f.W, f.H
	cells := f.Cells
	var blocked, broken []bool
	if opt != nil {
		blocked, broken = opt.Blocked, opt.Broken
	}
	for cost := 0; cost <= budget; cost++ {
		for k := 0; k < len(r.bucket[cost]); k++ {
			s := r.bucket[cost][k]
			if r.dist[s] != int32(cost) {
				continue // a cheaper entry superseded this one
			}
			cell, par := int(s>>1), int(s&1)
			px, py := cell%w, cell/w
			elev, climb := cells[cell].Elevation, cells[cell].Climb
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
						continue // no cutting corners past impassable squares
					}
					step, npar = 1+par, 1-par
				}
				nc := int32(cost + step*mul)
				if nc > int32(budget) {
					continue
				}
				ns := int32(qi*2 + npar)
				if r.stamp[ns] == r.gen && r.dist[ns] <= nc {
					continue
				}
				// A state is dominated by the other parity of the same square
				// when that one is at least as cheap for every continuation:
				// parity 0 (next diagonal costs 1) at cost c beats parity 1 at
				// c or more, and parity 1 at c-1 beats parity 0 at c or more.
				other := ns ^ 1
				if r.stamp[other] == r.gen && ((npar == 1 && r.dist[other] <= nc) || (npar == 0 && r.dist[other] <= nc-1)) {
					continue
				}
				r.stamp[ns], r.dist[ns], r.parent[ns] = r.gen, nc, s
				r.bucket[nc] = append(r.bucket[nc], ns)
			}
		}
	}
	r.stop = opt.noStop()
}

func (o *MoveOpts) noStop() []bool {
	if o == nil {
		return nil
	}
	return o.NoStop
}

// best returns the cheaper search state of square p, or -1.
func (r *Reach) best(p Pos) int32 {
	if r.f == nil || !r.f.In(p) {
		return -1
	}
	i := int32((p.Y*r.f.W + p.X) * 2)
	b := int32(-1)
	for s := i; s < i+2; s++ {
		if r.stamp[s] == r.gen && (b < 0 || r.dist[s] < r.dist[b]) {
			b = s
		}
	}
	return b
}

// Cost returns the cheapest cost to end a move on p, and whether p can be
// reached and stopped on.
func (r *Reach) Cost(p Pos) (int, bool) {
	b := r.best(p)
	if b < 0 || (r.stop != nil && r.stop[b/2] && p != r.from) {
		return 0, false
	}
	return int(r.dist[b]), true
}

// Path appends the squares walked from the start to p (start excluded) to
// buf and returns it; nil when p is not reached.
func (r *Reach) Path(p Pos, buf []Pos) []Pos {
	b := r.best(p)
	if b < 0 {
		return nil
	}
	n := 0
	for s := b; r.parent[s] >= 0; s = r.parent[s] {
		n++
	}
	for i := 0; i < n; i++ {
		buf = append(buf, Pos{})
	}
	i := len(buf) - 1
	for s := b; r.parent[s] >= 0; s = r.parent[s] {
		c := int(s / 2)
		buf[i] = Pos{X: c % r.f.W, Y: c / r.f.W}
		i--
	}
	return buf
}
