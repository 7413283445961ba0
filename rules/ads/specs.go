package ads

// unitSpecs is one unit's specs in the content, found once per battle:
// its template and the spec of each weapon it carries, by index. Neither
// a unit's template nor its weapons' ids ever change; a Disarm appends a
// weapon to the taker's list, whose spec is found when it is first asked.
type unitSpecs struct {
	unit    *UnitSpec
	weapons []*WeaponSpec
}

// specsOf returns unit i's specs. They are not part of the state: each
// battle finds its own (a clone starts without), and Units asks for them
// at every decision, where a search of the content by id per unit and
// weapon cost more than the rest of the view.
func (b *Battle) specsOf(i int) *unitSpecs {
	if len(b.specs) != len(b.s.Units) {
		b.specs = make([]unitSpecs, len(b.s.Units))
	}
	sp, u := &b.specs[i], &b.s.Units[i]
	if sp.unit == nil {
		// An unknown id gives an empty spec, as Content.Unit does.
		if sp.unit = b.content.unitRef(u.Template); sp.unit == nil {
			sp.unit = &UnitSpec{}
		}
	}
	for len(sp.weapons) < len(u.Weapons) {
		w := b.content.weaponRef(u.Weapons[len(sp.weapons)].ID)
		if w == nil {
			w = &WeaponSpec{}
		}
		sp.weapons = append(sp.weapons, w)
	}
	return sp
}

// foundUnit returns u's template when specsOf has found it for u, one of
// the battle's units, and nil otherwise. It is small enough to be inlined
// in spec, which every list and price asks many times; knownSpecs answers
// the rest.
func (b *Battle) foundUnit(u *unitState) *UnitSpec {
	if id := u.ID; uint(id) < uint(len(b.specs)) && uint(id) < uint(len(b.s.Units)) && &b.s.Units[id] == u {
		return b.specs[id].unit
	}
	return nil
}

// foundWeapon returns the spec of u's weapon i when specsOf has found it
// for u, one of the battle's units, and nil otherwise; it is foundUnit's
// counterpart for weapon.
func (b *Battle) foundWeapon(u *unitState, i int) *WeaponSpec {
	if id := u.ID; uint(id) < uint(len(b.specs)) && uint(id) < uint(len(b.s.Units)) && &b.s.Units[id] == u && uint(i) < uint(len(b.specs[id].weapons)) {
		return b.specs[id].weapons[i]
	}
	return nil
}

// knownSpecs returns u's specs when u is one of the battle's units, nil
// for a unit state held elsewhere.
func (b *Battle) knownSpecs(u *unitState) *unitSpecs {
	if u.ID < 0 || u.ID >= len(b.s.Units) || &b.s.Units[u.ID] != u {
		return nil
	}
	return b.specsOf(u.ID)
}
