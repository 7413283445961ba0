package game

import (
	"image"
	"testing"
	"time"
)

// touchTicks feeds an Input one tick of touches at a time, as
// readTouches does from the devices, with the mouse left alone.
type touchTicks struct {
	in  Input
	now time.Time
}

// tick advances the clock by a sixtieth of a second and reads the
// fingers down; up is where a finger went up this tick.
func (tt *touchTicks) tick(up *image.Point, fingers ...image.Point) *Input {
	tt.now = tt.now.Add(time.Second / 60)
	in := &tt.in
	in.Click, in.Synthetic, in.Drag, in.Pinch, in.Touch = false, false, image.Point{}, 0, false
	in.Cursor, in.InWindow = in.lastMouse, in.onScreen(in.lastMouse)
	in.touches(fingers, up, in.lastMouse, tt.now)
	return in
}

// hold keeps the fingers where they are for d.
func (tt *touchTicks) hold(d time.Duration, fingers ...image.Point) {
	for end := tt.now.Add(d); tt.now.Before(end); {
		tt.tick(nil, fingers...)
	}
}

// TestTouchGestures checks each gesture the battlefield reads: a tap
// clicks where the finger went up; a finger moved past touchDrag drags,
// from where it went down, and does not click; a finger held still for
// longPress points without clicking, even when no tick saw it held that
// long, and the pointer stays there; two fingers pan by their midpoint,
// pinch one zoom step each time their spread changes by pinchStep, and
// click nowhere when they go up one by one; the mouse, once it moves,
// takes the pointer back.
func TestTouchGestures(t *testing.T) {
	at := func(x, y int) *image.Point { return &image.Point{x, y} }
	var tt touchTicks
	finger := image.Pt(100, 200)

	// A tap.
	tt.tick(nil, finger)
	if in := tt.tick(nil, finger); in.Click || !in.Touch || in.Cursor != finger || !in.InWindow {
		t.Fatalf("a finger down: click %v, touch %v, cursor %v, in window %v", in.Click, in.Touch, in.Cursor, in.InWindow)
	}
	tt.tick(nil, image.Pt(103, 202)) // a fingertip wobbles
	if in := tt.tick(at(103, 202)); !in.Click || !in.Synthetic || in.Cursor != image.Pt(103, 202) || !in.Touch || in.Drag != (image.Point{}) {
		t.Fatalf("a tap: click %v, synthetic %v, cursor %v, touch %v, drag %v", in.Click, in.Synthetic, in.Cursor, in.Touch, in.Drag)
	}
	if in := tt.tick(nil); in.Click || in.Cursor != image.Pt(103, 202) || !in.Touch {
		t.Fatalf("after a tap: click %v, cursor %v (want it left where the finger was), touch %v", in.Click, in.Cursor, in.Touch)
	}

	// A drag.
	tt.tick(nil, finger)
	if in := tt.tick(nil, image.Pt(108, 200)); in.Drag != (image.Point{}) {
		t.Fatalf("a finger moved 8 px dragged %v; touchDrag is %d", in.Drag, touchDrag)
	}
	if in := tt.tick(nil, image.Pt(130, 210)); in.Drag != image.Pt(30, 10) {
		t.Fatalf("a finger moved past touchDrag dragged %v, want (30, 10) from where it went down", in.Drag)
	}
	if in := tt.tick(nil, image.Pt(140, 215)); in.Drag != image.Pt(10, 5) {
		t.Fatalf("a dragging finger dragged %v, want its move (10, 5)", in.Drag)
	}
	if in := tt.tick(at(140, 215)); in.Click {
		t.Fatal("a drag clicked when the finger went up")
	}

	// A long press, seen by the ticks, then one the ticks did not see.
	spot := image.Pt(300, 300)
	tt.tick(nil, spot)
	tt.hold(longPress+50*time.Millisecond, spot)
	if in := tt.tick(at(300, 300)); in.Click || in.Cursor != spot || !in.InWindow {
		t.Fatalf("a long press: click %v, cursor %v, in window %v; want no click, the pointer left on the spot", in.Click, in.Cursor, in.InWindow)
	}
	tt.tick(nil, spot)
	tt.now = tt.now.Add(longPress)
	if in := tt.tick(at(300, 300)); in.Click {
		t.Fatal("a long press no tick saw held long clicked")
	}

	// A pinch: out a step, in a step, a pan, then the fingers lift one by
	// one without a click.
	a, b := image.Pt(370, 300), image.Pt(430, 300)
	tt.tick(nil, a, b)
	if in := tt.tick(nil, image.Pt(360, 300), image.Pt(440, 300)); in.Pinch != 0 {
		t.Fatalf("fingers spread by 4/3 pinched %d; pinchStep is %g", in.Pinch, pinchStep)
	}
	if in := tt.tick(nil, image.Pt(355, 300), image.Pt(445, 300)); in.Pinch != 1 || in.Cursor != image.Pt(400, 300) {
		t.Fatalf("fingers spread by 1.5: pinch %d at %v, want 1 at their midpoint (400, 300)", in.Pinch, in.Cursor)
	}
	if in := tt.tick(nil, image.Pt(370, 300), image.Pt(430, 300)); in.Pinch != -1 {
		t.Fatalf("fingers closed by 1.5: pinch %d, want -1", in.Pinch)
	}
	if in := tt.tick(nil, image.Pt(390, 320), image.Pt(450, 320)); in.Drag != image.Pt(20, 20) || in.Pinch != 0 {
		t.Fatalf("two fingers moved by (20, 20): drag %v, pinch %d", in.Drag, in.Pinch)
	}
	if in := tt.tick(nil, image.Pt(390, 320)); in.Drag != (image.Point{}) {
		t.Fatalf("one finger left after a pinch dragged %v", in.Drag)
	}
	if in := tt.tick(at(390, 320)); in.Click {
		t.Fatal("the last finger of a pinch clicked when it went up")
	}

	// The mouse moves: the pointer is the mouse's again.
	tt.in.lastMouse = image.Pt(5, 5)
	in := &tt.in
	in.Cursor, in.Touch = image.Pt(600, 400), false // as read sets them from the mouse
	in.touches(nil, nil, image.Pt(600, 400), tt.now)
	if in.Touch || in.Cursor != image.Pt(600, 400) {
		t.Fatalf("after the mouse moved: touch %v, cursor %v", in.Touch, in.Cursor)
	}
}

