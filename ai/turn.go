package ai

import (
	"math"
	"slices"
	"strings"

	"sightline/rules"
	"sightline/rules/grid"
)

// turnCtx is the state of scoring one unit's turn.
type turnCtx struct {
	v   *view
	me  *rules.Unit
	pos *positions
	// legal is the decision's legal list as layOut lays it out, which
	// leaves the commands of its runs unwritten (command, moveAt).
	legal []rules.Command
	moves []bool // moves[i]: legal command i is a movement command
	// runs are the runs of the movement entries laid out in legal
	// (layOut).
	runs   []moveRun
	budget int
	// minAttack is the cheapest attack's cost; bestAttack the best
	// attack's value (not per tick).
	minAttack  int
	bestAttack float64
	bestRate   float64 // the best attack's value per two budget units
	cur        float64 // score of the square the unit stands on
	// tickCost is what a budget unit spent on a move costs.
	tickCost float64
	// lazyToll says whether pending moves await the overwatch toll (see
	// settleOne) rather than their score.
	lazyToll bool
	// pinned is set by stanceValue when the stance it scored leaves the
	// unit unable to move this turn.
	pinned bool
	// step and moveLeft are stepOf's answer for the turn, once stepped.
	stepped  bool
	step     int
	moveLeft bool
}

// turn chooses the command of unit's turn from legal and runs, as layOut
// lays them out.
func (p *Utility) turn(v *view, unit int, legal []rules.Command, runs []moveRun) (rules.Command, error) {
	t := p.newTurn(v, unit, legal, runs)
	me, skip := t.me, p.skip
	// Ticks are worth keeping for shots and reactions when an enemy in
	// sight can be shot or can shoot the unit; with none seen, or with
	// no shot worth taking and little danger where it stands, they buy
	// ground (else two sides that see each other across open ground wait
	// each other out).
	t.tickCost = 0.3
	if len(v.enemies) == 0 || t.bestAttack < idleShot && t.pos.danger(me.Pos) < idleDanger {
		t.tickCost = 0.08
	}
	tickCost := t.tickCost
	cheapMove, shortMove := p.marks.cheapest, p.marks.short
	// The move kept to each square: a slice over the field, a map for a
	// square off it.
	f := v.b.Field()
	p.seen.begin(f.W * f.H)
	// bestMove is the best move's score; anyPinned says whether a stance
	// pins the unit.
	ms := moveScan{f: f, short: shortMove, tickCost: tickCost}
	anyPinned := false
	// A move to a square not scored yet in this decision is first priced
	// by the square's coarse bound, and scored only if that could make it
	// the best (settle).
	ms.bounded = t.pos.canBound() && !p.w.Lookahead
	// Moves into an overwatcher's sight along the way pay for it; a move
	// pays when it could be the best (settle), which asks for its path.
	tolled := len(t.pos.watchers) > 0 && p.w.Overwatch > 0
	t.lazyToll = tolled && !p.w.Lookahead
	// The commands that are no movements first, then the movements,
	// which may pass over a move that cannot beat the best of the first
	// (moveScan.floor): the noise of each is its own (noiseKey), so the
	// order changes no score.
	for i := 0; i < len(legal); i++ {
		if t.moves[i] {
			i = movesEnd(t.moves, runs, i) - 1
			continue
		}
		if skip[i] {
			continue
		}
		p.breathe()
		c := &legal[i]
		var s float64
		noise := p.w.Noise
		// Only a stance can pin the unit.
		t.pinned = false
		switch {
		case c.Target != rules.NoUnit && p.isEnemyTarget(v, c.Target):
			val, ok := p.cachedAttack(*c)
			if p.w.Suppress > 0 && !ok && p.tags.of(v.b, c.Action)&tSuppress != 0 {
				m := v.menace(v.unit(c.Target), p.w.Menace)
				s = p.w.Suppress * m * m * (1 - p.bestHit(c.Target))
				break
			}
			if !ok {
				s = 0.2 * t.pos.targetValue(v.unit(c.Target))
				break
			}
			s = 2 * val / float64(max(c.Cost.N, 1))
		default:
			s = p.stanceValue(t, *c)
			noise = min(noise, stanceNoise)
		}
		x := p.key.at(commandID(c), noise)
		p.cands = append(p.cands, scored{i, s + x, false, t.pinned, false, false, x})
		anyPinned = anyPinned || t.pinned
	}
	ms.floor = p.moveFloor(t, anyPinned, cheapMove)
	for i := 0; i < len(legal); i++ {
		if t.moves[i] {
			// The movement commands from i on, together.
			end := movesEnd(t.moves, runs, i)
			p.scoreMoves(t, &ms, i, end)
			i = end - 1
		}
	}
	bestMove, pending := ms.bestMove, ms.pending
	if pending > 0 && anyPinned {
		// The pinning stances weigh the best move: score every move.
		p.settle(t, math.Inf(-1))
		pending = 0
		for _, s := range p.cands {
			if s.move {
				bestMove = max(bestMove, s.score)
			}
		}
	}
	if tolled && !t.lazyToll {
		for i := range p.cands {
			if p.cands[i].move && t.pos.watchedPath(v.b.Path(t.command(p.cands[i].i))) {
				p.cands[i].score -= p.w.Overwatch
			}
		}
		bestMove = 0
		for _, s := range p.cands {
			if s.move {
				bestMove = max(bestMove, s.score)
			}
		}
	}
	// A stance that pins the unit gives up its best move.
	if anyPinned {
		bestStance, stanceCost := 0.0, 0
		for i := range p.cands {
			if p.cands[i].pinned {
				if p.cands[i].score > bestStance {
					bestStance, stanceCost = p.cands[i].score, legal[p.cands[i].i].Cost.N
				}
				p.cands[i].score -= bestMove
			}
		}
		// A move that leaves the budget for that stance keeps it: move,
		// then settle.
		for i := range p.cands {
			if bestStance > 0 && p.cands[i].move {
				if _, n := t.moveAt(p.cands[i].i); t.budget-n >= stanceCost+t.minAttack {
					p.cands[i].score += 0.9 * bestStance
				}
			}
		}
	}
	// An attack that spends the budget a move to safety needs gives up
	// that move.
	if cheapMove > 0 && p.w.Retreat > 0 {
		retreat := -1.0
		for i := range p.cands {
			if p.cands[i].move || !p.givesUpRetreat(t, &legal[p.cands[i].i], cheapMove) {
				continue
			}
			if retreat < 0 {
				retreat = bestRetreat(t, t.budget)
			}
			p.cands[i].score -= 0.7 * retreat
		}
	}
	if p.w.Lookahead {
		p.lookahead(t)
	}
	best := -1
	if pending > 0 {
		// Score the pending moves that could beat the best scored
		// candidate, the most promising first.
		best = p.settle(t, p.settleBest(t))
	} else {
		for i := range p.cands {
			if s := &p.cands[i]; !s.pending && (best < 0 || s.score > p.cands[best].score) {
				best = i
			}
		}
	}
	if best < 0 {
		p.gain = 0
		return t.command(0), nil
	}
	p.gain = p.cands[best].score
	return t.command(p.cands[best].i), nil
}

