package game

import (
	"errors"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// closerScene counts the Closing calls and fails them with err.
type closerScene struct {
	calls int
	err   error
}

func (c *closerScene) Update(*Input) (Scene, error) { return c, nil }
func (c *closerScene) Draw(*ebiten.Image)           {}
func (c *closerScene) Export() any                  { return nil }
func (c *closerScene) Closing() error               { c.calls++; return c.err }

// TestClosingTheWindow: when the player closes the window, the scene is
// told once before the game ends, and its error ends the run with it.
func TestClosingTheWindow(t *testing.T) {
	sc := &closerScene{}
	g := New(sc, Options{})
	g.closing = func() bool { return true }
	if err := g.Update(); !errors.Is(err, ebiten.Termination) || sc.calls != 1 {
		t.Fatalf("closing: %v after %d Closing calls; want Termination after 1", err, sc.calls)
	}
	sc.err = errors.New("disk full")
	g = New(sc, Options{})
	g.closing = func() bool { return true }
	if err := g.Update(); err != sc.err {
		t.Fatalf("a failed Closing: %v", err)
	}
}
