package game

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Camera maps world pixels to screen pixels. From 1× in it zooms by whole
// steps (1× to 4×), so pixel art stays crisp; below 1× it zooms out by
// steps down to Fit, where the whole world shows.
type Camera struct {
	X, Y float64 // world position of the screen's top-left corner
	Zoom float64
	// Over is how far, in screen pixels, the view may go past each edge
	// of the world, so that its edge squares can be brought out from under
	// the panels that cover the screen's sides there. The zero value lets
	// the view go a quarter of the screen past every edge.
	Over Margins
	// Fit is the farthest zoom, at which the whole world fits in Room
	// (FitZoom); 0, or 1 and above, keeps the zoom at 1× and nearer.
	Fit float64
	// Room is the part of the screen a fitted world is centred in (the
	// screen less its panels); the zero value is the whole screen.
	Room image.Rectangle
	// Screen is the logical screen's size; the zero value is
	// ScreenW×ScreenH.
	Screen image.Point
}

// size returns the screen's size.
func (c *Camera) size() image.Point {
	if c.Screen.X <= 0 || c.Screen.Y <= 0 {
		return image.Pt(ScreenW, ScreenH)
	}
	return c.Screen
}

// Margins are distances in screen pixels from each side of the screen.
type Margins struct {
	Left, Top, Right, Bottom int
}

// over returns c.Over, or a quarter of the screen on every side when it
// is unset.
func (c *Camera) over() Margins {
	if c.Over == (Margins{}) {
		sz := c.size()
		return Margins{sz.X / 4, sz.Y / 4, sz.X / 4, sz.Y / 4}
	}
	return c.Over
}

// Apply adds the camera transform to op; below 1× it filters linearly,
// so that a shrunk world blends its pixels instead of dropping them.
func (c *Camera) Apply(op *ebiten.DrawImageOptions) {
	op.GeoM.Translate(-c.X, -c.Y)
	op.GeoM.Scale(c.Zoom, c.Zoom)
	if c.Zoom < 1 {
		op.Filter = ebiten.FilterLinear
	}
}

// ScreenToWorld converts a screen point to world pixels.
func (c *Camera) ScreenToWorld(p image.Point) (float64, float64) {
	return float64(p.X)/c.Zoom + c.X, float64(p.Y)/c.Zoom + c.Y
}

// Pan moves the camera by screen pixels, keeping the world of size w×h in
// view: the view goes past an edge of the world by at most Over's margin
// on that side. A world too small to fill the room between the margins is
// centred in it, or in Room when it fits there.
func (c *Camera) Pan(dx, dy float64, w, h int) {
	z := c.Zoom
	c.X += dx / z
	c.Y += dy / z
	m, sz := c.over(), c.size()
	c.X = clampView(c.X, float64(w), sz.X, m.Left, m.Right, z)
	c.Y = clampView(c.Y, float64(h), sz.Y, m.Top, m.Bottom, z)
	// A world that fits in Room along an axis is centred in it there
	// rather than between the margins, which panels may overlap.
	if r := c.Room; !r.Empty() {
		if float64(w)*z <= float64(r.Dx()) {
			c.X = float64(w)/2 - float64(r.Min.X+r.Max.X)/2/z
		}
		if float64(h)*z <= float64(r.Dy()) {
			c.Y = float64(h)/2 - float64(r.Min.Y+r.Max.Y)/2/z
		}
	}
}

// clampView keeps the view's world position pos along one axis so that
// the world (size world) shows from screen pixel lo at most at its start
// and to screen-hi at least at its end; screen is the screen's size. A
// world too small for the room between lo and screen-hi is centred in
// it.
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

// MaxZoom is the nearest zoom.
const MaxZoom = 4

// ZoomOutSteps is the most presses of zoom out that take the camera from
// 1× to its Fit, whatever the world's size: below 1× each step shrinks
// the view by zoomStep, or by more where that many steps of it would not
// reach the fit.
const ZoomOutSteps = 12

// zoomStep is the ratio of one step of zoom below 1× when the fit is near.
const zoomStep = 0.8

// FitZoom returns the zoom at which a world of w×h pixels fills room one
// way and fits in it the other.
func FitZoom(room image.Rectangle, w, h int) float64 {
	if w <= 0 || h <= 0 {
		return 1
	}
	return min(float64(room.Dx())/float64(w), float64(room.Dy())/float64(h))
}

