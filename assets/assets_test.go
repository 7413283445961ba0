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

func TestEffectAndIconSheetsMatchLayout(t *testing.T) {
	eff, err := EffectSheet()
	if err != nil {
		t.Fatal(err)
	}
	for e := Effect(0); e < Effects; e++ {
		r := EffectFrame(e)
		if !r.In(eff.Bounds()) || opaque(eff, r) == 0 {
			t.Errorf("effect %d: frame %v is off the sheet %v or empty", e, r, eff.Bounds())
		}
	}
	if EffectFrame(Effects-1).Max.Y != eff.Bounds().Max.Y {
		t.Errorf("effect sheet is %v high, the layout ends at %d", eff.Bounds(), EffectFrame(Effects-1).Max.Y)
	}
	ic, err := IconSheet()
	if err != nil {
		t.Fatal(err)
	}
	if ic.Bounds().Dx() != Icons*IconSize || ic.Bounds().Dy() != IconSize {
		t.Errorf("icon sheet is %v, want %dx%d", ic.Bounds(), Icons*IconSize, IconSize)
	}
	for i := Icon(0); i < Icons; i++ {
		if opaque(ic, IconFrame(i)) < 20 {
			t.Errorf("icon %v is nearly empty", i)
		}
		if got, ok := IconByName(i.String()); !ok || got != i {
			t.Errorf("IconByName(%q) = %v, %v", i.String(), got, ok)
		}
	}
	if EffectShadow(0) != Shadow1 || EffectShadow(2) != Shadow2 || EffectShadow(7) != Shadow3 {
		t.Error("EffectShadow does not clamp the band to 1..3")
	}
	if EffectFlash(FaceWest) != FlashW {
		t.Error("EffectFlash(FaceWest) is not FlashW")
	}
}

// opaque counts the non-transparent pixels of rect in img.
func opaque(img image.Image, rect image.Rectangle) int {
	n := 0
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			if _, _, _, a := img.At(x, y).RGBA(); a != 0 {
				n++
			}
		}
	}
	return n
}

// TestAppIcon: the icon is 32×32 with rounded (transparent) corners and
// shows both sides' colours.
func TestAppIcon(t *testing.T) {
	img, err := AppIcon()
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 32 || b.Dy() != 32 {
		t.Fatalf("icon is %v", b)
	}
	if _, _, _, a := img.At(0, 0).RGBA(); a != 0 {
		t.Error("the icon's corner is not transparent")
	}
	seen := map[palette.Index]bool{}
	pal := palette.Colors()
	for y := 0; y < 32; y++ {
		for x := 0; x < 32; x++ {
			seen[palette.Index(pal.Index(img.At(x, y)))] = true
		}
	}
	if !seen[palette.Blue] || !seen[palette.Orange] || !seen[palette.Yellow] {
		t.Errorf("the icon lacks a side's colour or the sight line: %v", seen)
	}
	if b, err := AppIconPNG(); err != nil || len(b) < 8 || string(b[1:4]) != "PNG" {
		t.Errorf("AppIconPNG: %d bytes, %v", len(b), err)
	}
}
