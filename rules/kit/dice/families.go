package dice

import "fmt"

// Degrees returns the d100 roll-under test of d100.md §2 as signed
// degrees: a pass is 1 + ⌊(tn − roll)/10⌋ degrees of success (at least
// 1), a failure −(1 + ⌊(roll − tn)/10⌋) degrees of failure (at most −1);
// a roll of autoPass always passes and of autoFail always fails (0 for
// neither). die is the d100 (Die(100)).
func Degrees(die Expr, tn, autoPass, autoFail int) Expr {
	return Map(die, fmt.Sprintf("degrees vs %d", tn), func(r int) int {
		return DegreesOf(r, tn, autoPass, autoFail)
	})
}

// DegreesOf is the signed degrees of one d100 roll r against tn, as
// Degrees reads them.
func DegreesOf(r, tn, autoPass, autoFail int) int {
	pass := r <= tn
	if autoPass != 0 && r == autoPass {
		pass = true
	}
	if autoFail != 0 && r == autoFail {
		pass = false
	}
	if pass {
		return 1 + max(0, tn-r)/10
	}
	return -(1 + max(0, r-tn)/10)
}

// Favour returns die rolled with net favour: n > 0 favourable (two dice,
// the lower kept, for a roll-under system where lower is better), n < 0
// unfavourable (the higher kept), 0 one die. Favour does not stack, so
// only the sign of n counts (teamturn.md §2: one favourable cancels one
// unfavourable).
func Favour(n int, die Expr) Expr {
	switch {
	case n > 0:
		return Lowest(2, die)
	case n < 0:
		return Highest(2, die)
	}
	return die
}

// LowerWins returns the probability that the attacker wins teamturn's
// challenge: att and def are the two rolls' distributions, attTarget and
// defTarget their targets (a roll passes at or under its target). The
// attacker must pass; if the defender passes too, the attacker's roll
// must be lower (a tie is a miss).
func LowerWins(att Dist, attTarget int, def Dist, defTarget int) float64 {
	p := 0.0
	att.Each(func(a int, pa float64) {
		if a > attTarget {
			return
		}
		// The defender fails, or passes with a higher roll.
		p += pa * (def.AtLeast(defTarget+1) + def.AtMost(defTarget) - def.AtMost(min(a, defTarget)))
	})
	return p
}

// LowerWinsRoll is LowerWins for one pair of rolled values.
func LowerWinsRoll(a, attTarget, d, defTarget int) bool {
	return a <= attTarget && (d > defTarget || a < d)
}

// Contest returns the probability that a wins a contest of higher totals
// in which a tie is rolled again (majorminor's Contested Check): the
// chance that a's total beats b's, given that they differ.
func Contest(a, b Dist) float64 {
	_, eq, gt := a.Compare(b)
	if eq >= 1 {
		return 0.5
	}
	return gt / (1 - eq)
}

// Beats returns the probability that e's value is above target: a hit in
// majorminor, where the Defense Check wins ties.
func Beats(e Dist, target int) float64 { return e.AtLeast(target + 1) }

// Meets returns the probability that e's value is target or more: ail's
// Challenge Target, which a roll must meet or exceed.
func Meets(e Dist, target int) float64 { return e.AtLeast(target) }

// Thresholds returns the distribution of ail's threshold benefits of a
// roll e against ct: for a roll that meets ct, ⌊(roll − ct)/n⌋ capped at
// limit (limit < 0: no cap); a roll that misses counts −1.
func Thresholds(e Expr, ct, n, limit int) Expr {
	return Map(e, fmt.Sprintf("thresholds of %d over %d", n, ct), func(r int) int {
		return ThresholdsOf(r, ct, n, limit)
	})
}

// ThresholdsOf is Thresholds for one rolled value.
func ThresholdsOf(r, ct, n, limit int) int {
	if r < ct {
		return -1
	}
	k := (r - ct) / n
	if limit >= 0 {
		k = min(k, limit)
	}
	return k
}
