package ai

import (
	"math"
	"slices"

	"sightline/rules/grid"
)

// canBound reports whether bound applies to this decision's squares: some
// enemy is in sight (else scoring a square is cheap anyway), the scoring
// neither blends in the engine's estimates, whose cache keeps the first
// square that asks, nor charges for overwatch arcs, and the weights keep
// shots worth something and threats a cost.
func (s *positions) canBound() bool {
	w := s.w
	return len(s.foes) > 0 && s.ex == nil && len(s.watchers) == 0 &&
		w.Offense >= 0 && w.Danger >= 0 && w.Retreat >= 0 && w.Cover >= 0 && w.Focus >= 0
}

// known reports whether the terms of p are worked out for this decision,
// so that score costs no more than bound.
func (s *positions) known(p grid.Pos) bool {
	f := s.v.f
	return f.In(p) && s.memo.stamp[p.Y*f.W+p.X] == s.memo.gen
}

// bound returns a number no smaller than score(p, ready), worked out
// without the threat maps' squares, for a decision where canBound holds
// and p on the field: every seen enemy counts as in sight, and flanked
// when it stands where it can be, for the shots, and as a threat only by
// its melee reach, which needs no sight. It takes score's steps with
// those terms, adding the same threats in the same order (so that the sum
// of fewer of them is no larger),
// and each step rounds monotonically, so the bound holds for the rounded
// numbers too: a candidate whose bound falls below another's score cannot
// be the best. The cohesion cost it subtracts is the least the distance
// from the squad's centre allows. A change here must keep coarseBound no
// smaller (TestCoarseBoundAtLeastBound).
func (s *positions) bound(p grid.Pos, ready bool) float64 {
	m := s.memo
	i := p.Y*s.v.f.W + p.X
	bt := &m.bounds[i]
	if m.bstamp[i] != m.gen {
		s.fillBound(p, i, bt)
	}
	off := bt.offense
	if !ready {
		off *= 0.3
	}
	if s.hurt > 0.65 {
		off *= 0.5
	}
	// The cohesion term is 0 where score subtracts none.
	return s.w.Offense*off - s.dangerRate*bt.danger - bt.cohesion - bt.approach
}

// boundTerms are the parts of a square's bound that do not depend on
// whether the unit can still attack from it, nor on its health.
type boundTerms struct {
	// offense is the best shot or melee reach at a seen enemy, in sight
	// (and flanked where it can be); danger the seen enemies' threats by
	// melee reach alone; cohesion the least cost of the distance from the
	// squad's centre; approach the approach cost scaled by the pressure.
	offense, danger, cohesion, approach float64
}

// boundFoe is what bound asks of one seen enemy, worked out once per
// decision: its square, its value as a melee target next to the unit, and
// as a target of the unit's shots in the open (flanked where it can be)
// by band of distance: the bands of rangeFactor, in its order (up close,
// within the range, up to halfway to the limit, up to the limit, beyond); and
// its threat's weight when it has melee reach (else 0).
type boundFoe struct {
	at          grid.Pos
	melee       float64
	shot        [5]float64
	meleeWeight float64
	meleeReach  bool
}

// prepareBound works out the seen enemies' boundFoe, in foes' order, and
// the bands of the unit's shots by distance.
func (s *positions) prepareBound() {
	s.bfoes = s.bfoes[:0]
	for k := range s.foes {
		fo := &s.foes[k]
		tv := fo.value
		b := boundFoe{at: fo.unit.Pos, melee: tv * 1.3, meleeWeight: fo.weight, meleeReach: fo.melee}
		// rangeFactor's answers by band, for a unit with a range; work
		// counts the flank only for an enemy that can be flanked, from a
		// square it sees in the open.
		flanked := s.tm.flanked(k)
		for i, f := range [5]float64{1.2, 1, 0.6, 0.3, 0} {
			r := tv * f
			if flanked && 1+s.w.Flank > 1 {
				r *= 1 + s.w.Flank
			}
			b.shot[i] = r
		}
		s.bfoes = append(s.bfoes, b)
	}
	s.prepareBox()
	// No two squares on the field lie W+H apart. The bands of an earlier
	// decision serve when its unit had the same range.
	n := s.v.f.W + s.v.f.H
	s.bands = nil
	for k := range s.bandsBy {
		if e := &s.bandsBy[k]; e.r == s.myRange && e.l == s.myLong && len(e.bands) == n {
			s.bands = e.bands
			return
		}
	}
	if len(s.bandsBy) < keptBands {
		s.bandsBy = append(s.bandsBy, rangeBands{})
	}
	// The oldest bands make way, in their memory.
	e := &s.bandsBy[s.bandsNext%len(s.bandsBy)]
	s.bandsNext++
	e.r, e.l, e.bands = s.myRange, s.myLong, shotBands(e.bands, n, s.myRange, s.myLong)
	s.bands = e.bands
}

