//go:build js

package main

import (
	"encoding/json"
	"syscall/js"

	"sightline/game"
)

// newPublisher returns a frame hook that sets globalThis.sightlineState to
// the scene's JSON export whenever it changes, so a browser test can read
// what the game did.
func newPublisher() func(game.Scene) {
	last := ""
	return func(s game.Scene) {
		b, err := json.Marshal(s.Export())
		if err != nil {
			return
		}
		if str := string(b); str != last {
			last = str
			js.Global().Set("sightlineState", str)
		}
	}
}
