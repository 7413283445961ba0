package ads

import (
	"slices"

	"sightline/rules"
)

var _ rules.UnitAppender = (*Battle)(nil)

// unitsMemo is what AppendUnits keeps in a buffer (rules.UnitBuffer.Memo)
// to rebuild only the views that changed since the buffer's last views:
// the state each unit's view was built from, whichever battle built it.
// A view depends on the battle's content (the specs), on whether any unit
// holds another at swordpoint (at_swordpoint looks through every unit)
// and on the unit's fields sameView compares; the memo covers all three.
// Each unit has its own place in the buffer's arrays: four tracks, room
// for every status, and its weapons.
type unitsMemo struct {
	content *Content
	holds   bool
	// states are the units' states as their views were built, their
	// weapons copied into weapons.
	states  []unitState
	weapons []weaponState
	// at is where each unit's weapons start in the buffer's weapons and
	// in weapons, n+1 entries.
	at []int
}

// AppendUnits returns Units() built in buf's memory (rules.UnitAppender),
// building again only the views of units whose state changed since the
// views buf holds (unitsMemo): the AI asks for the units at every
// decision, at which one or two of them changed.
func (b *Battle) AppendUnits(buf *rules.UnitBuffer) []rules.Unit {
	m, _ := buf.Memo.(*unitsMemo)
	if m == nil {
		m = &unitsMemo{}
		buf.Memo = m
	}
	n := len(b.s.Units)
	holds := false
	for i := range b.s.Units {
		holds = holds || b.s.Units[i].Swordpoint != nil
	}
	if m.content != b.content || m.holds || holds || len(m.states) != n || len(buf.Units) != n {
		b.layOut(buf, m, holds)
		return buf.Units
	}
	for i := range b.s.Units {
		u := &b.s.Units[i]
		if len(u.Weapons) != m.at[i+1]-m.at[i] {
			b.layOut(buf, m, holds)
			return buf.Units
		}
	}
	const ns = len(statusNames)
	for i := range b.s.Units {
		u, was := &b.s.Units[i], &m.states[i]
		if sameView(u, was) {
			continue
		}
		w0 := m.at[i]
		b.unitView(&buf.Units[i], i, false, buf.Tracks[4*i:4*i+4:4*i+4], buf.Statuses[i*ns:i*ns], buf.Weapons[w0:w0])
		m.remember(i, u)
	}
	return buf.Units
}

// layOut builds every unit's view in buf, each in its own place, and
// remembers in m what they were built from.
func (b *Battle) layOut(buf *rules.UnitBuffer, m *unitsMemo, holds bool) {
	const ns = len(statusNames)
	n := len(b.s.Units)
	m.content, m.holds = b.content, holds
	m.at = append(m.at[:0], 0)
	for i := range b.s.Units {
		m.at = append(m.at, m.at[i]+len(b.s.Units[i].Weapons))
	}
	nw := m.at[n]
	buf.Units = slices.Grow(buf.Units[:0], n)[:n]
	buf.Tracks = slices.Grow(buf.Tracks[:0], 4*n)[:4*n]
	buf.Statuses = slices.Grow(buf.Statuses[:0], ns*n)[:ns*n]
	buf.Weapons = slices.Grow(buf.Weapons[:0], nw)[:nw]
	m.states = slices.Grow(m.states[:0], n)[:n]
	m.weapons = slices.Grow(m.weapons[:0], nw)[:nw]
	for i := range b.s.Units {
		w0 := m.at[i]
		b.unitView(&buf.Units[i], i, holds, buf.Tracks[4*i:4*i+4:4*i+4], buf.Statuses[i*ns:i*ns], buf.Weapons[w0:w0])
		m.remember(i, &b.s.Units[i])
	}
}

// remember keeps u as the state unit i's view was built from.
func (m *unitsMemo) remember(i int, u *unitState) {
	w := m.weapons[m.at[i]:m.at[i+1]:m.at[i+1]]
	copy(w, u.Weapons)
	m.states[i] = *u
	m.states[i].Weapons = w
}

// sameView reports whether a unit in state a has the view of one in state
// b, for the same content and swordpoint holds: every field unitView reads
// is equal (TestAppendUnitsRebuildsChanges changes each field of a unit in
// turn and checks that its view follows). It compares field by field,
// which costs less than comparing the structs a field is made of whole.
func sameView(a, b *unitState) bool {
	ha, hb := &a.Health, &b.Health
	if a.ID != b.ID || a.Side != b.Side || a.Pos != b.Pos || a.Facing != b.Facing || a.Ticks != b.Ticks ||
		ha.Base != hb.Base || ha.Stamina != hb.Stamina || ha.Wounds != hb.Wounds || ha.MaxWounds != hb.MaxWounds ||
		ha.Bloodied != hb.Bloodied || ha.Unconscious != hb.Unconscious || ha.Dead != hb.Dead ||
		a.Drawn != b.Drawn || a.Off != b.Off || a.FreeReaction != b.FreeReaction {
		return false
	}
	if a.Aff.DazedRounds != b.Aff.DazedRounds || a.Aff.StunnedRounds != b.Aff.StunnedRounds || a.Aff.DazedNow != b.Aff.DazedNow ||
		a.Lasting.ArmsDisabled != b.Lasting.ArmsDisabled || a.Lasting.LegsDisabled != b.Lasting.LegsDisabled ||
		a.Lasting.Slowed != b.Lasting.Slowed || a.Lasting.Distracted != b.Lasting.Distracted ||
		a.Prone != b.Prone || a.InCover != b.InCover || a.Hunkered != b.Hunkered || a.CoveringFire != b.CoveringFire ||
		a.Suppressed != b.Suppressed || a.Unaware != b.Unaware || a.TotalDefense != b.TotalDefense ||
		a.Sprinted != b.Sprinted || a.AllOut != b.AllOut || a.Guarded != b.Guarded || a.Pinned != b.Pinned ||
		(a.Grapple != 0) != (b.Grapple != 0) || (a.Overwatch != nil) != (b.Overwatch != nil) ||
		(a.Swordpoint != nil) != (b.Swordpoint != nil) || len(a.Weapons) != len(b.Weapons) || a.Template != b.Template {
		return false
	}
	for i := range a.Weapons {
		wa, wb := &a.Weapons[i], &b.Weapons[i]
		if wa.Ammo != wb.Ammo || wa.Jammed != wb.Jammed || wa.Dropped != wb.Dropped || wa.Lost != wb.Lost ||
			wa.Disabled != wb.Disabled || wa.Broken != wb.Broken || wa.ID != wb.ID {
			return false
		}
	}
	return true
}
