package grid

// Spot is a square a movement search reached and its cost, in a third of
// the memory of a Pos and an int: the lists of squares that searches are
// remembered by are mostly these.
type Spot struct {
	X, Y int16
	Cost int32
}

// Pos returns the spot's square.
func (s Spot) Pos() Pos { return Pos{X: int(s.X), Y: int(s.Y)} }

// reachSpan returns how far along a row dy rows away from its start a
// movement search within budget can reach, in columns either side of the
// start's (-1 when the row is out of reach). Every step costs at least 1
// and the diagonals of a route cost 1, 2, 1, 2 … from its start, so a
// square dx columns and dy rows away costs at least
// max(|dx|,|dy|) + min(|dx|,|dy|)/2, rounded down: the searches that keep
// their squares in a window of the field (Reach, OneTurnReach) read only
// the octagon within budget of the start, a third less than the square
// around it.
func reachSpan(budget, dy int) int {
	dy = abs(dy)
	if dy > budget {
		return -1
	}
	if w := budget - dy/2; w >= dy {
		return w
	}
	return min(dy-1, 2*(budget-dy)+1)
}
