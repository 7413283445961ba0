package game

import (
	"bytes"
	"errors"
	"image/color"
	"image/png"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// quitScene fills the screen with its colour and ends the run with err on
// its third update, turning white first.
type quitScene struct {
	updates int
	col     color.RGBA
	err     error
}

func (q *quitScene) Update(*Input) (Scene, error) {
	if q.updates++; q.updates == 3 {
		q.col = color.RGBA{255, 255, 255, 255}
		return nil, q.err
	}
	return q, nil
}
func (q *quitScene) Draw(s *ebiten.Image) { s.Fill(q.col) }
func (q *quitScene) Export() any          { return nil }

// TestScreenshotWhenTheSceneEnds: a scene that ends the run (a battle
// under --exit-when-over) before the frame limit, or with none, still
// leaves the screenshot of the last frame drawn, and the run ends with
// the scene's error.
func TestScreenshotWhenTheSceneEnds(t *testing.T) {
	if !inLoop {
		t.Skip("no game loop to read pixels in")
	}
	stop := errors.New("the replay stops at step 3")
	for _, c := range []struct {
		frames int
		err    error
	}{{100, ErrQuit}, {0, ErrQuit}, {0, stop}} {
		sc := &quitScene{col: color.RGBA{0, 0, 255, 255}, err: c.err}
		g := New(sc, Options{Frames: c.frames, Screenshot: true})
		g.closing = func() bool { return false }
		screen := ebiten.NewImage(8, 8)
		var err error
		for i := 0; i < 10 && err == nil; i++ {
			if err = g.Update(); err == nil {
				g.Draw(screen)
			}
		}
		if !errors.Is(err, c.err) {
			t.Errorf("frames %d: the run ended with %v, want %v", c.frames, err, c.err)
		}
		if g.Screenshot() == nil {
			t.Errorf("frames %d, %v: no screenshot", c.frames, c.err)
			continue
		}
		img, perr := png.Decode(bytes.NewReader(g.Screenshot()))
		if perr != nil {
			t.Fatal(perr)
		}
		if r, gr, b, _ := img.At(4, 4).RGBA(); r>>8 != 255 || gr>>8 != 255 || b>>8 != 255 {
			t.Errorf("frames %d: the screenshot is not the last frame drawn: %v", c.frames, img.At(4, 4))
		}
		if g.Frame() != 2 {
			t.Errorf("frames %d: %d frames counted, want 2", c.frames, g.Frame())
		}
	}
}
