package ads

// The deep copy of the state that Clone makes. It gives exactly what a
// Save and a Load would (clone_test.go checks it against that round trip
// on many battles, and that no field of the state a copy could share is
// left out): every slice and pointer copied, and an empty slice of a field
// written with omitempty dropped to nil, as the JSON round trip drops it.

// cloneSlice copies s; an empty s becomes nil when keepEmpty is false (an
// omitempty field) and stays an empty slice when it is true and s is not nil.
func cloneSlice[T any](s []T, keepEmpty bool) []T {
	if s == nil || (len(s) == 0 && !keepEmpty) {
		return nil
	}
	return append(make([]T, 0, len(s)), s...)
}

// clonePtr copies the value p points to.
func clonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

// clone returns a deep copy of s, but for the cover sections, which the
// two share until either battle changes them (Battle.ownCovers).
func (s *state) clone() state {
	c := *s
	if s.Dice != nil {
		c.Dice = s.Dice.Clone()
	}
	c.Units = cloneSlice(s.Units, true)
	// Every unit's weapons go into one array, each unit's slice capped
	// at its length so that appending to one copies it: the AI clones the
	// battle for its probes, and a slice per unit was most of a clone's
	// allocations.
	nw := 0
	for i := range c.Units {
		nw += len(c.Units[i].Weapons)
	}
	weapons := make([]weaponState, 0, nw)
	for i := range c.Units {
		u := &c.Units[i]
		if u.Weapons != nil {
			w0 := len(weapons)
			weapons = append(weapons, u.Weapons...)
			u.Weapons = weapons[w0:len(weapons):len(weapons)]
		}
		u.Overwatch = clonePtr(u.Overwatch)
		u.Swordpoint = clonePtr(u.Swordpoint)
	}
	c.Order = cloneSlice(s.Order, true)
	c.Pending = s.Pending.clone()
	if s.Moving != nil {
		m := *s.Moving
		m.Path = cloneSlice(m.Path, true)
		m.Asked = cloneSlice(m.Asked, false)
		m.Then, m.Resume = m.Then.clone(), m.Resume.clone()
		c.Moving = &m
	}
	if s.Spray != nil {
		sp := *s.Spray
		sp.Roll = sp.Roll.clone()
		sp.Targets = cloneSlice(sp.Targets, true)
		c.Spray = &sp
	}
	c.Triggers = cloneSlice(s.Triggers, false)
	for i := range c.Triggers {
		c.Triggers[i].To = clonePtr(c.Triggers[i].To)
	}
	// c.Covers stays shared: the sections change only when a shot wears
	// cover down, and Battle.Clone marks both battles to copy them first
	// (ownCovers).
	c.Sides = cloneSlice(s.Sides, true)
	for i := range c.Sides {
		c.Sides[i].Units = cloneSlice(c.Sides[i].Units, false)
	}
	return c
}

// clone returns a deep copy of p, nil for nil.
func (p *pendingAttack) clone() *pendingAttack {
	if p == nil {
		return nil
	}
	c := *p
	c.Protector = clonePtr(p.Protector)
	if p.Preset != nil {
		pr := *p.Preset
		pr.Roll = pr.Roll.clone()
		if pr.Defence != nil {
			d := *pr.Defence
			d.Mods = cloneSlice(d.Mods, false)
			pr.Defence = &d
		}
		c.Preset = &pr
	}
	return &c
}

// clone returns a deep copy of p.
func (p Pool) clone() Pool {
	p.Dice = cloneSlice(p.Dice, true)
	p.Rerolled = cloneSlice(p.Rerolled, false)
	p.Explosions = cloneSlice(p.Explosions, false)
	return p
}
