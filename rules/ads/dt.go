package ads

import (
	"sightline/rules"
	"sightline/rules/kit/dice"
)

// dT is ADS's die as the kit's pool (rules/kit/dice.Pool): a d10 whose
// 6-10 succeed and 9-10 explode; a pool sets its dice and rerolls.
var dT = dice.Pool{Sides: 10, Success: 6, Explode: 9}

// Pool is one rolled pool of dT (the kit's dice.PoolRoll): the dice as
// first rolled (after rerolls), the faces the rerolls replaced, the
// explosion dice in the order rolled, and the successes counted.
type Pool = dice.PoolRoll

// IsSuccess reports whether one dT face counts as a success (6-10).
func IsSuccess(face int) bool { return face >= dT.Success }

// Explodes reports whether one dT face explodes (9-10).
func Explodes(face int) bool { return face >= dT.Explode }

// CountPool counts the successes of a pool from its base dice and its
// explosion dice, as the worked example ads.md §11.20 reads them.
func CountPool(base, explosions []int) int {
	n := 0
	for _, f := range append(append([]int(nil), base...), explosions...) {
		if IsSuccess(f) {
			n++
		}
	}
	return n
}

// RollPool rolls n dT from d (dice.Pool.RollPool): up to rerolls duds of
// the first roll (lowest first, then leftmost) are rerolled once each
// before explosions are resolved, a reroll that comes up a dud staying
// one, as PoolDist counts them; every 9 or 10 among the final base dice
// and among the explosion dice adds one more die, with no limit. n <= 0
// rolls nothing.
func RollPool(d *rules.Dice, n, rerolls int) Pool {
	p := dT
	p.N, p.Rerolls = n, rerolls
	return p.RollPool(d)
}
