package game

import (
	"image"
	"testing"
)

// TestCameraPanMargins checks how far the view may go past the world's
// edges: by each side's margin of Over, a quarter of the screen when Over
// is unset, and a world too small for the room between them centred.
func TestCameraPanMargins(t *testing.T) {
	const w, h = 3072, 2048 // 64×64 squares of 48 px is larger; any world larger than the screen will do
	for _, c := range []struct {
		name           string
		over           Margins
		zoom           float64
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

// TestZoomOutToFit checks the zoom below 1×: from 1×, ZoomOutSteps
// presses of zoom out reach the fit whatever the world's size, where
// the whole world shows inside the room, each step below 1× shrinking
// the view by a fifth at least; zoom in climbs back to 4×; FitView fits
// at once; a world that fits at 1× is never shrunk.
func TestZoomOutToFit(t *testing.T) {
	room := image.Rect(0, 28, ScreenW-330, ScreenH-112)
	over := Margins{Left: 0, Top: 160, Right: 240, Bottom: 160}
	for _, c := range []struct{ w, h int }{{64 * 32, 64 * 32}, {200 * 32, 40 * 32}, {1000 * 48, 1000 * 48}, {700, 480}, {400, 300}} {
		fit := FitZoom(room, c.w, c.h)
		cam := Camera{Zoom: 1, Over: over, Fit: fit, Room: room}
		cam.CentreOn(float64(c.w)/3, float64(c.h)/5, c.w, c.h)
		prev := cam.Zoom
		for i := 0; i < ZoomOutSteps; i++ {
			cam.ZoomAt(-1, image.Pt(ScreenW/2, ScreenH/2), c.w, c.h)
			if cam.Zoom < prev && cam.Zoom > min(fit, 1) && cam.Zoom > prev*zoomStep+1e-9 {
				t.Errorf("%d×%d: a step from %g to %g", c.w, c.h, prev, cam.Zoom)
			}
			prev = cam.Zoom
		}
		if want := min(fit, 1); cam.Zoom != want {
			t.Fatalf("%d×%d: %d presses of zoom out reach %g, want the fit %g", c.w, c.h, ZoomOutSteps, cam.Zoom, want)
		}
		if fit < 1 {
			x0, y0 := cam.WorldToScreen(0, 0)
			x1, y1 := cam.WorldToScreen(float64(c.w), float64(c.h))
			if x0 < -1e-6 || y0 < float64(room.Min.Y)-1e-6 || x1 > float64(room.Max.X)+1e-6 || y1 > float64(room.Max.Y)+1e-6 {
				t.Errorf("%d×%d at the fit: the world spans (%g, %g)–(%g, %g), out of the room %v", c.w, c.h, x0, y0, x1, y1, room)
			}
		}
		for i := 0; i < ZoomOutSteps+MaxZoom; i++ {
			cam.ZoomAt(1, image.Pt(ScreenW/2, ScreenH/2), c.w, c.h)
		}
		if cam.Zoom != MaxZoom {
			t.Errorf("%d×%d: zoom in climbs back to %g", c.w, c.h, cam.Zoom)
		}
		cam.FitView(c.w, c.h)
		if cam.Zoom != min(fit, 1) {
			t.Errorf("%d×%d: FitView zooms to %g, want %g", c.w, c.h, cam.Zoom, min(fit, 1))
		}
	}
}
