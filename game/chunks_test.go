package game

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

	"sightline/maps"
)

var (
	red  = color.RGBA{255, 0, 0, 255}
	blue = color.RGBA{0, 0, 255, 255}
)

// TestChunksDrawAcrossBorders draws across the borders of a picture of
// three chunks by two: what straddles a border lands on both sides, in
// its world place, and Draw puts the chunks back together.
func TestChunksDrawAcrossBorders(t *testing.T) {
	if !inLoop {
		t.Skip("no game loop to read pixels in")
	}
	const w, h = 2*ChunkSize + 100, ChunkSize + 50
	c := NewChunks(w, h)
	defer c.Deallocate()
	if c.Bounds() != image.Rect(0, 0, w, h) {
		t.Fatalf("bounds %v", c.Bounds())
	}
	// A red square over the corner where four chunks meet.
	c.FillRect(ChunkSize-4, ChunkSize-4, 8, 8, red, false)
	// A blue tile drawn as an image across the second vertical border.
	tile := ebiten.NewImage(10, 10)
	tile.Fill(blue)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(2*ChunkSize-5, 10)
	c.DrawImage(tile, op)
	// A horizontal line across the first vertical border.
	c.StrokeLine(ChunkSize-20, 30.5, ChunkSize+20, 30.5, 1, red, false)
	px := c.ReadPixels(c.Bounds())
	for _, p := range []struct {
		x, y int
		want color.RGBA
	}{
		{ChunkSize - 4, ChunkSize - 4, red}, {ChunkSize + 3, ChunkSize - 4, red},
		{ChunkSize - 4, ChunkSize + 3, red}, {ChunkSize + 3, ChunkSize + 3, red},
		{ChunkSize + 4, ChunkSize + 4, color.RGBA{}}, {ChunkSize - 5, ChunkSize - 5, color.RGBA{}},
		{2*ChunkSize - 5, 10, blue}, {2*ChunkSize + 4, 19, blue}, {2*ChunkSize + 5, 10, color.RGBA{}},
		{ChunkSize - 20, 30, red}, {ChunkSize + 19, 30, red}, {ChunkSize, 31, color.RGBA{}},
	} {
		if got := px.RGBAAt(p.x, p.y); got != p.want {
			t.Errorf("pixel %d,%d is %v, want %v", p.x, p.y, got, p.want)
		}
	}
	// The bottom-right chunk was never drawn on and is not made.
	if c.imgs[5] != nil {
		t.Error("a chunk nothing was drawn on has an image")
	}
	// Drawn on a screen half a chunk to the left, the blue tile shows at
	// its place less the camera's.
	screen := ebiten.NewImage(ChunkSize*2, 64)
	defer screen.Deallocate()
	op = &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-ChunkSize, 0)
	c.Draw(screen, op)
	if got := pixels(screen)(ChunkSize-5+4, 14); got != blue {
		t.Errorf("drawn on the screen, the blue tile's pixel is %v", got)
	}
	if got := pixels(screen)(ChunkSize-5-1, 14); got != (color.RGBA{}) {
		t.Errorf("drawn on the screen, left of the blue tile is %v", got)
	}
}

// writeBigMap writes a map of w×h tiles of tile pixels into dir: red
// ground, with blue squares at the corners and at far. It returns the
// map's path.
func writeBigMap(t *testing.T, dir string, w, h, tile int, far image.Point) string {
	t.Helper()
	sheet := image.NewRGBA(image.Rect(0, 0, 2*tile, tile))
	for y := range tile {
		for x := range 2 * tile {
			if x < tile {
				sheet.SetRGBA(x, y, red)
			} else {
				sheet.SetRGBA(x, y, blue)
			}
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, sheet); err != nil {
		t.Fatal(err)
	}
	tsx := fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" name="rb" tilewidth="%d" tileheight="%d" tilecount="2" columns="2">
 <image source="rb.png" width="%d" height="%d"/>
</tileset>`, tile, tile, 2*tile, tile)
	rows := make([]string, h)
	for y := range h {
		cells := make([]string, w)
		for x := range w {
			cells[x] = "1"
			if (x == far.X && y == far.Y) || ((x == 0 || x == w-1) && (y == 0 || y == h-1)) {
				cells[x] = "2"
			}
		}
		rows[y] = strings.Join(cells, ",")
	}
	tmx := fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="%d" height="%d" tilewidth="%d" tileheight="%d" infinite="0">
 <tileset firstgid="1" source="rb.tsx"/>
 <layer id="1" name="ground" width="%d" height="%d">
  <data encoding="csv">%s</data>
 </layer>
</map>`, w, h, tile, tile, w, h, strings.Join(rows, ",\n"))
	for name, data := range map[string][]byte{"rb.png": b.Bytes(), "rb.tsx": []byte(tsx), "big.tmx": []byte(tmx)} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, "big.tmx")
}