// movesEnd returns the end of the movement commands from index i on, as
// moves marks them (moveFlags): the first index after i not marked. A run
// is marked all or none, so it is stepped over at once.
func movesEnd(moves []bool, runs []moveRun, i int) int {
	end, g := i, 0
	for end < len(moves) && moves[end] {
		for g < len(runs) && runs[g].End <= end {
			g++
		}
		if g < len(runs) && runs[g].Start <= end {
			end = runs[g].End
			continue
		}
		end++
	}
	return end
}

// moveScan is what turn's candidate loop keeps over its runs of movement
// commands (scoreMoves).
type moveScan struct {
	f *grid.Field
	// off holds the cost of the move kept to each square off the field
	// (turn's seen holds those on it).
	off map[grid.Pos]int
	// short is the highest cost of an ordinary move (moveCosts), tickCost
	// turn's, and bounded says whether a move to a square not known yet
	// is priced by its bound first.
	short    int
	tickCost float64
	bounded  bool
	// bestMove is the best score of a move not pending, pending the
	// number of pending moves.
	bestMove float64
	pending  int
	// floor is a score that the best candidate will reach (moveFloor): a
	// move whose score, or bound, with its noise is no higher is passed
	// over.
	floor float64
}

// moveFloor returns the best score among the turn's candidates scored so
// far, none of them a move, that nothing after the moves lowers: not a
// pinning stance, which gives up the best move, nor an attack that gives
// up a retreat (cheapMove is the cheapest move's cost). The best
// candidate's score then reaches it, and a move whose score with its
// noise is no higher is not the best: the candidates scored so far come
// first, and the first of several equal best is chosen. With a pinning
// stance the moves gain, and with the look-ahead they are priced again:
// it is then -Inf, and no move is passed over.
func (p *Utility) moveFloor(t *turnCtx, anyPinned bool, cheapMove int) float64 {
	floor := math.Inf(-1)
	if anyPinned || p.w.Lookahead || p.exhaustive {
		return floor
	}
	for i := range p.cands {
		if s := &p.cands[i]; !p.givesUpRetreat(t, &t.legal[s.i], cheapMove) {
			floor = max(floor, s.score)
		}
	}
	return floor
}

