package turns

import (
	"fmt"

	"sightline/rules"
)

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

// Standing counts, for a battle of sides sides, each side's units still
// in the fight, of reading unit u's side and whether it is: LastSide's
// and LimitWinner's standing.
//
// It is kept out of line: inlined into its callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func Standing[U any](sides int, units []U, of func(u *U) (side int, in bool)) []int {
	n := make([]int, sides)
	for i := range units {
		if side, in := of(&units[i]); in {
			n[side]++
		}
	}
	return n
}

// EndEvent is the event that ends a battle of sides with winner w (-1 a
// draw), its text naming the winner.
func EndEvent(sides []rules.SideSetup, w int) rules.Event {
	text := "The battle is drawn"
	if w >= 0 {
		text = fmt.Sprintf("%s wins", sides[w].Name)
	}
	return rules.Event{Kind: rules.EvBattleEnd, Side: w, Unit: rules.NoUnit, Target: rules.NoUnit, Text: text}
}
