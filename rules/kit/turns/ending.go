package turns

// LastSide reports whether a battle of len(standing) sides, standing[s]
// being how many of side s's units are still in the fight, is over by
// fighting: at most one side has any. The winner is that side, or -1
// when none has.
func LastSide(standing []int) (winner int, over bool) {
	winner, sides := -1, 0
	for s, n := range standing {
		if n > 0 {
			winner, sides = s, sides+1
		}
	}
	if sides > 1 {
		return -1, false
	}
	return winner, true
}

// LimitWinner is the kit's round-limit rule (ADS's, and the rulesets'
// that take it): the side with the most units still in the fight wins;
// a tie at the top draws (-1).
func LimitWinner(standing []int) int {
	w, best, tie := -1, -1, false
	for s, n := range standing {
		switch {
		case n > best:
			w, best, tie = s, n, false
		case n == best:
			tie = true
		}
	}
	if tie {
		return -1
	}
	return w
}
