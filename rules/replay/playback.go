package replay

import (
	"errors"

	"sightline/rules"
)

// Playback plays a replay file's steps back on its battle one at a time
// and gives the verdict on each and on the whole. It is the one reader of
// a replay's steps: sim replay (Check), continuing a saved battle
// (Resume) and the game's replay viewer all play through it, so that they
// accept and refuse the same files with the same words.
//
// The caller asks Next for a step's command, applies it to the battle
// (directly, or through its players and a match), and hands the outcome
// to Applied; once Next has no more, End judges the battle as it stands.
// The first step that the battle refuses, or after which its state hash
// is not the recorded one, stops the playback for good (Err).
type Playback struct {
	f    *File
	next int
	err  error
}

// NewPlayback starts playing f back from its first step.
func NewPlayback(f *File) *Playback { return &Playback{f: f} }

// Next returns the command of the next step, for battle b as it stands
// before it. ok is false once every step has been played, or when the
// playback has stopped, or when b is over with steps left (which stops
// it).
func (p *Playback) Next(b rules.Battle) (c rules.Command, ok bool) {
	if p.err != nil || p.next >= len(p.f.Steps) {
		return rules.Command{}, false
	}
	if over, _ := b.Over(); over {
		p.err = errorf("step %d: the battle is already over", p.next+1)
		return rules.Command{}, false
	}
	return p.f.Steps[p.next].Command, true
}

// Applied takes the outcome of the command Next returned: err is why it
// was not applied (the battle's rules.Rejection, or a player's error)
// and nil when it was, b the battle after it. It returns the verdict on
// the step: nil when the battle took it and its state hash is the
// recorded one, else one line naming the step, which also stops the
// playback.
func (p *Playback) Applied(b rules.Battle, err error) error {
	if p.err != nil {
		return p.err
	}
	if p.next >= len(p.f.Steps) {
		p.err = errorf("step %d: the replay has only %d steps", p.next+1, len(p.f.Steps))
		return p.err
	}
	s := p.f.Steps[p.next]
	p.next++
	var rej *rules.Rejection
	switch {
	case errors.As(err, &rej):
		p.err = errorf("step %d: command %v rejected: %v", p.next, s.Command, rej.Reason)
	case err != nil:
		p.err = errorf("step %d: %v", p.next, err)
	default:
		if h := b.Hash(); h != s.Hash {
			p.err = errorf("step %d: state hash %.12s, recorded %.12s: the battle diverged", p.next, h, s.Hash)
		}
	}
	return p.err
}

// Played returns how many steps have been applied and judged.
func (p *Playback) Played() int { return p.next }

// Err returns why the playback stopped, or nil while it follows the
// replay.
func (p *Playback) Err() error { return p.err }

// End returns the verdict on the whole replay, b being the battle after
// the steps played. It is nil when every step matched and the battle
// stands as the file says it ends: a finished battle's replay over, with
// its final hash; a saved battle's (no final hash) still going on. A
// finished battle whose steps stop short of its end, a final hash that
// differs, and a saved battle whose steps end it are refused, in one line
// that also stops the playback.
func (p *Playback) End(b rules.Battle) error {
	if p.err != nil {
		return p.err
	}
	over, _ := b.Over()
	switch {
	case p.next < len(p.f.Steps) && over:
		p.err = errorf("step %d: the battle is already over", p.next+1)
	case p.next < len(p.f.Steps):
		p.err = errorf("the replay stopped after step %d of %d", p.next, len(p.f.Steps))
	case p.f.Unfinished() && over:
		p.err = errorf("the saved battle is over after its %d steps, but it has no final hash", len(p.f.Steps))
	case p.f.Unfinished():
	case !over:
		p.err = errorf("after %d steps the battle is not over", len(p.f.Steps))
	default:
		if h := b.Hash(); h != p.f.Final {
			p.err = errorf("final hash %.12s, replay recorded %.12s", h, p.f.Final)
		}
	}
	return p.err
}
