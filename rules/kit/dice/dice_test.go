package dice_test

import (
	"math"
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/ads"
	"sightline/rules/kit/dice"
)

// near fails t unless got is within tol of want.
func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.Abs(got-want) > tol {
		t.Errorf("%s = %.9g, want %.9g", what, got, want)
	}
}

// agrees rolls e n times and checks every value's frequency against
// Dist within 4.5 standard errors, and that the dice logged are the
// dice rolled.
func agrees(t *testing.T, e dice.Expr, n int, seed uint64) {
	t.Helper()
	d := e.Dist()
	near(t, e.String()+" total mass", d.Total(), 1, 1e-9)
	src := rules.NewDice(seed, 1)
	count := map[int]int{}
	for i := 0; i < n; i++ {
		r := e.Roll(src)
		count[r.Value]++
		if len(r.Dice) == 0 && d.Min() != d.Max() {
			t.Fatalf("%s: a roll logged no dice", e)
		}
	}
	for v := range count {
		if d.P(v) == 0 {
			t.Errorf("%s rolled %d, which its distribution gives no chance", e, v)
		}
	}
	d.Each(func(v int, p float64) {
		obs := float64(count[v]) / float64(n)
		se := math.Sqrt(p * (1 - p) / float64(n))
		if se > 0 && math.Abs(obs-p) > 4.5*se+1e-12 {
			t.Errorf("%s: P(%d) = %.5f, rolled %.5f (%d rolls, z=%.1f)", e, v, p, obs, n, (obs-p)/se)
		}
	})
}

func TestRollsMatchDist(t *testing.T) {
	for i, e := range []dice.Expr{
		dice.Die(20),
		dice.Sum(dice.Die(20), dice.Const(5)),
		dice.Sum(dice.Die(6), dice.Die(6), dice.Const(-2)),
		dice.Lowest(2, dice.Die(20)),
		dice.Highest(2, dice.Die(20)),
		dice.Highest(3, dice.Sum(dice.Die(4), dice.Die(4))),
		dice.Map(dice.Sum(dice.Die(20), dice.Const(-8)), "min 0", func(v int) int { return max(v, 0) }),
		dice.Degrees(dice.Die(100), 45, 1, 100),
		dice.Thresholds(dice.Sum(dice.Die(20), dice.Const(6)), 12, 5, 1),
		dice.Pool{N: 3, Sides: 10, Success: 6, Explode: 9},
		dice.Pool{N: 2, Sides: 10, Success: 6, Explode: 9, Rerolls: 2},
		dice.Pool{N: 4, Sides: 10, Success: 6, Explode: 9, Rerolls: 3},
		dice.Pool{N: 1, Sides: 10, Success: 6, Explode: 9, Rerolls: 2},
	} {
		agrees(t, e, 200000, uint64(i+1))
	}
}

func TestDistAlgebra(t *testing.T) {
	d20 := dice.Die(20).Dist()
	near(t, "P(1d20+5 > 15)", dice.Beats(d20.Shift(5), 15), 0.5, 1e-12)
	near(t, "P(1d20 >= 12)", dice.Meets(d20, 12), 0.45, 1e-12)
	two := dice.Sum(dice.Die(6), dice.Die(6)).Dist()
	near(t, "P(2d6 = 7)", two.P(7), 6.0/36, 1e-12)
	near(t, "mean 2d6", two.Mean(), 7, 1e-12)
	near(t, "var 2d6", two.Var(), 35.0/6, 1e-12)
	kl := dice.Lowest(2, dice.Die(20)).Dist()
	near(t, "P(2d20kl1 = 1)", kl.P(1), 39.0/400, 1e-12)
	near(t, "P(2d20kl1 = 20)", kl.P(20), 1.0/400, 1e-12)
	cl := dice.Sum(dice.Die(20), dice.Const(-10)).Dist().Clamp(0, 5)
	near(t, "P(clamp = 0)", cl.P(0), 0.5, 1e-12)
	near(t, "P(clamp = 5)", cl.P(5), 0.3, 1e-12)
	less, eq, gt := d20.Compare(d20)
	near(t, "d20 vs d20 tie", eq, 0.05, 1e-12)
	near(t, "d20 vs d20 symmetric", less, gt, 1e-12)
	near(t, "contest of equals", dice.Contest(d20, d20), 0.5, 1e-12)
}

// TestDegreesOracle checks d100.md's worked examples: TN 40, roll 12 is
// 3 DoS, 35 is 1 DoS, 41 a miss; Ag 40 dodging with a 22 has 2 DoS.
func TestDegreesOracle(t *testing.T) {
	for _, c := range []struct{ roll, tn, want int }{
		{12, 40, 3}, {35, 40, 1}, {41, 40, -1}, {22, 40, 2}, {1, 0, 1}, {100, 100, -1}, {95, 40, -6},
	} {
		if got := dice.DegreesOf(c.roll, c.tn, 1, 100); got != c.want {
			t.Errorf("DegreesOf(%d, %d) = %d, want %d", c.roll, c.tn, got, c.want)
		}
	}
	d := dice.Degrees(dice.Die(100), 40, 1, 100).Dist()
	near(t, "P(pass at TN 40)", d.AtLeast(1), 0.40, 1e-12)
	near(t, "P(3 DoS at TN 40)", d.P(3), 0.10, 1e-12)
}

