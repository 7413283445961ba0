// Package match sets up and plays battles the same way everywhere: the
// game client, the headless simulator, replays and the tests turn a Spec
// (ruleset, map, players, squads, seed) into the identical battle, so they
// report the same final state hash.
//
// A Match is driven one decision at a time with Step, as the client does
// between frames, or to the end with Play, as the simulator does. Either
// way the battle waits on the side its Prompt names, that side's player
// decides, and the engine applies the command.
package match

import (
	"errors"

	"sightline/rules"
)

// Step is one applied command with the state hash after it.
type Step struct {
	Command rules.Command `json:"cmd"`
	Hash    string        `json:"hash"`
}

// Result is how a played battle ended.
type Result struct {
	// Winner is the winning spawn side, -1 for a draw.
	Winner int `json:"winner"`
	// Rounds is the round the battle ended in.
	Rounds int `json:"rounds"`
	// Hash is the final state hash.
	Hash string `json:"hash"`
	// Steps are the applied commands with their hashes, when recorded.
	Steps []Step `json:"-"`
	// Events are every applied command's events, when recorded.
	Events []rules.Event `json:"-"`
}

// MaxCommands bounds a battle, so a ruleset bug can never loop forever.
const MaxCommands = 200000

// ErrStuck reports a player that did not decide when Play asked it.
var ErrStuck = errors.New("a player did not decide")

// Play drives b to its end, asking players[side] for each decision. With
// record set it keeps every command, hash and event. It is the loop under
// Match.Play, for callers that build their battle and players themselves.
func Play(b rules.Battle, players []rules.Player, record bool) (Result, error) {
	var res Result
	for n := 0; ; n++ {
		if over, w := b.Over(); over {
			res.Winner, res.Rounds, res.Hash = w, b.Round(), b.Hash()
			return res, nil
		}
		if n >= MaxCommands {
			return res, errorf("battle did not end after %d commands", MaxCommands)
		}
		c, ev, ok, err := decideApply(b, players)
		if err != nil {
			return res, err
		}
		if !ok {
			return res, errorf("side %d: %w", b.Prompt().Side, ErrStuck)
		}
		if record {
			res.Steps = append(res.Steps, Step{Command: c, Hash: b.Hash()})
			res.Events = append(res.Events, ev...)
		}
	}
}

// decideApply asks the player b waits on for its decision and applies it.
// ok is false, with no change, when the player has not decided yet.
func decideApply(b rules.Battle, players []rules.Player) (rules.Command, []rules.Event, bool, error) {
	side := b.Prompt().Side
	if side < 0 || side >= len(players) || players[side] == nil {
		return rules.Command{}, nil, false, errorf("the battle waits on side %d, which has no player", side)
	}
	c, ok, err := players[side].Decide(b, side)
	if err != nil {
		return c, nil, false, errorf("side %d: %w", side, err)
	}
	if !ok {
		return c, nil, false, nil
	}
	ev, err := b.Apply(c)
	if err != nil {
		return c, nil, false, errorf("side %d sent %v: %w", side, c, err)
	}
	return c, ev, true, nil
}
