//go:build !js

package game

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Made and ReadPixels serve the tests: the browser's build leaves them
// out, since the linker keeps every exported method of a type that
// reaches an interface there, called or not (issue #38).

// Made returns how many chunks have an image: what the picture holds.
func (c *Chunks) Made() int {
	n := 0
	for _, img := range c.imgs {
		if img != nil {
			n++
		}
	}
	return n
}

// ReadPixels reads the world rectangle r (inside Bounds) into an RGBA
// image, for tests and screenshots; unmade chunks read as transparent.
func (c *Chunks) ReadPixels(r image.Rectangle) *image.RGBA {
	out := image.NewRGBA(r)
	for i, img := range c.imgs {
		cr := c.rect(i).Intersect(r)
		if img == nil || cr.Empty() {
			continue
		}
		sub := img.SubImage(cr.Sub(c.rect(i).Min)).(*ebiten.Image)
		buf := make([]byte, 4*cr.Dx()*cr.Dy())
		sub.ReadPixels(buf)
		for y := 0; y < cr.Dy(); y++ {
			copy(out.Pix[out.PixOffset(cr.Min.X, cr.Min.Y+y):], buf[4*y*cr.Dx():4*(y+1)*cr.Dx()])
		}
	}
	return out
}
