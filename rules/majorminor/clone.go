package majorminor

import kstate "sightline/rules/kit/state"

// The deep copy of the state that Clone makes, field by field: exactly
// what a Save and a Load would give (clone_test.go checks it against that
// round trip on random battles, and that no slice or pointer of the
// state is left out), without the JSON round trip, which was a third of
// a majorminor benchmark battle's time: the computer player copies the
// battle for every stance it probes (View). An empty slice of a field
// written with omitempty becomes nil, as the round trip drops it
// (kstate.CloneSlice).

// clone returns a deep copy of s.
func (s *state) clone() state {
	c := *s
	if s.Dice != nil {
		c.Dice = s.Dice.Clone()
	}
	c.Sides = kstate.CloneSlice(s.Sides, true)
	for i := range c.Sides {
		c.Sides[i].Units = kstate.CloneSlice(c.Sides[i].Units, false)
	}
	c.Units = kstate.CloneSlice(s.Units, true)
	for i := range c.Units {
		u := &c.Units[i]
		u.Broken = kstate.CloneSlice(u.Broken, true)
		u.Slots.Left = kstate.CloneSlice(u.Slots.Left, true)
		u.Slots.Borrowed = kstate.CloneSlice(u.Slots.Borrowed, true)
	}
	c.Order = kstate.CloneSlice(s.Order, true)
	c.Window = s.Window.clone()
	if s.Walk != nil {
		w := *s.Walk
		w.Path = kstate.CloneSlice(s.Walk.Path, true)
		c.Walk = &w
	}
	return c
}

// clone returns a deep copy of w, nil for nil.
func (w *window) clone() *window {
	if w == nil {
		return nil
	}
	c := *w
	c.Queue = kstate.CloneSlice(w.Queue, false)
	c.Attack = kstate.ClonePtr(w.Attack)
	return &c
}
