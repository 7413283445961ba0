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

// The logical screen size a window opens at, and the size scenes lay out
// for before a layout has sized the Screen.
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
	// scene (the browser build marks its first frame from here).
	OnFrame func(s Scene)
	// OnDraw, when set, is called after each Draw with the current
	// scene: once a frame, where OnFrame is called once an Update, and
	// a frame late runs several Updates to catch up (the browser build
	// publishes its state from here, issue #38).
	OnDraw func(s Scene)
	// Icon, when set, is the window's icon; it is also given at twice
	// its size, for screens that show icons larger.
	Icon image.Image
	// Screen is the logical screen the scenes read their size from;
	// Layout sizes it. Nil gives the game one of its own.
	Screen *Screen
	// Window is the window's size in device-independent pixels when it
	// opens; zero is ScreenW×ScreenH at the UI scale.
	Window image.Point
	// Profile times every frame's Update plus Draw for Game.Profile
	// (--profile); off, nothing is kept, so that a long session does not
	// grow a list of frame times.
	Profile bool
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
	// scale is the UI scale the window was last sized for; running is
	// set while Run has the window open, whose size a new scale changes.
	scale   float64
	running bool
}

// New returns a game showing the first scene.
func New(first Scene, opt Options) *Game {
	if opt.Keymap == nil {
		opt.Keymap = DefaultKeymap()
	}
	if opt.Screen == nil {
		opt.Screen = &Screen{}
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
	if g.opt.Profile {
		g.start = time.Now()
	}
	g.rescale()
	g.in.size = g.opt.Screen.Size()
	g.in.read(g.opt.Keymap)
	if g.cursor != nil {
		g.in.Cursor, g.in.InWindow = *g.cursor, g.in.onScreen(*g.cursor)
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
	if g.opt.OnDraw != nil {
		g.opt.OnDraw(g.scene)
	}
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

// Layout sizes the logical screen for the window's outside size and the
// UI scale (FitScreen), and tells the scenes through Options.Screen.
func (g *Game) Layout(ow, oh int) (int, int) {
	sz := FitScreen(ow, oh, g.opt.Screen.scale())
	g.opt.Screen.W, g.opt.Screen.H = sz.X, sz.Y
	return sz.X, sz.Y
}

// rescale grows or shrinks the open window by the change of the UI scale
// since it was last sized, so that a larger scale shows the same screen
// larger rather than less of it, within the monitor.
func (g *Game) rescale() {
	s := g.opt.Screen.scale()
	if g.scale == 0 || s == g.scale || !g.running || ebiten.IsFullscreen() {
		g.scale = s
		return
	}
	w, h := ebiten.WindowSize()
	k := s / g.scale
	g.scale = s
	mw, mh := ebiten.Monitor().Size()
	nw, nh := int(float64(w)*k), int(float64(h)*k)
	if mw > 0 && mh > 0 {
		f := min(1, float64(mw)/float64(nw), float64(mh)/float64(nh))
		nw, nh = int(float64(nw)*f), int(float64(nh)*f)
	}
	ebiten.SetWindowSize(nw, nh)
}

// Run opens the window and runs until the frame limit, a quit, or an error.
func (g *Game) Run(title string) error {
	ebiten.SetWindowTitle(title)
	if g.opt.Icon != nil {
		ebiten.SetWindowIcon([]image.Image{g.opt.Icon, doubled(g.opt.Icon)})
	}
	win := g.opt.Window
	if win.X <= 0 || win.Y <= 0 {
		s := g.opt.Screen.scale()
		win = image.Pt(int(ScreenW*s), int(ScreenH*s))
	}
	ebiten.SetWindowSize(win.X, win.Y)
	g.scale, g.running = g.opt.Screen.scale(), true
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
