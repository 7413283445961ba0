package assets

import (
	"image"
	"testing"
)

func TestIconsDiffer(t *testing.T) {
	sheet, err := IconSheet()
	if err != nil {
		t.Fatal(err)
	}
	for a := Icon(0); a < Icons; a++ {
		if n, ok := IconByName(a.String()); !ok || n != a {
			t.Errorf("icon %d's name %q does not find it", a, a.String())
		}
		for b := a + 1; b < Icons; b++ {
			if samePixels(sheet, IconFrame(a), IconFrame(b)) {
				t.Errorf("icons %v and %v have the same pixels", a, b)
			}
		}
	}
}

// samePixels reports whether two equally sized areas of img are alike.
func samePixels(img image.Image, a, b image.Rectangle) bool {
	for y := 0; y < a.Dy(); y++ {
		for x := 0; x < a.Dx(); x++ {
			if img.At(a.Min.X+x, a.Min.Y+y) != img.At(b.Min.X+x, b.Min.Y+y) {
				return false
			}
		}
	}
	return true
}
