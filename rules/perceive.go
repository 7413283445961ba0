package rules

import "sightline/rules/grid"

// Perception is how a side takes in one event: seen, heard, or not at
// all.
type Perception uint8

// The three ways a side perceives an event.
const (
	// Unnoticed events reach the side by no sense: its screen shows
	// nothing of them, plays no sound and logs no line.
	Unnoticed Perception = iota
	// Heard events are the noise of a fight the side cannot see (a
	// shot, a blow, a cover section breaking): the side learns that
	// something happened out of sight, never who, where or how it went.
	Heard
	// Seen events happen before the side's eyes, in whole or in part
	// (Perceived says which units of the event it sees).
	Seen
)

// String names the perception as --state and tests print it.
func (p Perception) String() string {
	switch p {
	case Heard:
		return "heard"
	case Seen:
		return "seen"
	}
	return "unnoticed"
}

// MarshalText writes the perception as String names it, so that JSON
// reads "seen", "heard" or "unnoticed".
func (p Perception) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// Perceived is one event as one side perceives it: how, and which of the
// units the event names (its Unit and its Target) the side sees in it.
// A client names, draws and follows only the parts marked seen: a shot by
// an unseen shooter at a seen target is Seen with Target but not Unit,
// so the log says "an unseen enemy" shoots, the impact shows on the
// target and no tracer points back at the shooter.
type Perceived struct {
	How    Perception `json:"how"`
	Unit   bool       `json:"unit,omitempty"`
	Target bool       `json:"target,omitempty"`
}

// Sight is what one side sees while the events of a command happen: the
// units it sees (its own, and the others it saw when the command began or
// sees when it has ended) and the squares on which it would see a unit.
// SightOf makes one from a battle.
type Sight struct {
	// Side is the side whose sight it is.
	Side int
	// Units reports, by unit id, whether the side sees the unit.
	Units []bool
	// Own reports, by unit id, whether the unit is the side's: the side
	// follows its own units wherever they go.
	Own []bool
	// Square reports whether the side would see a unit standing on p;
	// nil sees every square.
	Square func(p grid.Pos) bool
}

// unit reports whether the sight holds unit id; NoUnit and unknown ids
// are not seen.
func (s *Sight) unit(id int) bool {
	return id >= 0 && id < len(s.Units) && s.Units[id]
}

// square reports whether the sight holds square p.
func (s *Sight) square(p grid.Pos) bool {
	return s.Square == nil || s.Square(p)
}

// SquareSeer is implemented by battles that say which squares a side
// sees: whether it would see a unit standing there now, by the ruleset's
// own sight (ADS's broken covers clear lines). A battle without it is
// judged by SeesSquare's default: a clear line on the field, covers
// whole, from one of the side's units in the fight.
type SquareSeer interface {
	SeesSquare(side int, p grid.Pos) bool
}

// SeesSquare reports whether side would see a unit standing on p in b:
// by b's SquareSeer when it has one, else by a clear line
// (grid.LineOfSight, every cover whole) from any active unit of side.
func SeesSquare(b Battle, side int, p grid.Pos) bool {
	if ss, ok := b.(SquareSeer); ok {
		return ss.SeesSquare(side, p)
	}
	f := b.Field()
	for _, u := range b.Units() {
		if u.Side == side && u.Active && grid.LineOfSight(f, u.Pos, p, nil) {
			return true
		}
	}
	return false
}

// SeenUnits appends to buf[:0], by unit id, whether side sees each unit
// of b now (Battle.Sees; a side always sees its own units).
func SeenUnits(b Battle, side int, buf []bool) []bool {
	buf = buf[:0]
	for _, u := range b.Units() {
		buf = append(buf, u.Side == side || b.Sees(side, u.ID))
	}
	return buf
}

// SightOf returns side's sight over a command just applied to b: the
// units it sees in b now or saw before the command (before, from
// SeenUnits on the battle as the command found it; nil when there is no
// before, as for the events of a battle's start), and the squares it
// sees in b now (SeesSquare). The side that watches another's command
// does not move during it, so what it sees once the command is over is
// what it saw while it played, but for units that stepped out of its
// sight (before holds them) and covers broken during it (which only ever
// clear lines).
func SightOf(b Battle, side int, before []bool) Sight {
	s := Sight{Side: side, Units: SeenUnits(b, side, nil)}
	for _, u := range b.Units() {
		s.Own = append(s.Own, u.Side == side)
	}
	for i := range s.Units {
		if i < len(before) && before[i] {
			s.Units[i] = true
		}
	}
	s.Square = func(p grid.Pos) bool { return SeesSquare(b, side, p) }
	return s
}

// Perceive returns how the side whose sight s is perceives event e, as a
// game master at the table would rule it:
//
//   - An event that names no unit (the battle's and the rounds' starts
//     and ends, a side's turn) is seen by every side; a cover section's
//     damage or break is seen where the side sees the cover's square
//     (To), a break is heard elsewhere, a chip out of sight unnoticed.
//   - A step of the side's own unit is seen; another's is seen where the
//     side sees the walker and one of the two squares (From, To): a unit
//     walking into view is seen from the first square in sight, not
//     along the way there.
//   - A shot (or a blow: melee is a shot too) is seen when the side sees
//     the shooter or the target, each part marked apart; when it sees
//     neither, it is heard, naming no one.
//   - Damage is seen when the side sees the unit hit (Target), whoever
//     dealt it.
//   - A declared action, a reaction and a roll are seen when the side
//     sees the unit or its target.
//   - Anything else about a unit (its turn, a status, a jam, a reload,
//     its fall) is seen when the side sees the unit, and unnoticed
//     otherwise.
func Perceive(e Event, s *Sight) Perceived {
	u, t := s.unit(e.Unit), s.unit(e.Target)
	p := Perceived{Unit: u, Target: t}
	switch e.Kind {
	case EvCoverDamage, EvCoverBroken:
		switch {
		case s.square(e.To):
			p.How = Seen
		case e.Kind == EvCoverBroken:
			return Perceived{How: Heard}
		default:
			return Perceived{}
		}
		return p
	case EvStep:
		own := e.Unit >= 0 && e.Unit < len(s.Own) && s.Own[e.Unit]
		if u && (own || s.square(e.From) || s.square(e.To)) {
			return Perceived{How: Seen, Unit: true, Target: t}
		}
		return Perceived{}
	case EvShot:
		if u || t {
			p.How = Seen
			return p
		}
		return Perceived{How: Heard}
	case EvDamage:
		if t || e.Target == NoUnit && u {
			p.How = Seen
			return p
		}
		return Perceived{}
	case EvAction, EvReaction, EvRoll:
		if u || t || e.Unit == NoUnit && e.Target == NoUnit {
			p.How = Seen
			return p
		}
		return Perceived{}
	}
	if e.Unit == NoUnit && e.Target == NoUnit {
		p.How = Seen
		return p
	}
	if u || e.Unit == NoUnit && t {
		p.How = Seen
		return p
	}
	return Perceived{}
}

// PerceiveAll appends to buf[:0] how s's side perceives each of events.
func PerceiveAll(events []Event, s *Sight, buf []Perceived) []Perceived {
	buf = buf[:0]
	for _, e := range events {
		buf = append(buf, Perceive(e, s))
	}
	return buf
}