// givesUpRetreat reports whether command c, not a move, pays for giving up
// a move to safety (turn): it has a target and leaves less of the budget
// than the cheapest move's cost, cheapMove, for a level that retreats.
func (p *Utility) givesUpRetreat(t *turnCtx, c *rules.Command, cheapMove int) bool {
	return cheapMove > 0 && p.w.Retreat > 0 && c.Target != rules.NoUnit && t.budget-c.Cost.N < cheapMove
}

// scoreMoves scores the movement commands legal[from:to] as candidates, in
// order. A command to a square a move already kept reaches at no greater
// cost is passed over; the others are found first (keptMoves), and then
// scored, each with its noise, in the same order, and those whose score
// (or bound) with the noise does not beat ms.floor are left out.
func (p *Utility) scoreMoves(t *turnCtx, ms *moveScan, from, to int) {
	keep := p.keptMoves(t.legal, t.runs, ms, from, to)
	p.keep = keep
	f := ms.f
	noise := p.w.Noise
	half := noise / 2
	// The kept commands' candidates, written in place.
	n := len(p.cands)
	p.cands = slices.Grow(p.cands, len(keep))[:n+len(keep)]
	out := p.cands[n:]
	m := 0 // the candidates written
	// A move's readiness and the price of its ticks depend on its cost
	// alone, which the moves of a run share: they are worked out again
	// only when the cost changes (the same product, so the same score).
	lastCost, ready, ticks := -1, false, 0.0
	// The run of the move under way (every move is of one, moveFlags) and
	// its commands' entryID, for their noise.
	g, runID := -1, uint64(0)
	for j := range keep {
		p.breathe()
		k := &keep[j]
		i, dest, cost := int(k.i), k.to, int(k.n)
		for g+1 < len(t.runs) && t.runs[g+1].Start <= i {
			g++
			runID = entryID(&t.runs[g].Entry)
		}
		if cost != lastCost {
			lastCost = cost
			ready = t.budget-cost >= t.minAttack && cost <= ms.short
			ticks = ms.tickCost * float64(cost)
		}
		var s float64
		late := false
		// !t.pos.known(dest), by hand.
		if ms.bounded && f.In(dest) && p.memo.stamp[dest.Y*f.W+dest.X] != p.memo.gen {
			// Its coarse bound, which spares a pass over the enemies:
			// ever so little looser than the bound, it lets no more
			// squares be scored than are worth its saving.
			late = true
			s = t.pos.coarseBound(dest, ready) - t.cur - ticks - moveFriction
		} else {
			// moveFriction keeps a unit from shuffling for a hair's gain:
			// a free step still leaves cover and draws the eye.
			s = t.pos.score(dest, ready) - t.cur - ticks - moveFriction
			late = t.lazyToll
		}
		// Not the best, and no later step needs it, whatever its noise
		// (which is below half the spread), or with it.
		if s+half <= ms.floor {
			continue
		}
		x := p.key.at(squareID(runID, dest), noise)
		sc := s + x
		if sc <= ms.floor {
			continue
		}
		// Field by field: a whole scored is built aside and then copied.
		o := &out[m]
		m++
		o.i, o.score, o.ready, o.pinned, o.move, o.pending, o.noise = i, sc, ready, false, true, late, x
		if late {
			ms.pending++
		} else {
			ms.bestMove = max(ms.bestMove, sc)
		}
	}
	p.cands = p.cands[:n+m]
}

// keptMove is a movement command keptMoves keeps: its index i in the
// legal list, its destination and its cost n, read from its run (the
// list does not hold the command there).
type keptMove struct {
	i, n int32
	to   grid.Pos
}

// keptMoves returns, in p.keep's memory, the movement commands
// legal[from:to] that scoreMoves scores, in order: those to a square no
// move kept so far reaches at a cost as low. It reads the squares of the
// runs (keepSquares), and the commands elsewhere (keepCommands).
func (p *Utility) keptMoves(legal []rules.Command, runs []moveRun, ms *moveScan, from, to int) []keptMove {
	keep := p.keep[:0]
	i := from // the first command not looked at yet
	for g := range runs {
		r := &runs[g]
		if r.Start >= to {
			break
		}
		if r.End <= i {
			continue
		}
		lo, hi := max(r.Start, i), min(r.End, to)
		keep = p.keepCommands(legal, ms, keep, i, lo)
		keep = p.keepSquares(ms, keep, r.Squares[lo-r.Start:hi-r.Start], lo)
		i = hi
	}
	return p.keepCommands(legal, ms, keep, i, to)
}

