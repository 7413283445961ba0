//go:build !js

package majorminor

// The odds checker's hooks (rules.OddsAssumer, rules.UnitPreparer) serve
// sim odds, rules/oddscheck and the conformance suite, none of which the
// browser runs: its build leaves them out, since the linker keeps every
// exported method of a type that reaches an interface there, called or
// not (issue #38).

import (
	"strings"

	"sightline/rules"
)

// PrepareUnit sets unit's tracks "HP" and "Defense Check" (its current
// check, kept when combat starts) for sim odds scenarios
// (rules.UnitPreparer); majorminor has no status a scenario can set
// alone.
func (b *Battle) PrepareUnit(unit int, tracks []rules.Track, statuses []string) error {
	if unit < 0 || unit >= len(b.S.Units) {
		return errorf("no unit %d", unit)
	}
	u := &b.S.Units[unit]
	max := b.spec(u).MaxHP
	if len(statuses) > 0 {
		return errorf("majorminor has no status %q a unit can be given alone", statuses[0])
	}
	for _, t := range tracks {
		switch strings.ToLower(t.Name) {
		case "hp":
			if t.Value <= -max || t.Value > max {
				return errorf("HP %d: must be above %d and at most %d", t.Value, -max, max)
			}
		case "defense check":
			if t.Value < 0 || t.Value > 60 {
				return errorf("defense check %d: must be 0 to 60", t.Value)
			}
		default:
			return errorf("majorminor units have no %q to set (HP, Defense Check)", t.Name)
		}
	}
	for _, t := range tracks {
		if strings.ToLower(t.Name) == "hp" {
			u.HP = t.Value
		} else {
			u.Defense, u.HasDefense = t.Value, true
		}
	}
	return nil
}
