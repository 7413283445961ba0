package ai

import (
	"math"
	"slices"

	"sightline/rules"
	"sightline/rules/grid"
)

// positions scores squares for one unit at one decision: the threats that
// see a square and the cover it gives against each, the shots it offers
// and past which cover, the squad's cohesion, the unit's health and, when
// no enemy is in sight, the way to the enemy's side of the map.
type positions struct {
	w       *weights
	v       *view
	tm      *threatMap
	me      *rules.Unit
	myRange int
	myLong  int
	myMelee bool
	hurt    float64
	// cx, cy is the centre of the rest of the squad; mates counts them.
	cx, cy float64
	mates  int
	// toEnemy is the walking distance from each square to the enemy's
	// spawn zones, or nil.
	toEnemy  []int32
	watchers []int // indices into tm.ids of enemies on overwatch
	// arcs marks the squares inside seen enemies' overwatch arcs, when
	// the battle shows them (rules.AreaWatcher); nil otherwise, and then
	// a watcher's whole sight counts.
	arcs []bool
	// arcsMem is the memory arcs lies in, kept for the next decision.
	arcsMem []bool
	// press is how hard the round limit urges the side on (see
	// pressure), from -1 (ahead: hold what it has) to 1 (behind, or with
	// no time left: close in).
	press float64
	// ex prices squares with the engine's estimates (hard), or is nil.
	ex *exact
	// foes holds, per seen enemy (in tm.ids order), what scoring a square
	// asks of it again and again.
	foes []foe
	// bfoes holds, per seen enemy (in foes' order), what bound asks of
	// it, when canBound holds.
	bfoes []boundFoe
	// bands holds, by distance, the band of rangeFactor the unit's shots
	// fall in (4, worth 0, for a unit without a range), when canBound
	// holds: the bands of its range in bandsBy, which keeps those of the
	// last ranges met, up to keptBands, from one decision to the next
	// (each range's the same); bandsNext counts the bands worked out, the
	// oldest of which the next replaces.
	bands     []uint8
	bandsBy   []rangeBands
	bandsNext int
	// box is what coarseBound asks of the seen enemies, when canBound
	// holds.
	box foeBox
	// dangerRate is what score multiplies a square's danger by.
	dangerRate float64
	// apRate and apFree are approach's cost per square of distance from
	// the nearest seen enemy and the distance a shooter may keep before
	// it closes in; apScale scales the approach by the pressure.
	apRate  float64
	apFree  int
	apScale float64
	// close is Close, or CloseFlat on a field without heights (flat).
	close float64
	// highFoe is the height level of the square of the highest seen
	// enemy (weights.CloseHigh).
	highFoe int8
	// memo keeps the terms of the squares scored in this decision.
	memo *squareMemo
}

// foe is what the scoring of squares needs of one seen enemy, worked out
// once per decision.
type foe struct {
	// value is targetValue's; weight scales its threat (healthier and
	// deadlier enemies weigh more).
	value, weight float64
	// reach, long and melee are reach's.
	reach, long int
	melee       bool
	// unit is the enemy.
	unit *rules.Unit
}

