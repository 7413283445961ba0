package ads

import kstate "sightline/rules/kit/state"

// The deep copy of the state that Clone makes. It gives exactly what a
// Save and a Load would (clone_test.go checks it against that round trip
// on many battles, and that no field of the state a copy could share is
// left out), with the kit's copies (rules/kit/state: CloneSlice, ClonePtr).

// clone returns a deep copy of s, but for the cover sections, which the
// two share until either battle changes them (Battle.ownCovers).
func (s *state) clone() state {
	c := *s
	if s.Dice != nil {
		c.Dice = s.Dice.Clone()
	}
	c.Units = kstate.CloneSlice(s.Units, true)
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
		u.Overwatch = kstate.ClonePtr(u.Overwatch)
		u.Swordpoint = kstate.ClonePtr(u.Swordpoint)
	}
	c.Order = kstate.CloneSlice(s.Order, true)
	c.Pending = s.Pending.clone()
	if s.Moving != nil {
		m := *s.Moving
		m.Path = kstate.CloneSlice(m.Path, true)
		m.Asked = kstate.CloneSlice(m.Asked, false)
		m.Then, m.Resume = m.Then.clone(), m.Resume.clone()
		c.Moving = &m
	}
	if s.Spray != nil {
		sp := *s.Spray
		sp.Roll = sp.Roll.Clone()
		sp.Targets = kstate.CloneSlice(sp.Targets, true)
		c.Spray = &sp
	}
	c.Triggers = kstate.CloneSlice(s.Triggers, false)
	for i := range c.Triggers {
		c.Triggers[i].To = kstate.ClonePtr(c.Triggers[i].To)
	}
	// c.Covers stays shared: the sections change only when a shot wears
	// cover down, and Battle.Clone marks both battles to copy them first
	// (ownCovers).
	c.Sides = kstate.CloneSlice(s.Sides, true)
	for i := range c.Sides {
		c.Sides[i].Units = kstate.CloneSlice(c.Sides[i].Units, false)
	}
	return c
}

// clone returns a deep copy of p, nil for nil.
func (p *pendingAttack) clone() *pendingAttack {
	if p == nil {
		return nil
	}
	c := *p
	c.Protector = kstate.ClonePtr(p.Protector)
	if p.Preset != nil {
		pr := *p.Preset
		pr.Roll = pr.Roll.Clone()
		if pr.Defence != nil {
			d := *pr.Defence
			d.Mods = kstate.CloneSlice(d.Mods, false)
			pr.Defence = &d
		}
		c.Preset = &pr
	}
	return &c
}
