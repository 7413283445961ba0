package ai

import (
	"strings"

	"sightline/rules"
	"sightline/rules/grid"
)

// view is what one side knows at one decision, as the engine's side view
// gives it (rules.SideView): its own units and the enemies it sees whole,
// every other unit only as the scoreboard shows it (rules.Unseen: who it
// is and whether it is in the fight), the cover sections as the side
// knows them (rules.Knowledge), and where it last saw the enemies it sees
// no more (know). It never holds where an unseen enemy stands, how it
// fares, what it carries or does: units is built without them.
type view struct {
	b       rules.Battle
	f       *grid.Field
	side    int
	units   []rules.Unit
	friends []int // active units of side, ids
	enemies []int // active enemies side sees now, ids
	broken  []bool
	sides   int
	// know is the side's knowledge, noted on b: its last-known markers.
	know *rules.Knowledge
	// lethal is the mean lethality of the seen enemies (0 when none is
	// seen or no weapon lists damage).
	lethal float64
}

// viewMemory is the memory a player builds its views in, reused from one
// decision to the next: the units' views and the cover sections when the
// battle can fill it (rules.UnitAppender), the units
// as the side knows them, and the lists of friends and enemies. A view
// built in it holds until the next.
type viewMemory struct {
	units            rules.UnitBuffer
	known            []rules.Unit
	seen             []bool
	covers           []int
	friends, enemies []int
}

// newView builds the view of side, in mem's memory when mem is not nil,
// after noting what side sees in b in know (which must be side's; nil
// for none: no markers, and the covers as b has them, for tests).
func newView(b rules.Battle, side int, broken []bool, mem *viewMemory, know *rules.Knowledge) view {
	v := view{b: b, f: b.Field(), side: side, know: know}
	var units []rules.Unit
	if ua, ok := b.(rules.UnitAppender); ok && mem != nil {
		units = ua.AppendUnits(&mem.units)
	} else {
		units = b.Units()
	}
	if know != nil {
		know.NoteUnits(b, units)
	}
	var covers []int
	switch {
	case know != nil && mem != nil:
		mem.covers = know.Covers(b, mem.covers)
		covers = mem.covers
	case know != nil:
		covers = know.Covers(b, nil)
	default:
		covers = b.Covers()
	}
	if cap(broken) < len(covers) {
		broken = make([]bool, len(covers))
	}
	broken = broken[:len(covers)]
	for i, c := range covers {
		broken[i] = c <= 0
	}
	v.broken = broken
	var seen []bool
	if mem != nil {
		v.friends, v.enemies, seen = mem.friends[:0], mem.enemies[:0], mem.seen[:0]
	}
	for i := range units {
		u := &units[i]
		v.sides = max(v.sides, u.Side+1)
		in := u.Side == side || b.Sees(side, u.ID)
		seen = append(seen, in)
		if !u.Active {
			continue
		}
		if u.Side == side {
			v.friends = append(v.friends, u.ID)
		} else if in {
			v.enemies = append(v.enemies, u.ID)
		}
	}
	if mem != nil {
		mem.known = rules.MaskUnits(mem.known, units, seen)
		v.units = mem.known
		mem.friends, mem.enemies, mem.seen = v.friends, v.enemies, seen
	} else {
		v.units = rules.MaskUnits(nil, units, seen)
	}
	for _, id := range v.enemies {
		v.lethal += lethality(v.unit(id))
	}
	if len(v.enemies) > 0 {
		v.lethal /= float64(len(v.enemies))
	}
	return v
}

// lethality is the listed damage of a unit's most damaging usable weapon:
// not gone or jammed, and loaded when it takes ammunition.
func lethality(u *rules.Unit) float64 {
	best := 0
	for _, w := range u.Weapons {
		if w.Gone || w.Jammed || !w.Melee && w.Mag > 0 && w.Ammo == 0 {
			continue
		}
		best = max(best, w.Damage)
	}
	return float64(best)
}

// menace scales how much an enemy matters by its lethality against the
// seen enemies' mean, by the share k (0 leaves every enemy at 1).
func (v *view) menace(e *rules.Unit, k float64) float64 {
	if k == 0 || v.lethal == 0 {
		return 1
	}
	return min(2, max(0.4, 1+k*(lethality(e)/v.lethal-1)))
}

// unit returns the unit with id.
func (v *view) unit(id int) *rules.Unit { return &v.units[id] }

// health returns a unit's health as a share of its best, from 1 (fresh)
// to 0, over every health track the ruleset models: the worst track counts.
// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func health(u *rules.Unit) float64 {
	h := 1.0
	for _, t := range u.Tracks {
		if t.Max <= 0 {
			continue
		}
		x := float64(t.Value) / float64(t.Max)
		if t.Bad {
			x = 1 - x
		}
		h = min(h, max(x, 0))
	}
	return h
}

// hasStatus reports whether a unit has a status whose name contains s.
func hasStatus(u *rules.Unit, s string) bool {
	for _, st := range u.Statuses {
		if strings.Contains(st, s) {
			return true
		}
	}
	return false
}

// reach returns a unit's longest listed range of a ranged weapon, the
// longest distance at which one of them can shoot at all (see
// maxRange), and whether it carries a melee weapon; gone, jammed or
// empty weapons do not count. It reads the unit's weapons as they are at each
// decision, never a table of them kept from an earlier one: a battle
// continued from a save starts its players afresh, and they must decide
// as the players that played its first part would have.
func reach(u *rules.Unit) (ranged, long int, melee bool) {
	for _, w := range u.Weapons {
		if w.Gone || w.Jammed {
			continue
		}
		if w.Melee {
			melee = true
			continue
		}
		if w.Ammo > 0 || w.Mag == 0 {
			ranged = max(ranged, w.Range)
			long = max(long, maxRange(w))
		}
	}
	return ranged, long, melee
}

// maxRange is the longest distance at which ranged weapon w can shoot:
// the ruleset's rules.Weapon.MaxRange, or three times its listed range
// where the ruleset leaves it unsaid.
func maxRange(w rules.Weapon) int {
	if w.MaxRange > 0 {
		return w.MaxRange
	}
	return 3 * w.Range
}

// rangeFactor is how well a weapon of listed range r that shoots no
// farther than l squares (reach's) shoots at distance d: 1.2 up close, 1
// within range, 0.6 up to halfway from the range to the limit, 0.3 up to
// the limit, and 0 beyond. Under ADS, whose limit is three times the
// range (or 4 squares), halfway is twice the range, the bands of its
// range modifiers.
func rangeFactor(d, r, l int) float64 {
	switch {
	case r <= 0 || d > l:
		return 0
	case d <= 4:
		return 1.2
	case d <= r:
		return 1
	case 2*d <= r+l:
		return 0.6
	}
	return 0.3
}
