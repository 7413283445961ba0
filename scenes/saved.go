package scenes

import (
	"errors"
	"fmt"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/match"
	"sightline/rules/replay"
)

// BattleStore keeps one saved battle between runs: a replay file of a
// battle still going on (replay.Snapshot), which the title offers to
// continue.
type BattleStore interface {
	// SaveBattle keeps data as the saved battle, replacing the one kept
	// before only once data is kept whole.
	SaveBattle(data []byte) error
	// LoadBattle returns the saved battle, or nil when there is none.
	LoadBattle() ([]byte, error)
	// DropBattle forgets the saved battle, once it has been played out.
	DropBattle() error
}

// ResumeBattle sets a saved battle up again, where it was saved: the
// battle its header describes, with its steps played again. The computer
// players decide each of theirs again, which must be the command
// recorded, so that they go on exactly as they would have; a save they
// disagree with (made by another build) or a broken one is refused with
// one line.
func ResumeBattle(res *Resources, data []byte, back game.Scene) (*Battle, error) {
	f, err := replay.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("saved battle: %v", err)
	}
	if !f.Unfinished() {
		return nil, errors.New("saved battle: it is a finished battle's replay")
	}
	cfg := BattleConfig{Ruleset: f.Ruleset, Map: f.Map, Sides: f.Sides, Ambush: f.Ambush}
	s, err := newBattle(res, cfg, f.Spec, f.Steps, nil, back)
	if err != nil {
		if f.Engine != replay.EngineVersion() {
			return nil, fmt.Errorf("saved battle: %v (saved by %s, this is %s)", err, f.Engine, replay.EngineVersion())
		}
		return nil, fmt.Errorf("saved battle: %v", err)
	}
	s.resumed = true
	return s, nil
}

// playSaved plays a saved battle's steps on a freshly built match and
// returns their events. A human seat's command is taken from the step; a
// computer player decides again and must choose the step's command. The
// match keeps its computer players (now where they were when the battle
// was saved) and its human seats empty.
func playSaved(mt *match.Match, steps []match.Step) ([]rules.Event, error) {
	if len(steps) == 0 {
		return nil, nil
	}
	b := mt.Battle()
	n := len(mt.Spec().Sides)
	ais := make([]rules.Player, n)
	var want rules.Command
	for side := 0; side < n; side++ {
		ais[side] = mt.Player(side)
		if err := mt.SetPlayer(side, &recorded{ai: ais[side], want: &want}); err != nil {
			return nil, err
		}
	}
	var all []rules.Event
	for i, st := range steps {
		want = st.Command
		ev, ok, err := mt.Step()
		if err != nil || !ok {
			if err == nil {
				err = errors.New("the battle is already over")
			}
			return nil, fmt.Errorf("step %d: %v", i+1, err)
		}
		if h := b.Hash(); h != st.Hash {
			return nil, fmt.Errorf("step %d: state hash %.12s, the save recorded %.12s: the battle diverged", i+1, h, st.Hash)
		}
		all = append(all, ev...)
	}
	if over, _ := b.Over(); over {
		return nil, errors.New("the battle is already over")
	}
	for side, p := range ais {
		if err := mt.SetPlayer(side, p); err != nil {
			return nil, err
		}
	}
	return all, nil
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
		return c, false, fmt.Errorf("side %d's computer player chose %s, the save recorded %s", side, c.Action, r.want.Action)
	}
	return c, true, nil
}

// Closing saves the battle when the player closes the window in the middle
// of it (game.Closer), as Save and leave would: the title offers it on the
// next run.
func (s *Battle) Closing() error {
	if over, _ := s.b.Over(); over || !s.canSave() {
		return nil
	}
	data, err := s.saved()
	if err == nil {
		err = s.res.Saves.SaveBattle(data)
	}
	if err != nil {
		return fmt.Errorf("the battle was not saved: %v", err)
	}
	return nil
}

// canSave reports whether the battle can be saved: there is a store for
// it, and it is a battle played, not a replay watched.
func (s *Battle) canSave() bool { return s.res.Saves != nil && s.watch == nil }

// saved returns the battle as a saved battle's bytes.
func (s *Battle) saved() ([]byte, error) {
	f, err := replay.Snapshot(s.match)
	if err != nil {
		return nil, err
	}
	return f.Marshal()
}
