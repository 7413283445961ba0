package rules

import "slices"

// SidesFighting returns how many sides still have a unit in the fight
// (Unit.Active). A battle that is over with two or more of them was
// decided by its round limit (RoundLimiter), not by fighting: the
// simulator counts such battles (sim battle's at_limit) and the results
// screen says so.
func SidesFighting(b Battle) int {
	var sides []int
	for _, u := range b.Units() {
		if u.Active && !slices.Contains(sides, u.Side) {
			sides = append(sides, u.Side)
		}
	}
	return len(sides)
}