// rangeBands are the bands shotBands gives the distances for range r
// and limit l.
type rangeBands struct {
	r, l  int
	bands []uint8
}

// keptBands is how many ranges' bands a scoring of squares keeps for the
// decisions after: a squad's units have a few ranges between them.
const keptBands = 8

// shotBands returns, in into's memory, the band of rangeFactor (boundFoe's
// shot) of each distance below n for a unit with range r and limit l: 4,
// the band beyond every other, for a unit without a range.
func shotBands(into []uint8, n, r, l int) []uint8 {
	into = slices.Grow(into[:0], n)[:n]
	for d := range into {
		band := uint8(4)
		switch {
		case r <= 0 || d > l:
		case d <= 4:
			band = 0
		case d <= r:
			band = 1
		case 2*d <= r+l:
			band = 2
		default:
			band = 3
		}
		into[d] = band
	}
	return into
}

// boundTerms returns the bound's terms of p, on the field, worked out the
// first time a decision asks for p, or kept from a former decision with
// the same terms (the square memo's key covers everything they depend on:
// the seen enemies' squares through the threat maps' version, their
// values, the unit's reach, the squad's centre and the pressure).
func (s *positions) boundTerms(p grid.Pos) *boundTerms {
	m := s.memo
	i := p.Y*s.v.f.W + p.X
	bt := &m.bounds[i]
	if m.bstamp[i] != m.gen {
		s.fillBound(p, i, bt)
	}
	return bt
}

// fillBound works out bt, the bound's terms of p (index i), and marks
// them known in this decision.
func (s *positions) fillBound(p grid.Pos, i int, bt *boundTerms) {
	s.memo.bstamp[i] = s.memo.gen
	best, danger, nearest := foeTerms(s.bfoes, s.bands, p, s.myMelee)
	bt.offense, bt.danger = best, danger
	bt.cohesion = s.leastCohesion(p)
	bt.approach = s.approach(p, i, nearest) * s.apScale
}

// leastCohesion returns the least cost of p's distance from the squad's
// centre: 0 where score subtracts none.
func (s *positions) leastCohesion(p grid.Pos) float64 {
	w := s.w
	if s.mates > 0 && w.Cohesion > 0 {
		// The distance from the squad's centre is at least the larger
		// offset: math.Hypot's result is that offset times a root no
		// smaller than 1.
		dx, dy := math.Abs(float64(p.X)-s.cx), math.Abs(float64(p.Y)-s.cy)
		if dy > dx {
			dx = dy
		}
		if dx > 5 {
			return w.Cohesion * (dx - 5)
		}
	}
	return 0
}

// foeTerms returns the bound's offense and danger at p, on the field, from
// the seen enemies' boundFoe, and the distance of the nearest of them
// (math.MaxInt for none), for a unit with melee reach or not whose shots'
// band at each distance bands holds (see boundTerms). It is a function of
// its own so that its loop keeps its few variables in registers.
func foeTerms(foes []boundFoe, bands []uint8, p grid.Pos, melee bool) (best, danger float64, nearest int) {
	nearest = math.MaxInt
	for k := range foes {
		b := &foes[k]
		// grid.Distance, by hand: the larger offset serves the melee
		// reach too; the smaller is not negative, so its half is a
		// shift.
		hi, lo := abs(b.at.X-p.X), abs(b.at.Y-p.Y)
		if hi < lo {
			hi, lo = lo, hi
		}
		d := hi + lo>>1
		nearest = min(nearest, d)
		if b.meleeReach && d <= 8 {
			// work's melee threat, the same number.
			h := 0.9 * float64(10-d) / 10
			danger += b.meleeWeight * h
		}
		// The values are finite and not negative, and the shot beyond
		// every band (or of a unit without a range) is worth 0: the
		// comparisons pick what max would.
		x := b.shot[bands[d]]
		if melee && hi <= 1 && b.melee > x {
			x = b.melee
		}
		if x > best {
			best = x
		}
	}
	return best, danger, nearest
}
