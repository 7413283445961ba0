package game

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Camera maps world pixels to screen pixels with an integer zoom, so pixel
// art stays crisp.
type Camera struct {
	X, Y float64 // world position of the screen's top-left corner
	Zoom int
}

// Apply adds the camera transform to op.
func (c *Camera) Apply(op *ebiten.DrawImageOptions) {
	op.GeoM.Translate(-c.X, -c.Y)
	op.GeoM.Scale(float64(c.Zoom), float64(c.Zoom))
}

// ScreenToWorld converts a screen point to world pixels.
func (c *Camera) ScreenToWorld(p image.Point) (float64, float64) {
	return float64(p.X)/float64(c.Zoom) + c.X, float64(p.Y)/float64(c.Zoom) + c.Y
}

// Pan moves the camera by screen pixels, keeping the world of size w×h in
// view.
func (c *Camera) Pan(dx, dy float64, w, h int) {
	c.X += dx / float64(c.Zoom)
	c.Y += dy / float64(c.Zoom)
	vw, vh := float64(ScreenW)/float64(c.Zoom), float64(ScreenH)/float64(c.Zoom)
	c.X = max(min(c.X, float64(w)-vw*3/4), -vw/4)
	c.Y = max(min(c.Y, float64(h)-vh*3/4), -vh/4)
}

// Pans applies the pan actions of this frame's input.
func (c *Camera) Pans(in *Input, w, h int) {
	const speed = 8
	var dx, dy float64
	if in.Held(ActPanLeft) {
		dx -= speed
	}
	if in.Held(ActPanRight) {
		dx += speed
	}
	if in.Held(ActPanUp) {
		dy -= speed
	}
	if in.Held(ActPanDown) {
		dy += speed
	}
	if dx != 0 || dy != 0 {
		c.Pan(dx, dy, w, h)
	}
}

// Fit keeps a w×h world filling the screen where it is large enough, and
// centres it where it is smaller, so no empty margin shows at the start.
func (c *Camera) Fit(w, h int) {
	vw, vh := float64(ScreenW)/float64(c.Zoom), float64(ScreenH)/float64(c.Zoom)
	c.X = fit(c.X, float64(w), vw)
	c.Y = fit(c.Y, float64(h), vh)
}

func fit(pos, world, view float64) float64 {
	if world <= view {
		return (world - view) / 2
	}
	return max(0, min(pos, world-view))
}

// Zoom limits.
const (
	MinZoom = 1
	MaxZoom = 4
)

// ZoomAt changes the zoom by dz steps, keeping the world point under the
// screen point at fixed, and keeps the world of size w×h in view.
func (c *Camera) ZoomAt(dz int, at image.Point, w, h int) {
	z := max(MinZoom, min(MaxZoom, c.Zoom+dz))
	if z == c.Zoom {
		return
	}
	wx, wy := c.ScreenToWorld(at)
	c.Zoom = z
	c.X = wx - float64(at.X)/float64(z)
	c.Y = wy - float64(at.Y)/float64(z)
	c.Pan(0, 0, w, h)
}

// CentreOn puts the world point (wx, wy) in the middle of the screen.
func (c *Camera) CentreOn(wx, wy float64, w, h int) {
	c.X = wx - float64(ScreenW)/float64(2*c.Zoom)
	c.Y = wy - float64(ScreenH)/float64(2*c.Zoom)
	c.Pan(0, 0, w, h)
}

// WorldToScreen converts world pixels to screen pixels.
func (c *Camera) WorldToScreen(wx, wy float64) (float64, float64) {
	return (wx - c.X) * float64(c.Zoom), (wy - c.Y) * float64(c.Zoom)
}

// Controls applies this frame's camera input: pan keys, a drag, the
// screen edge, and zoom by wheel or keys around the cursor.
func (c *Camera) Controls(in *Input, w, h int) {
	c.Pans(in, w, h)
	if in.Drag != (image.Point{}) {
		c.Pan(-float64(in.Drag.X), -float64(in.Drag.Y), w, h)
	}
	if in.InWindow {
		const edge, speed = 4, 8
		var dx, dy float64
		switch {
		case in.Cursor.X <= edge:
			dx = -speed
		case in.Cursor.X >= ScreenW-1-edge:
			dx = speed
		}
		switch {
		case in.Cursor.Y <= edge:
			dy = -speed
		case in.Cursor.Y >= ScreenH-1-edge:
			dy = speed
		}
		if dx != 0 || dy != 0 {
			c.Pan(dx, dy, w, h)
		}
	}
	dz := 0
	if in.Wheel > 0 || in.Pressed(ActZoomIn) {
		dz = 1
	}
	if in.Wheel < 0 || in.Pressed(ActZoomOut) {
		dz = -1
	}
	if dz != 0 {
		at := in.Cursor
		if !in.InWindow || in.Wheel == 0 {
			at = image.Pt(ScreenW/2, ScreenH/2)
		}
		c.ZoomAt(dz, at, w, h)
	}
}
