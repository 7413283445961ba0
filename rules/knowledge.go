package rules

import (
	"fmt"
	"slices"

	"sightline/rules/grid"
)

// Marker is where and when a side last saw an enemy unit, and how it
// faced then: the last-known position a player at the table keeps of a
// foe that ducked out of sight.
type Marker struct {
	Unit   int      `json:"unit"`
	Pos    grid.Pos `json:"pos"`
	Facing int      `json:"facing"`
	// Round is the round the side saw the unit there, from 1.
	Round int `json:"round"`
}

// CoverBreaker is implemented by battles whose cover sections lose
// structure in play (ADS): WholeCovers returns every section's structure
// as the map built it, in Field.Covers order, which every side knows
// before the first shot. A battle without it has covers that never
// change, and each side knows them as they are.
type CoverBreaker interface {
	WholeCovers() []int
}

// Knowledge is what one side has learnt of a battle beyond what it sees
// at a glance: a Marker for every enemy it has seen and not lost track of
// (the square where it saw it last), and every cover section's structure
// as it last saw it, so that a cover broken out of its sight still looks
// whole to it. Note brings it up to date with what the side sees in a
// battle; its owner notes it whenever it looks (a screen after each
// command, a computer player at each decision), and two owners that look
// at the same states know the same. It holds nothing the side did not
// see (issue #42), and a Knowledge is deterministic: the same looks at
// the same states give the same markers and covers.
//
// Which units are still in the fight is public, as a scoreboard shows it
// and as the round limit's count reads it: a marker is forgotten once its
// unit is out of the fight, and when one of the side's units in the fight
// stands on or next to the marked square and does not see the unit there.
type Knowledge struct {
	side int
	// marks holds, by unit id, the unit's last sighting; Round 0 for
	// none.
	marks []Marker
	// seen holds, by unit id, whether the side saw the unit at the last
	// Note.
	seen []bool
	// covers is each cover section's structure as the side knows it; nil
	// for a battle whose covers never change.
	covers []int
}

// NewKnowledge returns side's knowledge before it has looked at a battle:
// no markers, and every cover as built.
func NewKnowledge(side int) *Knowledge { return &Knowledge{side: side} }

// Side returns the side whose knowledge it is.
func (k *Knowledge) Side() int { return k.side }

// Note records what side sees in b now: where each enemy it sees stands
// (a marker in this round), the structure of every cover section on a
// square it sees, and forgets the markers of units out of the fight and
// of units not found on or next to where they were marked.
func (k *Knowledge) Note(b Battle) { k.NoteUnits(b, b.Units()) }

// NoteUnits is Note with b's units as b.Units() lists them, for an owner
// that has just listed them (a computer player's view of the decision):
// the same markers and covers, without listing them again.
func (k *Knowledge) NoteUnits(b Battle, units []Unit) {
	for len(k.marks) < len(units) {
		k.marks = append(k.marks, Marker{Unit: len(k.marks)})
		k.seen = append(k.seen, false)
	}
	for i := range units {
		u := &units[i]
		k.seen[i] = false
		switch {
		case u.Side == k.side:
		case !u.Active:
			k.marks[i].Round = 0
		case b.Sees(k.side, u.ID):
			k.seen[i] = true
			k.marks[i] = Marker{Unit: u.ID, Pos: u.Pos, Facing: u.Facing, Round: b.Round()}
		}
	}
	for i := range units {
		m := &k.marks[i]
		if m.Round == 0 || k.seen[i] {
			continue
		}
		for j := range units {
			o := &units[j]
			if o.Side == k.side && o.Active && grid.Distance(o.Pos, m.Pos) <= 1 {
				m.Round = 0
				break
			}
		}
	}
	k.noteCovers(b)
}

// noteCovers brings the covers as side knows them up to date: a section
// whose structure it knows to be what it is learns nothing; any other it
// learns where it sees the section's square.
func (k *Knowledge) noteCovers(b Battle) {
	cb, ok := b.(CoverBreaker)
	if !ok {
		return
	}
	now := b.Covers()
	if len(k.covers) != len(now) {
		k.covers = append(k.covers[:0], cb.WholeCovers()...)
		if len(k.covers) != len(now) {
			k.covers = append(k.covers[:0], now...)
			return
		}
	}
	f := b.Field()
	for i, left := range now {
		if k.covers[i] != left && i < len(f.Covers) && SeesSquare(b, k.side, f.Covers[i].Cell) {
			k.covers[i] = left
		}
	}
}

