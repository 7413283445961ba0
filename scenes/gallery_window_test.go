package scenes

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules/grid"
)

// TestGalleryWindowSizes draws the battle on a 1920×1080 screen and at a
// UI scale of 150% (a 1920×1080 window, a 1280×720 screen shown half as
// large again), for the gallery; and draws the title, the setup, the
// settings, the results and the help pages on the screens of windows of
// 960×640, 1280×800, 1920×1080 and 800×600, checking that each page
// stands in the middle of its screen and inside it.
func TestGalleryWindowSizes(t *testing.T) {
	dir := galleryDir(t)
	t.Run("battle-1920x1080", func(t *testing.T) {
		out := galleryBattleAt(t, image.Pt(1920, 1080))
		savePNG(t, dir, "battle-1920x1080.png", readBack(out))
	})
	t.Run("battle-ui150", func(t *testing.T) {
		sz := game.FitScreen(1920, 1080, 1.5)
		shot := galleryBattleAt(t, sz)
		// As the window shows it: the screen scaled to the window.
		win := ebiten.NewImage(1920, 1080)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(1.5, 1.5)
		win.DrawImage(shot, op)
		savePNG(t, dir, "battle-ui150.png", readBack(win))
	})
	design := pagesAt(t, image.Pt(game.ScreenW, game.ScreenH))
	for _, w := range [][2]int{{1280, 800}, {1920, 1080}, {800, 600}} {
		sz := game.FitScreen(w[0], w[1], 1)
		t.Run(fmt.Sprintf("pages-%dx%d", w[0], w[1]), func(t *testing.T) {
			o := pageOrigin(sz)
			for name, r := range pagesAt(t, sz) {
				want := design[name].Add(o)
				if name == "title" {
					// The build's name stays at the bottom left.
					r.Min.X, r.Max.Y, want.Min.X, want.Max.Y = 0, 0, 0, 0
				}
				if d := r.Min.Sub(want.Min).Add(r.Max.Sub(want.Max)); max(d.X, -d.X, d.Y, -d.Y) > 4 || !r.In(image.Rectangle{Max: sz}) {
					t.Errorf("%v: the %s page draws at %v, want %v: as on a 960×640 screen, in the middle", sz, name, r, want)
				}
			}
		})
	}
}

// galleryBattleAt draws the fieldworks reference battle (an attack armed,
// the odds shown) on a screen of size sz.
func galleryBattleAt(t *testing.T, sz image.Point) *ebiten.Image {
	t.Helper()
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	res.Screen = &game.Screen{W: sz.X, H: sz.Y}
	s, err := referenceBattle(res, "fieldworks", 1)
	if err != nil {
		t.Fatal(err)
	}
	me, them := s.sh.units[s.pick.selected].Pos, s.sh.units[s.pick.target].Pos
	s.view.centreOn(grid.Pos{X: (me.X + them.X) / 2, Y: (me.Y + them.Y) / 2}, true)
	s.note = ""
	screen := ebiten.NewImage(sz.X, sz.Y)
	s.Draw(screen)
	if n := distinctColours(readBack(screen)); n < 150 {
		t.Errorf("only %d colours on the %v screen", n, sz)
	}
	return screen
}

// pagesAt draws each page on a screen of size sz and returns where each
// draws (the pixels not its background), after checking that the help
// pages' panel fits the screen.
func pagesAt(t *testing.T, sz image.Point) map[string]image.Rectangle {
	t.Helper()
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	res.Screen = &game.Screen{W: sz.X, H: sz.Y}
	cfg := BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:easy"}, Seed: 1}
	title := NewTitle(res, cfg)
	b, err := NewBattle(res, cfg, title)
	if err != nil {
		t.Fatal(err)
	}
	help := func(p helpPage) game.Scene {
		bb, err := NewBattle(res, cfg, title)
		if err != nil {
			t.Fatal(err)
		}
		bb.help.open = p
		return bb
	}
	pages := []struct {
		name  string
		scene game.Scene
		bg    color.RGBA
	}{
		{"title", title, color.RGBA{0x1b, 0x22, 0x2c, 0xff}},
		{"setup", NewSetup(res, cfg, title), colBackground},
		{"settings", NewSettings(res, title), colBackground},
		{"results", NewResults(res, b, title), colBackground},
		{"key bindings", NewKeyBindings(res, title), colBackground},
		{"controls", help(helpControls), color.RGBA{}},
		{"rules", help(helpRules), color.RGBA{}},
		{"legend", help(helpLegend), color.RGBA{}},
	}
	drawnAt := map[string]image.Rectangle{}
	for _, p := range pages {
		screen := ebiten.NewImage(sz.X, sz.Y)
		var in game.Input
		if _, err := p.scene.Update(&in); err != nil {
			t.Fatal(err)
		}
		p.scene.Draw(screen)
		out := readBack(screen)
		if p.bg == (color.RGBA{}) {
			// A help page: its panel inside the screen.
			r := layoutFor(sz).help()
			if !r.In(image.Rectangle{Max: sz}) || r.Dx() < 800 {
				t.Errorf("%v: the %s page %v is not inside the screen or too narrow", sz, p.name, r)
			}
			continue
		}
		drawn := image.Rectangle{}
		for y := 0; y < sz.Y; y++ {
			for x := 0; x < sz.X; x++ {
				if c := out.RGBAAt(x, y); absDiff(c.R, p.bg.R)+absDiff(c.G, p.bg.G)+absDiff(c.B, p.bg.B) > 24 {
					drawn = drawn.Union(image.Rect(x, y, x+1, y+1))
				}
			}
		}
		drawnAt[p.name] = drawn
	}
	return drawnAt
}
