package ads

import "sightline/rules"

// Total is a roll's result: successes on the dice plus flat modifiers, each
// with its source, clamped at 0 (G7).
type Total struct {
	Successes int         `json:"successes"`
	Mods      []rules.Mod `json:"mods,omitempty"`
	// Value is max(0, Successes + sum of Mods).
	Value int `json:"value"`
}

// NewTotal adds the modifiers to the successes and clamps the sum at 0.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func NewTotal(successes int, mods ...rules.Mod) Total {
	v := successes
	for _, m := range mods {
		v += m.Value
	}
	if v < 0 {
		v = 0
	}
	return Total{Successes: successes, Mods: mods, Value: v}
}

// ModSum returns the sum of the modifiers' values.
func ModSum(mods []rules.Mod) int {
	s := 0
	for _, m := range mods {
		s += m.Value
	}
	return s
}

// AttackPenalty is the cumulative multiple-attack penalty of the n-th attack
// action of a round (n from 1): 0, -1, -2, ...
func AttackPenalty(n int) int {
	if n <= 1 {
		return 0
	}
	return -(n - 1)
}

// DefencePenalty is the cumulative multiple-defence penalty of the n-th
// defence of a round (n from 1): 0 for the first three, then -1, -2, ...
func DefencePenalty(n int) int {
	if n <= 3 {
		return 0
	}
	return -(n - 3)
}

// WoundPenalty is the penalty on skill tests for a character at 0 Stamina
// with the given Wounds: -max(1, Wounds/3); 0 while Stamina is above 0 or
// there are no Wounds.
func WoundPenalty(stamina, wounds int) int {
	if stamina > 0 || wounds <= 0 {
		return 0
	}
	p := wounds / 3
	if p < 1 {
		p = 1
	}
	return -p
}

// PummelHits is the number of hits a Pummel with margin m deals:
// 1 + floor((m-1)/2), and none when m < 1.
func PummelHits(m int) int {
	if m < 1 {
		return 0
	}
	return 1 + (m-1)/2
}

// Raw returns the total before the clamp at 0: successes plus every
// modifier.
func (t Total) Raw() int {
	v := t.Successes
	for _, m := range t.Mods {
		v += m.Value
	}
	return v
}
