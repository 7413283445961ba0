package catalog

import "sightline/rules"

// Entry is the constraint on a content entry type T, as a pointer: Key
// returns the entry's id, by which squads, units and saves name it.
type Entry[T any] interface {
	*T
	Key() string
}

// Lists is a content's weapons W and unit templates U, each found by its
// id, and its default squads: a ruleset's Content embeds it and adds
// what else the ruleset's content lists (ADS's armour), its checks and
// its writing of units for players.
type Lists[W any, PW Entry[W], U any, PU Entry[U]] struct {
	Weapons []W
	Units   []U
	Squads  []rules.Squad
}

// Weapon returns the weapon with the given id, in place, and whether
// there is one. It is kept out of line: inlined, its search compiles
// into each of some twenty callers, which weighs in the browser's
// download (issue #38).
//
//go:noinline
func (l *Lists[W, PW, U, PU]) Weapon(id string) (*W, bool) {
	for i := range l.Weapons {
		if PW(&l.Weapons[i]).Key() == id {
			return &l.Weapons[i], true
		}
	}
	return nil, false
}

// Unit returns the unit template with the given id, in place, and
// whether there is one. It is kept out of line, as Weapon is.
//
//go:noinline
func (l *Lists[W, PW, U, PU]) Unit(id string) (*U, bool) {
	for i := range l.Units {
		if PU(&l.Units[i]).Key() == id {
			return &l.Units[i], true
		}
	}
	return nil, false
}

// HasWeapon reports whether the content has weapon id.
func (l *Lists[W, PW, U, PU]) HasWeapon(id string) bool { _, ok := l.Weapon(id); return ok }

// HasUnit reports whether the content has unit template id.
func (l *Lists[W, PW, U, PU]) HasUnit(id string) bool { _, ok := l.Unit(id); return ok }
