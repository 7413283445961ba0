package webtest

import (
	"context"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// touchState is the part of the battle's published state the touch test
// reads.
type touchState struct {
	Scene     string `json:"scene"`
	Version   int    `json:"version"`
	Animating bool   `json:"animating"`
	Prompt    struct {
		Side int    `json:"side"`
		Unit int    `json:"unit"`
		Kind string `json:"kind"`
	} `json:"prompt"`
	Selected int       `json:"selected"`
	Camera   []float64 `json:"camera"`
	Zoom     int       `json:"zoom"`
	Tile     int       `json:"tile"`
	Note     string    `json:"note"`
	Human    []string  `json:"human_commands"`
	Units    []struct {
		ID, Side, X, Y int
	} `json:"units"`
}

// finger is one touch point in CSS pixels, which are the game's screen
// pixels in the test's 960×640 viewport.
type finger struct{ x, y float64 }

// touchPlay plays by touch alone, as a phone's player would, through
// Input.dispatchTouchEvent (touches Ebitengine reads from the canvas):
// a tap on the title's Quick skirmish; on the player's turn, a pinch
// (the zoom steps), a finger dragged (the view pans), a tap on an ally
// whose turn it is not (the battle says so) and on the active unit (it
// stays selected), a long press on a square (no move: it only points),
// then taps on squares near the active unit until one moves it there.
func touchPlay(t *testing.T, ctx context.Context, url string) {
	t.Helper()
	touch := func(typ input.DispatchTouchEventType, fs ...finger) {
		t.Helper()
		pts := make([]*input.TouchPoint, len(fs))
		for i, f := range fs {
			id, r, force := float64(i), 4.0, 1.0
			pts[i] = &input.TouchPoint{X: f.x, Y: f.y, ID: &id, RadiusX: &r, RadiusY: &r, Force: &force}
		}
		err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
			return err
		}))
		if err != nil {
			t.Fatalf("touch %s: %v", typ, err)
		}
	}
	// press holds the finger down for d: the game reads touches once a
	// tick, so a tap lasts a few ticks (a long press, longer).
	press := func(f finger, d time.Duration) {
		touch(input.DispatchTouchEventTypeTouchStart, f)
		time.Sleep(d)
		touch(input.DispatchTouchEventTypeTouchEnd)
	}
	tap := func(f finger) { press(f, 100*time.Millisecond) }
	// slide moves the fingers from one place to another in steps, each
	// held for a few ticks, and lifts them.
	slide := func(from, to []finger) {
		touch(input.DispatchTouchEventTypeTouchStart, from...)
		time.Sleep(80 * time.Millisecond)
		const steps = 8
		for i := 1; i <= steps; i++ {
			fs := make([]finger, len(from))
			for k := range from {
				a := float64(i) / steps
				fs[k] = finger{from[k].x + a*(to[k].x-from[k].x), from[k].y + a*(to[k].y-from[k].y)}
			}
			touch(input.DispatchTouchEventTypeTouchMove, fs...)
			time.Sleep(50 * time.Millisecond)
		}
		touch(input.DispatchTouchEventTypeTouchEnd)
	}
	read := func() touchState { t.Helper(); return published[touchState](t, ctx) }
	waitFor := func(what string, within time.Duration, ok func(touchState) bool) (touchState, bool) {
		t.Helper()
		deadline := time.Now().Add(within)
		for {
			p := read()
			if ok(p) {
				return p, true
			}
			if time.Now().After(deadline) {
				return p, false
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	must := func(what string, ok func(touchState) bool) touchState {
		t.Helper()
		p, found := waitFor(what, 60*time.Second, ok)
		if !found {
			t.Fatalf("%s: state stayed %+v", what, p)
		}
		return p
	}
	// screen returns where the centre of square (x, y) is on the screen.
	screen := func(p touchState, x, y int) finger {
		tile, z := float64(p.Tile), float64(p.Zoom)
		return finger{(float64(x)*tile + tile/2 - p.Camera[0]) * z, (float64(y)*tile + tile/2 - p.Camera[1]) * z}
	}
	// clear reports whether a touch at f lands on the battlefield, away
	// from the top bar, the bottom panel and the log box.
	clear := func(f finger) bool {
		return f.x > 20 && f.x < 940 && f.y > 40 && f.y < 510 && !(f.x > 620 && f.y < 160)
	}
	myTurn := func(p touchState) bool {
		return p.Scene == "battle" && p.Prompt.Side == 0 && p.Prompt.Kind == "turn" && !p.Animating && p.Selected == p.Prompt.Unit
	}

	if _, err := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.clear(); "ok"`)); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	must("the title", func(p touchState) bool { return p.Scene == "title" })
	tap(finger{480, 345}) // Quick skirmish
	must("a tap on Quick skirmish", func(p touchState) bool { return p.Scene == "battle" })
	p := must("the player's turn", myTurn)

	// A pinch zooms a step: out when fully zoomed in, else in.
	cx, cy := 400.0, 300.0
	near, far := []finger{{cx - 30, cy}, {cx + 30, cy}}, []finger{{cx - 150, cy}, {cx + 150, cy}}
	if p.Zoom >= 4 {
		slide(far, near)
	} else {
		slide(near, far)
	}
	q, ok := waitFor("a pinch", 5*time.Second, func(q touchState) bool { return q.Zoom != p.Zoom })
	if !ok {
		t.Fatalf("a pinch left the zoom at %d", q.Zoom)
	}
	t.Logf("pinch: zoom %d to %d", p.Zoom, q.Zoom)
	// A finger dragged pans the view (one way or the other, whichever
	// the view's edge allows).
	p = q
	moved := false
	for _, dx := range []float64{-160, 160} {
		slide([]finger{{cx, cy}}, []finger{{cx + dx, cy + dx/2}})
		if q, ok := waitFor("a drag", 3*time.Second, func(q touchState) bool {
			return q.Camera[0] != p.Camera[0] || q.Camera[1] != p.Camera[1]
		}); ok {
			t.Logf("drag: camera %v to %v", p.Camera, q.Camera)
			moved = true
			break
		}
	}
	if !moved {
		t.Fatalf("a finger dragged left the camera at %v", p.Camera)
	}
	// Bring the active unit back into the middle (C) for the taps.
	if err := chromedp.Do(ctx, chromedp.KeyEvent("c")); err != nil {
		t.Fatal(err)
	}
	time.Sleep(300 * time.Millisecond)
	p = must("the player's turn, centred", myTurn)
	var me struct{ X, Y int }
	for _, u := range p.Units {
		if u.ID == p.Prompt.Unit {
			me.X, me.Y = u.X, u.Y
		}
	}
	occupied := map[[2]int]bool{}
	for _, u := range p.Units {
		occupied[[2]int{u.X, u.Y}] = true
	}
	for _, u := range p.Units {
		if u.Side == 0 && u.ID != p.Prompt.Unit && clear(screen(p, u.X, u.Y)) && !strings.Contains(p.Note, "turn") {
			tap(screen(p, u.X, u.Y))
			if q, ok := waitFor("a tap on an ally", 3*time.Second, func(q touchState) bool { return strings.Contains(q.Note, "turn") }); ok {
				t.Logf("tap on ally %d: %q", u.ID, q.Note)
			} else {
				t.Errorf("a tap on ally %d, whose turn it is not, left the note %q", u.ID, q.Note)
			}
			break
		}
	}
	tap(screen(p, me.X, me.Y))
	time.Sleep(300 * time.Millisecond)
	if q := read(); q.Selected != p.Prompt.Unit || q.Version != p.Version {
		t.Fatalf("a tap on the active unit %d: selected %d, version %d to %d", p.Prompt.Unit, q.Selected, p.Version, q.Version)
	}

	// Squares around the active unit, nearest first, until a tap moves
	// it; a long press on each first only points.
	tried := 0
	for r := 1; r <= 3; r++ {
		for dy := -r; dy <= r; dy++ {
			for dx := -r; dx <= r; dx++ {
				if max(abs(dx), abs(dy)) != r || occupied[[2]int{me.X + dx, me.Y + dy}] {
					continue
				}
				f := screen(p, me.X+dx, me.Y+dy)
				if !clear(f) {
					continue
				}
				tried++
				press(f, 800*time.Millisecond)
				time.Sleep(300 * time.Millisecond)
				if q := read(); q.Version != p.Version {
					t.Fatalf("a long press on (%d, %d) acted: version %d to %d, commands %v", me.X+dx, me.Y+dy, p.Version, q.Version, q.Human)
				}
				tap(f)
				q, ok := waitFor("a tap on a square", 2*time.Second, func(q touchState) bool { return q.Version != p.Version })
				if !ok {
					continue
				}
				q = must("the move played", func(q touchState) bool { return !q.Animating })
				for _, u := range q.Units {
					if u.ID == p.Prompt.Unit {
						if d := math.Hypot(float64(u.X-me.X), float64(u.Y-me.Y)); d == 0 {
							t.Fatalf("a tap on (%d, %d) played %v but unit %d stayed at (%d, %d)", me.X+dx, me.Y+dy, q.Human, u.ID, me.X, me.Y)
						}
						t.Logf("tap on (%d, %d): unit %d moved from (%d, %d) to (%d, %d); commands %v", me.X+dx, me.Y+dy, u.ID, me.X, me.Y, u.X, u.Y, q.Human)
					}
				}
				if len(q.Human) == 0 {
					t.Fatalf("a tap moved a unit but no human command was sent: %+v", q)
				}
				return
			}
		}
	}
	t.Fatalf("tapped %d squares around unit %d at (%d, %d); none moved it", tried, p.Prompt.Unit, me.X, me.Y)
}

func abs(v int) int { return max(v, -v) }