// TestLowerWinsOracle checks teamturn.md's challenge: attacker target 10
// rolls 7; a defender that fails loses, one that rolls 7 ties (a miss),
// one that rolls 9 passes higher (a hit).
func TestLowerWinsOracle(t *testing.T) {
	for _, c := range []struct {
		a, d int
		want bool
	}{{7, 15, true}, {7, 7, false}, {7, 9, true}, {7, 5, false}, {11, 15, false}} {
		if got := dice.LowerWinsRoll(c.a, 10, c.d, 12); got != c.want {
			t.Errorf("attacker %d vs defender %d: %v, want %v", c.a, c.d, got, c.want)
		}
	}
	d20 := dice.Die(20).Dist()
	want := 0.0
	for a := 1; a <= 20; a++ {
		for d := 1; d <= 20; d++ {
			if dice.LowerWinsRoll(a, 10, d, 12) {
				want += 1.0 / 400
			}
		}
	}
	near(t, "LowerWins", dice.LowerWins(d20, 10, d20, 12), want, 1e-12)
	fav := dice.Favour(1, dice.Die(20))
	if r := fav.Roll(fixed{14, 6}); r.Value != 6 || len(r.Dice) != 2 {
		t.Errorf("favourable [14 6] = %+v, want 6 from two dice", r)
	}
	if r := dice.Favour(-1, dice.Die(20)).Roll(fixed{14, 6}); r.Value != 14 {
		t.Errorf("unfavourable [14 6] = %+v, want 14", r)
	}
}

// fixed is a Source that returns its faces in turn.
type fixed []int

func (f fixed) D(int) int {
	v := f[0]
	copy(f, f[1:])
	return v
}

// TestPoolRerollsEachDudOnce rolls one die with two rerolls as ADS's
// reading has it: a dud rerolled to a dud stays.
func TestPoolRerollsEachDudOnce(t *testing.T) {
	r := dice.Pool{N: 1, Sides: 10, Success: 6, Explode: 9, Rerolls: 2}.Roll(fixed{2, 3, 7})
	if r.Value != 0 || len(r.Dice) != 2 {
		t.Errorf("1 die, 2 rerolls, faces 2 then 3: %+v, want no success from two dice", r)
	}
	r = dice.Pool{N: 2, Sides: 10, Success: 6, Explode: 9, Rerolls: 1}.Roll(fixed{4, 2, 9, 6})
	if r.Value != 2 || len(r.Dice) != 4 {
		t.Errorf("faces 4 2, the 2 rerolled to 9, exploding to 6: %+v, want 2 successes (the 4 stays a dud) from 4 dice", r)
	}
	near(t, "P(no success | 1 die, 2 rerolls)", dice.Pool{N: 1, Sides: 10, Success: 6, Explode: 9, Rerolls: 2}.Dist().P(0), 0.25, 1e-12)
}

// TestPoolRollKeepsEveryFace rolls pools on fixed faces and checks that
// RollPool keeps the faces the rerolls replaced (the log of an opposed
// roll shows them, issue #37) and that Roll lists every die in the order
// rolled: the first roll as it came, the rerolls, the explosions.
func TestPoolRollKeepsEveryFace(t *testing.T) {
	p := dice.Pool{N: 3, Sides: 10, Success: 6, Explode: 9, Rerolls: 2}
	// 5 2 7: the 2 then the 5 rerolled (lowest first), to 9 and 3; the 9
	// explodes to 6.
	r := p.RollPool(fixed{5, 2, 7, 9, 3, 6})
	want := dice.PoolRoll{Dice: []int{3, 9, 7}, Rerolled: []int{2, 5}, Explosions: []int{6}, Successes: 3}
	if !slices.Equal(r.Dice, want.Dice) || !slices.Equal(r.Rerolled, want.Rerolled) || !slices.Equal(r.Explosions, want.Explosions) || r.Successes != want.Successes {
		t.Errorf("RollPool on 5 2 7 9 3 6: %+v, want %+v", r, want)
	}
	if got := r.Faces(); !slices.Equal(got, []int{3, 9, 7, 6}) {
		t.Errorf("Faces: %v, want 3 9 7 6", got)
	}
	if c := r.Clone(); &c.Dice[0] == &r.Dice[0] || !slices.Equal(c.Rerolled, r.Rerolled) {
		t.Error("Clone shares the dice or lost the rerolled faces")
	}
	rr := p.Roll(fixed{5, 2, 7, 9, 3, 6})
	if rr.Value != 3 || !slices.Equal(rr.Dice, []int{5, 2, 7, 9, 3, 6}) {
		t.Errorf("Roll on 5 2 7 9 3 6: %+v, want 3 successes from the dice in the order rolled", rr)
	}
}

// TestPoolEqualsADS checks that ADS's table of pools is the kit's, to the
// last bit: ADS rolls and prices its pools through the kit (G2).
func TestPoolEqualsADS(t *testing.T) {
	for n := 0; n <= 20; n++ {
		for rr := 0; rr <= 6; rr++ {
			want := ads.PoolDist(n, rr)
			got := dice.Pool{N: n, Sides: 10, Success: 6, Explode: 9, Rerolls: min(rr, n)}.Probs()
			if !slices.Equal(got, want) {
				t.Errorf("pool %d, %d rerolls: %v, ADS %v", n, rr, got, want)
			}
		}
	}
}
