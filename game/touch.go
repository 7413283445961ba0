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

// readTouches adds this tick's touch gesture to in; mouse is the mouse
// cursor's position, which takes the pointer back once it moves.
func (in *Input) readTouches(mouse image.Point) {
	t := &in.touch
	t.ids = ebiten.AppendTouchIDs(t.ids[:0])
	slices.Sort(t.ids)
	if mouse != in.lastMouse && len(t.ids) == 0 {
		t.pointing = false
	}
	switch {
	case len(t.ids) == 0:
		if !t.active {
			break
		}
		t.active = false
		// The finger that went up was last seen a tick ago.
		t.gone = inpututil.AppendJustReleasedTouchIDs(t.gone[:0])
		if len(t.gone) > 0 && !t.multi {
			x, y := inpututil.TouchPositionInPreviousTick(t.gone[0])
			t.last = image.Pt(x, y)
		}
		if !t.dragging && !t.multi && time.Since(t.since) >= longPress {
			t.long = true // held long, though no tick saw it held that long
		}
		if !t.dragging && !t.long && !t.multi {
			in.Click, in.Synthetic = true, true
		}
	case len(t.ids) == 1:
		p := touchAt(t.ids[0])
		switch {
		case !t.active:
			*t = touchState{ids: t.ids, gone: t.gone, active: true, start: p, since: time.Now()}
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
			case !t.long && time.Since(t.since) >= longPress:
				t.long = true
			}
		}
		t.last = p
	default:
		a, b := touchAt(t.ids[0]), touchAt(t.ids[1])
		mid := a.Add(b).Div(2)
		spread := math.Hypot(float64(a.X-b.X), float64(a.Y-b.Y))
		if !t.multi || !t.active {
			t.active, t.multi, t.spread = true, true, max(spread, 1)
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
		in.Cursor, in.InWindow, in.Touch = t.last, onScreen(t.last), true
	}
}

// touchAt returns a finger's position in screen pixels.
func touchAt(id ebiten.TouchID) image.Point {
	x, y := ebiten.TouchPosition(id)
	return image.Pt(x, y)
}
