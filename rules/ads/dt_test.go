package ads

import (
	"math"
	"testing"

	"sightline/rules"
)

// TestRollPoolExplodes checks that every 9 or 10 rolled adds exactly one
// explosion die and that successes count base and explosion dice.
func TestRollPoolExplodes(t *testing.T) {
	d := rules.NewDice(7, 1)
	sawExplosion := false
	for i := 0; i < 2000; i++ {
		p := RollPool(d, 4, 0)
		want := 0
		for _, f := range append(append([]int{}, p.Dice...), p.Explosions...) {
			if Explodes(f) {
				want++
			}
		}
		if len(p.Explosions) != want {
			t.Fatalf("pool %v explosions %v: want %d explosion dice", p.Dice, p.Explosions, want)
		}
		if p.Successes != CountPool(p.Dice, p.Explosions) {
			t.Fatalf("pool %+v miscounted", p)
		}
		sawExplosion = sawExplosion || want > 0
	}
	if !sawExplosion {
		t.Fatal("2000 pools never exploded")
	}
}

// TestRollPoolRerollsDuds checks that rerolls replace duds only.
func TestRollPoolRerollsDuds(t *testing.T) {
	d := rules.NewDice(11, 1)
	for i := 0; i < 2000; i++ {
		p := RollPool(d, 3, 2)
		if len(p.Rerolled) > 2 {
			t.Fatalf("%d rerolls, want at most 2", len(p.Rerolled))
		}
		for _, f := range p.Rerolled {
			if IsSuccess(f) {
				t.Fatalf("rerolled a success %d", f)
			}
		}
	}
}

// TestRollPoolMatchesPoolDist plays pools with 2 and 3 rerolls, the counts
// at which rerolling a reroll that came up a dud would differ from
// rerolling each dud of the first roll once (G2), and compares how often
// each number of successes comes up with PoolDist.
func TestRollPoolMatchesPoolDist(t *testing.T) {
	const samples = 200000
	for _, c := range [][2]int{{1, 2}, {2, 2}, {3, 2}, {1, 3}, {2, 3}, {4, 3}} {
		n, r := c[0], c[1]
		d := rules.NewDice(uint64(31+10*n+r), 1)
		count := map[int]int{}
		for i := 0; i < samples; i++ {
			count[RollPool(d, n, r).Successes]++
		}
		// Each count with P >= 0.001 alone, the rest as one tail.
		want := PoolDist(n, r)
		tail := 0
		for tail < len(want) && want[tail] >= 0.001 {
			tail++
		}
		for k := 0; k <= tail; k++ {
			p, played := 0.0, 0
			for j, pj := range want {
				if j == k || (k == tail && j >= tail) {
					p += pj
				}
			}
			for j, c := range count {
				if j == k || (k == tail && j >= tail) {
					played += c
				}
			}
			q := float64(played) / samples
			if z := (q - p) / math.Sqrt(p*(1-p)/samples); math.Abs(z) > 4.5 {
				t.Errorf("%d dice, %d rerolls: P(%d successes%s) played %.5f, PoolDist %.5f (z %.1f)", n, r, k, map[bool]string{true: " or more"}[k == tail], q, p, z)
			}
		}
	}
}
