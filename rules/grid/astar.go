package grid

import "math"

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
	if opt != nil && opt.Jump != nil {
		st.jumps(opt)
		r.jumps = st.jump != nil
	}
	start := int32((from.Y*f.W + from.X) * 2)
	h0 := Distance(from, to)
	if len(r.prio) < len(r.key) {
		r.prio = make([]int32, len(r.key))
	}
	r.key[start], r.parent[start], r.prio[start] = r.keyOf(0), -1, int32(h0)
	r.push(h0, start, from.X, from.Y)
	goal := int32(to.Y*f.W + to.X)
	if r.jumps {
		return pa.jumpPath(&st, to, buf)
	}
	for fc := 0; fc < len(r.bucket); fc++ {
		// Each bucket is a stack: among equal priorities the latest, and so
		// usually deepest, state goes first, which on open ground walks
		// straight to the goal instead of widening a front of ties.
		for len(r.bucket[fc]) > 0 {
			b := r.bucket[fc]
			e := b[len(b)-1]
			r.bucket[fc] = b[:len(b)-1]
			if r.prio[e.s] != int32(fc) {
				continue // superseded, or already expanded
			}
			r.prio[e.s] = -1 // closed until a cheaper cost reopens it
			g := r.dist(e.s)
			if e.s>>1 == goal {
				return r.path(e.s, buf), g, true
			}
			r.expand(&st, e, g, math.MaxInt32, true, to, fc)
		}
	}
	return buf, 0, false
}

// jumpPath is Path's loop for a search that may jump (MoveOpts.Jump),
// written apart so that the searches without jumps run the loop they ran
// before: the same, with the jumps out of every state expanded.
func (pa *Pather) jumpPath(st *stepper, to Pos, buf []Pos) ([]Pos, int, bool) {
	r := &pa.search
	goal := int32(to.Y*r.f.W + to.X)
	for fc := 0; fc < len(r.bucket); fc++ {
		for len(r.bucket[fc]) > 0 {
			b := r.bucket[fc]
			e := b[len(b)-1]
			r.bucket[fc] = b[:len(b)-1]
			if r.prio[e.s] != int32(fc) {
				continue
			}
			r.prio[e.s] = -1
			g := r.dist(e.s)
			if e.s>>1 == goal {
				return r.path(e.s, buf), g, true
			}
			r.expand(st, e, g, math.MaxInt32, true, to, fc)
			r.expandJumps(st, e, g, math.MaxInt32, true, to, fc)
		}
	}
	return buf, 0, false
}
