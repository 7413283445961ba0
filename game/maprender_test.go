package game

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/maps"
)

// TestMapImageDrawsLayersInFileOrder draws maps/testdata/layers/layers.tmx:
// a red ground, a green image layer over square (1,0), a blue tile over
// square (2,0) on a layer whose id is lower than the ground's, and hidden
// layers that must not show.
func TestMapImageDrawsLayersInFileOrder(t *testing.T) {
	if !inLoop {
		t.Skip("no game loop to read pixels in")
	}
	m, err := maps.LoadFile("../maps/testdata/layers/layers.tmx", "")
	if err != nil {
		t.Fatal(err)
	}
	mi, err := NewMapImage(m)
	if err != nil {
		t.Fatal(err)
	}
	red, green, blue := color.RGBA{255, 0, 0, 255}, color.RGBA{0, 255, 0, 255}, color.RGBA{0, 0, 255, 255}
	want := [2][4]color.RGBA{{red, green, blue, red}, {red, red, red, red}}
	px := chunkPixels(mi.Image, mi.Image.Bounds())
	for y := range 2 {
		for x := range 4 {
			// Check each square's centre and its corners' inner pixels.
			for _, d := range [][2]int{{4, 4}, {0, 0}, {7, 7}} {
				if got := px(x*8+d[0], y*8+d[1]); got != want[y][x] {
					t.Errorf("square %d,%d pixel %v: got %v, want %v", x, y, d, got, want[y][x])
				}
			}
		}
	}
}

// chunkPixels reads the world rectangle r of c back once and returns a
// lookup of its colours by world pixel.
func chunkPixels(c *Chunks, r image.Rectangle) func(x, y int) color.RGBA {
	img := c.ReadPixels(r)
	return func(x, y int) color.RGBA { return img.RGBAAt(x, y) }
}

// pixels reads img back once and returns a lookup of its colours.
func pixels(img *ebiten.Image) func(x, y int) color.RGBA {
	b := img.Bounds()
	buf := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(buf)
	return func(x, y int) color.RGBA {
		i := 4 * (y*b.Dx() + x)
		return color.RGBA{buf[i], buf[i+1], buf[i+2], buf[i+3]}
	}
}
