package ads

import "sync"

// The success distributions of the pools attacks, defences and tests roll
// are computed once: PoolDist depends only on its two small arguments, and
// the odds of every attack the AI weighs used to recompute them.

// Pools of up to poolTableDice dice with up to poolTableRerolls rerolls are
// in poolTable; larger ones are computed when asked for.
const (
	poolTableDice    = 16
	poolTableRerolls = 3
)

// poolTable returns the table of computePoolDist(n, r) at [n][r], which is
// never changed. It is computed when first asked for, not when the
// program starts: in the browser the 68 distributions took 6-16 ms of
// the start, before the title's first frame, which asks for none (issue
// #38).
var poolTable = sync.OnceValue(makePoolTable)

// makePoolTable computes poolTable.
func makePoolTable() *[poolTableDice + 1][poolTableRerolls + 1][]float64 {
	var t [poolTableDice + 1][poolTableRerolls + 1][]float64
	for n := range t {
		for r := range t[n] {
			t[n][r] = computePoolDist(n, r)
		}
	}
	return &t
}

// poolDist is PoolDist from the table when it has the pool: the slice is
// shared and must not be changed.
func poolDist(n, rerolls int) []float64 {
	n, rerolls = poolArgs(n, rerolls)
	if n <= poolTableDice && rerolls <= poolTableRerolls {
		return poolTable()[n][rerolls]
	}
	return computePoolDist(n, rerolls)
}

// poolArgs returns the arguments of PoolDist(n, rerolls) brought into
// their range: no fewer than 0 dice or rerolls, and no more rerolls than
// dice, since a pool cannot reroll more duds than it has dice (the
// computation caps them at the duds of each case, at most n).
func poolArgs(n, rerolls int) (int, int) {
	n = max(n, 0)
	return n, min(max(rerolls, 0), n)
}

// poolDist is poolDist remembering the pools beyond the table, as aided
// defences with many rerolls make them; the slice is shared and must not
// be changed.
func (mm *oddsMemo) poolDist(n, rerolls int) []float64 {
	n, rerolls = poolArgs(n, rerolls)
	if n <= poolTableDice && rerolls <= poolTableRerolls {
		return poolTable()[n][rerolls]
	}
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
