// Package views gives a ruleset rules.UnitAppender: its units' views
// built in a caller's reused memory, and built again only for the units
// whose state changed since the buffer's last views, as the computer
// players ask for the units at every decision, at which one or two of
// them changed. The record of what the views were built from is a memo
// in the caller's buffer (rules.UnitBuffer.Memo), whichever battle built
// them.
package views

import (
	"slices"

	"sightline/rules"
)

// Source is a battle's units as Append builds their views; S is the
// ruleset's unit state.
type Source[S any] interface {
	// Len returns the number of units.
	Len() int
	// Weapons returns how many weapons unit i's view lists.
	Weapons(i int) int
	// Same reports whether unit i's view is the one built from was, a
	// state Remember kept: every field the view reads is equal.
	Same(i int, was *S) bool
	// Remember copies unit i's state into *into, sharing no memory the
	// battle may change (into's own memory may be reused).
	Remember(i int, into *S)
	// Build builds unit i's view in v: its tracks in tracks (Room.Tracks
	// of them, in place), its statuses appended to statuses and its
	// weapons to weapons, each of which has room for the unit's; whole
	// is Append's.
	Build(i int, whole bool, v *rules.Unit, tracks []rules.Track, statuses []string, weapons []rules.Weapon)
}

// Room is the room a unit's view takes in the buffer: its tracks (and
// budgets), and the most statuses it may list.
type Room struct {
	Tracks, Statuses int
}

// record is what Append keeps in a buffer: the key and whole of the last
// call, the units' states as their views were built, and where each
// unit's weapons start in the buffer's weapons (n+1 entries).
type record[S any] struct {
	key    any
	whole  bool
	states []S
	at     []int
}

// Append returns src's unit views built in buf's memory, each unit in its
// own place (room), building again only those of units that are not the
// Same as when their views were built. key stands for everything every
// view depends on besides its unit (ADS: its content) and must be
// comparable: another key builds every view again. whole says that the
// views depend on every unit at once now (ADS: a unit held at
// swordpoint): every view is built, and at the next call again.
func Append[S any](buf *rules.UnitBuffer, src Source[S], key any, whole bool, room Room) []rules.Unit {
	m, _ := buf.Memo.(*record[S])
	if m == nil {
		m = &record[S]{}
		buf.Memo = m
	}
	n := src.Len()
	if m.key != key || m.whole || whole || len(m.states) != n || len(buf.Units) != n {
		layOut(buf, src, m, key, whole, room)
		return buf.Units
	}
	for i := 0; i < n; i++ {
		if src.Weapons(i) != m.at[i+1]-m.at[i] {
			layOut(buf, src, m, key, whole, room)
			return buf.Units
		}
	}
	nt, ns := room.Tracks, room.Statuses
	for i := 0; i < n; i++ {
		if src.Same(i, &m.states[i]) {
			continue
		}
		w0 := m.at[i]
		src.Build(i, false, &buf.Units[i], buf.Tracks[nt*i:nt*i+nt:nt*i+nt], buf.Statuses[i*ns:i*ns], buf.Weapons[w0:w0])
		src.Remember(i, &m.states[i])
	}
	return buf.Units
}

// layOut builds every unit's view in buf, each in its own place, and
// remembers in m what they were built from.
func layOut[S any](buf *rules.UnitBuffer, src Source[S], m *record[S], key any, whole bool, room Room) {
	nt, ns := room.Tracks, room.Statuses
	n := src.Len()
	m.key, m.whole = key, whole
	m.at = append(m.at[:0], 0)
	for i := 0; i < n; i++ {
		m.at = append(m.at, m.at[i]+src.Weapons(i))
	}
	nw := m.at[n]
	buf.Units = slices.Grow(buf.Units[:0], n)[:n]
	buf.Tracks = slices.Grow(buf.Tracks[:0], nt*n)[:nt*n]
	buf.Statuses = slices.Grow(buf.Statuses[:0], ns*n)[:ns*n]
	buf.Weapons = slices.Grow(buf.Weapons[:0], nw)[:nw]
	m.states = slices.Grow(m.states[:0], n)[:n]
	for i := 0; i < n; i++ {
		w0 := m.at[i]
		src.Build(i, whole, &buf.Units[i], buf.Tracks[nt*i:nt*i+nt:nt*i+nt], buf.Statuses[i*ns:i*ns], buf.Weapons[w0:w0])
		src.Remember(i, &m.states[i])
	}
}
