package scenes

import (
	"sightline/rules"
	"sightline/rules/match"
)

// unitStats is what one unit did in a battle, for the results.
type unitStats struct {
	// Dealt and Taken are damage after soak, given to enemies and
	// received from anyone; Friendly is damage given to units of its own
	// side (a stray shot), which earns no takedown.
	Dealt    int `json:"dealt"`
	Taken    int `json:"taken"`
	Friendly int `json:"friendly"`
	// Shots and Hits count its projectiles and those that hit.
	Shots int `json:"shots"`
	Hits  int `json:"hits"`
	// Takedowns counts the enemies it put out of the fight: the last to
	// damage a unit before it went down (or died without going down
	// first) takes it down.
	Takedowns int `json:"takedowns"`
}

// battleStats tallies the battle's events per unit as the engine applies
// them (not as they are animated, so skipping animations changes
// nothing), for the results scene.
type battleStats struct {
	units []unitStats
	// sides gives each unit id's side, so that damage to an ally is not
	// counted as dealt.
	sides match.Sides
	// credits gives each unit out of the fight to the unit that last
	// damaged it.
	credits match.Credits[int]
}

// grow makes room for unit id.
func (st *battleStats) grow(id int) {
	for len(st.units) <= id {
		st.units = append(st.units, unitStats{})
	}
}

// add counts one event.
func (st *battleStats) add(e rules.Event) {
	switch e.Kind {
	case rules.EvShot:
		if e.Unit < 0 {
			return
		}
		st.grow(e.Unit)
		st.units[e.Unit].Shots++
		if e.Hit {
			st.units[e.Unit].Hits++
		}
	case rules.EvDamage:
		if e.Target < 0 {
			return
		}
		st.grow(max(e.Target, e.Unit))
		st.units[e.Target].Taken += e.Value
		if st.sides.Allies(e.Unit, e.Target) {
			st.units[e.Unit].Friendly += e.Value
		} else if e.Unit >= 0 && e.Unit != e.Target {
			st.units[e.Unit].Dealt += e.Value
			if e.Value > 0 {
				st.credits.Hit(e.Target, e.Unit)
			}
		}
	case rules.EvUnitDown, rules.EvUnitDead:
		if e.Unit < 0 {
			return
		}
		if by, ok := st.credits.Down(e.Unit); ok {
			st.units[by].Takedowns++
		}
	}
}

// of returns unit id's stats.
func (st *battleStats) of(id int) unitStats {
	if id < 0 || id >= len(st.units) {
		return unitStats{}
	}
	return st.units[id]
}
