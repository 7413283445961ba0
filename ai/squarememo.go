package ai

import "slices"

// squareMemo keeps, per square of the field, the terms of its score that
// one decision worked out, so that a square scored again (as a move's
// destination, a charge's, a retreat's) costs a lookup. The terms of a
// decision stay for the next when everything they depend on besides the
// square is the same (key), as between two commands of one unit's turn
// that changed nothing it scores by. Generation stamps replace clearing
// between decisions.
type squareMemo struct {
	gen   uint32
	stamp []uint32
	terms []squareTerms
	// bstamp and bounds are the same for the parts of the squares'
	// bounds (see boundTerms), which the same key covers.
	bstamp []uint32
	bounds []boundTerms
	// spare holds the terms of a square off the field, never kept.
	spare squareTerms
	// key is what the kept terms were worked out under; keep says whether
	// they may serve a later decision with the same key.
	key  termsKey
	keep bool
	// scratch is the memory of the next key's foes.
	scratch []foeKey
}

// termsKey is everything a square's terms depend on besides the square,
// when the decision scores by the rules of thumb alone (no estimates) and
// no enemy in sight is on overwatch: the threat maps' version, the unit's
// reach, the squad's centre, the round limit's pressure, what the scoring
// asks of each seen enemy, and the walking distances the approach follows
// when none is seen: their memory (toEnemy, the address of the first, or
// nil for none, which the key keeps from being freed and used again) and
// its count of writes (toEnemyGen; see newPositions).
type termsKey struct {
	maps          uint64
	myRange       int
	myLong        int
	myMelee       bool
	mates         int
	cx, cy, press float64
	foes          []foeKey
	toEnemy       *int32
	toEnemyGen    uint64
}

// foeKey is what a square's terms ask of one seen enemy besides its
// square, which the threat maps' version covers.
type foeKey struct {
	value, weight float64
	reach, long   int
	melee         bool
}

// squareTerms are the parts of a square's score that do not depend on
// whether the unit can still attack from it.
type squareTerms struct {
	// danger is positions.danger's sum; offense positions.offense's best.
	danger, offense float64
	// cohesion is the cost of the distance from the squad's centre.
	cohesion float64
	// approach is the cost of the distance from the fight, scaled by the
	// pressure of the round limit.
	approach float64
	// watched says whether an enemy on overwatch covers the square.
	watched bool
}

// start begins a decision on a field of n squares under key: the terms
// of the last decision stay when both may keep them and their keys are
// equal, else no square is known. keep says whether this decision's terms
// may serve the next.
func (m *squareMemo) start(n int, key *termsKey, keep bool) {
	if len(m.stamp) != n {
		m.stamp = make([]uint32, n)
		m.terms = make([]squareTerms, n)
		m.bstamp = make([]uint32, n)
		m.bounds = make([]boundTerms, n)
		m.gen = 0
		m.keep = false
	}
	if keep && m.keep && m.key.equal(key) {
		return
	}
	m.gen++
	if m.gen == 0 {
		clear(m.stamp)
		clear(m.bstamp)
		m.gen = 1
	}
	m.keep = keep
	if keep {
		foes := append(m.key.foes[:0], key.foes...)
		m.key = *key
		m.key.foes = foes
	}
}

// equal reports whether two keys are the same.
func (k *termsKey) equal(o *termsKey) bool {
	return k.maps == o.maps && k.myRange == o.myRange && k.myLong == o.myLong && k.myMelee == o.myMelee &&
		k.mates == o.mates && k.cx == o.cx && k.cy == o.cy && k.press == o.press &&
		k.toEnemy == o.toEnemy && k.toEnemyGen == o.toEnemyGen && slices.Equal(k.foes, o.foes)
}
