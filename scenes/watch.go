package scenes

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/replay"
)

// ErrReplayStopped ends the run, under ExitWhenOver, of a watched replay
// that the battle did not follow: the error wraps it with the step and
// the reason (replay.Playback's verdict).
var ErrReplayStopped = errors.New("the replay stops")

// WatchReplay shows a recorded battle (sim battle --replays, or a saved
// battle) as it was played, with every unit in sight: the replay decides
// for every side, one recorded command after another, each animated as
// in a battle played, and each step is judged as sim replay judges it
// (replay.Playback). Space or Enter pauses it and goes on. It stops at
// the first step the battle refuses or whose state hash differs, or at an
// end other than the file's (a final hash that differs, or none though
// the battle is over), and says so; under ExitWhenOver the run then ends
// with ErrReplayStopped. Of show it takes the animation speed (0 for the
// settings' own) and ExitWhenOver.
func WatchReplay(res *Resources, f *replay.File, show BattleConfig, back game.Scene) (*Battle, error) {
	cfg := BattleConfig{Ruleset: f.Ruleset, Map: f.Map, Root: f.Root, Sides: f.Sides, Ambush: f.Ambush, Speed: show.Speed, ExitWhenOver: show.ExitWhenOver}
	w := &replayer{play: replay.NewPlayback(f), steps: len(f.Steps)}
	s, err := newBattle(res, cfg, fromSpec(f.Spec), w, back)
	if err != nil {
		return nil, errorf("replay: %v", err)
	}
	return s, nil
}

// ReportStops makes a watched replay also write why it stopped to out,
// as one line beginning with prefix (the game's stderr, for --replay).
func (s *Battle) ReportStops(out io.Writer, prefix string) {
	if s.watch != nil {
		s.watch.out, s.watch.prefix = out, prefix
	}
}

// replayer is the player of every side while a replay is watched: it
// answers each prompt with the next recorded command, and stops at the
// last one or at the first that the battle does not follow.
type replayer struct {
	play  *replay.Playback
	steps int
	// paused is set while the viewer holds the replay (Space or Enter).
	paused bool
	// stop is why the replay stopped, nil while the battle follows it;
	// ended is set once its end has been judged.
	stop  error
	ended bool
	// out, when set, is told why the replay stopped, after prefix.
	out    io.Writer
	prefix string
}

// Decide returns the next recorded command, or none while the replay is
// paused and once it has ended or stopped.
func (r *replayer) Decide(b rules.Battle, _ int) (rules.Command, bool, error) {
	if r.stop != nil || r.paused {
		return rules.Command{}, false, nil
	}
	c, ok := r.play.Next(b)
	return c, ok, nil
}

// stopped records err, the playback's verdict, as why the replay stopped
// and returns what the screen says of it.
func (r *replayer) stopped(err error) string {
	r.stop = err
	msg := err.Error()
	if strings.HasPrefix(msg, "step ") {
		msg = " at " + msg
	} else {
		msg = ": " + msg
	}
	if r.out != nil {
		fmt.Fprintf(r.out, "%sthe replay stops%s\n", r.prefix, msg)
	}
	return "The replay stops" + msg
}

// judged gives the verdict on the step just sent: err is why the battle
// did not take it, nil when it did.
func (s *Battle) judged(err error) {
	if v := s.watch.play.Applied(s.sess.b, err); v != nil {
		s.note = s.watch.stopped(v)
	}
}

// replayHeld tells, once the queue has played out, whether a watched
// replay holds the battle where it stands: it has stopped, or a saved
// battle's replay has ended before the battle did. It judges the end
// once, when every step is played or the battle is over. Under
// ExitWhenOver a held replay ends the run: with ErrReplayStopped when it
// stopped, else as a battle over does. A battle played, not watched, is
// never held.
func (s *Battle) replayHeld() (bool, error) {
	w := s.watch
	if w == nil {
		return false, nil
	}
	over, _ := s.sess.b.Over()
	if w.stop == nil && !w.ended && (over || w.play.Played() >= w.steps) {
		w.ended = true
		if err := w.play.End(s.sess.b); err != nil {
			s.note = w.stopped(err)
		} else if !over {
			s.note = "The replay ends here: the battle was saved before its end"
		}
	}
	switch {
	case w.stop != nil && s.cfg.ExitWhenOver:
		return true, errorf("%w%s", ErrReplayStopped, strings.TrimPrefix(s.note, "The replay stops"))
	case w.stop != nil, w.ended && !over && !s.cfg.ExitWhenOver:
		return true, nil
	case w.ended && !over:
		return true, game.ErrQuit
	}
	return false, nil
}
