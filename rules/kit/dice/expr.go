package dice

import (
	"fmt"
	"strings"
)

// Source is a stream of die rolls; *rules.Dice is one.
type Source interface {
	// D returns one roll of a die with the given number of sides, 1..sides.
	D(sides int) int
}

// Roll is one rolled Expr: its value and every die rolled for it, in the
// order rolled, for the combat log ("every die it rolls").
type Roll struct {
	Value int
	Dice  []int
}

// Expr is a roll's one definition. Roll rolls it; Dist gives the exact
// distribution of the values Roll returns. Exprs are made only by this
// package's constructors, each of which keeps the two in step.
type Expr interface {
	// Roll rolls the expression on src.
	Roll(src Source) Roll
	// Dist is the exact distribution of Roll's Value.
	Dist() Dist
	// String is the roll in a player's notation ("1d20+5", "2d20kl1").
	String() string
	// roll appends the dice it rolls to dice and returns the value.
	roll(src Source, dice []int) (int, []int)
}

// rollOf is Roll for every Expr.
func rollOf(e Expr, src Source) Roll {
	v, dice := e.roll(src, nil)
	return Roll{Value: v, Dice: dice}
}

// die is one die of n sides.
type die struct{ n int }

// Die returns one die of n sides (n >= 1), valued 1..n.
func Die(n int) Expr {
	if n < 1 {
		panic(fmt.Sprintf("dice.Die(%d): a die has at least one side", n))
	}
	return die{n}
}

func (d die) Roll(src Source) Roll { return rollOf(d, src) }
func (d die) Dist() Dist           { return Uniform(1, d.n) }
func (d die) String() string       { return fmt.Sprintf("1d%d", d.n) }
func (d die) roll(src Source, dice []int) (int, []int) {
	f := src.D(d.n)
	return f, append(dice, f)
}

// constant is a fixed number, rolling no die.
type constant struct{ k int }

// Const returns the fixed value k: a bonus or an adjustment.
func Const(k int) Expr { return constant{k} }

func (c constant) Roll(src Source) Roll { return rollOf(c, src) }
func (c constant) Dist() Dist           { return Point(c.k) }
func (c constant) String() string       { return fmt.Sprint(c.k) }
func (c constant) roll(_ Source, dice []int) (int, []int) {
	return c.k, dice
}

// sum is the total of its terms, rolled left to right.
type sum struct{ terms []Expr }

// Sum returns the total of the terms, rolled left to right: Sum(Die(20),
// Const(5)) is 1d20+5.
func Sum(terms ...Expr) Expr { return sum{append([]Expr(nil), terms...)} }

func (s sum) Roll(src Source) Roll { return rollOf(s, src) }
func (s sum) Dist() Dist {
	d := Point(0)
	for _, t := range s.terms {
		d = d.Add(t.Dist())
	}
	return d
}
func (s sum) String() string {
	var b strings.Builder
	for i, t := range s.terms {
		ts := t.String()
		if i > 0 && !strings.HasPrefix(ts, "-") {
			b.WriteByte('+')
		}
		b.WriteString(ts)
	}
	return b.String()
}
func (s sum) roll(src Source, dice []int) (int, []int) {
	total := 0
	for _, t := range s.terms {
		var v int
		v, dice = t.roll(src, dice)
		total += v
	}
	return total, dice
}

// keep rolls e n times and keeps the lowest or the highest.
type keep struct {
	e    Expr
	n    int
	high bool
}

// Lowest returns e rolled n times (n >= 1), keeping the lowest: a
// favourable roll where lower is better (teamturn's 2d20 keep lower).
func Lowest(n int, e Expr) Expr { return keepOf(n, e, false) }

// Highest returns e rolled n times (n >= 1), keeping the highest.
func Highest(n int, e Expr) Expr { return keepOf(n, e, true) }

func keepOf(n int, e Expr, high bool) Expr {
	if n < 1 {
		panic(fmt.Sprintf("dice: keep one of %d rolls", n))
	}
	if n == 1 {
		return e
	}
	return keep{e, n, high}
}

func (k keep) Roll(src Source) Roll { return rollOf(k, src) }
func (k keep) Dist() Dist {
	one := k.e.Dist()
	d := one
	for i := 1; i < k.n; i++ {
		if k.high {
			d = d.Max2(one)
		} else {
			d = d.Min2(one)
		}
	}
	return d
}
func (k keep) String() string {
	which := "kl"
	if k.high {
		which = "kh"
	}
	return fmt.Sprintf("%d(%s)%s1", k.n, k.e, which)
}
func (k keep) roll(src Source, dice []int) (int, []int) {
	best := 0
	for i := 0; i < k.n; i++ {
		var v int
		v, dice = k.e.roll(src, dice)
		if i == 0 || (k.high && v > best) || (!k.high && v < best) {
			best = v
		}
	}
	return best, dice
}

// mapped is f applied to e's value.
type mapped struct {
	e    Expr
	f    func(int) int
	name string
}

// Map returns f of e's value; f must be pure. name describes f in String
// ("min 0", "degrees vs 45").
func Map(e Expr, name string, f func(int) int) Expr { return mapped{e, f, name} }

func (m mapped) Roll(src Source) Roll { return rollOf(m, src) }
func (m mapped) Dist() Dist           { return m.e.Dist().Map(m.f) }
func (m mapped) String() string       { return fmt.Sprintf("%s (%s)", m.e, m.name) }
func (m mapped) roll(src Source, dice []int) (int, []int) {
	v, dice := m.e.roll(src, dice)
	return m.f(v), dice
}
