package scenes

import (
	"sightline/rules"
)

// recap is what a hotseat side missed while another side had the screen:
// the shown state when it last looked, and every event since. When the
// side takes the screen again, the events it can see are played on that
// state before it acts, so that it watches the enemy it can see come on
// and its own units being shot at, as a player across the table would.
type recap struct {
	at     shown
	events []rules.Event
	// seen is how the side perceived each event, worked out as it was
	// applied.
	seen []rules.Perceived
}

// clone returns a copy of the shown state that the animations of sh do
// not change.
func (sh *shown) clone() shown {
	c := shown{units: cloned(sh.units), covers: cloned(sh.covers), seen: cloned(sh.seen)}
	for i := range c.units {
		c.units[i].Statuses = cloned(c.units[i].Statuses)
	}
	return c
}

// startRecap plays what side missed since it last looked: the events it
// saw as they happened (rules.Perceive), on the state it last saw. The
// combat log already holds them (each side's log is kept as it goes), so
// the recap only moves the camera.
func (s *Battle) startRecap(side int) {
	at, ev, seen := s.hot.takeRecap(side)
	if at == nil {
		return
	}
	s.sh, s.synced = *at, false
	s.q.side = side
	s.q.push(ev, seen, &s.sh)
	s.note = "What your side saw since its last turn  (Backspace skips)"
}
