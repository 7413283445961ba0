package scenes

import (
	"image"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules"
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
		r := previewRect(image.Pt(game.ScreenW, game.ScreenH), c.ax, c.ay, off, c.log, nil)
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
	r := previewRect(image.Pt(game.ScreenW, game.ScreenH), 300, 300, off, log8, []image.Rectangle{unitAt(360, 300)})
	if r.Min.X > 300 {
		t.Errorf("with a unit on the right, the panel is at %v", r)
	}
	// Units on both sides: the first place off the log, on the right.
	r = previewRect(image.Pt(game.ScreenW, game.ScreenH), 300, 300, off, log8, []image.Rectangle{unitAt(360, 300), unitAt(200, 300)})
	if r.Min.X < 300 {
		t.Errorf("with units on both sides, the panel is at %v, want the right", r)
	}
}

// TestPreviewOfAHarmlessAttack: the odds panel of an attack that can do
// no harm (a Trip, a Distracting Shot) gives its chance to succeed and
// what a success does, where a harmful attack's panel has its chances to
// hit and take down and the damage chart, and a shot that may stray into
// the firer's own side says how likely that is.
func TestPreviewOfAHarmlessAttack(t *testing.T) {
	trip := rules.Odds{Hit: 0.48, Damage: []float64{}, Hinder: 0.096}
	shot := rules.Odds{Hit: 0.6, Damage: []float64{0.4, 0.3, 0.3}, Takedown: 0.1}
	if got := oddsHeadline(trip); got != "Succeeds 48%" {
		t.Errorf("trip headline %q", got)
	}
	if got := oddsHeadline(shot); got != "Hit 60%   Takedown 10%" {
		t.Errorf("shot headline %q", got)
	}
	// A shot that cannot hit is a shot, not an action without damage.
	if got := oddsHeadline(rules.Odds{Damage: []float64{1}}); got != "Hit 0%   Takedown 0%" {
		t.Errorf("hopeless shot headline %q", got)
	}
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:easy"}, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	dir := galleryDir(t)
	chart := func(name string, c rules.Command, o rules.Odds) (danger, text int) {
		screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
		s.drawPreview(screen, c, o, 300, 300)
		out := readBack(screen)
		if os.Getenv("SIGHTLINE_UPDATE_GALLERY") == "1" {
			savePNG(t, dir, name, out.SubImage(s.preview.at.Inset(-4)))
		}
		// The chart's and the effect's band of the panel, under the
		// modifiers' line.
		band := image.Rect(s.preview.at.Min.X, s.preview.at.Min.Y+56, s.preview.at.Max.X, s.preview.at.Max.Y)
		return countNear(out, band, colDanger, 8), countNear(out, band, colText, 40)
	}
	tc := rules.Command{Action: "trip", Unit: 0, Target: 1, Cost: rules.Cost{N: 3, Unit: "tick"}}
	sc := rules.Command{Action: "straight_shot", Unit: 0, Target: 1, Cost: rules.Cost{N: 2, Unit: "tick"}}
	if d, txt := chart("preview-trip.png", tc, trip); d != 0 || txt < 40 {
		t.Errorf("trip panel: %d pixels of damage bars, %d of effect text; want none and the effect", d, txt)
	}
	if d, _ := chart("preview-shot.png", sc, shot); d < 40 {
		t.Errorf("shot panel: %d pixels of damage bars", d)
	}
	// A shot into melee warns that it may stray, in the danger colour
	// right of the chart's caption.
	if strayLine(shot) != "" {
		t.Errorf("a shot that cannot stray warns %q", strayLine(shot))
	}
	into := shot
	into.Stray = 0.19
	if got := strayLine(into); got != "19% strays to an ally" {
		t.Errorf("stray line %q", got)
	}
	plain, _ := chart("preview-shot.png", sc, shot)
	warned, _ := chart("preview-stray.png", sc, into)
	if warned-plain < 8 { // small antialiased text: few pixels of the exact colour
		t.Errorf("the stray warning adds %d danger-coloured pixels to the panel; want its line drawn", warned-plain)
	}
}
