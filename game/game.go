// Package game is Sightline's Ebitengine side: the loop, input routing
// through a keymap, the camera, map and unit rendering, and text. Scenes
// (package scenes) plug into it; rules never run here.
package game

import (
	"errors"
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Screen size in logical pixels.
const (
	ScreenW = 960
	ScreenH = 640
)

// Options configure a run of the game.
type Options struct {
	// Frames quits after that many frames; 0 runs until closed.
	Frames int
	// Screenshot keeps a PNG of the final frame, read back from the
	// screen inside Draw (Game.Screenshot): the last frame drawn, whether
	// the run ends at Frames or when the scene ends it (ErrQuit, or an
	// error).
	Screenshot bool
	// Script is timed input fed through the same path as the devices.
	// Its frames count only the frames on which the scene takes input
	// (see Busy).
	Script []ScriptStep
	// Keymap binds keys to actions; nil means DefaultKeymap.
	Keymap Keymap
	// OnFrame, when set, is called after each Update with the current
	// scene (the browser build publishes its state from here).
	OnFrame func(s Scene)
	// Icon, when set, is the window's icon; it is also given at twice
	// its size, for screens that show icons larger.
	Icon image.Image
}

// Game is the ebiten.Game: it routes input to the current scene and draws
// it. It holds no rules state of its own.
type Game struct {
	opt   Options
	scene Scene
	in    Input
	frame int
	// shot is the final frame's PNG when Options.Screenshot asks for it,
	// shotErr why it could not be made.
	shot    []byte
	shotErr error
	done    bool
	// ending is set when the scene has ended the run while a screenshot
	// is wanted: the frame is drawn once more and shot, then the run ends
	// with endErr (ErrQuit for a quit). endWait counts the updates that
	// found the frame not drawn yet.
	ending  bool
	endErr  error
	endWait int
	// cursor is the last scripted pointer position, kept until the next
	// scripted one so that a scripted hover lasts.
	cursor      *image.Point
	scriptFrame int
	prof        profiler
	start       time.Time
	// closing reports whether the player is closing the window; it is
	// ebiten.IsWindowBeingClosed but for tests.
	closing func() bool
}

// New returns a game showing the first scene.
func New(first Scene, opt Options) *Game {
	if opt.Keymap == nil {
		opt.Keymap = DefaultKeymap()
	}
	return &Game{opt: opt, scene: first, closing: ebiten.IsWindowBeingClosed}
}

// Scene returns the scene on screen.
func (g *Game) Scene() Scene { return g.scene }

// Frame returns the number of frames updated so far.
func (g *Game) Frame() int { return g.frame }

// Update reads input and advances the current scene.
func (g *Game) Update() error {
	if g.done && g.endErr != nil {
		return g.endErr
	}
	if g.done {
		return ebiten.Termination
	}
	if g.ending {
		// Waiting for the last frame to be drawn; a window that draws
		// nothing (minimised) ends without it after a second.
		if g.endWait++; g.endWait > 60 {
			return g.endErr
		}
		return nil
	}
	if g.closing() {
		// The scene may keep what the player would lose (a battle).
		if c, ok := g.scene.(Closer); ok {
			if err := c.Closing(); err != nil {
				return err
			}
		}
		return ebiten.Termination
	}
	g.start = time.Now()
	g.in.read(g.opt.Keymap)
	if g.cursor != nil {
		g.in.Cursor, g.in.InWindow = *g.cursor, onScreen(*g.cursor)
	}
	// The script's clock runs only while the scene waits for input, so
	// a script need not guess how long a computer player thinks or an
	// animation plays.
	if b, ok := g.scene.(Busy); !ok || !b.Busy() {
		before := g.in.Cursor
		g.in.apply(g.opt.Script, g.scriptFrame, g.scene)
		if g.in.Cursor != before {
			c := g.in.Cursor
			g.cursor = &c
		}
		g.scriptFrame++
	}
	next, err := g.scene.Update(&g.in)
	if err != nil && g.opt.Screenshot {
		// The scene ends the run: draw its last frame, shoot it, then
		// end.
		g.ending, g.endErr = true, err
		return nil
	}
	if err != nil {
		return err
	}
	if next != nil {
		g.scene = next
	}
	g.frame++
	if g.opt.OnFrame != nil {
		g.opt.OnFrame(g.scene)
	}
	return nil
}

// Draw draws the current scene and, on the final frame, the screenshot.
func (g *Game) Draw(screen *ebiten.Image) {
	g.scene.Draw(screen)
	if !g.start.IsZero() {
		g.prof.add(time.Since(g.start))
		g.start = time.Time{}
	}
	if (g.ending || g.opt.Frames > 0 && g.frame >= g.opt.Frames) && !g.done {
		if g.opt.Screenshot {
			g.shot, g.shotErr = encodePNG(screen)
		}
		g.done = true
	}
}

// Layout fixes the logical screen size.
func (g *Game) Layout(int, int) (int, int) { return ScreenW, ScreenH }

// Run opens the window and runs until the frame limit, a quit, or an error.
func (g *Game) Run(title string) error {
	ebiten.SetWindowTitle(title)
	if g.opt.Icon != nil {
		ebiten.SetWindowIcon([]image.Image{g.opt.Icon, doubled(g.opt.Icon)})
	}
	ebiten.SetWindowSize(ScreenW, ScreenH)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowClosingHandled(true)
	err := ebiten.RunGame(g)
	if errors.Is(err, ebiten.Termination) {
		err = nil
	}
	if err == nil {
		err = g.shotErr
	}
	return err
}

// Screenshot returns the PNG of the final frame that Options.Screenshot
// asked for, or nil when the game ended before it.
func (g *Game) Screenshot() []byte { return g.shot }

// Profile returns the frame times measured so far (--profile).
func (g *Game) Profile() Profile { return g.prof.report() }

// Busy is a scene that is not taking input for now (a battle playing its
// animations or waiting on a computer player); scripts wait for it.
type Busy interface {
	Busy() bool
}

// Closer is a scene with something to keep when the player closes the
// window: Closing is called once, before the game ends, and its error
// ends the run with it.
type Closer interface {
	Closing() error
}

// ErrQuit is returned by a scene to close the game.
var ErrQuit = ebiten.Termination

// doubled returns img at twice its size, each pixel a 2×2 block, as pixel
// art is scaled.
func doubled(img image.Image) image.Image {
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, 2*b.Dx(), 2*b.Dy()))
	for y := 0; y < out.Rect.Dy(); y++ {
		for x := 0; x < out.Rect.Dx(); x++ {
			out.Set(x, y, img.At(b.Min.X+x/2, b.Min.Y+y/2))
		}
	}
	return out
}
