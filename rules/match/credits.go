package match

import "sightline/rules"

// Credits gives each unit taken out of the fight to whatever last damaged
// it (a unit, a weapon: the caller's choice of T), once, however often the
// unit is then reported down or dead. It is the rule by which the game's
// results and sim battle both count takedowns. The zero value is ready.
type Credits[T comparable] struct {
	last map[int]T
	down map[int]bool
}

// Hit records that unit target took damage from by.
func (c *Credits[T]) Hit(target int, by T) {
	if c.last == nil {
		c.last = map[int]T{}
	}
	c.last[target] = by
}

// Down records that unit went out of the fight and returns whom it
// counts for; ok is false when nothing damaged it, or when it was counted
// already.
func (c *Credits[T]) Down(unit int) (by T, ok bool) {
	if c.down[unit] {
		return by, false
	}
	if c.down == nil {
		c.down = map[int]bool{}
	}
	c.down[unit] = true
	by, ok = c.last[unit]
	return by, ok
}

// Sides gives each unit id its side (-1 for an id no unit has), so that
// the game's results and sim battle tell damage to an ally (an ADS shot
// that strays into melee) from damage to an enemy by the same rule.
type Sides []int

// SidesOf returns the sides of units, by unit id.
func SidesOf(units []rules.Unit) Sides {
	var s Sides
	for _, u := range units {
		for len(s) <= u.ID {
			s = append(s, -1)
		}
		s[u.ID] = u.Side
	}
	return s
}

// Allies reports whether a and b are two units of one side, both known.
func (s Sides) Allies(a, b int) bool {
	return a != b && a >= 0 && b >= 0 && a < len(s) && b < len(s) && s[a] >= 0 && s[a] == s[b]
}
