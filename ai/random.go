// Package ai holds Sightline's computer players. They choose only among
// the engine's legal commands, through the same rules.Player interface as
// humans and replays, each with its own random stream, and they look only
// at the units their side can see.
package ai

import (
	"errors"

	"sightline/rules"
)

// Random picks uniformly among the legal commands, a move to each square
// counting once (rules.Expand): the baseline every other level must
// beat.
type Random struct {
	dice *rules.Dice
}

// NewRandom returns a random player with its own stream from seed.
func NewRandom(seed uint64) *Random { return &Random{dice: rules.NewDice(seed, 7)} }

// Decide picks one legal command.
func (r *Random) Decide(b rules.Battle, side int) (rules.Command, bool, error) {
	legal := rules.Expand(b, b.Legal(side))
	if len(legal) == 0 {
		return rules.Command{}, false, errors.New("no legal command")
	}
	return legal[r.dice.Intn(len(legal))], true, nil
}
