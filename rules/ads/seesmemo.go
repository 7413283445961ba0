package ads

import (
	"slices"

	"sightline/rules/grid"
)

// seesMemo remembers Sees' answers, per side and unit asked about, with
// what each was worked out from: the unit's square, whether it was
// hunkered in cover, and the square and activity of every unit of the
// battle. Sees is an or over the active units of the side of a test that
// depends only on the two units' squares, the hunkered unit's cover and
// the broken cover (sees), so an answer holds while those inputs do: a
// yes while the unit that saw holds its square, a no while no unit of the
// side changed square or activity (only those that did are tested
// again). The broken cover the answers were worked out under is kept
// with them, and a change forgets them all. It is part of the battle's
// scratch space, not of its state, and a clone starts without it.
type seesMemo struct {
	// units is the number of units the entries were made for, and
	// broken the broken cover.
	units  int
	broken []bool
	// entries holds side*units+unit's entry.
	entries []seesEntry
}

// seesEntry is one remembered answer of Sees (seesMemo).
type seesEntry struct {
	known bool
	// at and hidden are the asked-about unit's square and whether it was
	// hunkered in cover.
	at     grid.Pos
	hidden bool
	// seen is the answer; witness, when seen, is the unit of the side
	// that sees it.
	seen    bool
	witness int
	// from holds, per unit of the battle, its square and whether it was
	// an active unit of the side when the answer was worked out. After a
	// yes only the witness's is read.
	from []seesFrom
}

// seesFrom is a unit's square and whether it was an active unit of the
// side asked about.
type seesFrom struct {
	pos    grid.Pos
	active bool
}

// seesMemoSides bounds the sides whose answers are remembered.
const seesMemoSides = 8

// sees reports whether unit u of the side asked about sees t: the test
// Sees ors over the active units of the side.
func (b *Battle) sees(u, t *unitState) bool {
	return b.clearLine(u.Pos, t.Pos) && !b.hiddenBehindCover(u, t)
}

// seesEntry returns the memo's entry for side and unit index t, ready to be
// read: entries made under other broken cover are forgotten first. It
// returns nil for a side the memo does not keep.
func (b *Battle) seesEntry(side, t int) *seesEntry {
	if side < 0 || side >= seesMemoSides {
		return nil
	}
	m := &b.scratch.sees
	n := len(b.s.Units)
	if m.units != n {
		*m = seesMemo{units: n, entries: make([]seesEntry, seesMemoSides*n)}
	}
	if br := b.broken(); !slices.Equal(br, m.broken) {
		m.broken = append(m.broken[:0], br...)
		for i := range m.entries {
			m.entries[i].known = false
		}
	}
	return &m.entries[side*n+t]
}

// seesMemoized is Sees for unit index unit of another side, through the
// memo.
func (b *Battle) seesMemoized(side, unit int) bool {
	t := &b.s.Units[unit]
	e := b.seesEntry(side, unit)
	if e == nil {
		return b.seesFresh(side, t, nil)
	}
	hidden := t.Hunkered && t.InCover
	if e.known && e.at == t.Pos && e.hidden == hidden {
		if e.seen {
			w := &b.s.Units[e.witness]
			if f := e.from[e.witness]; w.Side == side && w.Health.Active() && f.active && w.Pos == f.pos {
				return true
			}
		} else {
			return b.seesAgain(side, t, e)
		}
	}
	e.known, e.at, e.hidden = true, t.Pos, hidden
	return b.seesFresh(side, t, e)
}

// seesFresh works Sees out for t of another side, recording the answer in
// e when e is not nil.
func (b *Battle) seesFresh(side int, t *unitState, e *seesEntry) bool {
	if e != nil {
		e.from = slices.Grow(e.from[:0], len(b.s.Units))[:len(b.s.Units)]
	}
	for i := range b.s.Units {
		u := &b.s.Units[i]
		active := u.Side == side && u.Health.Active()
		if e != nil {
			e.from[i] = seesFrom{u.Pos, active}
		}
		if active && b.sees(u, t) {
			if e != nil {
				e.seen, e.witness = true, i
			}
			return true
		}
	}
	if e != nil {
		e.seen = false
	}
	return false
}

// seesAgain is Sees for t through e, an answer of no worked out for t on
// its square with the broken cover and the hunkering it has now: only the
// units of the side that changed square or activity since are tested.
func (b *Battle) seesAgain(side int, t *unitState, e *seesEntry) bool {
	for i := range b.s.Units {
		u := &b.s.Units[i]
		active := u.Side == side && u.Health.Active()
		f := &e.from[i]
		if active == f.active && u.Pos == f.pos {
			continue // tested false when active
		}
		f.pos, f.active = u.Pos, active
		if active && b.sees(u, t) {
			e.seen, e.witness = true, i
			return true
		}
	}
	return false
}
