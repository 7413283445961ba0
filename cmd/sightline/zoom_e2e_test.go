//go:build !js

package main

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"sightline/assets/palette"
	"sightline/rules/grid"
)

// TestZoomOutEndToEnd zooms out in the real client on fieldworks, a
// 64×64 map: twelve presses of zoom out from the start, or one of the
// fit key, show the whole map in state.view at a zoom below 1×, and the
// screenshot shows none of the map's ground under the combat log's
// column.
func TestZoomOutEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	bin := buildGame(t)
	var twelve strings.Builder
	for i := 1; i <= 12; i++ {
		fmt.Fprintf(&twelve, "%d press zoom_out\n", 5*i)
	}
	for _, c := range []struct{ name, script string }{
		{"twelve zoom outs", twelve.String()},
		{"the fit key", "5 press zoom_fit\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e, shot := runGame(t, bin, 400, c.script, "--ruleset", "ads", "--map", "fieldworks", "--sides", "human,ai:normal", "--seed", "3", "--speed", "8")
			v := e.State.View
			if v.X0 != 0 || v.Y0 != 0 || v.X1 != 63 || v.Y1 != 63 {
				t.Fatalf("state.view is %+v at zoom %g, want the whole map (0, 0)–(63, 63)", v, e.State.Zoom)
			}
			if e.State.Zoom >= 1 || e.State.Zoom <= 0 {
				t.Fatalf("zoom %g", e.State.Zoom)
			}
			// The map's far corner, drawn: its last tile lies left of
			// the log's column, whose top is background.
			r, ok := e.squareRect(grid.Pos{X: 63, Y: 63})
			if !ok || r.Max.X > 960-330 || r.Max.Y > 640-112 {
				t.Errorf("the last tile is drawn at %v, under the panels", r)
			}
			// Below the log panel, in the log's column left of the
			// minimap: the background (ink), not the map's ground.
			below := image.Rect(960-310, 420, 960-150, 500)
			if n := countColour(shot, below, palette.Colors()[palette.Ink]); n < below.Dx()*below.Dy()*9/10 {
				t.Errorf("%d of %d pixels under the log's column are the background: the map spills under it", n, below.Dx()*below.Dy())
			}
		})
	}
}
