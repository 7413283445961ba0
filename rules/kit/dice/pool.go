package dice

import (
	"fmt"
	"slices"
	"sort"

	kitstate "sightline/rules/kit/state"
)

// Pool is a success-counting pool (ADS's dT): N dice of Sides sides; a
// face of Success or more counts one success, and a face of Explode or
// more (among the dice after rerolls and among the explosion dice) adds
// one more die, with no limit. Rerolls dice of the first roll that are
// not successes are rolled again once each, lowest first, then leftmost;
// a reroll that fails again stays. Its value is the number of successes.
type Pool struct {
	N, Sides, Success, Explode, Rerolls int
}

// poolTail is where Pool.Dist cuts the unbounded chain of explosions:
// the trailing mass it drops is below it.
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

// PoolRoll is one rolled Pool, every face kept: the first roll's dice
// after rerolls, the faces the rerolls replaced, the explosion dice in
// the order rolled and the successes counted. The JSON names are ADS's
// saved form.
type PoolRoll struct {
	// Dice are the first roll's dice, one per die in the pool, after
	// rerolls.
	Dice []int `json:"dice"`
	// Rerolled are the faces the rerolls replaced, in the order rerolled.
	Rerolled []int `json:"rerolled,omitempty"`
	// Explosions are the extra dice the explosions rolled, chained.
	Explosions []int `json:"explosions,omitempty"`
	// Successes is the number of dice, first and explosion, that succeed.
	Successes int `json:"successes"`
}

// Clone returns a deep copy of r that, like the JSON round trip, keeps
// Dice empty but not nil and drops the other empty lists to nil.
func (r PoolRoll) Clone() PoolRoll {
	r.Dice = kitstate.CloneSlice(r.Dice, true)
	r.Rerolled = kitstate.CloneSlice(r.Rerolled, false)
	r.Explosions = kitstate.CloneSlice(r.Explosions, false)
	return r
}

// Faces lists the dice that count, as a log shows them: the first roll's
// dice after rerolls, then the explosion dice.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (r PoolRoll) Faces() []int { return append(append([]int{}, r.Dice...), r.Explosions...) }

// RollPool rolls the pool keeping every face (Roll gives its value and
// the dice in the order rolled): N dice; then the duds of the first roll,
// lowest first then leftmost, settled before any is rolled, up to Rerolls
// of them rolled again once each in that order, a reroll that fails
// again staying; then one die for each face of Explode or more among the
// dice after rerolls, and one more for each explosion die that explodes,
// with no limit. N <= 0 rolls nothing.
func (p Pool) RollPool(src Source) PoolRoll {
	r, _ := p.rollPool(src, nil)
	return r
}

// rollPool is RollPool, appending to which the indices of the dice
// rerolled, in the order rerolled.
func (p Pool) rollPool(src Source, which []int) (PoolRoll, []int) {
	var r PoolRoll
	if p.N <= 0 {
		return r, which
	}
	p.check()
	r.Dice = make([]int, p.N)
	for i := range r.Dice {
		r.Dice[i] = src.D(p.Sides)
	}
	if p.Rerolls > 0 {
		var buf [16]int
		duds := buf[:0]
		for i, f := range r.Dice {
			if f < p.Success {
				duds = append(duds, i)
			}
		}
		// package sort's stable sort, shared by every type (slices' is
		// compiled anew for each; issue #38): a stable order is the same
		// whichever sorts.
		sort.SliceStable(duds, func(a, b int) bool { return r.Dice[duds[a]] < r.Dice[duds[b]] })
		for _, i := range duds[:min(p.Rerolls, len(duds))] {
			r.Rerolled = append(r.Rerolled, r.Dice[i])
			r.Dice[i] = src.D(p.Sides)
			which = append(which, i)
		}
	}
	pending := 0
	for _, f := range r.Dice {
		if f >= p.Explode {
			pending++
		}
	}
	for ; pending > 0; pending-- {
		f := src.D(p.Sides)
		r.Explosions = append(r.Explosions, f)
		if f >= p.Explode {
			pending++
		}
	}
	for _, f := range r.Dice {
		if f >= p.Success {
			r.Successes++
		}
	}
	for _, f := range r.Explosions {
		if f >= p.Success {
			r.Successes++
		}
	}
	return r, which
}

// roll is Roll: the successes, and the dice in the order rolled: the
// first roll's faces as rolled, the rerolls' faces, the explosions.
func (p Pool) roll(src Source, dice []int) (int, []int) {
	r, which := p.rollPool(src, nil)
	first := len(dice)
	dice = append(dice, r.Dice...)
	for k, i := range which {
		dice = append(dice, r.Dice[i])
		dice[first+i] = r.Rerolled[k]
	}
	return r.Successes, append(dice, r.Explosions...)
}

