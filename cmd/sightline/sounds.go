package main

import "sightline/scenes"

// newSounds returns the sound effects player; nil until audio is wired.
func newSounds() scenes.Player { return nil }
