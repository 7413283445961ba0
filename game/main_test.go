package game

import (
	"errors"
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// inLoop is true while the tests run inside Ebitengine's game loop, where
// images can be read back; without a display the tests run outside it and
// pixel tests skip.
var inLoop bool

// testLoop is a game that runs the package's tests once, in the background,
// and ends the loop when they finish.
type testLoop struct {
	m       *testing.M
	started bool
	done    chan int
	code    int
}

func (g *testLoop) Update() error {
	if !g.started {
		g.started, inLoop = true, true
		go func() { g.done <- g.m.Run() }()
	}
	select {
	case g.code = <-g.done:
		return ebiten.Termination
	default:
		return nil
	}
}

func (g *testLoop) Draw(*ebiten.Image) {}

func (g *testLoop) Layout(int, int) (int, int) { return 16, 16 }

// TestMain runs the tests inside a game loop so that they may read pixels.
func TestMain(m *testing.M) {
	g := &testLoop{m: m, done: make(chan int, 1)}
	ebiten.SetWindowSize(16, 16)
	err := ebiten.RunGameWithOptions(g, &ebiten.RunGameOptions{InitUnfocused: true})
	switch {
	case g.started && (err == nil || errors.Is(err, ebiten.Termination)):
		os.Exit(g.code)
	case g.started:
		fmt.Fprintln(os.Stderr, "game loop:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "no game loop (%v); pixel tests skip\n", err)
	os.Exit(m.Run())
}
