package scenes

import (
	"image"
	"testing"

	"sightline/game"
)

// TestPreviewRect: the odds panel sits beside its target, never over it,
// and off the combat log whenever a place beside the target allows: on
// the right, else on the left, else below the log. Before, a target just
// left of the log got the panel on its right, over the log's lines.
func TestPreviewRect(t *testing.T) {
	log8 := image.Rect(game.ScreenW-logW, topH+4, game.ScreenW-4, topH+4+8*14+10)
	log26 := image.Rect(game.ScreenW-logW, topH+4, game.ScreenW-4, topH+4+26*14+10)
	const off = 30
	for _, c := range []struct {
		name   string
		ax, ay float64
		log    image.Rectangle
		want   string // "right" or "left", and " below" the log
	}{
		{"open ground", 300, 300, log8, "right"},
		{"near the right edge", 900, 400, log8, "left"},
		{"just left of the log", 447, 97, log8, "left"},
		{"under the log", 760, 90, log8, "left below"},
		{"under the log's left end", 700, 90, log8, "right below"},
		{"beside the long log", 560, 200, log26, "left"},
	} {
		r := previewRect(c.ax, c.ay, off, c.log, nil)
		if r.Dx() != previewW || r.Dy() != previewH {
			t.Errorf("%s: %v is not %dx%d", c.name, r, previewW, previewH)
		}
		if image.Pt(int(c.ax), int(c.ay)).In(r.Inset(-off + 1)) {
			t.Errorf("%s: %v hides the target at (%v, %v)", c.name, r, c.ax, c.ay)
		}
		if r.Overlaps(c.log) {
			t.Errorf("%s: %v overlaps the log %v", c.name, r, c.log)
		}
		got := "left"
		if r.Min.X > int(c.ax) {
			got = "right"
		}
		if r.Min.Y == c.log.Max.Y+4 {
			got += " below"
		}
		if got != c.want {
			t.Errorf("%s: %v is %s of the target, want %s", c.name, r, got, c.want)
		}
	}
}

// TestPreviewRectSparesUnits: of the places that leave the log readable,
// the panel takes one that hides no other unit, and only when every such
// place hides one does it cover a unit.
func TestPreviewRectSparesUnits(t *testing.T) {
	log8 := image.Rect(game.ScreenW-logW, topH+4, game.ScreenW-4, topH+4+8*14+10)
	unitAt := func(x, y int) image.Rectangle { return image.Rect(x-16, y-16, x+16, y+16) }
	const off = 38
	// A unit just right of the target: the panel goes left.
	r := previewRect(300, 300, off, log8, []image.Rectangle{unitAt(360, 300)})
	if r.Min.X > 300 {
		t.Errorf("with a unit on the right, the panel is at %v", r)
	}
	// Units on both sides: the first place off the log, on the right.
	r = previewRect(300, 300, off, log8, []image.Rectangle{unitAt(360, 300), unitAt(200, 300)})
	if r.Min.X < 300 {
		t.Errorf("with units on both sides, the panel is at %v, want the right", r)
	}
}
