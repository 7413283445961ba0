package teamturn

import kstate "sightline/rules/kit/state"

// The deep copy of the state that Clone makes, field by field: exactly
// what a Save and a Load would give (clone_test.go checks it against that
// round trip on random battles, and that no slice or pointer of the
// state is left out), without the JSON round trip, which was a tenth of
// a teamturn battle's time in the computer player's probes of Help
// (docs/speed.md, 2026-12-03). An empty slice of a field written with
// omitempty becomes nil, as the round trip drops it (kstate.CloneSlice).

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
		u.Integrity = kstate.CloneSlice(u.Integrity, true)
		u.Charged = kstate.CloneSlice(u.Charged, true)
		u.Slots.Left = kstate.CloneSlice(u.Slots.Left, true)
		u.Slots.Borrowed = kstate.CloneSlice(u.Slots.Borrowed, true)
		u.Counters = kstate.CloneSlice(u.Counters, false)
	}
	c.Teams = kstate.CloneSlice(s.Teams, true)
	c.Window = s.Window.clone()
	c.Walk = s.Walk.clone()
	c.Paused = kstate.CloneSlice(s.Paused, false)
	for i := range c.Paused {
		f := &c.Paused[i]
		f.Window, f.Walk = f.Window.clone(), f.Walk.clone()
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
	return &c
}

// clone returns a deep copy of w, nil for nil.
func (w *walk) clone() *walk {
	if w == nil {
		return nil
	}
	c := *w
	c.Path = kstate.CloneSlice(w.Path, true)
	c.Inside = kstate.CloneSlice(w.Inside, true)
	c.Provoked = kstate.CloneSlice(w.Provoked, false)
	c.Triggered = kstate.CloneSlice(w.Triggered, false)
	return &c
}
