package sight

import (
	"slices"

	"sightline/rules/grid"
	"sightline/rules/kit/memo"
)

// Memo remembers, per side and unit asked about, whether an active unit
// of the side sees it, with what each answer was worked out from: the
// unit's square, whether it was hidden (ADS: hunkered in cover), and the
// square and activity of every unit of the battle. It serves a ruleset
// whose "side sees t" is an or over the side's active units of a test
// that depends only on the two units' squares, t's hiding and the broken
// cover: an answer then holds while those inputs do, a yes while the unit
// that saw holds its square, a no while no unit of the side changed
// square or activity (only those that did need testing again, Changed).
// The broken cover the answers were worked out under is kept with them,
// and a change forgets them all.
//
// The ruleset keeps the loops over its units (a call per unit through an
// interface would cost more than the test it skips): Entry, then Holds
// and Witness for a remembered answer, Changed for a no to check again,
// or Begin, Record and Saw for a fresh answer.
type Memo struct {
	// units is the number of units the entries were made for, and
	// broken the broken cover.
	units  int
	broken []bool
	// entries holds side*units+unit's entry.
	entries []Entry
}

// Sides bounds the sides whose answers a Memo remembers.
const Sides = 8

// Entry is one remembered answer.
type Entry struct {
	known bool
	// at and hidden are the asked-about unit's square and whether it was
	// hidden.
	at     grid.Pos
	hidden bool
	// seen is the answer; witness, when seen, is the unit of the side
	// that sees it.
	seen    bool
	witness int
	// from holds, per unit of the battle, its square and whether it was
	// an active unit of the side when the answer was worked out. After a
	// yes only the witness's is read.
	from []From
}

// From is a unit's square and whether it was an active unit of the side
// asked about.
type From struct {
	Pos    grid.Pos
	Active bool
}

// Entry returns the memo's entry for side and unit index t of a battle of
// units units whose broken cover sections are broken, ready to be read:
// entries made for another number of units or under other broken cover
// are forgotten first. It returns nil for a side the memo does not keep.
func (m *Memo) Entry(side, t, units int, broken []bool) *Entry {
	if side < 0 || side >= Sides {
		return nil
	}
	if m.units != units {
		*m = Memo{units: units, entries: make([]Entry, Sides*units)}
	}
	if memo.Renew(&m.broken, broken) {
		for i := range m.entries {
			m.entries[i].known = false
		}
	}
	return &m.entries[side*units+t]
}

// Holds reports whether e is an answer for the unit asked about on at,
// hidden or not; when it is not, e becomes the entry of that unit there,
// to be worked out afresh (Begin).
func (e *Entry) Holds(at grid.Pos, hidden bool) bool {
	if e.known && e.at == at && e.hidden == hidden {
		return true
	}
	e.known, e.at, e.hidden = true, at, hidden
	return false
}

// Witness returns whether e's answer is a yes, and then the unit that saw
// and what it was then: a yes holds while that unit is an active unit of
// the side on the same square.
func (e *Entry) Witness() (seen bool, witness int, then From) {
	if !e.seen {
		return false, 0, From{}
	}
	return true, e.witness, e.from[e.witness]
}

// Changed reports whether unit i is not what it was when e's answer of no
// was last checked, an active unit of the side or not on the same square,
// and records what it is now: only a unit that changed needs testing
// again (and if it sees, Saw).
func (e *Entry) Changed(i int, now From) bool {
	f := &e.from[i]
	if *f == now {
		return false
	}
	*f = now
	return true
}

// Begin starts a fresh answer for a battle of units units: Record each
// unit in turn, then Saw the first that sees, or leave the answer a no.
func (e *Entry) Begin(units int) {
	e.from = slices.Grow(e.from[:0], units)[:units]
	e.seen = false
}

// Record notes unit i as it is while a fresh answer is worked out.
func (e *Entry) Record(i int, now From) { e.from[i] = now }

// Saw makes e's answer a yes, unit i of the side seeing.
func (e *Entry) Saw(i int) { e.seen, e.witness = true, i }

// Known returns the answer e holds, if any: the square of the unit it is
// about and whether the unit was seen.
func (e *Entry) Known() (at grid.Pos, seen, ok bool) { return e.at, e.seen, e.known }
