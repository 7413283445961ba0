// Package ai holds Sightline's computer players. They choose only among
// the engine's legal commands, through the same rules.Player interface as
// humans and replays, each with its own random stream.
package ai

import (
	"errors"
	"fmt"

	"sightline/rules"
)

// Random picks uniformly among the legal commands: the baseline every
// other level must beat.
type Random struct {
	dice *rules.Dice
}

// NewRandom returns a random player with its own stream from seed.
func NewRandom(seed uint64) *Random { return &Random{dice: rules.NewDice(seed, 7)} }

// Decide picks one legal command.
func (r *Random) Decide(b rules.Battle, side int) (rules.Command, bool, error) {
	legal := b.Legal(side)
	if len(legal) == 0 {
		return rules.Command{}, false, errors.New("no legal command")
	}
	return legal[r.dice.Intn(len(legal))], true, nil
}

// ParsePlayer makes a computer player from its command-line spelling.
// Only "random" exists yet; "ai:easy", "ai:normal" and "ai:hard" are the
// spellings the utility AI will answer to.
func ParsePlayer(spec string, seed uint64) (rules.Player, error) {
	switch spec {
	case "random":
		return NewRandom(seed), nil
	case "ai:easy", "ai:normal", "ai:hard":
		return nil, fmt.Errorf("player %q: the utility AI is not built yet; use random", spec)
	}
	return nil, fmt.Errorf("unknown player %q; use random (ai:easy, ai:normal and ai:hard are coming)", spec)
}
