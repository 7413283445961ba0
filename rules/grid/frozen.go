package grid

import (
	"iter"
	"math"
	"slices"
)

// FrozenReach is a Reach search's answer kept in little memory: the states
// it reached, in index order, with their costs and parents, and the
// squares All yields as spots. It answers Cost, Path and All as the Reach
// it was made from did at the time, and never changes, so that a search
// remembered and shared between game states costs the squares it reached
// rather than two arrays the size of the field, and the Reach that made it
// can be reused.
type FrozenReach struct {
	f    *Field
	from Pos
	stop []bool
	// states holds the reached states' indices, increasing; cost and
	// parent the cost and parent state of each.
	states []int32
	cost   []int32
	parent []int32
	// spots holds the squares All yields but the start, in row order.
	spots []Spot
	// jumps is true when the search could jump (MoveOpts.Jump): Path then
	// writes a jump's link out as Reach.Path does.
	jumps bool
}

// Freeze returns the answer of r's last computation as a FrozenReach. It
// reads the search's keys once, square by square, over the squares within
// the budget of the start (reachSpan), and keeps the states and squares
// reached.
func (r *Reach) Freeze() *FrozenReach {
	z := &FrozenReach{f: r.f, from: r.from, stop: r.stop, jumps: r.jumps}
	if r.f == nil || r.budget < 0 || !r.f.In(r.from) {
		return z
	}
	// No search is newer than the last, so its keys are those from low up.
	f, low, from, stop := r.f, uint64(r.gen)<<32, r.from, r.stop
	keys := r.key[:2*f.W*f.H]
	fr := &r.frozen
	states, spots := fr.states[:0], fr.spots[:0]
	y0, y1 := max(from.Y-r.budget, 0), min(from.Y+r.budget, f.H-1)
	for y := y0; y <= y1; y++ {
		w := reachSpan(r.budget, y-from.Y)
		x0, x1 := max(from.X-w, 0), min(from.X+w, f.W-1)
		base := 2 * (y*f.W + x0)
		row := keys[base : base+2*(x1-x0+1)]
		for j := 1; j < len(row); j += 2 {
			i := j - 1 // the square's parity 0 state in row
			k0, k1 := row[i], row[j]
			ok0, ok1 := k0 >= low, k1 >= low
			if !ok0 && !ok1 {
				continue
			}
			// The cheaper state has the larger key; parity 0 wins ties,
			// as in best.
			s, k := int32(base+i), k0
			if ok0 {
				states = append(states, s)
			}
			if ok1 {
				states = append(states, s+1)
				if !ok0 || uint32(k1) > uint32(k0) {
					k = k1
				}
			}
			// Only the start costs 0: every step costs at least 1.
			if c := int32(math.MaxUint32 - uint32(k)); c != 0 && (stop == nil || !stop[s/2]) {
				spots = append(spots, Spot{X: int16(x0 + i/2), Y: int16(y), Cost: c})
			}
		}
	}
	fr.states, fr.spots = states, spots
	n := len(states)
	all := make([]int32, 3*n) // one allocation for the three
	z.states, z.cost, z.parent = all[:n:n], all[n:2*n:2*n], all[2*n:]
	copy(z.states, states)
	cost, parent := z.cost[:n], z.parent[:n]
	for k, s := range states {
		cost[k] = int32(math.MaxUint32 - uint32(keys[s]))
		parent[k] = r.parent[s]
	}
	z.spots = slices.Clone(spots)
	return z
}

// Spots returns the squares All yields but the start, with their costs,
// in row order. The list is z's own: it must not be changed.
func (z *FrozenReach) Spots() []Spot { return z.spots }

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
	if z.jumps {
		return linkSteps(z.f, z.from, z.plain(b, nil), buf)
	}
	return z.plain(b, buf)
}

// plain appends the squares of the states from the start to the state at
// position b of z.states (start excluded) to buf, one a state.
func (z *FrozenReach) plain(b int, buf []Pos) []Pos {
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