// Last returns the side's last sighting of unit id, including a unit it
// sees now (then in the round of the last Note); ok is false when it has
// none.
func (k *Knowledge) Last(id int) (m Marker, ok bool) {
	if id < 0 || id >= len(k.marks) || k.marks[id].Round == 0 {
		return Marker{}, false
	}
	return k.marks[id], true
}

// Markers appends to buf[:0], in unit order, the markers of the enemies
// the side did not see at the last Note: where it last saw each.
// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func (k *Knowledge) Markers(buf []Marker) []Marker {
	buf = buf[:0]
	for i, m := range k.marks {
		if m.Round > 0 && !k.seen[i] {
			buf = append(buf, m)
		}
	}
	return buf
}

// Covers appends to buf[:0] every cover section's structure as the side
// knows it, in Field.Covers order, from b's covers where the ruleset's
// covers never change.
func (k *Knowledge) Covers(b Battle, buf []int) []int {
	if k.covers == nil {
		if _, ok := b.(CoverBreaker); !ok {
			return append(buf[:0], b.Covers()...)
		}
		k.noteCovers(b)
	}
	return append(buf[:0], k.covers...)
}

// Clone returns an independent copy.
func (k *Knowledge) Clone() *Knowledge {
	return &Knowledge{side: k.side, marks: slices.Clone(k.marks), seen: slices.Clone(k.seen), covers: slices.Clone(k.covers)}
}

// SavedKnowledge is a Knowledge as a save keeps it: every last sighting
// (those of units the side sees now included) and the covers as the side
// knows them (nil for a ruleset whose covers never change).
type SavedKnowledge struct {
	Side    int      `json:"side"`
	Markers []Marker `json:"markers,omitempty"`
	Covers  []int    `json:"covers,omitempty"`
}

// Saved returns the knowledge as a save keeps it.
func (k *Knowledge) Saved() SavedKnowledge {
	s := SavedKnowledge{Side: k.side, Covers: slices.Clone(k.covers)}
	for _, m := range k.marks {
		if m.Round > 0 {
			s.Markers = append(s.Markers, m)
		}
	}
	return s
}

// RestoreKnowledge returns the knowledge s keeps, checked against b, the
// battle it was saved with, and noted on it (what the side sees now is as
// it sees it): a marker of the side's own unit, of no unit, off the map
// or from a round to come, and covers not one a section or known below
// what the section has left or above it as built, are errors of one line.
func RestoreKnowledge(b Battle, s SavedKnowledge) (*Knowledge, error) {
	units := b.Units()
	k := NewKnowledge(s.Side)
	k.Note(b)
	for _, m := range s.Markers {
		switch {
		case m.Unit < 0 || m.Unit >= len(units) || units[m.Unit].Side == s.Side:
			return nil, fmt.Errorf("side %d saw unit %d, no enemy of its", s.Side+1, m.Unit)
		case !b.Field().In(m.Pos):
			return nil, fmt.Errorf("side %d saw unit %d at %v, off the map", s.Side+1, m.Unit, m.Pos)
		case m.Round < 1 || m.Round > b.Round():
			return nil, fmt.Errorf("side %d saw unit %d in round %d, the battle is in round %d", s.Side+1, m.Unit, m.Round, b.Round())
		}
		if !k.seen[m.Unit] && units[m.Unit].Active {
			k.marks[m.Unit] = m
		}
	}
	if s.Covers == nil {
		return k, nil
	}
	cb, ok := b.(CoverBreaker)
	now := b.Covers()
	if !ok || len(s.Covers) != len(now) {
		return nil, fmt.Errorf("side %d knows %d cover sections, the battle has %d that can break", s.Side+1, len(s.Covers), len(now))
	}
	whole := cb.WholeCovers()
	for i, c := range s.Covers {
		if c < now[i] || c > whole[i] {
			return nil, fmt.Errorf("side %d knows cover section %d at %d, which has %d left of %d", s.Side+1, i, c, now[i], whole[i])
		}
	}
	k.covers = slices.Clone(s.Covers)
	k.noteCovers(b)
	return k, nil
}
