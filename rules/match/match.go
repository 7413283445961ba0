// Package match sets up and plays battles the same way everywhere: the
// game client, the headless simulator and the tests turn (ruleset, field,
// players, seed) into the identical battle, so they report the same final
// state hash.
package match

import (
	"errors"
	"fmt"

	"sightline/rules"
	"sightline/rules/grid"
)

// Setup builds the rules.Setup for a battle: side i fields the ruleset's
// squad i modulo the number of squads, in spawn-zone order, so that a
// mirrored game swaps which player stands where but not the squads.
func Setup(r rules.Ruleset, f *grid.Field, sides int, seed uint64) (rules.Setup, error) {
	squads := r.Squads()
	if len(squads) == 0 {
		return rules.Setup{}, fmt.Errorf("ruleset %s has no squads", r.ID())
	}
	if sides < 2 || sides > 4 {
		return rules.Setup{}, fmt.Errorf("%d sides: a battle has 2 to 4", sides)
	}
	s := rules.Setup{Field: f, Seed: seed}
	for i := 0; i < sides; i++ {
		s.Sides = append(s.Sides, rules.SideSetup{Name: fmt.Sprintf("side %d", i+1), Squad: squads[i%len(squads)].ID})
	}
	return s, nil
}

// PlayerSeed derives the seed of side's player from the battle seed, so a
// player's own random stream never touches the battle's dice.
func PlayerSeed(seed uint64, side int) uint64 { return rules.SplitSeed(seed^0xa1a1a1a1, side) }

// Step is one applied command with the state hash after it.
type Step struct {
	Command rules.Command `json:"cmd"`
	Hash    string        `json:"hash"`
}

// Result is how a played battle ended.
type Result struct {
	Winner int           `json:"winner"` // spawn side, -1 for a draw
	Rounds int           `json:"rounds"`
	Hash   string        `json:"hash"`
	Steps  []Step        `json:"-"`
	Events []rules.Event `json:"-"`
}

// MaxCommands bounds a battle, so a ruleset bug can never loop forever.
const MaxCommands = 200000

// ErrStuck reports a player that did not decide.
var ErrStuck = errors.New("a player did not decide")

// Play drives b to its end, asking players[side] for each decision. With
// record set it keeps every command, hash and event.
func Play(b rules.Battle, players []rules.Player, record bool) (Result, error) {
	var res Result
	for n := 0; ; n++ {
		if over, w := b.Over(); over {
			res.Winner, res.Rounds, res.Hash = w, b.Round(), b.Hash()
			return res, nil
		}
		if n >= MaxCommands {
			return res, fmt.Errorf("battle did not end after %d commands", MaxCommands)
		}
		side := b.Prompt().Side
		if side < 0 || side >= len(players) {
			return res, fmt.Errorf("the battle waits on side %d, which has no player", side)
		}
		c, ok, err := players[side].Decide(b, side)
		if err != nil {
			return res, fmt.Errorf("side %d: %w", side, err)
		}
		if !ok {
			return res, fmt.Errorf("side %d: %w", side, ErrStuck)
		}
		ev, err := b.Apply(c)
		if err != nil {
			return res, fmt.Errorf("side %d sent %v: %w", side, c, err)
		}
		if record {
			res.Steps = append(res.Steps, Step{Command: c, Hash: b.Hash()})
			res.Events = append(res.Events, ev...)
		}
	}
}