// keepCommands appends to keep the movement commands legal[from:to] that
// scoreMoves scores, in order, and returns it: those to a square no move
// kept so far reaches at a cost as low. It records each in turn's seen,
// or in ms.off for a square off the field.
func (p *Utility) keepCommands(legal []rules.Command, ms *moveScan, keep []keptMove, from, to int) []keptMove {
	f, seen, gen := ms.f, p.seen.stamps, p.seen.gen
	for i := from; i < to; i++ {
		c := &legal[i]
		if !f.In(c.To) {
			keep = keepOff(ms, keep, i, c.To, c.Cost.N)
			continue
		}
		j := c.To.Y*f.W + c.To.X
		stamp := stampOf(gen, c.Cost.N)
		if seen[j] >= stamp {
			continue
		}
		seen[j] = stamp
		keep = append(keep, keptMove{i: int32(i), n: int32(c.Cost.N), to: c.To})
	}
	return keep
}

// keepSquares is keepCommands for the commands from index base that a run
// tells by their squares (moveRun): the same commands kept, from the
// squares alone. The squares of a run share one price, mostly: it goes on
// a stretch of one price at a time, and from a square off the field on,
// which a battle hardly tells, square by square.
func (p *Utility) keepSquares(ms *moveScan, keep []keptMove, squares []rules.Reach, base int) []keptMove {
	// Room for every square, so that no growing interrupts the loop.
	keep = slices.Grow(keep, len(squares))
	for len(squares) > 0 {
		n := squares[0].Cost.N
		same := 1
		for same < len(squares) && squares[same].Cost.N == n {
			same++
		}
		m, k := keepOnField(p.seen.stamps, stampOf(p.seen.gen, n), ms.f.W, ms.f.H, squares[:same], base, n, keep[len(keep):len(keep)+same])
		keep = keep[:len(keep)+m]
		if k == same {
			squares, base = squares[same:], base+same
			continue
		}
		keep = keepOff(ms, keep, base+k, squares[k].To, n)
		squares, base = squares[k+1:], base+k+1
	}
	return keep
}

// keepOnField is keepSquares' loop over the squares on a field of w by h
// squares: it writes the commands kept to out, up to the first square off
// the field, and returns their number and that square's position in
// squares (len(squares) for none); seen holds the stamps of the field's
// w*h squares and stamp is turn's seen stamp for a move at cost n
// (stampOf). A square is on the field when its column is and its index
// is, one comparison fewer than its column and row. It is a function of
// its own so that its variables keep to registers.
func keepOnField(seen []uint64, stamp uint64, w, h int, squares []rules.Reach, base, n int, out []keptMove) (m, k int) {
	out = out[:len(squares)]
	seen = seen[:w*h]
	for i := range squares {
		// With x on the field, j is on it exactly when y is.
		x := squares[i].To.X
		j := squares[i].To.Y*w + x
		if uint(x) >= uint(w) || uint(j) >= uint(len(seen)) {
			return m, i
		}
		if seen[j] >= stamp {
			continue
		}
		seen[j] = stamp
		out[m] = keptMove{i: int32(base + i), n: int32(n), to: squares[i].To}
		m++
	}
	return m, len(squares)
}

// keepOff is keepCommands' step for command i, to square to off the field
// at cost n.
func keepOff(ms *moveScan, keep []keptMove, i int, to grid.Pos, n int) []keptMove {
	if c, ok := ms.off[to]; ok && c <= n {
		return keep
	}
	if ms.off == nil {
		ms.off = map[grid.Pos]int{}
	}
	ms.off[to] = n
	return append(keep, keptMove{i: int32(i), n: int32(n), to: to})
}

// newTurn prepares the scoring of unit's turn: the squares' scoring, the
// movement commands, the attacks priced and the best of them, and the
// score of the square the unit stands on; runs are as turn's.
func (p *Utility) newTurn(v *view, unit int, legal []rules.Command, runs []moveRun) *turnCtx {
	p.ensureMaps(v)
	p.breatheNow()
	me := v.unit(unit)
	t := &turnCtx{v: v, me: me, legal: legal, runs: runs, budget: budgetOf(me), minAttack: 0}
	goal, goalGen := p.toEnemy, uint64(0)
	stale := p.mem.stale(v.b.Round(), p.w.Stale, len(v.enemies) > 0)
	if p.w.Memory && len(v.enemies) == 0 && (stale || pressure(&p.w, v) > p.w.Search) {
		goal, goalGen = p.mem.goal(v, p.toEnemy), p.mem.gen
	}
	t.pos = newPositions(&p.pos, &p.w, v, &p.tm, me, goal, goalGen, &p.memo, p.flat)
	p.breatheNow()
	moveFlags(legal, runs, unit, &p.marks)
	t.moves = p.marks.moves
	p.skip = movedAttackSkips(t, legal, p.marks.aimed, p.skip)
	skip := p.skip
	p.cands = p.cands[:0]
	p.odds = p.odds[:0]
	// The attacks are unit's commands with a target (aimed), which are
	// no movements.
	for _, i := range p.marks.aimed {
		c := &legal[i]
		if skip[i] || !p.isEnemyTarget(v, c.Target) {
			continue
		}
		p.breathe()
		val, ok := p.attackValue(v, *c)
		if !ok {
			continue
		}
		if val < hopeless && p.tags.of(v.b, c.Action)&tSuppress == 0 {
			// Not a candidate: with its noise it would tie with ending
			// the turn, and the unit would fire across the map at odds
			// of nothing, jam and reload.
			skip[i] = true
			continue
		}
		if t.minAttack == 0 || c.Cost.N < t.minAttack {
			t.minAttack = max(c.Cost.N, 1)
		}
		t.bestAttack = max(t.bestAttack, val)
		t.bestRate = max(t.bestRate, 2*val/float64(max(c.Cost.N, 1)))
	}
	if t.minAttack == 0 {
		t.minAttack = 2
	}
	t.cur = t.pos.score(me.Pos, t.budget >= t.minAttack)
	return t
}

