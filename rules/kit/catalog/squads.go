package catalog

import (
	"fmt"

	"sightline/rules"
)

// Unknown returns the first of ids that known does not resolve, and
// whether there is one: a unit's weapon, a squad's unit that is not in
// the content.
func Unknown(ids []string, known func(id string) bool) (string, bool) {
	for _, id := range ids {
		if !known(id) {
			return id, true
		}
	}
	return "", false
}

// CheckSquads reports the first unit template a squad names that known
// does not resolve, as `squad "id": unknown unit "id"`.
func CheckSquads(squads []rules.Squad, known func(id string) bool) error {
	for _, s := range squads {
		if u, ok := Unknown(s.Units, known); ok {
			return fmt.Errorf("squad %q: unknown unit %q", s.ID, u)
		}
	}
	return nil
}
