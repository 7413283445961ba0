//go:build !js

package teamturn

// The odds checker's hooks (rules.OddsAssumer, rules.UnitPreparer) serve
// sim odds, rules/oddscheck and the conformance suite, none of which the
// browser runs: its build leaves them out, since the linker keeps every
// exported method of a type that reaches an interface there, called or
// not (issue #38).

import (
	"strings"

	"sightline/rules"
)

// PrepareUnit sets unit's track "HP" and gives it the statuses
// "dodging", "helped" or "stun" (one stun counter) for sim odds
// scenarios (rules.UnitPreparer).
func (b *Battle) PrepareUnit(unit int, tracks []rules.Track, statuses []string) error {
	if unit < 0 || unit >= len(b.S.Units) {
		return errorf("no unit %d", unit)
	}
	u := &b.S.Units[unit]
	max := b.spec(u).MaxHP
	for _, t := range tracks {
		if strings.ToLower(t.Name) != "hp" {
			return errorf("teamturn units have no %q to set (HP)", t.Name)
		}
		if t.Value < 1 || t.Value > max {
			return errorf("HP %d: must be 1 to %d", t.Value, max)
		}
	}
	for _, s := range statuses {
		switch s {
		case "dodging", "helped", counterStun:
		default:
			return errorf("teamturn has no status %q a unit can be given alone (dodging, helped, stun)", s)
		}
	}
	for _, t := range tracks {
		u.HP = t.Value
	}
	for _, s := range statuses {
		switch s {
		case "dodging":
			u.Dodging = true
		case "helped":
			u.Helped = true
		default:
			u.addCounter(counterStun, 1)
		}
	}
	return nil
}
