package scenes

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
)

// writeWideMap writes a map of w×h tiles of 64 pixels into dir, red but
// for a blue square at far, and returns its path.
func writeWideMap(t *testing.T, dir string, w, h int, far image.Point) string {
	t.Helper()
	sheet := image.NewRGBA(image.Rect(0, 0, 128, 64))
	for y := range 64 {
		for x := range 128 {
			c := color.RGBA{255, 0, 0, 255}
			if x >= 64 {
				c = color.RGBA{0, 0, 255, 255}
			}
			sheet.SetRGBA(x, y, c)
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, sheet); err != nil {
		t.Fatal(err)
	}
	rows := make([]string, h)
	for y := range h {
		cells := make([]string, w)
		for x := range w {
			cells[x] = "1"
			if x == far.X && y == far.Y {
				cells[x] = "2"
			}
		}
		rows[y] = strings.Join(cells, ",")
	}
	tmx := fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="%d" height="%d" tilewidth="64" tileheight="64" infinite="0">
 <tileset firstgid="1" name="rb" tilewidth="64" tileheight="64" tilecount="2" columns="2">
  <image source="rb.png" width="128" height="64"/>
 </tileset>
 <layer id="1" name="ground" width="%d" height="%d">
  <data encoding="csv">%s</data>
 </layer>
</map>`, w, h, w, h, strings.Join(rows, ",\n"))
	for name, data := range map[string][]byte{"rb.png": b.Bytes(), "wide.tmx": []byte(tmx)} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, "wide.tmx")
}

// TestBigMapPlays starts a battle on a map of 512×40 tiles of 64 pixels
// (32768 pixels wide, twice what one GPU image may be, where Ebitengine
// panicked) and shows the setup's preview of it: the battle draws, with
// the threat overlay on, a square in a far chunk of the terrain shows on
// screen in its colour, and the overlay holds only the chunks in view.
func TestBigMapPlays(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	far := image.Pt(500, 35)
	p := writeWideMap(t, dir, 512, 40, far)

	pv := previews{}.get(p, dir)
	if pv.img == nil {
		t.Fatalf("no preview: %s", pv.info)
	}
	if got := pv.img.Bounds().Size(); got != image.Pt(previewSize, previewSize*40/512) {
		t.Errorf("the preview is %v", got)
	}

	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: p, Root: dir, Sides: []string{"human", "ai:normal"}, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s.showThreat = true
	screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
	defer screen.Deallocate()
	s.Draw(screen)
	// The overlay is drawn only where the screen looks: at most the 2×2
	// chunks a screen-sized view touches, where the threat map took 8.
	if n := s.ovl.img.Made(); n > 4 {
		t.Errorf("the overlay holds %d chunks; want at most 4", n)
	}
	// Bring the far square to the screen's middle and read it back.
	s.view.cam.Zoom = 1
	s.view.cam.X, s.view.cam.Y = float64(far.X*64+32-game.ScreenW/2), float64(far.Y*64+32-game.ScreenH/2)
	s.Draw(screen)
	if n := s.ovl.img.Made(); n > 4 {
		t.Errorf("moved, the overlay holds %d chunks; want at most 4", n)
	}
	px := readBack(screen)
	mid := px.RGBAAt(game.ScreenW/2, game.ScreenH/2)
	left := px.RGBAAt(game.ScreenW/2-64, game.ScreenH/2)
	if mid.B < 128 || mid.R > 128 || left.R < 128 || left.B > 128 {
		t.Errorf("the far square reads %v and its west neighbour %v; want blue and red", mid, left)
	}
	if os.Getenv("SIGHTLINE_BIGMAP_SHOT") != "" {
		savePNG(t, filepath.Dir(os.Getenv("SIGHTLINE_BIGMAP_SHOT")), filepath.Base(os.Getenv("SIGHTLINE_BIGMAP_SHOT")), px)
	}
}