// far returns the farthest zoom: Fit, or 1× when the world needs no
// zoom below it.
func (c *Camera) far() float64 {
	if c.Fit <= 0 || c.Fit >= 1 {
		return 1
	}
	return c.Fit
}

// ZoomLevels returns the zooms the camera steps through, farthest first:
// from the fit up to 1× by a ratio of at most zoomStep (at most
// ZoomOutSteps of them), then 2×, 3× and 4×.
func (c *Camera) ZoomLevels() []float64 {
	f := c.far()
	var out []float64
	if f < 1 {
		r := min(zoomStep, math.Pow(f, 1.0/ZoomOutSteps))
		z := 1.0
		for z > f {
			if z *= r; z <= f*(1+1e-9) {
				z = f
			}
			out = append(out, z)
		}
		for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
			out[i], out[j] = out[j], out[i]
		}
	}
	for z := 1; z <= MaxZoom; z++ {
		out = append(out, float64(z))
	}
	return out
}

// ZoomAt changes the zoom by dz steps of ZoomLevels, keeping the world
// point under the screen point at fixed, and keeps the world of size w×h
// in view; the step that reaches the fit fits the world as FitView does.
func (c *Camera) ZoomAt(dz int, at image.Point, w, h int) {
	ls := c.ZoomLevels()
	i := 0
	for k, z := range ls {
		if math.Abs(z-c.Zoom) < math.Abs(ls[i]-c.Zoom) {
			i = k
		}
	}
	j := max(0, min(len(ls)-1, i+dz))
	z := ls[j]
	if z == c.Zoom {
		return
	}
	if j == 0 && z < 1 {
		c.FitView(w, h)
		return
	}
	wx, wy := c.ScreenToWorld(at)
	c.Zoom = z
	c.X = wx - float64(at.X)/z
	c.Y = wy - float64(at.Y)/z
	c.Pan(0, 0, w, h)
}

// FitView zooms out to the fit (1× if the world fits at 1×) and centres
// the world of size w×h in Room.
func (c *Camera) FitView(w, h int) {
	room := c.Room
	if room.Empty() {
		room = image.Rectangle{Max: c.size()}
	}
	c.Zoom = c.far()
	c.X = float64(w)/2 - float64(room.Min.X+room.Max.X)/2/c.Zoom
	c.Y = float64(h)/2 - float64(room.Min.Y+room.Max.Y)/2/c.Zoom
	c.Pan(0, 0, w, h)
}

// CentreOn puts the world point (wx, wy) in the middle of the screen.
func (c *Camera) CentreOn(wx, wy float64, w, h int) {
	sz := c.size()
	c.X = wx - float64(sz.X)/(2*c.Zoom)
	c.Y = wy - float64(sz.Y)/(2*c.Zoom)
	c.Pan(0, 0, w, h)
}

// WorldToScreen converts world pixels to screen pixels.
func (c *Camera) WorldToScreen(wx, wy float64) (float64, float64) {
	return (wx - c.X) * c.Zoom, (wy - c.Y) * c.Zoom
}

// Controls applies this frame's camera input: pan keys, a drag (a
// finger's too), the screen edge (not for a finger), and zoom by wheel,
// pinch or keys around the cursor.
func (c *Camera) Controls(in *Input, w, h int) {
	c.Pans(in, w, h)
	if in.Drag != (image.Point{}) {
		c.Pan(-float64(in.Drag.X), -float64(in.Drag.Y), w, h)
	}
	sz := c.size()
	if in.InWindow && !in.Touch {
		const edge, speed = 4, 8
		var dx, dy float64
		switch {
		case in.Cursor.X <= edge:
			dx = -speed
		case in.Cursor.X >= sz.X-1-edge:
			dx = speed
		}
		switch {
		case in.Cursor.Y <= edge:
			dy = -speed
		case in.Cursor.Y >= sz.Y-1-edge:
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
	if in.Pressed(ActZoomFit) {
		c.FitView(w, h)
		return
	}
	if dz != 0 {
		at := in.Cursor
		if !in.InWindow || in.Wheel == 0 && in.Pinch == 0 {
			at = sz.Div(2)
		}
		c.ZoomAt(dz, at, w, h)
	}
}