// TestCameraTouch checks that a pinch zooms a step around the fingers and
// that a finger near the screen's edge does not pan it, as the mouse
// there does.
func TestCameraTouch(t *testing.T) {
	const w, h = 3072, 2048
	cam := Camera{Zoom: 2, X: 500, Y: 500}
	edge := Input{Cursor: image.Pt(1, 1), InWindow: true, Touch: true}
	cam.Controls(&edge, w, h)
	if cam.X != 500 || cam.Y != 500 {
		t.Fatalf("a finger at the screen's corner panned the view to (%g, %g)", cam.X, cam.Y)
	}
	edge.Touch = false
	cam.Controls(&edge, w, h)
	if cam.X == 500 && cam.Y == 500 {
		t.Fatal("the mouse at the screen's corner did not pan the view")
	}
	cam = Camera{Zoom: 2, X: 500, Y: 500}
	at := image.Pt(300, 200)
	wx, wy := cam.ScreenToWorld(at)
	pinch := Input{Cursor: at, InWindow: true, Touch: true, Pinch: 1}
	cam.Controls(&pinch, w, h)
	if cam.Zoom != 3 {
		t.Fatalf("a pinch out zoomed to %g, want 3", cam.Zoom)
	}
	if x, y := cam.ScreenToWorld(at); x != wx || y != wy {
		t.Fatalf("the pinch moved the point under the fingers from (%g, %g) to (%g, %g)", wx, wy, x, y)
	}
	pinch.Pinch = -1
	cam.Controls(&pinch, w, h)
	if cam.Zoom != 2 {
		t.Fatalf("a pinch in zoomed to %g, want 2", cam.Zoom)
	}
}
