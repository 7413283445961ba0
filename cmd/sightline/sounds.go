package main

import (
	"log"

	"sightline/game"
	"sightline/scenes"
)

// newSounds returns the sound effects player, silent with one log line
// when there is no sound device.
func newSounds() scenes.Player {
	return game.NewSounds(log.Printf)
}