// TestBigMapDraws draws a map of 512×40 tiles of 64 pixels, 32768 pixels
// wide: twice what one GPU image may be, where Ebitengine panicked. The
// terrain is drawn in chunks, a square in a far chunk has its colour, and
// the setup's thumbnail is drawn a chunk at a time.
func TestBigMapDraws(t *testing.T) {
	if !inLoop {
		t.Skip("no game loop to read pixels in")
	}
	far := image.Pt(500, 35)
	m, err := maps.LoadFile(writeBigMap(t, t.TempDir(), 512, 40, 64, far), "")
	if err != nil {
		t.Fatal(err)
	}
	mi, err := NewMapImage(m)
	if err != nil {
		t.Fatal(err)
	}
	defer mi.Image.Deallocate()
	if got := mi.Image.Bounds(); got != image.Rect(0, 0, 512*64, 40*64) {
		t.Fatalf("terrain bounds %v", got)
	}
	r := image.Rect(far.X*64-64, far.Y*64-64, far.X*64+128, far.Y*64+128)
	px := chunkPixels(mi.Image, r)
	for _, p := range []struct {
		x, y int
		want color.RGBA
	}{
		{far.X*64 + 32, far.Y*64 + 32, blue}, {far.X * 64, far.Y * 64, blue}, {far.X*64 + 63, far.Y*64 + 63, blue},
		{far.X*64 - 1, far.Y*64 + 32, red}, {far.X*64 + 64, far.Y*64 + 32, red}, {far.X*64 + 32, far.Y*64 - 1, red},
	} {
		if got := px(p.x, p.y); got != p.want {
			t.Errorf("pixel %d,%d is %v, want %v", p.x, p.y, got, p.want)
		}
	}
	if got := chunkPixels(mi.Image, image.Rect(32768-64, 2560-64, 32768, 2560))(32768-1, 2560-1); got != blue {
		t.Errorf("the far corner's last pixel is %v, want blue", got)
	}
	thumb, err := NewMapThumbnail(m, 200)
	if err != nil {
		t.Fatal(err)
	}
	defer thumb.Deallocate()
	if got := thumb.Bounds().Size(); got != image.Pt(200, 15) {
		t.Fatalf("thumbnail is %v, want 200x15", got)
	}
	if got := pixels(thumb)(100, 7); got != red {
		t.Errorf("thumbnail's middle is %v, want red", got)
	}
}

// TestThumbnailHasNoSeams shrinks a map of 7×7 chunks (102×100 tiles of
// 128 pixels) into the setup's 200-pixel preview, chunk by chunk: no
// pixel inside it reads the transparency past a chunk's edge, as they did
// along the seams (the mipmaps Ebitengine shrinks by read far past where
// a pixel lies). The last row and column lie on the map's own edge.
func TestThumbnailHasNoSeams(t *testing.T) {
	if !inLoop {
		t.Skip("no game loop to read pixels in")
	}
	m, err := maps.LoadFile(writeBigMap(t, t.TempDir(), 102, 100, 128, image.Pt(50, 50)), "")
	if err != nil {
		t.Fatal(err)
	}
	thumb, err := NewMapThumbnail(m, 200)
	if err != nil {
		t.Fatal(err)
	}
	defer thumb.Deallocate()
	px := pixels(thumb)
	b := thumb.Bounds()
	for y := range b.Dy() - 1 {
		for x := range b.Dx() - 1 {
			if c := px(x, y); c.A != 255 {
				t.Fatalf("thumbnail pixel %d,%d of %v is %v: a seam between chunks", x, y, b.Size(), c)
			}
		}
	}
}
