//go:build js

package main

import (
	"encoding/json"
	"syscall/js"

	"sightline/game"
)

var lastState string

// publish sets globalThis.sightlineState to the scene's JSON export, so a
// browser test can read what the game did.
func publish(s game.Scene) {
	b, err := json.Marshal(s.Export())
	if err != nil {
		return
	}
	if str := string(b); str != lastState {
		lastState = str
		js.Global().Set("sightlineState", str)
	}
}
