package ads

import (
	"slices"

	"sightline/rules"
)

// Pool is one rolled pool of dT: the dice as first rolled (after rerolls),
// the explosion dice in the order rolled, and the successes counted.
type Pool struct {
	// Dice are the base dice, one per die in the pool, after rerolls.
	Dice []int `json:"dice"`
	// Rerolled are the values the rerolls replaced, in order.
	Rerolled []int `json:"rerolled,omitempty"`
	// Explosions are the extra dice rolled for 9s and 10s, chained.
	Explosions []int `json:"explosions,omitempty"`
	// Successes is the number of dice (base and explosion) showing 6-10.
	Successes int `json:"successes"`
}

// IsSuccess reports whether one dT face counts as a success (6-10).
func IsSuccess(face int) bool { return face >= 6 }

// Explodes reports whether one dT face explodes (9-10).
func Explodes(face int) bool { return face >= 9 }

// CountPool counts the successes of a pool from its base dice and its
// explosion dice, as the worked example ads.md §11.20 reads them.
func CountPool(base, explosions []int) int {
	n := 0
	for _, f := range base {
		if IsSuccess(f) {
			n++
		}
	}
	for _, f := range explosions {
		if IsSuccess(f) {
			n++
		}
	}
	return n
}

// RollPool rolls n dT from d. Up to rerolls duds of the first roll
// (lowest first, then leftmost) are rerolled once each before explosions
// are resolved, a reroll that comes up a dud staying one, as PoolDist
// counts them;
// every 9 or 10 among the final base dice and among the explosion dice adds
// one more die, with no limit. n <= 0 rolls nothing.
func RollPool(d *rules.Dice, n, rerolls int) Pool {
	var p Pool
	if n <= 0 {
		return p
	}
	p.Dice = make([]int, n)
	for i := range p.Dice {
		p.Dice[i] = d.D(10)
	}
	// The duds of the first roll, lowest first, then leftmost, are each
	// rerolled once: a reroll that comes up a dud stays (G2, PoolDist).
	if rerolls > 0 {
		var buf [16]int
		duds := buf[:0]
		for i, f := range p.Dice {
			if !IsSuccess(f) {
				duds = append(duds, i)
			}
		}
		slices.SortStableFunc(duds, func(i, j int) int { return p.Dice[i] - p.Dice[j] })
		for _, i := range duds[:min(rerolls, len(duds))] {
			p.Rerolled = append(p.Rerolled, p.Dice[i])
			p.Dice[i] = d.D(10)
		}
	}
	pending := 0
	for _, f := range p.Dice {
		if Explodes(f) {
			pending++
		}
	}
	for pending > 0 {
		pending--
		f := d.D(10)
		p.Explosions = append(p.Explosions, f)
		if Explodes(f) {
			pending++
		}
	}
	p.Successes = CountPool(p.Dice, p.Explosions)
	return p
}
