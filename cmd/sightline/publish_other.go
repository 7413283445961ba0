//go:build !js

package main

import "sightline/game"

// frameHook returns no frame hook on the desktop; the browser build marks
// its first frame and publishes its state to JavaScript.
func frameHook() func(game.Scene) { return nil }

// drawHook returns no draw hook on the desktop.
func drawHook() func(game.Scene) { return nil }
