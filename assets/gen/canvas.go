package main

import (
	"image"

	"sightline/assets/palette"
)

// canvas is a paletted image with the small set of drawing operations the
// pixel art needs. Drawing outside the image is ignored.
type canvas struct {
	img *image.Paletted
	// ox and oy shift every drawing operation, so that a tile can be drawn
	// in its own 0..size coordinates wherever it sits on the sheet.
	ox, oy int
}

// newCanvas returns a transparent w×h canvas on Sightline's palette.
func newCanvas(w, h int) *canvas {
	return &canvas{img: image.NewPaletted(image.Rect(0, 0, w, h), palette.Colors())}
}

// at returns a view of c whose origin is at (x, y) in c's coordinates.
func (c *canvas) at(x, y int) *canvas { return &canvas{img: c.img, ox: c.ox + x, oy: c.oy + y} }

// set paints one pixel.
func (c *canvas) set(x, y int, ci palette.Index) {
	x, y = x+c.ox, y+c.oy
	if image.Pt(x, y).In(c.img.Rect) {
		c.img.SetColorIndex(x, y, ci)
	}
}

// get returns the palette index at (x, y), or Clear outside the image.
func (c *canvas) get(x, y int) palette.Index {
	x, y = x+c.ox, y+c.oy
	if !image.Pt(x, y).In(c.img.Rect) {
		return palette.Clear
	}
	return c.img.ColorIndexAt(x, y)
}

// rect fills the w×h rectangle at (x, y).
func (c *canvas) rect(x, y, w, h int, ci palette.Index) {
	for j := y; j < y+h; j++ {
		for i := x; i < x+w; i++ {
			c.set(i, j, ci)
		}
	}
}

// frame draws the one-pixel outline of the w×h rectangle at (x, y).
func (c *canvas) frame(x, y, w, h int, ci palette.Index) {
	c.rect(x, y, w, 1, ci)
	c.rect(x, y+h-1, w, 1, ci)
	c.rect(x, y, 1, h, ci)
	c.rect(x+w-1, y, 1, h, ci)
}

// box fills a rectangle and outlines it.
func (c *canvas) box(x, y, w, h int, fill, line palette.Index) {
	c.rect(x, y, w, h, fill)
	c.frame(x, y, w, h, line)
}

// ellipse fills the ellipse inscribed in the w×h rectangle at (x, y).
func (c *canvas) ellipse(x, y, w, h int, ci palette.Index) {
	// Work in doubled coordinates so that even sizes stay symmetric.
	cx, cy := 2*x+w, 2*y+h
	for j := y; j < y+h; j++ {
		for i := x; i < x+w; i++ {
			dx, dy := 2*i+1-cx, 2*j+1-cy
			if dx*dx*h*h+dy*dy*w*w <= w*w*h*h {
				c.set(i, j, ci)
			}
		}
	}
}

// line draws a one-pixel line from (x0, y0) to (x1, y1).
func (c *canvas) line(x0, y0, x1, y1 int, ci palette.Index) {
	dx, dy := abs(x1-x0), -abs(y1-y0)
	sx, sy := 1, 1
	if x0 > x1 {
		sx = -1
	}
	if y0 > y1 {
		sy = -1
	}
	e := dx + dy
	for {
		c.set(x0, y0, ci)
		if x0 == x1 && y0 == y1 {
			return
		}
		if 2*e >= dy {
			e += dy
			x0 += sx
		}
		if 2*e <= dx {
			e += dx
			y0 += sy
		}
	}
}

// outline paints ci on every transparent pixel of the w×h area at (x, y)
// that touches an opaque pixel orthogonally, giving sprites a dark rim.
func (c *canvas) outline(x, y, w, h int, ci palette.Index) {
	var mark []image.Point
	for j := y; j < y+h; j++ {
		for i := x; i < x+w; i++ {
			if c.get(i, j) != palette.Clear {
				continue
			}
			for _, d := range [4]image.Point{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				ni, nj := i+d.X, j+d.Y
				if ni < x || nj < y || ni >= x+w || nj >= y+h {
					continue
				}
				if v := c.get(ni, nj); v != palette.Clear && v != ci {
					mark = append(mark, image.Pt(i, j))
					break
				}
			}
		}
	}
	for _, p := range mark {
		c.set(p.X, p.Y, ci)
	}
}

// speckle scatters colour ci over the w×h area at (x, y) on about one pixel
// in n, chosen by a fixed hash of the position and seed.
func (c *canvas) speckle(x, y, w, h, n int, seed uint32, ci palette.Index) {
	for j := y; j < y+h; j++ {
		for i := x; i < x+w; i++ {
			if hash(uint32(i), uint32(j), seed)%uint32(n) == 0 {
				c.set(i, j, ci)
			}
		}
	}
}

// hash mixes a position and a seed into a well-spread 32-bit value. It is the
// generator's only source of variation, so the output is identical on every
// run.
func hash(x, y, seed uint32) uint32 {
	h := x*0x9e3779b1 ^ y*0x85ebca77 ^ seed*0xc2b2ae3d
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	h *= 0x297a2d39
	h ^= h >> 15
	return h
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
