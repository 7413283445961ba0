package scenes

import "sightline/rules"

// hotseat keeps, in a battle two or more people play on one screen, what
// belongs to the human sides not looking now: the combat log each keeps
// as its own side sees it, and the recap of what each missed. The screen
// shows one side at a time, and passes behind a hand-off (HandOff).
type hotseat struct {
	// on is set when two or more sides are played by humans on this
	// screen: the screen then follows the side that decides, behind a
	// hand-off each time it changes.
	on bool
	// others holds the combat logs of the human sides not viewing now:
	// each names only the units its own side could see, and becomes the
	// viewer's log when its side takes the screen.
	others map[int]*combatLog
	// recaps holds what each human side not viewing has missed since it
	// last looked (recap.go); recapLeft counts the events of the recap
	// playing, which the log already holds.
	recaps    map[int]*recap
	recapLeft int
}

// replayed counts an event whose animation starts off the recap playing,
// if one plays: it reports whether the event was the recap's (the log
// holds it already) and whether the recap is now over.
func (h *hotseat) replayed() (recapped, over bool) {
	if h.recapLeft == 0 {
		return false, false
	}
	h.recapLeft--
	return true, h.recapLeft == 0
}

// missed files a command's events in the recap of side, a hotseat side
// not viewing now, with how it perceived each (seen).
func (h *hotseat) missed(side int, ev []rules.Event, seen []rules.Perceived) {
	if r := h.recaps[side]; r != nil {
		r.events = append(r.events, ev...)
		r.seen = append(r.seen, seen...)
	}
}

// pass hands the screen from side from, who saw at last, to side to:
// from's recap starts at what it saw, and the viewer's log (log) becomes
// from's while to's becomes the viewer's.
func (h *hotseat) pass(from, to int, log *combatLog, at shown) {
	if from >= 0 {
		if h.recaps == nil {
			h.recaps = map[int]*recap{}
		}
		h.recaps[from] = &recap{at: at}
	}
	if l, ok := h.others[to]; ok {
		old := *log
		*log = *l
		delete(h.others, to)
		h.others[from] = &old
	}
}

// takeRecap returns what side missed since it last looked: the events it
// saw (in whole or in part), with how it saw each, and forgets the rest;
// the recap starts playing on the state it returns, which is nil when
// there is nothing to play.
func (h *hotseat) takeRecap(side int) (*shown, []rules.Event, []rules.Perceived) {
	r := h.recaps[side]
	delete(h.recaps, side)
	if r == nil {
		return nil, nil, nil
	}
	var out []rules.Event
	var seen []rules.Perceived
	for i, e := range r.events {
		if r.seen[i].How == rules.Seen {
			out = append(out, e)
			seen = append(seen, r.seen[i])
		}
	}
	if len(out) == 0 {
		return nil, nil, nil
	}
	h.recapLeft = len(out)
	return &r.at, out, seen
}

// hotseatMark is how far the logs and recaps of the sides not viewing
// had come at an undo point.
type hotseatMark struct {
	others map[int][]logEntry
	recaps map[int]int
}

// mark returns how far the logs and recaps have come, for an undo
// point.
func (h *hotseat) mark() hotseatMark {
	var m hotseatMark
	if len(h.others) > 0 {
		m.others = map[int][]logEntry{}
		for side, l := range h.others {
			m.others[side] = cloneLog(l.entries)
		}
	}
	if len(h.recaps) > 0 {
		m.recaps = map[int]int{}
		for side, r := range h.recaps {
			m.recaps[side] = len(r.events)
		}
	}
	return m
}

// rewind takes the logs and recaps back to m.
func (h *hotseat) rewind(m hotseatMark) {
	for side, entries := range m.others {
		if l := h.others[side]; l != nil {
			l.entries = entries
		}
	}
	for side, n := range m.recaps {
		if r := h.recaps[side]; r != nil && n <= len(r.events) {
			r.events, r.seen = r.events[:n], r.seen[:n]
		}
	}
}
