package sight

import (
	"slices"

	"sightline/rules/grid"
)

// Seen is which units each side sees, remembered with what a ruleset's
// rule of sight reads of the units (Look): a ruleset whose sight depends
// on those and the field alone (which never changes) asks Seen rather
// than working its sight out again for each movement search's key. It is
// exact, whatever changed the state and however: no version, no
// invalidation. It lives in a battle's scratch space (a clone starts
// without); the zero value is empty.
type Seen struct {
	sides []seenBy
	looks []Look
}

// Look is what a rule of sight reads of one unit.
type Look struct {
	Pos                grid.Pos
	Up, Hidden, Absent bool
}

// seenBy is one side's sight of every unit, for the units as looks holds
// them.
type seenBy struct {
	side  int
	looks []Look
	seen  []bool
}

// Of returns, for each of n units in order, whether side sees it by the
// rule sees, worked out again only when what look tells of some unit
// changed since side last asked (a unit moved, fell, hid or left). The
// list is the memo's: it must not be changed, and holds until the next
// call.
func (s *Seen) Of(side, n int, look func(i int) Look, sees func(side, i int) bool) []bool {
	s.looks = s.looks[:0]
	for i := range n {
		s.looks = append(s.looks, look(i))
	}
	var e *seenBy
	for i := range s.sides {
		if s.sides[i].side == side {
			e = &s.sides[i]
		}
	}
	if e == nil {
		s.sides = append(s.sides, seenBy{side: side})
		e = &s.sides[len(s.sides)-1]
	} else if slices.Equal(e.looks, s.looks) {
		return e.seen
	}
	e.looks = append(e.looks[:0], s.looks...)
	e.seen = e.seen[:0]
	for i := range n {
		e.seen = append(e.seen, sees(side, i))
	}
	return e.seen
}
