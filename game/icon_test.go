package game

import (
	"image"
	"image/color"
	"testing"
)

// TestDoubled: the icon's larger size keeps each pixel as a 2×2 block.
func TestDoubled(t *testing.T) {
	src := image.NewRGBA(image.Rect(0, 0, 2, 1))
	red, blue := color.RGBA{255, 0, 0, 255}, color.RGBA{0, 0, 255, 255}
	src.Set(0, 0, red)
	src.Set(1, 0, blue)
	d := doubled(src)
	if b := d.Bounds(); b.Dx() != 4 || b.Dy() != 2 {
		t.Fatalf("doubled is %v", b)
	}
	for y := 0; y < 2; y++ {
		for x := 0; x < 4; x++ {
			want := red
			if x >= 2 {
				want = blue
			}
			if got := color.RGBAModel.Convert(d.At(x, y)); got != want {
				t.Errorf("(%d,%d) = %v, want %v", x, y, got, want)
			}
		}
	}
}
