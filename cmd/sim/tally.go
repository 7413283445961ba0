package main

import (
	"sort"
	"strings"

	"sightline/rules"
	"sightline/rules/match"
)

// tally counts what happened in one battle, from its events: damage dealt
// to enemies and to allies and units taken out per weapon, and how often
// each action was used. Damage to a unit of the attacker's own side (an
// ADS shot that strays into melee) is counted apart and earns no
// takedown, so that a weapon's figures tell what it does to the enemy.
//
// Damage events name the attacker but not the weapon, so the tally gives
// each hit to the weapon of the attacker's latest declared attack (an
// action event with a target). In ADS an attack resolves right after it is
// declared, once the defender answers, so that is the weapon that hit.
type tally struct {
	weapons [][]string     // weapon names by unit id and weapon index
	sides   match.Sides    // side by unit id
	current map[int]string // unit id -> weapon of its latest attack
	damage  map[string]int
	allies  map[string]int // damage to units of the bearer's own side
	actions map[string]int
	// takedowns counts the units each weapon put out of the fight: the
	// weapon that last damaged a unit before it went down (or died
	// without going down first), as credits gives them.
	takedowns map[string]int
	credits   match.Credits[string]
}

// newTally starts a tally for battle b, reading its units' weapons once.
func newTally(b rules.Battle) *tally {
	var weapons [][]string
	units := b.Units()
	for _, u := range units {
		names := make([]string, len(u.Weapons))
		for i, w := range u.Weapons {
			names[i] = w.Name
		}
		for len(weapons) <= u.ID {
			weapons = append(weapons, nil)
		}
		weapons[u.ID] = names
	}
	return newTallyOf(weapons, match.SidesOf(units))
}

// newTallyOf starts a tally of units with the given weapon names, by unit
// id and weapon index, on the given sides, by unit id.
func newTallyOf(weapons [][]string, sides match.Sides) *tally {
	return &tally{weapons: weapons, sides: sides, current: map[int]string{}, damage: map[string]int{}, allies: map[string]int{},
		actions: map[string]int{}, takedowns: map[string]int{}}
}

// add counts one applied command's events.
func (t *tally) add(c rules.Command, ev []rules.Event) {
	for _, e := range ev {
		if (e.Kind == rules.EvAction || e.Kind == rules.EvReaction) && e.Action == "" {
			continue // a happening told in the log, not an action used
		}
		switch e.Kind {
		case rules.EvAction:
			t.actions[e.Action]++
			if e.Target != rules.NoUnit && e.Unit == c.Unit && e.Unit >= 0 && e.Unit < len(t.weapons) {
				if w := t.weapons[e.Unit]; c.Weapon >= 0 && c.Weapon < len(w) {
					t.current[e.Unit] = w[c.Weapon]
				}
			}
		case rules.EvReaction:
			t.actions[e.Action]++
			// A reaction that shoots or strikes (an overwatch shot, a
			// reaction strike) fires the weapon its command names.
			if a := e.Action; (strings.Contains(a, "shot") || strings.Contains(a, "strike")) && e.Unit == c.Unit && e.Unit >= 0 && e.Unit < len(t.weapons) {
				if w := t.weapons[e.Unit]; c.Weapon >= 0 && c.Weapon < len(w) {
					t.current[e.Unit] = w[c.Weapon]
				}
			}
		case rules.EvDamage:
			name, ok := t.current[e.Unit]
			if !ok {
				name = "unknown"
			}
			if t.sides.Allies(e.Unit, e.Target) {
				t.allies[name] += e.Value
				continue
			}
			t.damage[name] += e.Value
			if e.Value > 0 && e.Unit != e.Target {
				t.credits.Hit(e.Target, name)
			}
		case rules.EvUnitDown, rules.EvUnitDead:
			if name, ok := t.credits.Down(e.Unit); ok {
				t.takedowns[name]++
			}
		}
	}
}

// counts is a name-to-count table that prints in a stable order.
type counts map[string]int

// merge adds o into c.
func (c counts) merge(o map[string]int) {
	for k, v := range o {
		c[k] += v
	}
}

// sorted returns the names by falling count, ties by name.
func (c counts) sorted() []string {
	keys := make([]string, 0, len(c))
	for k := range c {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if c[keys[i]] != c[keys[j]] {
			return c[keys[i]] > c[keys[j]]
		}
		return keys[i] < keys[j]
	})
	return keys
}