// newPositions prepares the scoring of squares for unit me in into, whose
// lists' memory it reuses: the scoring of the last decision made there
// ends. toEnemy is the walking distance the approach follows when no
// enemy is in sight, and toEnemyGen tells its contents apart when its
// memory is written again (memory.gen, or 0 for memory never written
// again).
func newPositions(into *positions, w *weights, v *view, tm *threatMap, me *rules.Unit, toEnemy []int32, toEnemyGen uint64, memo *squareMemo, flat bool) *positions {
	*into = positions{w: w, v: v, tm: tm, me: me, hurt: 1 - health(me), toEnemy: toEnemy, press: pressure(w, v), memo: memo,
		foes: into.foes[:0], bfoes: into.bfoes[:0], bandsBy: into.bandsBy, bandsNext: into.bandsNext, watchers: into.watchers[:0], arcsMem: into.arcsMem,
		box: into.box.kept()}
	s := into
	if est, ok := v.b.(rules.Estimator); ok && (w.ExactBlend > 0 || w.ShotBlend > 0) {
		// Estimated on the side's view where the battle gives one: an
		// estimate weighs the units around the two (a shot into a melee),
		// and those the side does not see must not count (issue #42).
		if vw, ok := v.b.(rules.Viewer); ok {
			if ve, ok := vw.View(v.side).(rules.Estimator); ok {
				est = ve
			}
		}
		s.ex = &exact{est: est, cache: map[exactKey]float64{}}
	}
	s.myRange, s.myLong, s.myMelee = reach(me)
	s.dangerRate = w.Danger * (1 + w.Retreat*s.hurt) * (1 - 0.5*s.press)
	s.apRate = 0.01
	if s.myMelee && s.myRange <= 10 {
		s.apRate = 0.06
	}
	s.apFree = max(s.myRange/2, 4)
	s.close = w.Close
	if flat && w.CloseFlat > 0 {
		s.close = w.CloseFlat
	}
	if s.press > 0 {
		s.apScale = 1 + 4*s.press
	} else {
		s.apScale = 1 + s.press
	}
	for _, id := range v.friends {
		if id == me.ID {
			continue
		}
		p := v.unit(id).Pos
		s.cx += float64(p.X)
		s.cy += float64(p.Y)
		s.mates++
	}
	if s.mates > 0 {
		s.cx /= float64(s.mates)
		s.cy /= float64(s.mates)
	}
	for k, id := range tm.ids {
		e := v.unit(id)
		if hasStatus(e, "overwatch") || hasStatus(e, "watch") {
			s.watchers = append(s.watchers, k)
		}
		er, elong, em := reach(e)
		if el := v.f.At(e.Pos).Elevation; k == 0 || el > s.highFoe {
			s.highFoe = el
		}
		s.foes = append(s.foes, foe{
			value:  s.targetValue(e),
			weight: (0.5 + 0.5*health(e)) * v.menace(e, w.Menace),
			reach:  er, long: elong, melee: em, unit: e,
		})
	}
	if aw, ok := v.b.(rules.AreaWatcher); ok && len(s.watchers) > 0 {
		if n := v.f.W * v.f.H; cap(s.arcsMem) < n {
			s.arcsMem = make([]bool, n)
		}
		s.arcs = s.arcsMem[:v.f.W*v.f.H]
		clear(s.arcs)
		for _, a := range aw.Areas() {
			if a.Kind != "overwatch" || !slices.Contains(tm.ids, a.Unit) {
				continue
			}
			for _, p := range a.Squares {
				s.arcs[p.Y*v.f.W+p.X] = true
			}
		}
	}
	// The terms may serve the next decision when they need neither the
	// estimates (whose cache is the decision's own) nor the overwatch
	// arcs.
	keep := s.ex == nil && len(s.watchers) == 0
	key := termsKey{maps: tm.version, myRange: s.myRange, myLong: s.myLong, myMelee: s.myMelee, mates: s.mates, cx: s.cx, cy: s.cy, press: s.press, toEnemyGen: toEnemyGen}
	if len(toEnemy) > 0 {
		key.toEnemy = &toEnemy[0]
	}
	if keep {
		key.foes = memo.scratch[:0]
		for _, fo := range s.foes {
			key.foes = append(key.foes, foeKey{fo.value, fo.weight, fo.reach, fo.long, fo.melee})
		}
		memo.scratch = key.foes
	}
	memo.start(v.f.W*v.f.H, &key, keep)
	if s.canBound() {
		s.prepareBound()
	}
	return s
}

// watched reports whether an enemy on overwatch covers square i.
func (s *positions) watched(i int) bool {
	if s.arcs != nil {
		return s.arcs[i]
	}
	for _, k := range s.watchers {
		if s.tm.see(k, i) != unseen {
			return true
		}
	}
	return false
}

// coverShare is the share of a threat that reaches a square with cover c.
func (s *positions) coverShare(c int8) float64 {
	switch c {
	case halfCov:
		return s.w.Cover
	case fullCov:
		return s.w.Cover * 0.6
	}
	return 1
}

// danger sums the threat of every seen enemy on square p.
func (s *positions) danger(p grid.Pos) float64 {
	return s.square(p).danger
}

// offense is the best shot a square offers at a seen enemy, or the best
// melee reach, with the flank bonus when the target's cover does not
// face the square.
func (s *positions) offense(p grid.Pos) float64 {
	return s.square(p).offense
}

// square returns what scoring p needs, worked out the first time this
// decision asks for p (a square off the field every time).
func (s *positions) square(p grid.Pos) *squareTerms {
	f := s.v.f
	if !f.In(p) {
		s.memo.spare = squareTerms{}
		s.work(p, &s.memo.spare)
		return &s.memo.spare
	}
	i := p.Y*f.W + p.X
	if s.memo.stamp[i] != s.memo.gen {
		s.memo.stamp[i] = s.memo.gen
		s.memo.terms[i] = squareTerms{}
		s.work(p, &s.memo.terms[i])
	}
	return &s.memo.terms[i]
}

