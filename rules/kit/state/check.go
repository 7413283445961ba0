package state

import (
	"fmt"

	"sightline/rules/grid"
)

// A saved battle is bad input: a ruleset's Load checks every index,
// count and name in the state it reads before the battle is used, so that
// an edited or broken save gets a one-line error, never a panic. These
// are the checks every ruleset's state needs; their errors are phrases a
// ruleset prefixes with what it checked ("unit 3: ...").

// InRange reports whether 0 <= v <= most.
func InRange(v, most int) bool { return v >= 0 && v <= most }

// IsIndex reports whether i indexes a list of n.
func IsIndex(i, n int) bool { return i >= 0 && i < n }

// CheckIDs reports the first of ids that indexes no unit of n, and a list
// longer than most; what names the list in the error ("turn order").
func CheckIDs(what string, ids []int, n, most int) error {
	if len(ids) > most {
		return fmt.Errorf("a %s of %d for %d units", what, len(ids), n)
	}
	for _, id := range ids {
		if !IsIndex(id, n) {
			return fmt.Errorf("%s names unit %d of %d", what, id, n)
		}
	}
	return nil
}

// CheckPath reports a walk under way that cannot be on field f: longer
// than the field has squares, its next step next out of the path, or a
// square off the map.
func CheckPath(f *grid.Field, path []grid.Pos, next int) error {
	if len(path) > f.W*f.H || next < 0 || next > len(path) {
		return fmt.Errorf("step %d of a path of %d", next, len(path))
	}
	for _, p := range path {
		if !f.In(p) {
			return fmt.Errorf("a path off the map at %v", p)
		}
	}
	return nil
}
