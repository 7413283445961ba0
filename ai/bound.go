package ai

import (
	"math"

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
// without the threat maps, for a decision where canBound holds and p on
// the field: every seen enemy counts as in sight and flanked for the
// shots, and none as a threat. It takes score's steps with those terms,
// and each step rounds monotonically, so the bound holds for the rounded
// numbers too: a candidate whose bound falls below another's score cannot
// be the best. The cohesion cost it subtracts is the least the distance
// from the squad's centre allows.
func (s *positions) bound(p grid.Pos, ready bool) float64 {
	w := s.w
	best := 0.0
	nearest := math.MaxInt
	for k := range s.foes {
		fo := &s.foes[k]
		e := fo.unit
		d := grid.Distance(e.Pos, p)
		nearest = min(nearest, d)
		tv := fo.value
		x := 0.0
		if s.myMelee && max(abs(e.Pos.X-p.X), abs(e.Pos.Y-p.Y)) <= 1 {
			x = tv * 1.3
		}
		if s.myRange > 0 {
			r := tv * rangeFactor(d, s.myRange)
			if 1+w.Flank > 1 {
				r *= 1 + w.Flank
			}
			x = max(x, r)
		}
		best = max(best, x)
	}
	off := best
	if !ready {
		off *= 0.3
	}
	if s.hurt > 0.65 {
		off *= 0.5
	}
	// score subtracts the danger times a positive weight: none here.
	sc := w.Offense * off
	if s.mates > 0 && w.Cohesion > 0 {
		// The distance from the squad's centre is at least the larger
		// offset: math.Hypot's result is that offset times a root no
		// smaller than 1.
		dx, dy := math.Abs(float64(p.X)-s.cx), math.Abs(float64(p.Y)-s.cy)
		sc -= w.Cohesion * max(0, max(dx, dy)-5)
	}
	ap := s.approach(p, p.Y*s.v.f.W+p.X, nearest)
	if s.press > 0 {
		ap *= 1 + 4*s.press
	} else {
		ap *= 1 + s.press
	}
	return sc - ap
}
