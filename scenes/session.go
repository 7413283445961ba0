package scenes

import (
	"errors"
	"strings"

	"sightline/rules"
	"sightline/rules/match"
)

// session is the battle scene's talk with the engine and the players:
// the match that records every step, the engine's battle, the seats of
// the humans on this screen and the computer players deciding in the
// background. It tells who decides and asks the engine; it draws
// nothing.
type session struct {
	match *match.Match
	b     rules.Battle
	seats []*seat // per spawn side; nil for a computer
	ais   []*async
	// policy is each unit's standing answer to a defence prompt.
	policy match.Standing
	// sent lists the actions of the commands humans sent, for --state.
	sent []string
	// handed lists the sides people handed to the computer (handOver),
	// in the order they did.
	handed []int
}

// step steps the match: the player the prompt pr asks answers, if it has
// its command ready. It returns the command's events and whether one was
// taken, and lists the action of one a human sent.
func (ss *session) step(pr rules.Prompt) ([]rules.Event, bool, error) {
	ev, ok, err := ss.match.Step()
	if ok && err == nil && ss.seatFor(pr.Side) {
		ss.sent = append(ss.sent, ss.match.Last().Action)
	}
	return ev, ok, err
}

// seatFor reports whether side is played by a human here.
func (ss *session) seatFor(side int) bool {
	return side >= 0 && side < len(ss.seats) && ss.seats[side] != nil
}

// explain asks the engine why a command is refused, by trying it on a
// copy of the battle, and returns the reason in its words.
func (ss *session) explain(c rules.Command) string {
	cp := ss.b.Clone()
	if cp == nil {
		return "not allowed now"
	}
	c.Version = cp.Version()
	_, err := cp.Apply(c)
	var rej *rules.Rejection
	switch {
	case err == nil:
		return "that is allowed, but not from here" // should not happen: Legal disagrees with Apply
	case errors.As(err, &rej) && rej.Reason != "":
		r := rej.Reason
		return strings.ToUpper(r[:1]) + r[1:]
	}
	return err.Error()
}
