package scenes

import (
	"image"

	"sightline/game"
	"sightline/rules/grid"
)

// viewport is the battle's window on the battlefield: the camera over
// the map's world pixels, the square under the pointer or the keyboard
// cursor, and where the pointer is. It knows the map's size and nothing
// of the battle on it.
type viewport struct {
	cam game.Camera
	// lay is the battle screen's layout, for the size of the screen the
	// camera shows the battlefield on (resize).
	lay hudLayout
	// img is the map drawn, whose tiles and size the camera moves over;
	// field is the battlefield, for its size in squares.
	img   *game.MapImage
	field *grid.Field
	// hover is the square under the pointer or the keyboard cursor, when
	// hoverIn.
	hover   grid.Pos
	hoverIn bool
	// cursor is where the pointer was this frame, for the action bar's
	// tooltips; cursorIn says it is on the screen.
	cursor   image.Point
	cursorIn bool
	// kbOn is set while the keyboard cursor is out (M): the pan keys move
	// it over the squares, at kbPos, and Enter clicks its square.
	kbOn  bool
	kbPos grid.Pos
}

// tile returns the map's tile edge in world pixels.
func (v *viewport) tile() int { return v.img.TileW }

// worldSize returns the map's size in world pixels.
func (v *viewport) worldSize() (int, int) {
	b := v.img.Image.Bounds()
	return b.Dx(), b.Dy()
}

// centreOn centres the camera on p, unless p is already well inside the
// screen and force is false.
func (v *viewport) centreOn(p grid.Pos, force bool) {
	t := float64(v.tile())
	wx, wy := float64(p.X)*t+t/2, float64(p.Y)*t+t/2
	sx, sy := v.cam.WorldToScreen(wx, wy)
	sw, sh := float64(v.lay.w()), float64(v.lay.h())
	if !force && sx > sw*0.2 && sx < sw*0.75 && sy > sh*0.15 && sy < sh*0.7 {
		return
	}
	w, h := v.worldSize()
	v.cam.CentreOn(wx, wy, w, h)
	// Keep the unit above the bottom panel.
	v.cam.Pan(0, 60, w, h)
}

// resize lays the view out on a screen laid out as l: the camera keeps
// the world point in the middle of the battlefield's room where it was,
// and may zoom out as far as the map fits the new room.
func (v *viewport) resize(l hudLayout) {
	if v.lay == l && v.cam.Screen == l.screen() {
		return
	}
	old := v.cam.Room
	v.lay = l
	v.cam.Screen, v.cam.Over = l.screen(), l.over()
	v.fit()
	w, h := v.worldSize()
	if v.cam.Zoom < v.cam.Fit {
		v.cam.Zoom = min(1, v.cam.Fit)
	}
	if !old.Empty() {
		c := old.Min.Add(old.Max).Div(2)
		wx, wy := v.cam.ScreenToWorld(c)
		n := v.cam.Room.Min.Add(v.cam.Room.Max).Div(2)
		v.cam.X, v.cam.Y = wx-float64(n.X)/v.cam.Zoom, wy-float64(n.Y)/v.cam.Zoom
	}
	v.cam.Pan(0, 0, w, h)
}

// controls moves the camera by the player's keys, wheel and drags.
func (v *viewport) controls(in *game.Input) {
	w, h := v.worldSize()
	v.cam.Controls(in, w, h)
}

// putCursor puts the keyboard cursor out on p, or on the square in the
// middle of the screen when at is false.
func (v *viewport) putCursor(p grid.Pos, at bool) {
	v.kbOn = true
	if !at {
		t := float64(v.tile())
		wx, wy := v.cam.ScreenToWorld(v.lay.screen().Div(2))
		p = grid.Pos{X: int(wx / t), Y: int(wy / t)}
	}
	v.kbPos = v.clamp(p)
}

// moveCursor moves the keyboard cursor a square on each pan key pressed,
// keeps it in view, and takes the keys from the camera.
func (v *viewport) moveCursor(in *game.Input) {
	d := grid.Pos{}
	for a, step := range map[game.Action]grid.Pos{game.ActPanUp: {Y: -1}, game.ActPanDown: {Y: 1}, game.ActPanLeft: {X: -1}, game.ActPanRight: {X: 1}} {
		if in.Pressed(a) {
			d = d.Add(step)
		}
		in.Consume(a)
	}
	if d != (grid.Pos{}) {
		v.kbPos = v.clamp(v.kbPos.Add(d))
		v.centreOn(v.kbPos, false)
	}
}

// clamp returns p moved onto the battlefield.
func (v *viewport) clamp(p grid.Pos) grid.Pos {
	return grid.Pos{X: min(max(p.X, 0), v.field.W-1), Y: min(max(p.Y, 0), v.field.H-1)}
}

// updateHover finds the square under the cursor: the keyboard cursor's
// while it is out, else the pointer's unless it is on the HUD or on mini
// (the minimap's panel).
func (v *viewport) updateHover(in *game.Input, mini image.Rectangle) {
	v.cursor, v.cursorIn = in.Cursor, in.InWindow
	if v.kbOn {
		v.hover, v.hoverIn = v.kbPos, true
		return
	}
	v.hoverIn = false
	if !in.InWindow || v.lay.hudHit(in.Cursor) || in.Cursor.In(mini) {
		return
	}
	wx, wy := v.cam.ScreenToWorld(in.Cursor)
	if wx < 0 || wy < 0 {
		return
	}
	p := grid.Pos{X: int(wx) / v.tile(), Y: int(wy) / v.tile()}
	if v.field.In(p) {
		v.hover, v.hoverIn = p, true
	}
}

// tileScreen returns the screen centre of tile (x, y).
func (v *viewport) tileScreen(x, y int) (int, int) {
	t := float64(v.tile())
	sx, sy := v.cam.WorldToScreen(float64(x)*t+t/2, float64(y)*t+t/2)
	return int(sx), int(sy)
}

// world converts world pixels to screen pixels.
func (v *viewport) world(wx, wy float64) (float32, float32) {
	x, y := v.cam.WorldToScreen(wx, wy)
	return float32(x), float32(y)
}

// tileCentre returns the screen centre of p.
func (v *viewport) tileCentre(p grid.Pos) (float32, float32) {
	t := float64(v.tile())
	return v.world(float64(p.X)*t+t/2, float64(p.Y)*t+t/2)
}
