//go:build !js

package main

import "sightline/game"

// publish is a no-op on the desktop; the browser build publishes state.
func publish(game.Scene) {}
