package maps

import (
	"fmt"

	"sightline/rules/grid"
)

// SmallestSquad is the fewest units a battle puts on a side: the smallest
// default squad of any registered ruleset (cmd/sim finds it), and a name
// for it in a warning, such as `Tesseris ADS "line"`.
type SmallestSquad struct {
	Units int
	Name  string
}

// SpawnRoom places a battle of sides sides with squads of units units each
// as the rulesets do (each side in spawn order on the first walkable
// squares of its zone that no earlier unit took) and returns the first
// side, from 0, whose zone lacks room, with the free squares it has. side
// is -1 when every squad fits, or when the field has no spawn zones for
// that many sides (the battle is refused for that, not for room).
func SpawnRoom(f *grid.Field, sides, units int) (side, free int) {
	zones, err := f.Spawns(sides)
	if err != nil {
		return -1, 0
	}
	taken := map[grid.Pos]bool{}
	for s, z := range zones {
		var room []grid.Pos
		for _, p := range z {
			if f.Walkable(p) && !taken[p] {
				room = append(room, p)
			}
		}
		if len(room) < units {
			return s, len(room)
		}
		for _, p := range room[:units] {
			taken[p] = true
		}
	}
	return -1, 0
}

// roomWarning returns the warning for a field on which not even a battle
// of two sides of squad's size fits, or "".
func roomWarning(f *grid.Field, squad SmallestSquad) string {
	if squad.Units <= 0 {
		return ""
	}
	side, free := SpawnRoom(f, 2, squad.Units)
	if side < 0 {
		return ""
	}
	squares := "squares"
	if free == 1 {
		squares = "square"
	}
	return fmt.Sprintf("warning: no battle fits: side %d's spawn zone has %d free %s, fewer than the %d units of the smallest default squad (%s); make the Spawn objects, or without them the map, larger",
		side+1, free, squares, squad.Units, squad.Name)
}
