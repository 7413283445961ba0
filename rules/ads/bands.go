package ads

import (
	"fmt"

	"sightline/rules"
)

// RangeBands lists the range bands of a unit's weapon (§8.2), nearest
// first, for the client's range overlay. It follows RangeMod exactly.
func (b *Battle) RangeBands(unit, weapon int) []rules.RangeBand {
	if unit < 0 || unit >= len(b.s.Units) {
		return nil
	}
	u := &b.s.Units[unit]
	if weapon < 0 || weapon >= len(b.spec(u).Weapons) {
		return nil
	}
	w := b.weapon(u, weapon)
	if w.Melee {
		return nil
	}
	var out []rules.RangeBand
	last, lastMod := 0, 0
	for d := 1; ; d++ {
		m, ok := RangeMod(d, w.Range)
		if !ok {
			break
		}
		if d > 1 && m != lastMod {
			out = append(out, rules.RangeBand{Max: last, Mod: lastMod, Label: fmt.Sprintf("%+d", lastMod)})
		}
		last, lastMod = d, m
	}
	if last > 0 {
		out = append(out, rules.RangeBand{Max: last, Mod: lastMod, Label: fmt.Sprintf("%+d", lastMod)})
	}
	return out
}

// MaxRounds returns the last round a battle plays (the package constant
// MaxRounds), for rules.RoundLimiter.
func (b *Battle) MaxRounds() int { return MaxRounds }
