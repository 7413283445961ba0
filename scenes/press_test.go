package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

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

// villageBattle starts an ADS battle on village, seed 1, between sides.
func villageBattle(t *testing.T, sides ...string) *Battle {
	t.Helper()
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: sides, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// atHumanTurn starts the village battle of a person against the normal
// computer player and plays it to the person's first turn.
func atHumanTurn(t *testing.T) *Battle {
	t.Helper()
	s := villageBattle(t, "human", "ai:normal")
	if err := playToHumanTurn(s); err != nil {
		t.Fatal(err)
	}
	return s
}

// drawnAt draws s with the pointer at p (on the screen or not) and returns
// the pixels of r.
func drawnAt(s *Battle, p image.Point, on bool, r image.Rectangle) []byte {
	screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
	s.view.cursor, s.view.cursorIn = p, on
	s.Draw(screen)
	px := make([]byte, 4*r.Dx()*r.Dy())
	screen.SubImage(r).(*ebiten.Image).ReadPixels(px)
	return px
}
