package dice

import (
	"encoding/binary"
	"math"
	"slices"
)

// Beside Dist, a distribution as a value, this file holds the arithmetic
// of an odds engine that computes the same few
// distributions millions of times (ADS's attack odds): distributions as
// dense slices from 0 (p[v] is the probability of v) and sparse lists of
// outcomes, written into buffers the caller keeps, with the sums of every
// result made in one fixed order so that a result remembered and one
// computed afresh are bit-identical.

// Outcome is one value of a sparse distribution with its probability.
type Outcome struct {
	V int
	P float64
}

// Outcomes builds a sparse distribution: Add merges the probabilities of
// equal values, each value listed once in the order first added. The
// zero value is empty.
type Outcomes struct {
	list []Outcome
	// at holds 1 + the position in list of each value below its length
	// seen so far; larger values are searched for.
	at [64]uint8
}

// NewOutcomes returns an empty builder with room for n values.
func NewOutcomes(n int) Outcomes { return Outcomes{list: make([]Outcome, 0, n)} }

// Add adds probability p to value v.
func (o *Outcomes) Add(v int, p float64) {
	if v >= 0 && v < len(o.at) {
		if i := o.at[v]; i != 0 {
			o.list[i-1].P += p
			return
		}
		o.at[v] = uint8(len(o.list) + 1)
		o.list = append(o.list, Outcome{v, p})
		return
	}
	for i := range o.list {
		if o.list[i].V == v {
			o.list[i].P += p
			return
		}
	}
	o.list = append(o.list, Outcome{v, p})
}

// List returns the outcomes added, in the order first added; the slice
// is the builder's.
func (o *Outcomes) List() []Outcome { return o.list }

// AppendKey appends the contents of hd, value by value and probability
// by probability in order, to b: a key under which equal distributions
// are remembered once (memo.GetBytes), whatever made them.
func AppendKey(b []byte, hd []Outcome) []byte {
	for _, x := range hd {
		b = binary.LittleEndian.AppendUint64(b, uint64(x.V))
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(x.P))
	}
	return b
}

// AddFlat turns a dense distribution of successes from 0 into that of
// the total max(0, successes + flat).
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func AddFlat(succ []float64, flat int) []float64 {
	n := len(succ) + flat
	if n < 1 {
		n = 1
	}
	out := make([]float64, n)
	for k, p := range succ {
		v := k + flat
		if v < 0 {
			v = 0
		}
		out[v] += p
	}
	return out
}

// Difference returns the distribution of the margin a - d of two
// independent dense totals from 0, att and def, offset by off =
// len(def)-1: margin[m+off] is the probability of margin m. Each margin
// sums its terms by rising a.
func Difference(att, def []float64) (margin []float64, off int) {
	off = len(def) - 1
	margin = make([]float64, len(att)+len(def)-1)
	// Zero probabilities (the totals a flat modifier skips) make +0
	// terms, which change no sum: the probabilities are never negative.
	// With def reversed, margin[a-d+off] is margin[a+j] for j = off-d,
	// and each margin still sums its terms by rising a.
	d0 := 0
	for d0 < len(def)-1 && def[d0] == 0 {
		d0++
	}
	var buf [64]float64
	rdef := buf[:0]
	for d := len(def) - 1; d >= d0; d-- {
		rdef = append(rdef, def[d])
	}
	for a, pa := range att {
		if pa == 0 {
			continue
		}
		row := margin[a : a+len(rdef)]
		for j, pd := range rdef {
			row[j] += pa * pd
		}
	}
	return margin, off
}

// FloorRange is the range of floors f, Dropped < f <= Kept, that drop
// exactly the partial outcomes a computation dropped: Dropped is the
// largest it dropped, Kept the smallest it kept. A result remembered with
// its range serves every computation whose floor is in it, the arithmetic
// being the very same.
type FloorRange struct {
	Dropped, Kept float64
}

// NewFloorRange returns the range of a computation that has dropped and
// kept nothing yet: every floor.
func NewFloorRange() FloorRange { return FloorRange{math.Inf(-1), math.Inf(1)} }

// Admits reports whether a partial outcome of probability p reaches floor
// and is kept, widening r to the outcomes dropped and kept.
func (r *FloorRange) Admits(p, floor float64) bool {
	if p < floor {
		r.Dropped = max(r.Dropped, p)
		return false
	}
	r.Kept = min(r.Kept, p)
	return true
}

// Serves reports whether the computation went as it would with floor f.
func (r FloorRange) Serves(f float64) bool {
	return r.Dropped < f && f <= r.Kept
}

// ConvolveSparse adds one independent sparse value, hd listed from the
// largest value to the smallest, to a dense distribution total from 0,
// writing into dst's storage; the entries of total below floor are
// dropped, and made 0 in total. It also returns r widened to the entries
// it dropped and kept.
//
// Each total of the result sums its terms by rising total so far, as a
// loop over the totals so far, and over hd's values within, would: hd's
// values, taken from the largest, meet each total from the smallest
// total so far. A dropped entry, made 0, adds a +0 to the totals, which
// changes none.
func ConvolveSparse(dst, total []float64, hd []Outcome, floor float64, r FloorRange) ([]float64, FloorRange) {
	hi := 0
	for _, x := range hd {
		hi = max(hi, x.V)
	}
	n := len(total) + hi
	out := slices.Grow(dst[:0], n)[:n]
	clear(out)
	// The probabilities are never negative nor NaN: comparisons widen r
	// as max and min would.
	first, last := -1, -1
	for i, p := range total {
		if p < floor {
			if p > r.Dropped {
				r.Dropped = p
			}
			total[i] = 0
			continue
		}
		if p < r.Kept {
			r.Kept = p
		}
		if first < 0 {
			first = i
		}
		last = i
	}
	if first < 0 {
		return out, r
	}
	kept := total[first : last+1]
	for _, x := range hd {
		row := out[first+x.V:]
		row = row[:len(kept)]
		q := x.P
		for i, p := range kept {
			row[i] += p * q
		}
	}
	return out, r
}

// Shortfall is the chance that a roll falls short of each difficulty:
// the cumulative sums of its dense distribution.
type Shortfall struct {
	below []float64
}

// NewShortfall returns the shortfall of the dense distribution dist,
// each chance summed from the lowest total up.
func NewShortfall(dist []float64) Shortfall {
	below := make([]float64, len(dist)+1)
	p := 0.0
	for v, q := range dist {
		p += q
		below[v+1] = p
	}
	return Shortfall{below}
}

// Fail returns the chance that the roll falls short of difficulty: 0 for
// a difficulty of 0 or less, every total's for one beyond them all.
func (s Shortfall) Fail(difficulty int) float64 {
	if difficulty <= 0 || len(s.below) == 0 {
		return 0
	}
	return s.below[min(difficulty, len(s.below)-1)]
}
