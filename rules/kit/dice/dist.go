// Package dice is the ruleset kit's dice. A roll is defined once, as an
// Expr built from the package's constructors, and that one definition both
// rolls on a battle's stream (Expr.Roll) and gives its exact distribution
// (Expr.Dist), so that a ruleset's odds equal its play by construction.
// The roll families of the five hosted systems are built from it: totals
// against a target (majorminor, ail), roll-under with degrees (d100),
// roll-under with favourable and unfavourable dice where the lower roll
// wins (teamturn), and success-counting pools with explosions and
// rerolls (ADS).
package dice

import (
	"fmt"
	"math"
)

// Dist is a discrete distribution over the integers: the probability of
// the value v is P(v). The zero Dist is empty (all mass nowhere); Point(0)
// is the certain zero. A Dist is a value: its methods return new ones and
// never change the receiver.
type Dist struct {
	min int
	p   []float64
}

// Point returns the distribution certain to be v.
func Point(v int) Dist { return Dist{min: v, p: []float64{1}} }

// Uniform returns the distribution uniform over lo..hi (a die when lo is
// 1). hi < lo gives the empty Dist.
func Uniform(lo, hi int) Dist {
	if hi < lo {
		return Dist{}
	}
	p := make([]float64, hi-lo+1)
	for i := range p {
		p[i] = 1 / float64(len(p))
	}
	return Dist{min: lo, p: p}
}

// FromMap builds a distribution from value probabilities; values absent
// from m have probability 0. It exists for tests and tables.
func FromMap(m map[int]float64) Dist {
	if len(m) == 0 {
		return Dist{}
	}
	lo, hi := math.MaxInt, math.MinInt
	for v := range m {
		lo, hi = min(lo, v), max(hi, v)
	}
	p := make([]float64, hi-lo+1)
	for v, q := range m {
		p[v-lo] = q
	}
	return Dist{min: lo, p: p}.trimmed()
}

// Min returns the smallest value with a probability above zero (0 for an
// empty Dist).
func (d Dist) Min() int { return d.min }

// Max returns the largest value with a probability above zero (0 for an
// empty Dist).
func (d Dist) Max() int {
	if len(d.p) == 0 {
		return 0
	}
	return d.min + len(d.p) - 1
}

// P returns the probability of exactly v.
func (d Dist) P(v int) float64 {
	if v < d.min || v >= d.min+len(d.p) {
		return 0
	}
	return d.p[v-d.min]
}

// Total returns the distribution's whole mass: 1, less what a Tail cut
// dropped.
func (d Dist) Total() float64 {
	s := 0.0
	for _, q := range d.p {
		s += q
	}
	return s
}

// AtLeast returns the probability of a value of k or more.
func (d Dist) AtLeast(k int) float64 {
	s := 0.0
	for i := len(d.p) - 1; i >= 0 && d.min+i >= k; i-- {
		s += d.p[i]
	}
	return s
}

// AtMost returns the probability of a value of k or less.
func (d Dist) AtMost(k int) float64 {
	s := 0.0
	for i := 0; i < len(d.p) && d.min+i <= k; i++ {
		s += d.p[i]
	}
	return s
}

// Mean returns the expected value.
func (d Dist) Mean() float64 {
	m := 0.0
	for i, q := range d.p {
		m += float64(d.min+i) * q
	}
	return m
}

// Var returns the variance.
func (d Dist) Var() float64 {
	m, s := d.Mean(), 0.0
	for i, q := range d.p {
		x := float64(d.min+i) - m
		s += x * x * q
	}
	return s
}

// Each calls f with every value of non-zero probability, in increasing
// order.
func (d Dist) Each(f func(v int, p float64)) {
	for i, q := range d.p {
		if q != 0 {
			f(d.min+i, q)
		}
	}
}

// Shift returns the distribution of X+k.
func (d Dist) Shift(k int) Dist { return Dist{min: d.min + k, p: d.p} }

