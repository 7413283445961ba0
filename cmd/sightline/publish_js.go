//go:build js

package main

import (
	"encoding/json"
	"strings"
	"syscall/js"

	"sightline/game"
)

// newPublisher returns a frame hook that sets globalThis.sightlineState to
// the scene's JSON export whenever it changes, so a browser test can read
// what the game did; only for a page opened with "?test" in its address.
// A player's page publishes nothing: the export names where every unit
// stands, which the page's script, or a player with the console open,
// could read in a hotseat game (issue #42).
func newPublisher() func(game.Scene) {
	if !testPage() {
		return nil
	}
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

// testPage reports whether the page was opened for a test: its address's
// query names "test".
func testPage() bool {
	loc := js.Global().Get("location")
	if loc.IsUndefined() || loc.IsNull() {
		return false
	}
	for _, kv := range strings.Split(strings.TrimPrefix(loc.Get("search").String(), "?"), "&") {
		if kv == "test" || strings.HasPrefix(kv, "test=") {
			return true
		}
	}
	return false
}
