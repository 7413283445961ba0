package game

import (
	"image"
	"math"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Touch gestures, read through Ebitengine's touch API into the same
// Input as the mouse: a tap is a click at the finger, a finger moved
// past touchDrag pans as a mouse drag does, a finger held still for
// longPress points without acting (the battle's tooltips: the odds,
// the cover, a path), and two fingers pan by their midpoint and zoom by a
// pinch, one step each time their spread grows or shrinks by pinchStep.
const (
	// touchDrag is how far, in screen pixels, a finger must move before
	// the touch counts as a drag rather than a tap; a fingertip wobbles
	// more than a mouse.
	touchDrag = 12
	// longPress is how long a still finger must be held to point rather
	// than tap. It is timed by the clock, not by ticks: a browser that
	// cannot keep up runs fewer ticks than 60 a second.
	longPress = 500 * time.Millisecond
	// pinchStep is the ratio of the fingers' spread to its spread at the
	// last zoom step that zooms one step further.
	pinchStep = 1.4
)

// touchState follows the touch gesture under way, from the first finger
// down to the last finger up.
type touchState struct {
	ids, gone []ebiten.TouchID
	fingers   []image.Point
	active    bool        // a finger is down, or went up this tick
	start     image.Point // where the first finger went down
	last      image.Point // the pointer's place: the finger, or the fingers' midpoint
	since     time.Time   // when the first finger went down
	dragging  bool        // one finger moved past touchDrag
	long      bool        // one finger was held still for longPress
	multi     bool        // two fingers were down: no tap when they go up
	spread    float64     // the two fingers' distance at the last zoom step
	// pointing is true from a touch until the mouse moves: the pointer
	// stays where the last finger was, as a mouse stays where it was left.
	pointing bool
}

// readTouches adds this tick's touch gesture to in, read from the
// devices; mouse is the mouse cursor's position, which takes the pointer
// back once it moves.
func (in *Input) readTouches(mouse image.Point) {
	t := &in.touch
	t.ids = ebiten.AppendTouchIDs(t.ids[:0])
	slices.Sort(t.ids)
	t.fingers = t.fingers[:0]
	for _, id := range t.ids {
		x, y := ebiten.TouchPosition(id)
		t.fingers = append(t.fingers, image.Pt(x, y))
	}
	// A finger that went up was last seen a tick ago.
	var up *image.Point
	if t.gone = inpututil.AppendJustReleasedTouchIDs(t.gone[:0]); len(t.gone) > 0 {
		x, y := inpututil.TouchPositionInPreviousTick(t.gone[0])
		up = &image.Point{x, y}
	}
	in.touches(t.fingers, up, mouse, time.Now())
}

// touches adds this tick's touch gesture to in: fingers are the fingers
// down, in a steady order; up is where a finger that went up this tick
// last was, nil for none; mouse is the mouse cursor's position, now the
// time. Tests feed it directly.
func (in *Input) touches(fingers []image.Point, up *image.Point, mouse image.Point, now time.Time) {
	t := &in.touch
	if mouse != in.lastMouse && len(fingers) == 0 {
		t.pointing = false
	}
	switch {
	case len(fingers) == 0:
		if !t.active {
			break
		}
		t.active = false
		if up != nil && !t.multi {
			t.last = *up
		}
		if !t.dragging && !t.multi && now.Sub(t.since) >= longPress {
			t.long = true // held long, though no tick saw it held that long
		}
		if !t.dragging && !t.long && !t.multi {
			in.Click, in.Synthetic = true, true
		}
	case len(fingers) == 1:
		p := fingers[0]
		switch {
		case !t.active:
			t.active, t.start, t.since = true, p, now
			t.dragging, t.long, t.multi = false, false, false
		case t.multi:
			// One finger left after a pinch: it moves the pointer only,
			// so the view does not jump when the other lifts.
		default:
			d := p.Sub(t.start)
			switch {
			case !t.dragging && !t.long && d.X*d.X+d.Y*d.Y > touchDrag*touchDrag:
				t.dragging = true
				in.Drag = d
			case t.dragging:
				in.Drag = p.Sub(t.last)
			case !t.long && now.Sub(t.since) >= longPress:
				t.long = true
			}
		}
		t.last = p
	default:
		a, b := fingers[0], fingers[1]
		mid := a.Add(b).Div(2)
		spread := math.Hypot(float64(a.X-b.X), float64(a.Y-b.Y))
		if !t.multi || !t.active {
			t.active, t.multi, t.spread = true, true, max(spread, 1)
			t.dragging, t.long = false, false
		} else {
			in.Drag = mid.Sub(t.last)
			switch {
			case spread >= t.spread*pinchStep:
				in.Pinch, t.spread = 1, spread
			case spread <= t.spread/pinchStep:
				in.Pinch, t.spread = -1, spread
			}
		}
		t.last = mid
	}
	if t.active || in.Click && in.Synthetic {
		t.pointing = true
	}
	if t.pointing {
		in.Cursor, in.InWindow, in.Touch = t.last, in.onScreen(t.last), true
	}
}