// settleBest finds top, the best score among the candidates not pending,
// and the pending move with the highest bound, scores that move when its
// bound reaches top, and returns the best score then.
func (p *Utility) settleBest(t *turnCtx) float64 {
	top := math.Inf(-1)
	j, jb := -1, 0.0 // the pending move found and its bound
	cands := p.cands
	for i := range cands {
		switch s := &cands[i]; {
		case !s.pending:
			top = max(top, s.score)
		case j < 0 || s.score > jb:
			j, jb = i, s.score
		}
	}
	if j < 0 || p.cands[j].score < top {
		return top
	}
	p.settleOne(t, j)
	return max(top, p.cands[j].score)
}

// settle scores, in order, every pending move whose bound reaches top, the
// best score so far, raising top as it goes, and returns the index of the
// best candidate then (the first of several equal best), or -1 for none.
// A move left pending has a bound, and so a score, below a candidate's
// score: it is not the best, nor one of several equal best.
func (p *Utility) settle(t *turnCtx, top float64) int {
	best, bs := -1, 0.0 // the best candidate and its score
	cands := p.cands
	for i := range cands {
		s := &cands[i]
		if s.pending && s.score >= top {
			p.breathe()
			p.settleOne(t, i)
			top = max(top, s.score)
		}
		// A candidate passed keeps its score: the best so far is the
		// best of those.
		if !s.pending && (best < 0 || s.score > bs) {
			best, bs = i, s.score
		}
	}
	return best
}

// settleOne scores pending candidate i as the candidate loop would have,
// or, when the moves pay the overwatch toll lazily, charges it the toll
// if its path walks into an overwatcher's sight.
func (p *Utility) settleOne(t *turnCtx, i int) {
	sc := &p.cands[i]
	sc.pending = false
	if t.lazyToll {
		if t.pos.watchedPath(t.v.b.Path(t.command(sc.i))) {
			sc.score -= p.w.Overwatch
		}
		return
	}
	to, n := t.moveAt(sc.i)
	s := t.pos.score(to, sc.ready) - t.cur - t.tickCost*float64(n) - moveFriction
	sc.score = s + sc.noise
}

// stanceNoise caps the noise on commands that neither move nor attack: a
// level's mistakes are mostly in where it goes and whom it shoots; with
// its full noise normal juggled weapons (a Draw scores -0.25 against
// ending the turn's 0) ten times a battle.
const stanceNoise = 0.25

// hopeless is the value below which an attack is not worth its ticks at
// any noise: about a one-in-twenty-five chance of a few points of damage
// (harmOf), with no real chance of a takedown. Suppressing fire is exempt:
// its worth is the pin, which the odds do not price.
const hopeless = 0.1

// idleShot and idleDanger bound the best attack and the danger on the
// unit's square below which a unit spends its ticks on ground as if no
// enemy were in sight.
const idleShot, idleDanger = 0.25, 0.5

// budgetOf returns what a unit has left to spend: its first budget track.
func budgetOf(u *rules.Unit) int {
	if len(u.Budget) == 0 {
		return 0
	}
	return u.Budget[0].Value
}

// moveFriction is the least gain a move must promise.
const moveFriction = 0.12

// isEnemyTarget reports whether a command's target is an enemy side can
// see.
func (p *Utility) isEnemyTarget(v *view, target int) bool {
	if target < 0 || target >= len(v.units) {
		return false
	}
	for _, id := range v.enemies {
		if id == target {
			return true
		}
	}
	return false
}

