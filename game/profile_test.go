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
