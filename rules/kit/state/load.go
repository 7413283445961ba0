package state

import (
	"encoding/json"
	"fmt"

	"sightline/rules/grid"
)

// Load reads data, a battle saved by ruleset id, into *s for a battle on
// field f, and checks what it read with check (a ruleset's load checks,
// check.go): a save without a field, that does not parse or that check
// refuses is one error, prefixed "id: saved battle: ".
func Load[T any](id string, f *grid.Field, data []byte, s *T, check func() error) error {
	if f == nil {
		return fmt.Errorf("%s: saved battle: no battlefield", id)
	}
	if err := json.Unmarshal(data, s); err != nil {
		return fmt.Errorf("%s: saved battle: %v", id, err)
	}
	if err := check(); err != nil {
		return fmt.Errorf("%s: saved battle: %v", id, err)
	}
	return nil
}
