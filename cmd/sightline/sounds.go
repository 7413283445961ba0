package main

import (
	"sightline/game"
	"sightline/scenes"
)

// newSounds returns the sound effects player, silent with one log line
// when there is no sound device.
func newSounds() scenes.Player {
	return game.NewSounds(logf)
}
