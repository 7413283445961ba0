package scenes

import (
	"sightline/ai"
	"sightline/rules"
	"sightline/rules/match"
	"sightline/rules/replay"
)

// handOverLevel is the computer player a person's seat is handed to (H).
const handOverLevel = "normal"

// handOver gives side, a seat a person plays, to a normal computer player
// (H): a hotseat player who leaves, or one who would rather watch, lets
// the computer play the side on from where it stands. The player has the
// seed a computer seated there from the start would have had
// (match.PlayerSeed), and before its first decision it catches up on the
// side's past decisions (replay.CatchUp, in the background like every
// decision), so that it decides as that computer would: had the person
// chosen what it would have, the battle goes on exactly as theirs. The
// moves that could be taken back no longer can, since the computer has
// seen them. It returns why the seat could not be handed over, or nil.
func (s *Battle) handOver(side int) error {
	if s.watch != nil || !s.sess.seatFor(side) {
		return errorf("side %d is no person's seat", side+1)
	}
	f, err := replay.Snapshot(s.sess.match)
	if err != nil {
		return err
	}
	// The match goes on recording into the same memory; the catch-up
	// reads the steps as they stand now.
	f.Steps = cloned(f.Steps)
	p, err := ai.New(handOverLevel, match.PlayerSeed(s.sess.match.Spec().Seed, side))
	if err != nil {
		return err
	}
	t := &takeover{inner: p, catchUp: func() error { return replay.CatchUp(f, s.rs, s.m.Field, side, p) }}
	a := newAsync(t)
	if err := s.sess.match.SetPlayer(side, a); err != nil {
		return err
	}
	s.sess.seats[side], s.sess.ais[side] = nil, a
	s.sess.handed = append(s.sess.handed, side)
	s.undo = s.undo[:0]
	s.pick.armed, s.pick.target, s.pick.via = -1, -1, nil
	s.view.kbOn = false
	return nil
}

// canHandOver reports whether the side the screen shows can be handed to
// the computer from the leave question: a person plays it, in a battle
// played and not over.
func (s *Battle) canHandOver() bool {
	over, _ := s.sess.b.Over()
	return s.watch == nil && !over && s.sess.seatFor(s.viewer)
}

// takeover is the computer player a seat was handed to: it catches up on
// the side's past decisions once, before its first decision.
type takeover struct {
	inner   rules.Player
	catchUp func() error
}

// Decide catches up first, the first time, then decides.
func (t *takeover) Decide(b rules.Battle, side int) (rules.Command, bool, error) {
	if t.catchUp != nil {
		err := t.catchUp()
		t.catchUp = nil
		if err != nil {
			return rules.Command{}, false, errorf("the computer taking over could not catch up: %v", err)
		}
	}
	return t.inner.Decide(b, side)
}

// SetPause passes the pause to the inner player, when it can pause
// (newAsync).
func (t *takeover) SetPause(f func()) {
	if pp, ok := t.inner.(pauser); ok {
		pp.SetPause(f)
	}
}
