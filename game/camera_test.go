package game

import "testing"

// TestCameraPanMargins checks how far the view may go past the world's
// edges: by each side's margin of Over, a quarter of the screen when Over
// is unset, and a world too small for the room between them centred.
func TestCameraPanMargins(t *testing.T) {
	const w, h = 3072, 2048 // 64×64 squares of 48 px is larger; any world larger than the screen will do
	for _, c := range []struct {
		name           string
		over           Margins
		zoom           int
		left, top      float64 // X, Y after panning far up and left
		right, bottom  float64 // after panning far down and right
		smallX, smallY float64 // for a 100×80 world
	}{
		{"unset", Margins{}, 1, -ScreenW / 4, -ScreenH / 4, w - ScreenW*3/4, h - ScreenH*3/4, (100 - ScreenW) / 2.0, (80 - ScreenH) / 2.0},
		{"battle", Margins{Left: 0, Top: 160, Right: 240, Bottom: 160}, 1, 0, -160, w - (ScreenW - 240), h - (ScreenH - 160), (0 + 100 - (ScreenW - 240)) / 2.0, (-160 + 80 - (ScreenH - 160)) / 2.0},
		{"battle zoomed", Margins{Left: 0, Top: 160, Right: 240, Bottom: 160}, 2, 0, -80, w - (ScreenW-240)/2.0, h - (ScreenH-160)/2.0, (0 + 100 - (ScreenW-240)/2.0) / 2, (-80 + 80 - (ScreenH-160)/2.0) / 2},
	} {
		cam := Camera{Zoom: c.zoom, Over: c.over}
		cam.Pan(-1e6, -1e6, w, h)
		if cam.X != c.left || cam.Y != c.top {
			t.Errorf("%s: panned up and left to (%g, %g), want (%g, %g)", c.name, cam.X, cam.Y, c.left, c.top)
		}
		cam.Pan(1e6, 1e6, w, h)
		if cam.X != c.right || cam.Y != c.bottom {
			t.Errorf("%s: panned down and right to (%g, %g), want (%g, %g)", c.name, cam.X, cam.Y, c.right, c.bottom)
		}
		cam.Pan(0, 0, 100, 80)
		if cam.X != c.smallX || cam.Y != c.smallY {
			t.Errorf("%s: a small world at (%g, %g), want (%g, %g)", c.name, cam.X, cam.Y, c.smallX, c.smallY)
		}
		// A unit at the world's left edge, centred on: the view stops at
		// the left margin.
		cam.CentreOn(24, h/2, w, h)
		if cam.X != c.left {
			t.Errorf("%s: centred on the left edge at X %g, want %g", c.name, cam.X, c.left)
		}
	}
}
