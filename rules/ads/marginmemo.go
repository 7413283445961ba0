package ads

import (
	"sightline/rules/kit/dice"
	"sightline/rules/kit/memo"
)

// The distribution of the first bullet's margin depends on the two pools
// and the sums of their modifiers only; the AI weighs the same attacker
// against the same defence on many damage sides (other soaks, other
// targets' health), so the odds memo every battle shares
// (oddsMemo) remembers it, and the target's Resolve odds with it.

// marginMemoSize is how many margin distributions (and Resolve pools)
// each generation of a memo remembers (memo.Gen). A long simulator run
// meets some thousands of rolls, and priced them again and again when a
// generation held a thousand.
const marginMemoSize = 1 << 12

// marginKey is everything the margin distribution of an attack depends on.
type marginKey struct {
	attackDice, attackSum, defenceDice, defenceRerolls, defenceSum int
}

// marginEntry is a remembered margin distribution with its offset; the
// slice is shared and never changed.
type marginEntry struct {
	margin []float64
	off    int
}

// margins returns marginDist for s's pools and modifiers.
func (mm *oddsMemo) margins(s *AttackSpec) ([]float64, int) {
	ad, _ := dice.PoolArgs(s.AttackDice, 0)
	dd, dr := dice.PoolArgs(s.DefenceDice, s.DefenceRerolls)
	k := marginKey{ad, ModSum(s.AttackMods), dd, dr, ModSum(s.DefenceMods)}
	e, ok := memo.GetLocked(&mm.mu, &mm.marginDists, k)
	if !ok {
		e.margin, e.off = dice.Difference(
			dice.AddFlat(poolDist(k.attackDice, 0), k.attackSum),
			dice.AddFlat(mm.poolDist(k.defenceDice, k.defenceRerolls), k.defenceSum))
		memo.PutLocked(&mm.mu, &mm.marginDists, k, e)
	}
	return e.margin, e.off
}

// resolveOdds is resolveFailer(dice, flat), remembered: the same few
// targets' Resolve pools come back with every attack on them.
func (mm *oddsMemo) resolveOdds(dice, flat int) resolveOdds {
	k := [2]int{dice, flat}
	r, ok := memo.GetLocked(&mm.mu, &mm.resolves, k)
	if !ok {
		r = resolveFailer(dice, flat)
		memo.PutLocked(&mm.mu, &mm.resolves, k, r)
	}
	return r
}
