package ai

import (
	"sightline/rules"
	"sightline/rules/grid"
)

// exactKey is what an estimate for one seen enemy depends on when only
// one end of the line moves: the distance, the cover at the moving end and
// which end stands higher.
type exactKey struct {
	k, d        int
	cover, elev int8
	mine        bool // true: the unit attacking the enemy; false: the enemy attacking the unit
	melee       bool // the enemy striking from next to the square
}

// exact prices squares with the battle's own odds of hypothetical attacks
// (rules.Estimator), for the hard level: the harm each seen enemy's weapon
// in hand would do to the unit on a square, and the harm the unit would
// do to each from it. Estimates are cached per decision.
type exact struct {
	est   rules.Estimator
	cache map[exactKey]float64
}

// elevSign is -1, 0 or 1 as a stands lower than, level with or higher
// than b.
func elevSign(f *grid.Field, a, b grid.Pos) int8 {
	ea, eb := f.At(a).Elevation, f.At(b).Elevation
	switch {
	case ea < eb:
		return -1
	case ea > eb:
		return 1
	}
	return 0
}

// harm returns the weighed expected harm of the attacker's best weapon on
// target (any it holds, as it may draw it), 0 when no attack can be made.
func (x *exact) harm(w *weights, key exactKey, attacker *rules.Unit, target int, from, to grid.Pos) float64 {
	if v, ok := x.cache[key]; ok {
		return v
	}
	v := 0.0
	for wi := range attacker.Weapons {
		o, err := x.est.EstimateOdds(attacker.ID, wi, target, from, to)
		if err != nil {
			continue
		}
		v = max(v, harmOf(w, o)*w.ExactScale)
	}
	x.cache[key] = v
	return v
}
