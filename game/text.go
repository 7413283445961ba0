package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

	"sightline/assets"
)

// Fonts holds the text faces, made once at start-up.
type Fonts struct {
	Small, Body, Title, Banner text.Face
}

// NewFonts loads the Go fonts. They are drawn through golang.org/x/image's
// OpenType rasteriser (text.GoXFace), not text.GoTextFace: the HarfBuzz
// shaper behind the latter (go-text/typesetting) is 0.7 MB of the
// gzipped browser build, and shapes nothing the game writes (Latin text
// and symbols, left to right, in fonts without ligatures); kerning
// still applies, and the glyphs are the same outlines, unhinted.
func NewFonts() (*Fonts, error) {
	reg, err := opentype.Parse(assets.Regular.TTF())
	if err != nil {
		return nil, err
	}
	bold, err := opentype.Parse(assets.Bold.TTF())
	if err != nil {
		return nil, err
	}
	var faces [4]text.Face
	for i, f := range []struct {
		font *opentype.Font
		size float64
	}{{reg, assets.TextSmall}, {reg, assets.TextBody}, {bold, assets.TextTitle}, {bold, assets.TextBanner}} {
		face, err := opentype.NewFace(f.font, &opentype.FaceOptions{Size: f.size, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			return nil, err
		}
		faces[i] = text.NewGoXFace(face)
	}
	return &Fonts{Small: faces[0], Body: faces[1], Title: faces[2], Banner: faces[3]}, nil
}

// Text draws s with its top-left corner at (x, y).
func Text(dst *ebiten.Image, s string, face text.Face, x, y float64, c color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	text.Draw(dst, s, face, op)
}

// TextCenteredTop draws s centred horizontally on x with its top at y, so
// that it lines up with text drawn by Text at the same y.
func TextCenteredTop(dst *ebiten.Image, s string, face text.Face, x, y float64, c color.Color) {
	w, _ := text.Measure(s, face, 0)
	Text(dst, s, face, x-w/2, y, c)
}

// TextCentered draws s centred on (x, y).
func TextCentered(dst *ebiten.Image, s string, face text.Face, x, y float64, c color.Color) {
	w, h := text.Measure(s, face, 0)
	Text(dst, s, face, x-w/2, y-h/2, c)
}