// work fills the terms of square p: per seen enemy, in order, its threat
// on p (summed) and the shot p offers at it (the best kept), then the
// squad's cohesion, the overwatch and the approach.
func (s *positions) work(p grid.Pos, sq *squareTerms) {
	w := s.w
	f := s.v.f
	i := p.Y*f.W + p.X
	sum, best := 0.0, 0.0
	nearest := math.MaxInt
	for k := range s.foes {
		fo := &s.foes[k]
		e := fo.unit
		d := grid.Distance(e.Pos, p)
		nearest = min(nearest, d)
		// s.tm.at(k, i), by hand: too big for the compiler to inline.
		m := s.tm.maps[k]
		cell := m.cell[i]
		if cell == 0 {
			cell = s.tm.fill(m, i)
		}
		c, shelter := cellLevels(cell)
		seen := c != unseen
		// The enemy's threat on p.
		if seen {
			h := rangeFactor(d, fo.reach, fo.long) * s.coverShare(c)
			if s.ex != nil && w.ExactBlend > 0 {
				key := exactKey{k: k, d: d, cover: c, elev: elevSign(f, p, e.Pos)}
				h = s.mix(w.ExactBlend, h, s.ex.harm(w, key, e, s.me.ID, e.Pos, p))
			}
			sum += fo.weight * h
		}
		if fo.melee && d <= 8 {
			h := 0.9 * float64(10-d) / 10
			if s.ex != nil && w.ExactBlend > 0 {
				// A melee foe this close can come to blows: its strike
				// from the square next to p on its side, halved beyond
				// a Move's reach (a Charge or two moves).
				next := grid.Pos{X: p.X + sign(e.Pos.X-p.X), Y: p.Y + sign(e.Pos.Y-p.Y)}
				key := exactKey{k: k, d: d, elev: elevSign(f, p, next), melee: true}
				x := s.ex.harm(w, key, e, s.me.ID, next, p)
				if d > 5 {
					x *= 0.5
				}
				h = s.mix(w.ExactBlend, h, x)
			}
			sum += fo.weight * h
		}
		// The shot p offers at the enemy.
		tv := fo.value
		adjacent := max(abs(e.Pos.X-p.X), abs(e.Pos.Y-p.Y)) <= 1
		x := 0.0
		if s.myMelee && adjacent {
			x = tv * 1.3
		}
		if seen && s.myRange > 0 {
			r := tv * rangeFactor(d, s.myRange, s.myLong)
			switch shelter {
			case open:
				if s.tm.flanked(k) {
					r *= 1 + w.Flank
				}
			case halfCov:
				r *= 0.6
			case fullCov:
				r *= 0.4
			}
			x = max(x, r)
		}
		if s.ex != nil && w.ShotBlend > 0 && (seen || adjacent) {
			// Every weapon the unit holds, melee ones next to the enemy.
			c := shelter
			if !seen {
				c = open
			}
			key := exactKey{k: k, d: d, cover: c, elev: elevSign(f, p, e.Pos), mine: true}
			x = s.mix(w.ShotBlend, x, tv*s.ex.harm(w, key, s.me, s.tm.ids[k], p, e.Pos))
		}
		best = max(best, x)
	}
	sq.danger, sq.offense = sum, best
	sq.cohesion, sq.approach = s.place(p, i, nearest)
	if len(s.watchers) > 0 {
		sq.watched = s.watched(i)
	}
}

// place returns the cost of square p's (index i's) distance from the
// squad's centre and its approach cost (see approach) scaled by the
// pressure of the round limit; nearest is the distance to the nearest
// seen enemy.
func (s *positions) place(p grid.Pos, i, nearest int) (cohesion, approach float64) {
	w := s.w
	if s.mates > 0 && w.Cohesion > 0 {
		dx, dy := float64(p.X)-s.cx, float64(p.Y)-s.cy
		// Within the comfort radius (with a margin far above the
		// rounding of the distance) the term is 0 without the root.
		if dx*dx+dy*dy >= 24.5 {
			d := math.Hypot(dx, dy)
			cohesion = w.Cohesion * max(0, d-5)
		}
	}
	return cohesion, s.approach(p, i, nearest) * s.apScale
}

// mix blends a rule-of-thumb value with the engine's estimate of the
// same thing by share b of the estimate (1: the estimate alone).
func (s *positions) mix(b, thumb, exact float64) float64 {
	return (1-b)*thumb + b*exact
}

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

