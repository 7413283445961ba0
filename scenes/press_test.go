package scenes

import (
	"testing"

	"sightline/game"
)

// pressOn runs one frame of sc with action a pressed and returns the scene
// to show next; an error fails the test.
func pressOn(t *testing.T, sc game.Scene, a game.Action) game.Scene {
	t.Helper()
	var in game.Input
	in.Press(a)
	next, err := sc.Update(&in)
	if err != nil {
		t.Fatal(err)
	}
	return next
}
