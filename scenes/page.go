package scenes

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
)

// pageOrigin returns where a page laid out for a screen of
// game.ScreenW×game.ScreenH (the title, the setup, the settings, the
// results) has its top-left corner on a screen of size sz: it stands in
// the middle of a larger screen.
func pageOrigin(sz image.Point) image.Point {
	return image.Pt(max(0, sz.X-game.ScreenW)/2, max(0, sz.Y-game.ScreenH)/2)
}

// drawPage draws a page laid out for a screen of game.ScreenW×game.ScreenH
// (draw) in the middle of screen, on bg: straight onto a screen of that
// size, else through the page image the scenes share, so that the
// page's own coordinates need not move. pageInput moves the pointer the
// same way.
func (r *Resources) drawPage(screen *ebiten.Image, bg color.Color, draw func(dst *ebiten.Image)) {
	sz := screen.Bounds().Size()
	if sz == image.Pt(game.ScreenW, game.ScreenH) {
		draw(screen)
		return
	}
	if r.pageImg == nil {
		r.pageImg = ebiten.NewImage(game.ScreenW, game.ScreenH)
	}
	r.pageImg.Clear()
	draw(r.pageImg)
	screen.Fill(bg)
	op := &ebiten.DrawImageOptions{}
	o := pageOrigin(sz)
	op.GeoM.Translate(float64(o.X), float64(o.Y))
	screen.DrawImage(r.pageImg, op)
}

// pageInput returns in with the pointer where a page drawn by drawPage
// sees it.
func (r *Resources) pageInput(in *game.Input) *game.Input {
	o := pageOrigin(r.size())
	if o == (image.Point{}) {
		return in
	}
	c := *in
	c.Cursor = c.Cursor.Sub(o)
	return &c
}
