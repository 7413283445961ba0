package dice

// PoolTable holds the success distributions (Pool.Probs) of one kind of
// pool for every count of dice and of rerolls up to its bounds, computed
// once: a ruleset's odds ask for the same few small pools at every attack
// and test they price. Its slices are shared, never to be changed.
type PoolTable struct {
	probs [][][]float64
}

// NewPoolTable returns the table of the pools of p's kind (its N and
// Rerolls are ignored) of up to dice dice with up to rerolls rerolls.
func NewPoolTable(p Pool, dice, rerolls int) PoolTable {
	t := PoolTable{probs: make([][][]float64, dice+1)}
	for n := range t.probs {
		t.probs[n] = make([][]float64, rerolls+1)
		for r := range t.probs[n] {
			p.N, p.Rerolls = n, r
			t.probs[n][r] = p.Probs()
		}
	}
	return t
}

// PoolArgs returns a pool's dice and rerolls brought into their range:
// no fewer than 0, and no more rerolls than dice, since a pool cannot
// reroll more duds than it has dice (Probs caps them at the duds of each
// case, at most n).
func PoolArgs(n, rerolls int) (int, int) {
	n = max(n, 0)
	return n, min(max(rerolls, 0), n)
}

// Held returns the distribution of the pool of n dice with rerolls
// rerolls, brought into range (PoolArgs), and whether the table holds it.
func (t PoolTable) Held(n, rerolls int) ([]float64, bool) {
	n, rerolls = PoolArgs(n, rerolls)
	if n < len(t.probs) && rerolls < len(t.probs[n]) {
		return t.probs[n][rerolls], true
	}
	return nil, false
}
