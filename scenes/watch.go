package scenes

import (
	"fmt"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/match"
	"sightline/rules/replay"
)

// WatchReplay shows a recorded battle (sim battle --replays, or a saved
// battle) as it was played, with every unit in sight: the replay decides
// for every side, one recorded command after another, each animated as
// in a battle played, and every state hash is checked. Space or Enter
// pauses it and goes on. Of show it takes
// the animation speed (0 for the settings' own) and ExitWhenOver.
func WatchReplay(res *Resources, f *replay.File, show BattleConfig, back game.Scene) (*Battle, error) {
	cfg := BattleConfig{Ruleset: f.Ruleset, Map: f.Map, Root: f.Root, Sides: f.Sides, Ambush: f.Ambush, Speed: show.Speed, ExitWhenOver: show.ExitWhenOver}
	s, err := newBattle(res, cfg, fromSpec(f.Spec), &replayer{steps: f.Steps}, back)
	if err != nil {
		return nil, fmt.Errorf("replay: %v", err)
	}
	return s, nil
}

// replayer is the player of every side while a replay is watched: it
// answers each prompt with the next recorded command, and stops at the
// last one or at the first that the battle does not follow.
type replayer struct {
	steps []match.Step
	next  int
	// stopped is set when a state hash differed from the recorded one;
	// paused while the viewer holds the replay (Space or Enter).
	stopped, paused bool
}

// Decide returns the next recorded command, or none while the replay is
// paused and once it has ended or stopped.
func (r *replayer) Decide(rules.Battle, int) (rules.Command, bool, error) {
	if r.stopped || r.paused || r.next >= len(r.steps) {
		return rules.Command{}, false, nil
	}
	c := r.steps[r.next].Command
	r.next++
	return c, true, nil
}

// check compares b's hash, after the command last returned, with the
// recorded one, and returns what the screen should say: why the replay
// stopped, that it ended before the battle did, or nothing.
func (r *replayer) check(b rules.Battle) string {
	if r.next == 0 {
		return ""
	}
	if h := b.Hash(); h != r.steps[r.next-1].Hash {
		r.stopped = true
		return fmt.Sprintf("The replay stops at step %d: the battle went another way (state %.12s, recorded %.12s)", r.next, h, r.steps[r.next-1].Hash)
	}
	if over, _ := b.Over(); r.next == len(r.steps) && !over {
		return "The replay ends here: the battle was saved before its end"
	}
	return ""
}
