package replay

import (
	"errors"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/match"
)

// Resume sets a saved battle up again where it was saved, on field under
// r: the match its header describes, recording, with its steps played
// again. A human seat's command comes from its step; each computer
// player decides its own steps again and must choose the recorded
// command, so that its stream and memory stand where they stood and the
// battle goes on exactly as it would have. Every hash is checked. It
// returns the match, its human seats empty (match.Human), and the steps'
// events in order; a broken save, one that diverges or one a computer
// player disagrees with (another build's, which the error names) is
// refused with one line. mk makes the computer players (ai.New).
func Resume(f *File, r rules.Ruleset, field *grid.Field, mk match.PlayerMaker) (*match.Match, []rules.Event, error) {
	mt, ev, err := resume(f, r, field, mk)
	return mt, ev, f.explain(err)
}

// resume is Resume without the builds named in its error.
func resume(f *File, r rules.Ruleset, field *grid.Field, mk match.PlayerMaker) (*match.Match, []rules.Event, error) {
	if !f.Unfinished() {
		return nil, nil, errors.New("it is a finished battle's replay, not a saved battle")
	}
	mt, err := match.New(r, field, f.Spec, true, mk)
	if err != nil {
		return nil, nil, err
	}
	b := mt.Battle()
	n := len(f.Sides)
	ais := make([]rules.Player, n)
	var want rules.Command
	for side := 0; side < n; side++ {
		ais[side] = mt.Player(side)
		if err := mt.SetPlayer(side, &recorded{ai: ais[side], want: &want}); err != nil {
			return nil, nil, err
		}
	}
	var all []rules.Event
	p := NewPlayback(f)
	for {
		c, ok := p.Next(b)
		if !ok {
			break
		}
		want = c
		ev, ok, err := mt.Step()
		if err == nil && !ok {
			err = errorf("side %d did not decide", b.Prompt().Side)
		}
		if err := p.Applied(b, err); err != nil {
			return nil, nil, err
		}
		all = append(all, ev...)
	}
	if err := p.End(b); err != nil {
		return nil, nil, err
	}
	for side, ai := range ais {
		if err := mt.SetPlayer(side, ai); err != nil {
			return nil, nil, err
		}
	}
	return mt, all, nil
}

// recorded answers for one side while a saved battle is played again: its
// computer player's own decision when it has one, which must be *want,
// or *want for a human seat.
type recorded struct {
	ai   rules.Player
	want *rules.Command
}

// Decide returns the recorded command, or the computer player's, which
// must be the same.
func (r *recorded) Decide(b rules.Battle, side int) (rules.Command, bool, error) {
	if r.ai == nil {
		return *r.want, true, nil
	}
	c, ok, err := r.ai.Decide(b, side)
	if err != nil || !ok {
		return c, ok, err
	}
	if !c.Same(*r.want) || c.Cost != r.want.Cost {
		return c, false, errorf("side %d's computer player chose %s, the save recorded %s", side, c.Action, r.want.Action)
	}
	return c, true, nil
}