// attackValue prices an attack from the engine's exact odds: takedown
// chance and expected damage, weighted by how hurt the target already is.
func (p *Utility) attackValue(v *view, c rules.Command) (float64, bool) {
	if val, ok := p.cachedAttack(c); ok {
		return val, true
	}
	o, ok := listedOdds(v.b, c)
	if !ok {
		return 0, false
	}
	val := valueOf(&p.w, v, v.unit(c.Target), o)*p.coverDiscount(v, v.unit(c.Unit).Pos, v.unit(c.Target).Pos, o) - strayHarm(&p.w, o)
	p.odds = append(p.odds, oddsEntry{c, val, o.Hit})
	return val, true
}

// coverDiscount is the share of an attack's value left when the target
// has cover against the attacker that the odds do not already count: the
// cover may still stop the shot in ways the odds leave out, and a flank
// will be better.
func (p *Utility) coverDiscount(v *view, from, to grid.Pos, o rules.Odds) float64 {
	if p.w.Flank == 0 {
		return 1
	}
	for _, m := range o.Mods {
		if strings.Contains(strings.ToLower(m.Source), "cover") {
			return 1
		}
	}
	switch coverLevel(v.f, grid.CoverBetween(v.f, from, to, v.broken)) {
	case halfCov:
		return 0.6
	case fullCov:
		return 0.45
	}
	return 1
}

// bestHit is the best chance to hit target among the attacks priced in
// this decision.
func (p *Utility) bestHit(target int) float64 {
	best := 0.0
	for _, e := range p.odds {
		if e.c.Target == target {
			best = max(best, e.hit)
		}
	}
	return best
}

// cachedAttack returns an attack's value priced earlier in this decision.
func (p *Utility) cachedAttack(c rules.Command) (float64, bool) {
	for _, e := range p.odds {
		if e.c.Same(c) {
			return e.value, true
		}
	}
	return 0, false
}

// stanceValue scores a command without a target or destination by what
// its action means (its tags, rules.TagEndTurn and the rest): defensive
// stances when exposed, overwatch and suppression when nothing can be
// shot, aiming before a shot, reloading and clearing jams, and ending the
// turn as the baseline. An action with no tags is weighed by its cost.
func (p *Utility) stanceValue(t *turnCtx, c rules.Command) float64 {
	tg := p.tags.of(t.v.b, c.Action)
	left := t.budget - c.Cost.N
	danger := t.pos.danger(t.me.Pos)
	hurt := t.pos.hurt
	switch {
	case tg&tEndTurn != 0:
		return 0
	case tg&tReload != 0:
		w := t.me.Weapons
		if c.Weapon >= 0 && c.Weapon < len(w) {
			if w[c.Weapon].Ammo == 0 {
				return 2.5
			}
			if w[c.Weapon].Ammo*4 < w[c.Weapon].Mag && t.bestAttack == 0 {
				return 0.8
			}
		}
		return -0.5
	case tg&tClearJam != 0:
		return 2.5
	case tg&tDropWeapon != 0:
		// Dropping the weapon in hand only helps a scripted surrender.
		return -1
	case tg&tBreakHold != 0:
		// Breaking a hold (a grapple, a pin): the unit cannot move or
		// shoot until it does.
		return 0.6
	case tg&tDash != 0:
		// Another move for the turn's attack: worth it to close on foes
		// out of sight; with one in sight the attack is kept (and where a
		// ruleset's first blow starts the fight, a dash in sight of a foe
		// would start it without one).
		if len(t.v.enemies) == 0 && t.bestAttack == 0 {
			return 0.3
		}
		return -0.5
	case tg&tDisengage != 0:
		// Leaving a foe's reach unpunished, for a hurt unit or one that
		// fights better from afar, when it has no worthwhile blow.
		if t.bestAttack < idleShot && t.foeBeside() {
			return 0.2 + 0.6*hurt
		}
		return -0.5
	}
	if !p.w.Stances {
		if tg&tDelay != 0 {
			return -0.2
		}
		return -0.1 * float64(c.Cost.N)
	}
	// A stance that improves the shots still to come this turn (aiming,
	// a steadier position) is worth that improvement, as the engine's odds
	// show it on a copy of the battle.
	probe := 0.0
	if p.w.Probe && c.Cost.N > 0 && left >= t.minAttack && t.bestAttack > 0 && tg&(tDelay|tStandUp) == 0 {
		gain, pinned := p.stanceGain(t, c, true)
		probe = max(0, gain) * float64(max(1, left/t.minAttack))
		t.pinned = pinned
	}
	switch {
	case tg&tReady != 0:
		return p.readyValue(t, c)
	case tg&tHelp != 0:
		return p.helpValue(t, c)
	case tg&tHide != 0:
		return p.hideValue(t)
	case tg&tDraw != 0:
		// Drawing is worth the attacks the other weapon opens, as the
		// engine's odds show them on a copy of the battle.
		gain, _ := p.stanceGain(t, c, false)
		return gain - 0.15 - 0.1*float64(c.Cost.N)
	case tg&tWatch != 0 && c.Option != "":
		return p.watchValue(t, c)
	case tg&(tWatch|tSuppress) != 0:
		if t.bestAttack == 0 && len(t.v.enemies) > 0 {
			return 0.9
		}
		if t.bestAttack == 0 {
			return 0.4
		}
		return 0.2
	case tg&tTakeCover != 0:
		// Usually free, and only good: worth more the more danger.
		return 0.15 + 0.5*danger - 0.1*float64(c.Cost.N)
	case tg&tGuard != 0:
		// Stances that give up shooting: for the hurt with nothing to
		// shoot, not for a healthy unit that should be advancing.
		if t.bestAttack > 0 {
			return -0.4
		}
		return (0.1+0.7*hurt)*danger - 0.2 - 0.05*float64(c.Cost.N)
	case tg&tGoProne != 0:
		return probe + 0.25*danger*(1+hurt) - 0.4
	case tg&tStandUp != 0:
		// Standing up is worth it to move on when nothing can be shot,
		// not with the turn's last tick: that only gives up the cover
		// of lying prone for the enemies' turns.
		if t.bestAttack == 0 && left >= 1 {
			return 0.5
		}
		return -0.2
	case tg&tAim != 0:
		if left >= t.minAttack && t.bestAttack > 0 {
			return max(probe, 0.05*t.bestAttack) - 0.1
		}
		return -0.3
	case tg&tDelay != 0:
		return -0.2
	}
	return probe - 0.1*float64(c.Cost.N)
}

