package assets

import (
	"image"
	"testing"

	"sightline/assets/palette"
)

func TestUnitsSheetMatchesLayout(t *testing.T) {
	img, err := Units()
	if err != nil {
		t.Fatal(err)
	}
	if got := img.Bounds().Size(); got != UnitSheetSize() {
		t.Fatalf("unit sheet is %v, layout says %v", got, UnitSheetSize())
	}
	pal := palette.Colors()
	for r := Role(0); r < Roles; r++ {
		for side := 0; side < UnitSides; side++ {
			for f := Facing(0); f < Facings; f++ {
				for fr := Frame(0); fr < Frames; fr++ {
					rect := UnitFrame(r, side, f, fr)
					if !rect.In(img.Bounds()) {
						t.Fatalf("%v side %d facing %d frame %d: %v lies off the sheet", r, side, f, fr, rect)
					}
					if n := countColour(img, rect, pal[palette.SideColor(side)]); n < 20 {
						t.Errorf("%v side %d facing %d frame %d: only %d pixels of the side colour", r, side, f, fr, n)
					}
				}
			}
		}
	}
}

func TestUnitFrameWrapsSides(t *testing.T) {
	if UnitFrame(Gunner, 5, FaceEast, Shoot) != UnitFrame(Gunner, 1, FaceEast, Shoot) {
		t.Error("side 5 does not wrap to side 1")
	}
	if UnitFrame(Gunner, -1, FaceEast, Shoot) != UnitFrame(Gunner, 3, FaceEast, Shoot) {
		t.Error("side -1 does not wrap to side 3")
	}
}

func TestFontsParse(t *testing.T) {
	for _, f := range []Font{Regular, Bold, Mono, MonoBold} {
		if _, err := f.Parse(); err != nil {
			t.Errorf("font %d: %v", f, err)
		}
	}
	if _, err := Font(99).Parse(); err == nil {
		t.Error("an unknown font parsed")
	}
}

func TestRoleString(t *testing.T) {
	if Flyer.String() != "flyer" || Role(9).String() != "role(9)" {
		t.Errorf("got %q and %q", Flyer.String(), Role(9).String())
	}
}

// countColour counts the pixels of rect in img that have colour c.
func countColour(img image.Image, rect image.Rectangle, c interface{ RGBA() (r, g, b, a uint32) }) int {
	n := 0
	cr, cg, cb, ca := c.RGBA()
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			r, g, b, a := img.At(x, y).RGBA()
			if r == cr && g == cg && b == cb && a == ca {
				n++
			}
		}
	}
	return n
}
