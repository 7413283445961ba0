// Package turns holds the ruleset kit's turn structures: the orders in
// which units take their turns, as pure functions of who is in the fight,
// so that every ruleset that sequences turns the same way shares one
// tested definition.
package turns

import "slices"

// SeatCycle returns majorminor's fixed seat order (majorminor.md §3 and
// G1) for a combat whose First Turn goes to first: the player seats are
// players, in seat order; every other unit is in the GM block, gm, in
// roster order. With first at player seat k the order is P_k … P_n, the
// GM block, P_1 … P_k−1; with first in the GM block it is the GM block,
// first leading and the rest in roster order, then P_1 … P_n. A first
// that is neither (-1) starts at P_1. The result is a new slice.
func SeatCycle(players, gm []int, first int) []int {
	order := make([]int, 0, len(players)+len(gm))
	block := func() {
		if slices.Contains(gm, first) {
			order = append(order, first)
		}
		for _, u := range gm {
			if u != first {
				order = append(order, u)
			}
		}
	}
	k := slices.Index(players, first)
	if k < 0 {
		if slices.Contains(gm, first) {
			block()
			return append(order, players...)
		}
		k = 0
	}
	order = append(order, players[k:]...)
	block()
	return append(order, players[:k]...)
}

// Next returns the index in order of the first unit after index at (at
// -1: from the start) for which active is true, and whether the search
// passed the end of order and started again from the front (a new
// round, in a cycle). It returns -1 when no unit is active.
func Next(order []int, at int, active func(unit int) bool) (next int, wrapped bool) {
	for step := 1; step <= len(order); step++ {
		i := at + step
		if i >= len(order) {
			i -= len(order)
			wrapped = true
		}
		if active(order[i]) {
			return i, wrapped
		}
	}
	return -1, wrapped
}
