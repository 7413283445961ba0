package game

import (
	"bytes"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sightline/assets"
)

// Fonts holds the text faces, made once at start-up.
type Fonts struct {
	Small, Body, Title, Banner text.Face
}

// NewFonts loads the Go fonts.
func NewFonts() (*Fonts, error) {
	reg, err := text.NewGoTextFaceSource(bytes.NewReader(assets.Regular.TTF()))
	if err != nil {
		return nil, err
	}
	bold, err := text.NewGoTextFaceSource(bytes.NewReader(assets.Bold.TTF()))
	if err != nil {
		return nil, err
	}
	return &Fonts{
		Small:  &text.GoTextFace{Source: reg, Size: assets.TextSmall},
		Body:   &text.GoTextFace{Source: reg, Size: assets.TextBody},
		Title:  &text.GoTextFace{Source: bold, Size: assets.TextTitle},
		Banner: &text.GoTextFace{Source: bold, Size: assets.TextBanner},
	}, nil
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
