package ai

// squareMemo keeps, per square of the field, the terms of its score that
// one decision worked out, so that a square scored again (as a move's
// destination, a charge's, a retreat's) costs a lookup. Generation stamps
// replace clearing between decisions.
type squareMemo struct {
	gen   uint32
	stamp []uint32
	terms []squareTerms
	// spare holds the terms of a square off the field, never kept.
	spare squareTerms
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

// start begins a decision on a field of n squares: no square is known.
func (m *squareMemo) start(n int) {
	if len(m.stamp) != n {
		m.stamp = make([]uint32, n)
		m.terms = make([]squareTerms, n)
		m.gen = 0
	}
	m.gen++
	if m.gen == 0 {
		clear(m.stamp)
		m.gen = 1
	}
}
