//go:build js

package main

import (
	"encoding/json"
	"strings"
	"syscall/js"

	"sightline/game"
)

// firstFrameMark is the name of the performance mark (performance.mark)
// the page sets once its first frame is on screen: its startTime is the
// time from navigation to the first frame, which the browser test
// compares with a bare Ebitengine program's.
const firstFrameMark = "sightline-first-frame"

// frameHook returns the browser's frame hook: it marks the first frame
// (firstFrameMark).
func frameHook() func(game.Scene) {
	marked := false
	return func(game.Scene) {
		if !marked {
			marked = true
			markFirstFrame()
		}
	}
}

// drawHook returns the browser's draw hook: on a test page it publishes
// the state (newPublisher), once a frame drawn. Published after every
// Update, as it was, it cost a frame that ran five Updates to catch up
// five exports and JSON encodings, though the page's scripts could read
// only the last: they run between frames, never between the Updates of
// one (issue #38).
func drawHook() func(game.Scene) { return newPublisher() }

// markFirstFrame sets firstFrameMark at the next animation frame: the hook
// runs after the first Update, whose frame Ebitengine draws in the same
// animation frame, so the next one starts once it is shown.
func markFirstFrame() {
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("performance").Call("mark", firstFrameMark)
		f.Release()
		return nil
	})
	js.Global().Call("requestAnimationFrame", f)
}

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
