package grid

import (
	"iter"
	"math"
	"slices"
)

// FrozenReach is a Reach search's answer kept in little memory: the states
// it reached, in index order, with their costs and parents. It answers
// Cost, Path and All as the Reach it was made from did at the time, and
// never changes, so that a search remembered and shared between game
// states costs the squares it reached rather than two arrays the size of
// the field, and the Reach that made it can be reused.
type FrozenReach struct {
	f    *Field
	from Pos
	stop []bool
	// states holds the reached states' indices, increasing; cost and
	// parent the cost and parent state of each.
	states []int32
	cost   []int32
	parent []int32
}

// Freeze returns the answer of r's last computation as a FrozenReach.
func (r *Reach) Freeze() *FrozenReach {
	z := &FrozenReach{f: r.f, from: r.from, stop: r.stop}
	if r.f == nil {
		return z
	}
	f, gen := r.f, uint64(r.gen)
	keys := r.key[:2*f.W*f.H]
	// Every step costs at least 1, so the states reached lie within the
	// budget of the start, row by row in a window of the keys.
	if r.budget < 0 || !f.In(r.from) {
		return z
	}
	x0, x1 := max(r.from.X-r.budget, 0), min(r.from.X+r.budget, f.W-1)
	y0, y1 := max(r.from.Y-r.budget, 0), min(r.from.Y+r.budget, f.H-1)
	w := 2 * (x1 - x0 + 1)
	if cap(r.reached) < w*(y1-y0+1)+1 {
		r.reached = make([]int32, w*(y1-y0+1)+1)
	}
	buf := r.reached[:cap(r.reached)]
	k := 0
	for y := y0; y <= y1; y++ {
		base := 2 * (y*f.W + x0)
		for s := base; s < base+w; s++ {
			buf[k] = int32(s)
			k += b2i(keys[s]>>32 == gen)
		}
	}
	r.reached = buf[:k]
	n := k
	all := make([]int32, 3*n) // one allocation for the three
	z.states, z.cost, z.parent = all[:n:n], all[n:2*n:2*n], all[2*n:]
	for k, s := range r.reached {
		z.states[k] = s
		z.cost[k] = int32(math.MaxUint32 - uint32(keys[s]))
		z.parent[k] = r.parent[s]
	}
	return z
}

// b2i is 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Len returns at least the number of squares All yields: the number of
// squares reached, those that cannot be stopped on included.
func (z *FrozenReach) Len() int {
	n := 0
	for k, s := range z.states {
		if k == 0 || s/2 != z.states[k-1]/2 {
			n++
		}
	}
	return n
}

// find returns the position of state s in z.states, or -1.
func (z *FrozenReach) find(s int32) int {
	if k, ok := slices.BinarySearch(z.states, s); ok {
		return k
	}
	return -1
}

// best returns the position in z.states of the cheaper state of square
// p, parity 0 winning ties, or -1.
func (z *FrozenReach) best(p Pos) int {
	if z.f == nil || !z.f.In(p) {
		return -1
	}
	i := int32((p.Y*z.f.W + p.X) * 2)
	k, _ := slices.BinarySearch(z.states, i)
	b := -1
	for ; k < len(z.states) && z.states[k] < i+2; k++ {
		if b < 0 || z.cost[k] < z.cost[b] {
			b = k
		}
	}
	return b
}

// Cost is Reach.Cost.
func (z *FrozenReach) Cost(p Pos) (int, bool) {
	b := z.best(p)
	if b < 0 || (z.stop != nil && z.stop[z.states[b]/2] && p != z.from) {
		return 0, false
	}
	return int(z.cost[b]), true
}

// Path is Reach.Path.
func (z *FrozenReach) Path(p Pos, buf []Pos) []Pos {
	b := z.best(p)
	if b < 0 {
		return nil
	}
	n := 0
	for k := b; z.parent[k] >= 0; k = z.find(z.parent[k]) {
		n++
	}
	for i := 0; i < n; i++ {
		buf = append(buf, Pos{})
	}
	i := len(buf) - 1
	for k := b; z.parent[k] >= 0; k = z.find(z.parent[k]) {
		c := int(z.states[k] / 2)
		buf[i] = Pos{X: c % z.f.W, Y: c / z.f.W}
		i--
	}
	return buf
}

// All is Reach.All.
func (z *FrozenReach) All() iter.Seq2[Pos, int] {
	return func(yield func(Pos, int) bool) {
		// The states are in index order, so the row is found by counting
		// on from the last one's rather than by division.
		y, row := 0, 0 // the row of the last square and its first index
		if len(z.states) > 0 {
			y = int(z.states[0]/2) / z.f.W
			row = y * z.f.W
		}
		for k := 0; k < len(z.states); {
			sq := z.states[k] / 2
			b := k
			for k++; k < len(z.states) && z.states[k]/2 == sq; k++ {
				if z.cost[k] < z.cost[b] {
					b = k
				}
			}
			for int(sq) >= row+z.f.W {
				y, row = y+1, row+z.f.W
			}
			p := Pos{X: int(sq) - row, Y: y}
			if z.stop != nil && z.stop[sq] && p != z.from {
				continue
			}
			if !yield(p, int(z.cost[b])) {
				return
			}
		}
	}
}
