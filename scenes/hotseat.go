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

// log files an event in the logs of the sides not viewing, each as its
// side sees it; name names the actions.
func (h *hotseat) log(e rules.Event, b rules.Battle, name func(string) string) {
	for _, l := range h.others {
		l.add(e, b, name)
	}
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

// missed files a command's events in the recap of every hotseat side not
// viewing now.
func (h *hotseat) missed(ev []rules.Event) {
	for _, r := range h.recaps {
		r.events = append(r.events, ev...)
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

// takeRecap returns what side missed since it last looked, the events
// for which seen is true, and forgets the rest; the recap starts playing
// on the state it returns, which is nil when there is nothing to play.
func (h *hotseat) takeRecap(side int, seen func(e rules.Event) bool) (*shown, []rules.Event) {
	r := h.recaps[side]
	delete(h.recaps, side)
	if r == nil {
		return nil, nil
	}
	var out []rules.Event
	for _, e := range r.events {
		if seen(e) {
			out = append(out, e)
		}
	}
	if len(out) == 0 {
		return nil, nil
	}
	h.recapLeft = len(out)
	return &r.at, out
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
			r.events = r.events[:n]
		}
	}
}
