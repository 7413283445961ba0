package ads

import (
	"sightline/rules"
	"sightline/rules/kit/views"
)

var _ rules.UnitAppender = (*Battle)(nil)

// AppendUnits returns Units() built in buf's memory (rules.UnitAppender),
// building again only the views of units whose state changed since the
// views buf holds (the kit's views.Append): the AI asks for the units at
// every decision, at which one or two of them changed. A view depends on
// the battle's content (the specs, the key), on whether any unit holds
// another at swordpoint (at_swordpoint looks through every unit: whole)
// and on the unit's fields sameView compares. Each unit has its own
// place in the buffer's arrays: four tracks, room for every status, and
// its weapons.
func (b *Battle) AppendUnits(buf *rules.UnitBuffer) []rules.Unit {
	holds := false
	for i := range b.s.Units {
		holds = holds || b.s.Units[i].Swordpoint != nil
	}
	return views.Append[unitState](buf, (*unitViews)(b), b.content, holds, views.Room{Tracks: 4, Statuses: len(statusNames)})
}

// unitViews is the battle as the kit's views.Append reads its units
// (views.Source).
type unitViews Battle

// Len returns the number of units.
func (v *unitViews) Len() int { return len(v.s.Units) }

// Weapons returns how many weapons unit i carries.
func (v *unitViews) Weapons(i int) int { return len(v.s.Units[i].Weapons) }

// Same reports whether unit i has the view of one in state was (sameView).
func (v *unitViews) Same(i int, was *unitState) bool { return sameView(&v.s.Units[i], was) }

// Remember copies unit i's state into into, its weapons into into's own.
func (v *unitViews) Remember(i int, into *unitState) {
	u, w := &v.s.Units[i], into.Weapons[:0]
	*into = *u
	into.Weapons = append(w, u.Weapons...)
}

// Build builds unit i's view (unitView); whole says whether any unit
// holds another at swordpoint.
func (v *unitViews) Build(i int, whole bool, ru *rules.Unit, tracks []rules.Track, statuses []string, weapons []rules.Weapon) {
	(*Battle)(v).unitView(ru, i, whole, tracks, statuses, weapons)
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
