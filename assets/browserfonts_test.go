package assets

import (
	"os"
	"reflect"
	"strconv"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// browserFonts returns the full Go fonts and the browser's copies of
// them (fonts_js.go), by name.
func browserFonts(t *testing.T) map[string][2]*sfnt.Font {
	t.Helper()
	out := map[string][2]*sfnt.Font{}
	for name, f := range map[string]Font{"go-regular": Regular, "go-bold": Bold} {
		full, err := sfnt.Parse(f.TTF())
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile("fonts/" + name + "-browser.ttf")
		if err != nil {
			t.Fatal(err)
		}
		small, err := sfnt.Parse(b)
		if err != nil {
			t.Fatalf("%s-browser.ttf: %v", name, err)
		}
		out[name] = [2]*sfnt.Font{full, small}
	}
	return out
}

// outline returns rune r's glyph in f at the font's own scale: its
// segments, advance and bounds, or nil segments when f draws nothing for
// it.
func outline(t *testing.T, f *sfnt.Font, r rune) (sfnt.Segments, fixed.Int26_6, fixed.Rectangle26_6) {
	t.Helper()
	var buf sfnt.Buffer
	i, err := f.GlyphIndex(&buf, r)
	if err != nil || i == 0 {
		return nil, 0, fixed.Rectangle26_6{}
	}
	ppem := fixed.I(int(f.UnitsPerEm()))
	segs, err := f.LoadGlyph(&buf, i, ppem, nil)
	if err != nil {
		t.Fatalf("rune %q: %v", r, err)
	}
	adv, err := f.GlyphAdvance(&buf, i, ppem, font.HintingNone)
	if err != nil {
		t.Fatalf("rune %q: %v", r, err)
	}
	bounds, _, err := f.GlyphBounds(&buf, i, ppem, font.HintingNone)
	if err != nil {
		t.Fatalf("rune %q: %v", r, err)
	}
	return append(sfnt.Segments(nil), segs...), adv, bounds
}

// TestBrowserFontsDrawAsTheGoFonts checks that every rune the browser's
// fonts draw is the full font's glyph: the same outline, advance and
// bounds (the game draws unhinted, so the dropped instructions change no
// pixel).
func TestBrowserFontsDrawAsTheGoFonts(t *testing.T) {
	for name, fs := range browserFonts(t) {
		full, small := fs[0], fs[1]
		if full.UnitsPerEm() != small.UnitsPerEm() || full.NumGlyphs() != small.NumGlyphs() {
			t.Fatalf("%s: %d units a glyph and %d glyphs, want %d and %d", name, small.UnitsPerEm(), small.NumGlyphs(), full.UnitsPerEm(), full.NumGlyphs())
		}
		drawn := 0
		for r := rune(0); r <= 0xffff; r++ {
			segs, adv, bounds := outline(t, small, r)
			if segs == nil {
				continue
			}
			drawn++
			fsegs, fadv, fbounds := outline(t, full, r)
			if !reflect.DeepEqual(segs, fsegs) || adv != fadv || bounds != fbounds {
				t.Errorf("%s: %s is drawn otherwise than in the full font", name, strconv.QuoteRune(r))
			}
		}
		if drawn < 300 {
			t.Errorf("%s: the browser's copy draws %d runes; want Latin and the game's symbols (300 or more)", name, drawn)
		}
	}
}

// TestBrowserFontsCoverTheGame checks that the browser's fonts draw every
// character the game writes that the full fonts draw: printable ASCII and
// each character outside it in the strings the game draws (drawnRunes).
func TestBrowserFontsCoverTheGame(t *testing.T) {
	used := drawnRunes(t)
	for r := rune(0x21); r < 0x7f; r++ {
		used[r] = "ASCII"
	}
	for name, fs := range browserFonts(t) {
		for r, where := range used {
			full, _, _ := outline(t, fs[0], r)
			small, _, _ := outline(t, fs[1], r)
			if len(full) > 0 && len(small) == 0 {
				t.Errorf("%s: the browser's copy lacks %s, used at %s", name, strconv.QuoteRune(r), where)
			}
		}
	}
}