// stanceGain plays c on the side's view of the battle (a copy where the
// battle gives none) and returns how much the best
// attack on an enemy seen now improves after it, per two budget units. A
// command whose playing rolls dice tells nothing: the copy's dice are the
// battle's own.
// pinned reports whether the unit can no longer move after c; it is
// worked out only when wantPinned (it costs a list of the units).
// A battle that can answer without a copy (rules.AttackProber) spares it:
// it tells that c opens no attack, or shows the state after c in place.
func (p *Utility) stanceGain(t *turnCtx, c rules.Command, wantPinned bool) (gain float64, pinned bool) {
	if len(t.v.enemies) == 0 && !wantPinned {
		return 0, false // no attack on a seen enemy before or after
	}
	if ap, ok := t.v.b.(rules.AttackProber); ok {
		if !wantPinned && ap.NoAttackAfter(c) {
			// c rolls nothing, keeps the unit's turn and leaves it no
			// attack from where it stands: bestRateOn would find none.
			none := 0.0
			return none - t.bestRate, false
		}
		if ap.ProbeAfter(c, func(nb rules.Battle) { gain, pinned = p.gainOn(t, nb, wantPinned) }) {
			return gain, pinned
		}
	}
	// On the side's view where the battle gives one (rules.Viewer): no
	// unseen enemy reacts to c there.
	var nb rules.Battle
	if vw, ok := t.v.b.(rules.Viewer); ok {
		nb = vw.View(t.v.side)
	} else {
		nb = t.v.b.Clone()
	}
	if nb == nil {
		return 0, false
	}
	ev, err := nb.Apply(c)
	if err != nil || rolled(ev) {
		return 0, false
	}
	if !stillTurn(nb.Prompt(), t.v.side, t.me.ID) {
		return 0, false
	}
	return p.gainOn(t, nb, wantPinned)
}

// gainOn is stanceGain's answer on nb, the battle after c, which waits on
// the unit's turn.
func (p *Utility) gainOn(t *turnCtx, nb rules.Battle, wantPinned bool) (gain float64, pinned bool) {
	after := nb.Legal(t.v.side)
	if wantPinned {
		// A prone unit that can only crawl a square a Move is pinned too.
		prone := false
		for _, u := range nb.Units() {
			prone = prone || (u.ID == t.me.ID && slices.Contains(u.Statuses, rules.StatusProne))
		}
		pinned = prone || !canMove(after, t.me.ID)
	}
	return p.bestRateOn(t, nb, after, t.me.Pos) - t.bestRate, pinned
}