// targetValue is how much hurting enemy e is worth: hurt enemies are
// closer to a takedown.
func (s *positions) targetValue(e *rules.Unit) float64 {
	return (1 + s.w.Focus*(1-health(e))) * s.v.menace(e, s.w.Menace)
}

// score is the utility of standing on p; ready says whether the unit can
// still attack from it this turn.
func (s *positions) score(p grid.Pos, ready bool) float64 {
	w := s.w
	sq := s.square(p)
	off := sq.offense
	if !ready {
		off *= 0.3
	}
	if s.hurt > 0.65 {
		off *= 0.5
	}
	sc := w.Offense*off - s.dangerRate*sq.danger
	if s.mates > 0 && w.Cohesion > 0 {
		sc -= sq.cohesion
	}
	if len(s.watchers) > 0 && sq.watched {
		sc -= w.Overwatch
	}
	return sc - sq.approach
}

// approachSeen is approach with an enemy in sight, nearest squares away:
// beyond half its range a shooter closes in at close a square, so that two
// careful sides do not wait each other out (apFree; closeRate).
func (s *positions) approachSeen(nearest int, close float64) float64 {
	far := max(0, nearest-s.apFree)
	return s.apRate*float64(nearest) + close*float64(far)
}

// closeRate is the cost a square of approachSeen pays for each square a
// seen enemy stands beyond half the unit's range, on a square of height
// level el: close, or nothing on a square above every seen enemy
// (weights.CloseHigh), where the height is worth the range.
func (s *positions) closeRate(el int8) float64 {
	if s.w.CloseHigh && el > s.highFoe {
		return 0
	}
	return s.close
}

// leastCloseRate is the least closeRate of any square.
func (s *positions) leastCloseRate() float64 {
	if s.w.CloseHigh {
		return 0
	}
	return s.close
}

// approach is the cost of distance from the fight for square p (index i
// when on the field): to the nearest seen enemy, nearest squares away,
// when there is one (melee units most), else to the enemy's zones.
func (s *positions) approach(p grid.Pos, i, nearest int) float64 {
	if len(s.tm.ids) > 0 {
		if !s.v.f.In(p) {
			return s.approachSeen(nearest, s.close)
		}
		return s.approachSeen(nearest, s.closeRate(s.v.f.At(p).Elevation))
	}
	if s.toEnemy == nil {
		return 0
	}
	d := s.toEnemy[i]
	if d < 0 {
		return 0
	}
	return s.w.Advance * float64(d)
}

// pressure is how hard the round limit urges side on now under weights w,
// from -1 (hold what it has) to 1 (close in whatever the danger). Over the
// last w.Clock rounds a ramp rises to 1 at the last round. A side with no
// more units in the fight than its foes plays under the ramp, and a side
// with fewer, which loses at the limit (the rule rules.RoundLimiter
// states), under at least w.Behind at any round: it closes in and forces
// the fight. A side ahead holds its lead, at -w.Hold at any round or at
// -0.5 times the ramp, until the clock runs down when w.Press is above 0:
// then it presses at w.Press times the ramp (at most 1), so that a battle
// it has won ends by fighting rather than at the limit. Which units are
// still in the fight is public, as a scoreboard would show it; where the
// unseen ones stand is not used.
func pressure(w *weights, v *view) float64 {
	rl, ok := v.b.(rules.RoundLimiter)
	if !ok || w.Clock <= 0 {
		return 0
	}
	left := rl.MaxRounds() - v.b.Round() + 1
	mine, theirs := 0, 0
	for _, u := range v.units {
		switch {
		case !u.Active:
		case u.Side == v.side:
			mine++
		default:
			theirs++
		}
	}
	ramp := 0.0
	if left <= w.Clock {
		ramp = float64(w.Clock-left+1) / float64(w.Clock)
	}
	switch {
	case mine > theirs && ramp > 0 && w.Press > 0:
		return min(1, w.Press*ramp)
	case mine > theirs && w.Hold > 0:
		return -w.Hold
	case mine > theirs:
		return -0.5 * ramp
	case mine < theirs:
		return max(ramp, w.Behind)
	}
	return ramp
}

// watchedPath reports whether a path walks into ground an enemy on
// overwatch covers (moving on inside it draws no shot).
func (s *positions) watchedPath(path []grid.Pos) bool {
	f := s.v.f
	in := s.watched(s.me.Pos.Y*f.W + s.me.Pos.X)
	for _, p := range path {
		w := s.watched(p.Y*f.W + p.X)
		if w && !in {
			return true
		}
		in = w
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
