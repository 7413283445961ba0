// Package setup holds the ruleset kit's battle set-up: the squads of a
// rules.Setup placed on their spawn zones, the same in every ruleset.
package setup

import (
	"fmt"
	"slices"

	"sightline/rules"
	"sightline/rules/grid"
)

// Placed is one unit to create: its side, template and square, in the
// order units are numbered (side by side, each squad in its order).
type Placed struct {
	Side     int
	Template string
	Pos      grid.Pos
}

// Place reads s's sides, each a default squad of squads or a list of
// template ids, and places their units on the first free walkable
// squares of their spawn zones (grid.Field.Spawns). known reports
// whether a template id exists. Errors are one line, prefixed with the
// ruleset's id: no field, fewer than two sides, an unknown squad or
// unit, a spawn zone too small.
func Place(id string, s rules.Setup, squads []rules.Squad, known func(template string) bool) ([]Placed, error) {
	if s.Field == nil {
		return nil, fmt.Errorf("%s: no battlefield", id)
	}
	if len(s.Sides) < 2 {
		return nil, fmt.Errorf("%s: need at least two sides, have %d", id, len(s.Sides))
	}
	spawns, err := s.Field.Spawns(len(s.Sides))
	if err != nil {
		return nil, err
	}
	var out []Placed
	taken := map[grid.Pos]bool{}
	for side, ss := range s.Sides {
		ids := ss.Units
		if ss.Squad != "" || len(ids) == 0 {
			i := slices.IndexFunc(squads, func(q rules.Squad) bool { return q.ID == ss.Squad })
			if i < 0 {
				return nil, fmt.Errorf("%s: side %d: unknown squad %q", id, side+1, ss.Squad)
			}
			ids = squads[i].Units
		}
		var free []grid.Pos
		for _, p := range spawns[side] {
			if s.Field.Walkable(p) && !taken[p] {
				free = append(free, p)
			}
		}
		if len(free) < len(ids) {
			return nil, fmt.Errorf("%s: map %q: side %d's spawn zone has %d free squares for %d units", id, s.Field.Name, side+1, len(free), len(ids))
		}
		for i, t := range ids {
			if !known(t) {
				return nil, fmt.Errorf("%s: side %d: unknown unit %q", id, side+1, t)
			}
			taken[free[i]] = true
			out = append(out, Placed{Side: side, Template: t, Pos: free[i]})
		}
	}
	return out, nil
}
