//go:build !js

package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestProfileOnlyWhenAsked: frame times are kept for --profile only; a
// game without it keeps none, however long it runs, and one with it
// keeps one a frame.
func TestProfileOnlyWhenAsked(t *testing.T) {
	screen := ebiten.NewImage(16, 16)
	defer screen.Deallocate()
	for _, on := range []bool{false, true} {
		g := New(&closerScene{}, Options{Profile: on})
		g.closing = func() bool { return false }
		for i := 0; i < 50; i++ {
			if err := g.Update(); err != nil {
				t.Fatal(err)
			}
			g.Draw(screen)
		}
		want := 0
		if on {
			want = 50
		}
		if n := len(g.prof.samples); n != want {
			t.Errorf("Profile %v: %d frame times kept after 50 frames, want %d", on, n, want)
		}
	}
}

// TestOnDrawOncePerFrame: OnFrame follows each Update, OnDraw each Draw,
// so a frame that runs several Updates to catch up calls OnDraw once,
// with the scene as the last Update left it.
func TestOnDrawOncePerFrame(t *testing.T) {
	screen := ebiten.NewImage(16, 16)
	defer screen.Deallocate()
	var updates, draws int
	var drawn Scene
	first := &closerScene{}
	g := New(first, Options{OnFrame: func(Scene) { updates++ }, OnDraw: func(s Scene) { draws++; drawn = s }})
	g.closing = func() bool { return false }
	for range 10 {
		for range 3 {
			if err := g.Update(); err != nil {
				t.Fatal(err)
			}
		}
		g.Draw(screen)
	}
	if updates != 30 || draws != 10 || drawn != Scene(first) {
		t.Errorf("10 frames of 3 Updates: OnFrame called %d times, OnDraw %d times with %v; want 30, 10 with the scene", updates, draws, drawn)
	}
}
