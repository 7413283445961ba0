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
	// Over is how far, in screen pixels, the view may go past each edge
	// of the world, so that its edge squares can be brought out from under
	// the panels that cover the screen's sides there. The zero value lets
	// the view go a quarter of the screen past every edge.
	Over Margins
}

// Margins are distances in screen pixels from each side of the screen.
type Margins struct {
	Left, Top, Right, Bottom int
}

// over returns c.Over, or a quarter of the screen on every side when it
// is unset.
func (c *Camera) over() Margins {
	if c.Over == (Margins{}) {
		return Margins{ScreenW / 4, ScreenH / 4, ScreenW / 4, ScreenH / 4}
	}
	return c.Over
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
// view: the view goes past an edge of the world by at most Over's margin
// on that side. A world too small to fill the room between the margins is
// centred in it.
func (c *Camera) Pan(dx, dy float64, w, h int) {
	z := float64(c.Zoom)
	c.X += dx / z
	c.Y += dy / z
	m := c.over()
	c.X = clampView(c.X, float64(w), ScreenW, m.Left, m.Right, z)
	c.Y = clampView(c.Y, float64(h), ScreenH, m.Top, m.Bottom, z)
}

// clampView keeps the view's world position pos along one axis so that
// the world (size world) shows from screen pixel lo at most at its start
// and to screen-hi at least at its end; screen is the screen's size.
func clampView(pos, world float64, screen, lo, hi int, z float64) float64 {
	least := -float64(lo) / z            // the world's start at screen pixel lo
	most := world - float64(screen-hi)/z // its end at screen-hi
	if least > most {
		return (least + most) / 2
	}
	return max(least, min(pos, most))
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

// Controls applies this frame's camera input: pan keys, a drag (a
// finger's too), the screen edge (not for a finger), and zoom by wheel,
// pinch or keys around the cursor.
func (c *Camera) Controls(in *Input, w, h int) {
	c.Pans(in, w, h)
	if in.Drag != (image.Point{}) {
		c.Pan(-float64(in.Drag.X), -float64(in.Drag.Y), w, h)
	}
	if in.InWindow && !in.Touch {
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
	if in.Wheel > 0 || in.Pinch > 0 || in.Pressed(ActZoomIn) {
		dz = 1
	}
	if in.Wheel < 0 || in.Pinch < 0 || in.Pressed(ActZoomOut) {
		dz = -1
	}
	if dz != 0 {
		at := in.Cursor
		if !in.InWindow || in.Wheel == 0 && in.Pinch == 0 {
			at = image.Pt(ScreenW/2, ScreenH/2)
		}
		c.ZoomAt(dz, at, w, h)
	}
}
