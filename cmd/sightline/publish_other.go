//go:build !js

package main

import "sightline/game"

// newPublisher returns no frame hook on the desktop; the browser build
// publishes its state to JavaScript.
func newPublisher() func(game.Scene) { return nil }
