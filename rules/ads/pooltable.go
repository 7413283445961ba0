package ads

// The success distributions of the pools attacks, defences and tests roll
// are computed once: PoolDist depends only on its two small arguments, and
// the odds of every attack the AI weighs used to recompute them.

// Pools of up to poolTableDice dice with up to poolTableRerolls rerolls are
// in poolTable; larger ones are computed when asked for.
const (
	poolTableDice    = 16
	poolTableRerolls = 3
)

// poolTable holds computePoolDist(n, r) at [n][r]. It is never changed.
var poolTable = makePoolTable()

// makePoolTable computes poolTable.
func makePoolTable() [poolTableDice + 1][poolTableRerolls + 1][]float64 {
	var t [poolTableDice + 1][poolTableRerolls + 1][]float64
	for n := range t {
		for r := range t[n] {
			t[n][r] = computePoolDist(n, r)
		}
	}
	return t
}

// poolDist is PoolDist from the table when it has the pool: the slice is
// shared and must not be changed.
func poolDist(n, rerolls int) []float64 {
	n, rerolls = max(n, 0), max(rerolls, 0)
	if n <= poolTableDice && rerolls <= poolTableRerolls {
		return poolTable[n][rerolls]
	}
	return computePoolDist(n, rerolls)
}
