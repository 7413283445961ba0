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

// CheckOrigin reports a state saved by a ruleset other than id, or
// without its dice.
func CheckOrigin(saved, id string, dice bool) error {
	switch {
	case saved != id:
		return fmt.Errorf("it is for ruleset %q", saved)
	case !dice:
		return fmt.Errorf("it has no dice state")
	}
	return nil
}

// CheckCounts reports a round outside 1 to maxRounds, fewer than 2 or
// more than 8 sides, no units or more than 256, or a winner that is
// neither a side nor -1 (none yet, or a draw).
func CheckCounts(round, maxRounds, sides, units, winner int) error {
	switch {
	case round < 1 || round > maxRounds:
		return fmt.Errorf("round %d is out of range", round)
	case sides < 2 || sides > 8:
		return fmt.Errorf("%d sides", sides)
	case units == 0 || units > 256:
		return fmt.Errorf("%d units", units)
	case winner < -1 || winner >= sides:
		return fmt.Errorf("winner %d is no side", winner)
	}
	return nil
}

// CheckUnit reports the first fault of saved unit i that every ruleset
// checks: its template unknown (known is false), its id not i, its side
// not one of sides, or its square off field f.
func CheckUnit(f *grid.Field, i int, template string, known bool, id, side, sides int, at grid.Pos) error {
	switch {
	case !known:
		return fmt.Errorf("unit %d: unknown template %q", i, template)
	case id != i:
		return fmt.Errorf("unit %d has id %d", i, id)
	case side < 0 || side >= sides:
		return fmt.Errorf("unit %d: side %d", i, side)
	case !f.In(at):
		return fmt.Errorf("unit %d stands off the map at %v", i, at)
	}
	return nil
}
