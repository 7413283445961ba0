package dice

import (
	"math"
	"testing"
)

// TestPoolProbsAgreeWithTheChain holds Pool.Probs, whose order of
// operations ADS's play depends on, against the distribution worked out
// another way (chainDist), for dT pools and other dice.
func TestPoolProbsAgreeWithTheChain(t *testing.T) {
	for _, die := range []Pool{{Sides: 10, Success: 6, Explode: 9}, {Sides: 6, Success: 5, Explode: 6}, {Sides: 10, Success: 8, Explode: 11}} {
		for n := 0; n <= 12; n++ {
			for rr := 0; rr <= 4; rr++ {
				p := die
				p.N, p.Rerolls = n, rr
				got, want := p.Probs(), chainDist(p)
				for k := 0; k < max(len(got), want.Max()+1); k++ {
					var g float64
					if k < len(got) {
						g = got[k]
					}
					if math.Abs(g-want.P(k)) > 1e-12 {
						t.Fatalf("%v: P(%d) = %.15g, the chain %.15g", p, k, g, want.P(k))
					}
				}
			}
		}
	}
}

// chainDist is the pool's distribution worked out another way, by the
// chain of explosions each die starts, mixed over the duds of the first
// roll: the reference Probs is held against.
func chainDist(p Pool) Dist {
	p.check()
	if p.N <= 0 {
		return Point(0)
	}
	s := float64(p.Sides)
	pe := float64(p.Sides-p.Explode+1) / s // explodes (and succeeds)
	ps := float64(p.Explode-p.Success) / s // succeeds, no explosion
	pd := 1 - pe - ps                      // dud
	// One final base die: E explosions pending, S successes.
	// chain[k] is the successes that k pending explosion dice add.
	chain := explosionChain(pe, ps)
	// A die of the first roll that is a dud and is rerolled becomes a
	// fresh die; the number rerolled is min(duds, Rerolls).
	n := p.N
	var ws []float64
	var ds []Dist
	for duds := 0; duds <= n; duds++ {
		w := choose(n, duds) * pow(pd, duds) * pow(1-pd, n-duds)
		// The n-duds non-duds: each succeeds; some explode.
		good := Point(0)
		for i := 0; i < n-duds; i++ {
			good = good.Add(FromMap(map[int]float64{1: ps / (1 - pd), 101: pe / (1 - pd)}))
		}
		// 101 marks a pending explosion: value = successes + 100×explosions.
		re := min(duds, p.Rerolls)
		for i := 0; i < re; i++ {
			good = good.Add(FromMap(map[int]float64{0: pd, 1: ps, 101: pe}))
		}
		ws = append(ws, w)
		ds = append(ds, resolveExplosions(good, chain))
	}
	return Mix(ws, ds).Tail(poolTail)
}

// resolveExplosions turns a distribution of successes + 100×pending
// explosions into successes, adding chain[k] for k pending.
func resolveExplosions(d Dist, chain func(k int) Dist) Dist {
	var ws []float64
	var ds []Dist
	d.Each(func(v int, q float64) {
		ws = append(ws, q)
		ds = append(ds, chain(v/100).Shift(v%100))
	})
	return Mix(ws, ds)
}

// explosionChain returns the distribution of successes that k pending
// explosion dice add. One pending die adds s successes when it and the
// s-1 dice after it explode and the last one succeeds plainly, or when s
// in a row explode and the last is a dud: pe^(s-1)·ps + pe^s·pd.
func explosionChain(pe, ps float64) func(k int) Dist {
	pd := 1 - pe - ps
	p := []float64{pd}
	for s := 1; ; s++ {
		q := pow(pe, s-1)*ps + pow(pe, s)*pd
		p = append(p, q)
		if pow(pe, s) < poolTail/1e3 {
			break
		}
	}
	one := Dist{min: 0, p: p}.trimmed()
	memo := []Dist{Point(0), one}
	return func(k int) Dist {
		for len(memo) <= k {
			memo = append(memo, memo[len(memo)-1].Add(one).Tail(poolTail/1e3))
		}
		return memo[k]
	}
}

func choose(n, k int) float64 {
	r := 1.0
	for i := 1; i <= k; i++ {
		r = r * float64(n-k+i) / float64(i)
	}
	return r
}

// TestPoolRollCheck checks that a saved roll passes with its faces on
// the die and fails with a face off it, too many dice or a count of
// successes out of range.
func TestPoolRollCheck(t *testing.T) {
	ok := PoolRoll{Dice: []int{1, 10, 7}, Rerolled: []int{1}, Explosions: []int{10, 3}, Successes: 4}
	if err := ok.Check(10, 6); err != nil {
		t.Fatalf("a good roll: %v", err)
	}
	for _, bad := range []PoolRoll{
		{Dice: []int{1, 11}},
		{Dice: []int{0}},
		{Dice: []int{5}, Explosions: []int{12}},
		{Dice: []int{1, 2, 3}, Rerolled: []int{1, 1}, Explosions: []int{10, 10}},
		{Dice: []int{5}, Successes: -1},
		{Dice: []int{5}, Successes: 7},
	} {
		if bad.Check(10, 6) == nil {
			t.Errorf("%+v passed", bad)
		}
	}
}
