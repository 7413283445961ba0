package ads

import "sightline/rules/kit/sight"

// Sees' answers are remembered in the kit's sight memo (rules/kit/sight:
// part of the battle's scratch space, not of its state, and a clone starts
// without it): Sees is an or over the active units of the side of a test
// that depends only on the two units' squares, the hunkered unit's cover
// and the broken cover (sees), so an answer holds while those inputs do.

// sees reports whether unit u of the side asked about sees t: the test
// Sees ors over the active units of the side.
func (b *Battle) sees(u, t *unitState) bool {
	return b.clearLine(u.Pos, t.Pos) && !b.hiddenBehindCover(u, t)
}

// seesMemoized is Sees for unit index unit of another side, through the
// memo.
func (b *Battle) seesMemoized(side, unit int) bool {
	t := &b.s.Units[unit]
	e := b.scratch.sees.Entry(side, unit, len(b.s.Units), b.broken())
	if e == nil {
		return b.seesFresh(side, t, nil)
	}
	if e.Holds(t.Pos, t.Hunkered && t.InCover) {
		seen, i, f := e.Witness()
		if !seen {
			return b.seesAgain(side, t, e)
		}
		if w := &b.s.Units[i]; w.Side == side && w.Health.Active() && f.Active && w.Pos == f.Pos {
			return true
		}
	}
	return b.seesFresh(side, t, e)
}

// seesFresh works Sees out for t of another side, recording the answer in
// e when e is not nil.
func (b *Battle) seesFresh(side int, t *unitState, e *sight.Entry) bool {
	if e != nil {
		e.Begin(len(b.s.Units))
	}
	for i := range b.s.Units {
		u := &b.s.Units[i]
		active := u.Side == side && u.Health.Active()
		if e != nil {
			e.Record(i, sight.From{Pos: u.Pos, Active: active})
		}
		if active && b.sees(u, t) {
			if e != nil {
				e.Saw(i)
			}
			return true
		}
	}
	return false
}

// seesAgain is Sees for t through e, an answer of no worked out for t on
// its square with the broken cover and the hunkering it has now: only the
// units of the side that changed square or activity since are tested.
func (b *Battle) seesAgain(side int, t *unitState, e *sight.Entry) bool {
	for i := range b.s.Units {
		u := &b.s.Units[i]
		active := u.Side == side && u.Health.Active()
		if !e.Changed(i, sight.From{Pos: u.Pos, Active: active}) {
			continue // tested false when active
		}
		if active && b.sees(u, t) {
			e.Saw(i)
			return true
		}
	}
	return false
}
