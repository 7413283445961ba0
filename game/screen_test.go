package game

import (
	"image"
	"testing"
)

// TestLayoutFollowsTheWindow: the logical screen is the window's outside
// divided by the UI scale, grown with the window's proportions to at least
// MinW×MinH (a smaller window shows it scaled down), and Layout tells the
// scenes through the shared Screen.
func TestLayoutFollowsTheWindow(t *testing.T) {
	for _, c := range []struct {
		w, h  int
		scale float64
		want  image.Point
	}{
		{960, 640, 1, image.Pt(960, 640)},
		{1280, 800, 1, image.Pt(1280, 800)},
		{1920, 1080, 1, image.Pt(1920, 1080)},
		{1920, 1080, 1.5, image.Pt(1280, 720)},
		{1920, 1080, 2, image.Pt(1138, 640)},
		{800, 600, 1, image.Pt(960, 720)},
		{960, 640, 1.25, image.Pt(960, 640)},
		{1440, 960, 1.5, image.Pt(960, 640)},
		{0, 0, 1, image.Pt(ScreenW, ScreenH)},
	} {
		if got := FitScreen(c.w, c.h, c.scale); got != c.want {
			t.Errorf("a %dx%d window at ×%g: %v, want %v", c.w, c.h, c.scale, got, c.want)
		}
	}
	scr := &Screen{Scale: 1.5}
	g := New(nil, Options{Screen: scr})
	if w, h := g.Layout(1920, 1080); w != 1280 || h != 720 || scr.Size() != image.Pt(1280, 720) {
		t.Errorf("Layout gave %dx%d and the scenes %v, want 1280x720 for both", w, h, scr.Size())
	}
	if (*Screen)(nil).Size() != image.Pt(ScreenW, ScreenH) || (&Screen{}).Size() != image.Pt(ScreenW, ScreenH) {
		t.Error("a screen no layout sized is not ScreenW×ScreenH")
	}
}
