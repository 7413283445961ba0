package dice

import "fmt"

// Pool is a success-counting pool (ADS's dT): N dice of Sides sides; a
// face of Success or more counts one success, and a face of Explode or
// more (among the dice after rerolls and among the explosion dice) adds
// one more die, with no limit. Rerolls dice of the first roll that are
// not successes are rolled again once each, lowest first, then leftmost;
// a reroll that fails again stays. Its value is the number of successes.
type Pool struct {
	N, Sides, Success, Explode, Rerolls int
}

// poolTail is where Pool.Dist cuts the unbounded chain of explosions: the
// mass of more successes than the cut is below it.
const poolTail = 1e-13

func (p Pool) check() {
	if p.Sides < 1 || p.Success < 2 || p.Success > p.Explode || p.Explode > p.Sides+1 || p.N+p.Rerolls >= 100 {
		panic(fmt.Sprintf("dice: pool %+v: success and explode must be faces of the die above 1, explode no lower than success (Sides+1: never), under 100 dice", p))
	}
}

// Roll rolls the pool.
func (p Pool) Roll(src Source) Roll { return rollOf(p, src) }

// String is the pool in a player's words.
func (p Pool) String() string {
	s := fmt.Sprintf("%dd%d, %d+ succeeds, %d+ explodes", p.N, p.Sides, p.Success, p.Explode)
	if p.Rerolls > 0 {
		s += fmt.Sprintf(", %d rerolls", p.Rerolls)
	}
	return s
}

func (p Pool) roll(src Source, dice []int) (int, []int) {
	p.check()
	if p.N <= 0 {
		return 0, dice
	}
	start := len(dice)
	for i := 0; i < p.N; i++ {
		dice = append(dice, src.D(p.Sides))
	}
	first := dice[start:]
	// The duds of the first roll, lowest first then leftmost, are the
	// dice rerolled; which they are is settled before any is rolled.
	faces := append([]int(nil), first...)
	for r := 0; r < p.Rerolls; r++ {
		worst := -1
		for i, f := range faces {
			if f < p.Success && (worst < 0 || f < faces[worst]) {
				worst = i
			}
		}
		if worst < 0 {
			break
		}
		faces[worst] = p.Success // taken: not chosen again
		f := src.D(p.Sides)
		dice = append(dice, f)
		first[worst] = f
	}
	succ, pending := 0, 0
	for _, f := range first {
		if f >= p.Success {
			succ++
		}
		if f >= p.Explode {
			pending++
		}
	}
	for ; pending > 0; pending-- {
		f := src.D(p.Sides)
		dice = append(dice, f)
		if f >= p.Success {
			succ++
		}
		if f >= p.Explode {
			pending++
		}
	}
	return succ, dice
}

// Dist is the exact distribution of the successes, its unbounded tail
// cut where less than 1e-13 of the mass lies beyond.
func (p Pool) Dist() Dist {
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
		w := binom(n, duds) * pow(pd, duds) * pow(1-pd, n-duds)
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

func binom(n, k int) float64 {
	r := 1.0
	for i := 1; i <= k; i++ {
		r = r * float64(n-k+i) / float64(i)
	}
	return r
}

func pow(x float64, n int) float64 {
	r := 1.0
	for ; n > 0; n-- {
		r *= x
	}
	return r
}
