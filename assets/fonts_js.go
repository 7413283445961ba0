package assets

import (
	_ "embed"

	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
)

// browserRegular and browserBold are the browser's copies of Go Regular
// and Go Bold (written by assets/gen): the same outlines for the runes
// the game writes (Latin, punctuation, arrows, operators, shapes), the
// other glyphs empty and no hinting, which the game's unhinted drawing
// never reads. They are a third of the full fonts' size;
// TestBrowserFontsDrawAsTheGoFonts and TestBrowserFontsCoverTheGame check
// them.
var (
	//go:embed fonts/go-regular-browser.ttf
	browserRegular []byte
	//go:embed fonts/go-bold-browser.ttf
	browserBold []byte
)

// TTF returns the TrueType data of a font, or nil for an unknown font: in
// the browser, Regular and Bold are the browser's copies.
func (f Font) TTF() []byte {
	switch f {
	case Regular:
		return browserRegular
	case Bold:
		return browserBold
	case Mono:
		return gomono.TTF
	case MonoBold:
		return gomonobold.TTF
	}
	return nil
}
