package ads

import (
	"sync"

	"sightline/rules/kit/dice"
)

// The success distributions of the pools attacks, defences and tests roll
// are computed once: PoolDist depends only on its two small arguments, and
// the odds of every attack the AI weighs used to recompute them.

// Pools of up to poolTableDice dice with up to poolTableRerolls rerolls are
// in poolTable; larger ones are computed when asked for.
const (
	poolTableDice    = 16
	poolTableRerolls = 3
)

// poolTable returns the pools of dT up to its bounds (dice.PoolTable),
// which is never changed. It is computed when first asked for, not when
// the program starts: in the browser the 68 distributions took 6-16 ms
// of the start, before the title's first frame, which asks for none
// (issue #38).
var poolTable = sync.OnceValue(func() dice.PoolTable {
	return dice.NewPoolTable(dT, poolTableDice, poolTableRerolls)
})

// poolDist is PoolDist from the table when it has the pool: the slice is
// shared and must not be changed.
func poolDist(n, rerolls int) []float64 {
	if d, ok := poolTable().Held(n, rerolls); ok {
		return d
	}
	return computePoolDist(dice.PoolArgs(n, rerolls))
}

// poolDist is poolDist remembering the pools beyond the table, as aided
// defences with many rerolls make them; the slice is shared and must not
// be changed.
func (mm *oddsMemo) poolDist(n, rerolls int) []float64 {
	if d, ok := poolTable().Held(n, rerolls); ok {
		return d
	}
	n, rerolls = dice.PoolArgs(n, rerolls)
	k := [2]int{n, rerolls}
	mm.mu.Lock()
	d, ok := mm.pools[k]
	mm.mu.Unlock()
	if !ok {
		d = computePoolDist(n, rerolls)
		mm.mu.Lock()
		if mm.pools == nil {
			mm.pools = make(map[[2]int][]float64)
		}
		mm.pools[k] = d
		mm.mu.Unlock()
	}
	return d
}