// Dist is the exact distribution of the successes, its unbounded tail
// cut where less than 1e-13 of the mass lies beyond (Probs).
func (p Pool) Dist() Dist {
	p.check()
	return Dist{p: p.Probs()}.trimmed()
}

// Probs returns P(successes = k) for k from 0, the trailing values whose
// mass together is below 1e-13 cut; a new slice. It sums, over the
// number j of duds in the first roll, the n-j dice known to succeed with
// their explosions and the min(j, Rerolls) duds rolled again, in the
// order of operations ADS's own table had, so that its odds are the same
// to the last bit: ADS plays from these numbers.
func (p Pool) Probs() []float64 {
	n := p.N
	if n <= 0 {
		return []float64{1}
	}
	s := float64(p.Sides)
	pd, ps, pe := float64(p.Success-1)/s, float64(p.Explode-p.Success)/s, float64(p.Sides-p.Explode+1)/s
	// One die with its explosions: a dud, one success (plain, or an
	// explosion whose die is a dud), k successes for k-1 explosions in a
	// row and a last die that succeeds without exploding.
	f := []float64{pd, ps + pe*pd}
	for tail := pe * (1 - pd); tail >= poolTail; { // the mass of 2 or more
		q := f[len(f)-1] * pe
		f = append(f, q)
		tail -= q
	}
	rolled := newPowers(f)
	if p.Rerolls <= 0 {
		return slices.Clone(rolled.at(n))
	}
	// g is a die known to succeed, with its explosions, less the success
	// it counts for sure.
	g := make([]float64, len(f))
	for k := 1; k < len(f); k++ {
		g[k] = f[k] / (1 - pd)
	}
	good := newPowers(g[1:])
	out := make([]float64, 0)
	binom := 1.0 // C(n, j)
	for j := 0; j <= n; j++ {
		if j > 0 {
			binom = binom * float64(n-j+1) / float64(j)
		}
		part := convolve(good.at(n-j), rolled.at(min(p.Rerolls, j)))
		w := binom * (pow(pd, j) * pow(1-pd, n-j))
		for k, q := range part {
			idx := k + (n - j)
			for len(out) <= idx {
				out = append(out, 0)
			}
			out[idx] += w * q
		}
	}
	return trim(out)
}

// convolve returns the distribution of the sum of two independent counts,
// its negligible tail trimmed.
func convolve(a, b []float64) []float64 {
	if len(a) == 0 || len(b) == 0 {
		return nil
	}
	out := make([]float64, len(a)+len(b)-1)
	for i, x := range a {
		if x == 0 {
			continue
		}
		for j, y := range b {
			out[i+j] += x * y
		}
	}
	return trim(out)
}

// trim drops the trailing entries whose mass together is below poolTail.
func trim(d []float64) []float64 {
	tail := 0.0
	n := len(d)
	for n > 1 && tail+d[n-1] < poolTail {
		tail += d[n-1]
		n--
	}
	return d[:n]
}

// powers holds the distributions of the sums of 0, 1, 2... draws from
// one distribution, each convolved from the one before as wanted.
type powers struct {
	d  []float64
	of [][]float64
}

// newPowers returns the powers of d, none computed but the sum of no
// draw.
func newPowers(d []float64) *powers { return &powers{d: d, of: [][]float64{{1}}} }

// at returns the distribution of the sum of n >= 0 draws; the slice is
// shared and must not be changed.
func (p *powers) at(n int) []float64 {
	for len(p.of) <= n {
		p.of = append(p.of, convolve(p.of[len(p.of)-1], p.d))
	}
	return p.of[n]
}

func pow(x float64, n int) float64 {
	r := 1.0
	for ; n > 0; n-- {
		r *= x
	}
	return r
}

// Check reports what in r, a roll read from a saved battle, no Pool of
// sides-sided dice of at most most dice could have rolled: more dice or
// successes than most, or a face off the die.
func (r *PoolRoll) Check(sides, most int) error {
	if len(r.Dice)+len(r.Rerolled)+len(r.Explosions) > most || r.Successes < 0 || r.Successes > most {
		return fmt.Errorf("a roll of %d dice", len(r.Dice)+len(r.Explosions))
	}
	for _, list := range [][]int{r.Dice, r.Rerolled, r.Explosions} {
		for _, d := range list {
			if d < 1 || d > sides {
				return fmt.Errorf("a die showing %d", d)
			}
		}
	}
	return nil
}