// bestRateOn is the best attack value per two budget units the acting unit
// has on nb at enemies seen now, standing on from; legal is
// nb.Legal(t.v.side), whose attacks that move first (spread entries) are
// not made standing on from.
func (p *Utility) bestRateOn(t *turnCtx, nb rules.Battle, legal []rules.Command, from grid.Pos) float64 {
	best := 0.0
	for i := range legal {
		nc := &legal[i]
		if nc.Unit != t.me.ID || nc.Target == rules.NoUnit || !p.isEnemyTarget(t.v, nc.Target) || movesFirst(*nc, from, t.v.unit(nc.Target).Pos) {
			continue // only attacks made standing on from
		}
		o, ok := listedOdds(nb, *nc)
		if !ok {
			continue
		}
		to := t.v.unit(nc.Target).Pos
		val := valueOf(&p.w, t.v, t.v.unit(nc.Target), o)*p.coverDiscount(t.v, from, to, o) - strayHarm(&p.w, o)
		best = max(best, 2*val/float64(max(nc.Cost.N, 1)))
	}
	return best
}

// rolled reports whether events include dice or their results.
// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func rolled(ev []rules.Event) bool {
	for _, e := range ev {
		switch e.Kind {
		case rules.EvRoll, rules.EvShot, rules.EvDamage, rules.EvInitiative:
			return true
		}
	}
	return false
}

// watchValue scores an aimed overwatch: worth taking only when nothing can
// be shot now, by how many seen enemies stand where a short advance would
// carry them into the arc (bearing within twice its half-angle, and within
// its reach plus a move); with no one to catch it is worth less than
// moving on.
func (p *Utility) watchValue(t *turnCtx, c rules.Command) float64 {
	if t.bestAttack > 0 {
		return -0.2
	}
	me := t.me.Pos
	dir := grid.Pos{X: c.To.X - me.X, Y: c.To.Y - me.Y}
	reach := grid.Distance(me, c.To)
	n := 0
	for _, id := range t.v.enemies {
		e := t.v.unit(id).Pos
		if grid.InArc(me, dir, e, 90, reach+6) {
			n++
		}
	}
	if n == 0 {
		return -0.3
	}
	return 0.05 + 0.1*float64(min(n, 3))
}

// movedAttackSkips marks the attacks that move the unit first (a Charge,
// a Hip Fire: their destination is neither the target's square nor the
// unit's) that the turn does not price: of each action, weapon and target
// only the one ending on the best-scored square is kept, so that an
// attack offered from a hundred squares costs one pricing, not a hundred.
// aimed lists the indices of the unit's commands with a target, in order
// (moveFlags). The marks are made in buf's memory.
func movedAttackSkips(t *turnCtx, legal []rules.Command, aimed []int32, buf []bool) []bool {
	skip := append(buf[:0], make([]bool, len(legal))...)
	// best holds, per action, weapon and target, the command kept so far
	// and its square's score; there are a few dozen at most.
	type kept struct {
		action         string
		weapon, target int
		i              int
		score          float64
	}
	var arr [32]kept
	best := arr[:0]
	bounded := t.pos.canBound()
	for _, k := range aimed {
		i := int(k)
		c := &legal[i]
		if c.Unit != t.me.ID || c.Target < 0 || c.Target >= len(t.v.units) || !movesFirst(*c, t.me.Pos, t.v.unit(c.Target).Pos) {
			continue
		}
		j := len(best) - 1
		for ; j >= 0; j-- {
			if k := &best[j]; k.weapon == c.Weapon && k.target == c.Target && k.action == c.Action {
				break
			}
		}
		if j >= 0 && bounded && t.v.f.In(c.To) && !t.pos.known(c.To) && t.pos.bound(c.To, false) <= best[j].score {
			skip[i] = true // its square's bound, and so its score, is no better
			continue
		}
		sc := t.pos.score(c.To, false)
		if j < 0 {
			best = append(best, kept{c.Action, c.Weapon, c.Target, i, sc})
			continue
		}
		if sc <= best[j].score {
			skip[i] = true
			continue
		}
		skip[best[j].i] = true
		best[j].i, best[j].score = i, sc
	}
	return skip
}

// movesFirst reports whether attack c by a unit on from, at a target on
// to, moves the unit before the attack: its destination is neither square.
func movesFirst(c rules.Command, from, to grid.Pos) bool {
	return c.To != from && c.To != to
}

// command returns legal command i of the turn, made from its run where
// it is in one (listedAt).
func (t *turnCtx) command(i int) rules.Command { return listedAt(t.legal, t.runs, i) }

// moveAt returns the destination and the cost of legal command i of the
// turn, as command(i) has them (moveAt).
func (t *turnCtx) moveAt(i int) (grid.Pos, int) { return moveAt(t.legal, t.runs, i) }

// foeBeside reports whether a foe the side sees stands next to the unit.
func (t *turnCtx) foeBeside() bool {
	for _, e := range t.v.enemies {
		if grid.Distance(t.v.unit(e).Pos, t.me.Pos) <= 1 {
			return true
		}
	}
	return false
}
