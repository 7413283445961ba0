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
	c.X = max(min(c.X, float64(w)-vw/2), -vw/2)
	c.Y = max(min(c.Y, float64(h)-vh/2), -vh/2)
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
