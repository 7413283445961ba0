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
		r := previewRect(c.ax, c.ay, off, c.log)
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