// Add returns the distribution of X+Y for independent X from d and Y from
// e: their convolution.
func (d Dist) Add(e Dist) Dist {
	if len(d.p) == 0 || len(e.p) == 0 {
		return Dist{}
	}
	p := make([]float64, len(d.p)+len(e.p)-1)
	for i, a := range d.p {
		if a == 0 {
			continue
		}
		for j, b := range e.p {
			p[i+j] += a * b
		}
	}
	return Dist{min: d.min + e.min, p: p}
}

// Map returns the distribution of f(X). f must be a pure function.
func (d Dist) Map(f func(int) int) Dist {
	m := map[int]float64{}
	for i, q := range d.p {
		if q != 0 {
			m[f(d.min+i)] += q
		}
	}
	return FromMap(m)
}

// Clamp returns the distribution of X held within lo..hi: the mass below
// lo moves to lo and the mass above hi to hi ("minimum damage 0").
func (d Dist) Clamp(lo, hi int) Dist {
	return d.Map(func(v int) int { return min(max(v, lo), hi) })
}

// Tail returns d without the values beyond the last whose upper tail
// (the probability of it or more) is at least eps: a cut for
// distributions with no upper end, such as exploding dice. The mass cut
// is dropped, so Total falls short of 1 by at most eps.
func (d Dist) Tail(eps float64) Dist {
	s, i := 0.0, len(d.p)-1
	for ; i >= 0; i-- {
		if s+d.p[i] >= eps {
			break
		}
		s += d.p[i]
	}
	return Dist{min: d.min, p: d.p[:i+1]}.trimmed()
}

// Max2 returns the distribution of max(X, Y) for independent X from d and
// Y from e.
func (d Dist) Max2(e Dist) Dist { return extreme(d, e, true) }

// Min2 returns the distribution of min(X, Y) for independent X from d and
// Y from e.
func (d Dist) Min2(e Dist) Dist { return extreme(d, e, false) }

// extreme is Max2 (high) or Min2 through the two cumulative
// distributions.
func extreme(d, e Dist, high bool) Dist {
	if len(d.p) == 0 || len(e.p) == 0 {
		return Dist{}
	}
	lo, hi := min(d.min, e.min), max(d.Max(), e.Max())
	p := make([]float64, hi-lo+1)
	prev := 0.0
	for v := lo; v <= hi; v++ {
		var c float64
		if high {
			c = d.AtMost(v) * e.AtMost(v)
		} else {
			c = 1 - d.AtLeast(v+1)*e.AtLeast(v+1)
		}
		p[v-lo] = c - prev
		prev = c
	}
	return Dist{min: lo, p: p}.trimmed()
}

// Compare returns the probabilities that X from d is less than, equal to
// and greater than Y from e, the two independent.
func (d Dist) Compare(e Dist) (less, equal, greater float64) {
	for i, a := range d.p {
		if a == 0 {
			continue
		}
		v := d.min + i
		less += a * e.AtLeast(v+1)
		equal += a * e.P(v)
		greater += a * e.AtMost(v-1)
	}
	return less, equal, greater
}

// Mix returns the mixture that draws from ds[i] with probability w[i].
func Mix(w []float64, ds []Dist) Dist {
	m := map[int]float64{}
	for i, d := range ds {
		d.Each(func(v int, p float64) { m[v] += w[i] * p })
	}
	return FromMap(m)
}

// String writes the distribution for test failures: value:probability
// pairs.
func (d Dist) String() string {
	s := "{"
	d.Each(func(v int, p float64) {
		if len(s) > 1 {
			s += " "
		}
		s += fmt.Sprintf("%d:%.6g", v, p)
	})
	return s + "}"
}

// trimmed drops zero probabilities at both ends.
// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func (d Dist) trimmed() Dist {
	lo, hi := 0, len(d.p)
	for lo < hi && d.p[lo] == 0 {
		lo++
	}
	for hi > lo && d.p[hi-1] == 0 {
		hi--
	}
	if lo == hi {
		return Dist{}
	}
	return Dist{min: d.min + lo, p: d.p[lo:hi]}
}
