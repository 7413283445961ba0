package game

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// ChunkSize is the largest edge, in pixels, of one image of a Chunks. It
// stays far under the GPU's texture limit (Ebitengine panics on an image
// past its atlas size, about 16384 pixels, less on small GPUs and WebGL).
const ChunkSize = 2048

// Chunks is a picture of world pixels too large for one GPU image, such
// as a big map's terrain or the overlays drawn over it, kept as a grid of
// images of at most ChunkSize square. Drawing on it takes world
// coordinates and reaches every chunk the drawing touches; a chunk's image
// is made when something is first drawn on it, so a picture that is mostly
// empty (an overlay) costs only the chunks it uses.
type Chunks struct {
	w, h int
	// cols is how many chunks make a row.
	cols int
	imgs []*ebiten.Image
	// window, when windowed, is the world rectangle drawing reaches
	// (SetWindow).
	window   image.Rectangle
	windowed bool
}

// NewChunks returns an empty picture of w×h world pixels.
func NewChunks(w, h int) *Chunks {
	w, h = max(w, 1), max(h, 1)
	cols, rows := (w+ChunkSize-1)/ChunkSize, (h+ChunkSize-1)/ChunkSize
	return &Chunks{w: w, h: h, cols: cols, imgs: make([]*ebiten.Image, cols*rows)}
}

// Bounds returns the picture's world rectangle, from (0, 0).
func (c *Chunks) Bounds() image.Rectangle { return image.Rect(0, 0, c.w, c.h) }

// rect returns the world rectangle of chunk i.
func (c *Chunks) rect(i int) image.Rectangle {
	x, y := i%c.cols*ChunkSize, i/c.cols*ChunkSize
	return image.Rect(x, y, min(x+ChunkSize, c.w), min(y+ChunkSize, c.h))
}

// Span returns the world rectangle of the chunks that the world rectangle
// r touches: r grown to chunk borders, inside Bounds.
func (c *Chunks) Span(r image.Rectangle) image.Rectangle {
	r = r.Intersect(c.Bounds())
	if r.Empty() {
		return image.Rectangle{}
	}
	x0, y0 := r.Min.X/ChunkSize*ChunkSize, r.Min.Y/ChunkSize*ChunkSize
	x1, y1 := ((r.Max.X-1)/ChunkSize+1)*ChunkSize, ((r.Max.Y-1)/ChunkSize+1)*ChunkSize
	return image.Rect(x0, y0, x1, y1).Intersect(c.Bounds())
}

// SetWindow limits drawing to the chunks that the world rectangle r
// touches and frees every other chunk, so that a picture redrawn for what
// the screen shows (the battle's overlays) holds a few chunks however large
// the world is. What is drawn outside the window is dropped: the caller
// redraws when Span of its view changes.
func (c *Chunks) SetWindow(r image.Rectangle) {
	c.window, c.windowed = c.Span(r), true
	for i, img := range c.imgs {
		if img != nil && !c.rect(i).Overlaps(c.window) {
			img.Deallocate()
			c.imgs[i] = nil
		}
	}
}

// Paint calls draw once for each chunk that the world rectangle r touches,
// making its image if it has none, with the chunk's world origin: draw
// subtracts it from world coordinates.
func (c *Chunks) Paint(r image.Rectangle, draw func(dst *ebiten.Image, ox, oy float64)) {
	r = r.Intersect(c.Bounds())
	if c.windowed {
		r = r.Intersect(c.window)
	}
	if r.Empty() {
		return
	}
	for cy := r.Min.Y / ChunkSize; cy <= (r.Max.Y-1)/ChunkSize; cy++ {
		for cx := r.Min.X / ChunkSize; cx <= (r.Max.X-1)/ChunkSize; cx++ {
			i := cy*c.cols + cx
			cr := c.rect(i)
			if c.imgs[i] == nil {
				// Unmanaged: a chunk gets a texture of its own size rather
				// than a share of an atlas page that may grow to twice it.
				c.imgs[i] = ebiten.NewImageWithOptions(image.Rect(0, 0, cr.Dx(), cr.Dy()), &ebiten.NewImageOptions{Unmanaged: true})
			}
			draw(c.imgs[i], float64(cr.Min.X), float64(cr.Min.Y))
		}
	}
}

// span returns the whole pixels from lo to hi, widened by pad on each side
// for what a drawing spills past its exact edge (line widths, rounding).
func span(lo, hi, pad float64) (int, int) {
	return int(math.Floor(lo - pad)), int(math.Ceil(hi + pad))
}

// box returns the world rectangle of the points given as x, y pairs,
// widened by pad.
func box(pad float64, xy ...float64) image.Rectangle {
	x0, y0, x1, y1 := xy[0], xy[1], xy[0], xy[1]
	for i := 2; i+1 < len(xy); i += 2 {
		x0, x1 = min(x0, xy[i]), max(x1, xy[i])
		y0, y1 = min(y0, xy[i+1]), max(y1, xy[i+1])
	}
	ax, bx := span(x0, x1, pad)
	ay, by := span(y0, y1, pad)
	return image.Rect(ax, ay, bx, by)
}

// placed returns the world rectangle that src covers drawn with g, a
// pixel wider on each side.
func placed(src *ebiten.Image, g ebiten.GeoM) image.Rectangle {
	sb := src.Bounds()
	w, h := float64(sb.Dx()), float64(sb.Dy())
	var xy [8]float64
	for i, p := range [4][2]float64{{0, 0}, {w, 0}, {0, h}, {w, h}} {
		xy[2*i], xy[2*i+1] = g.Apply(p[0], p[1])
	}
	return box(1, xy[:]...)
}

// DrawImage draws src as dst.DrawImage would on one image of the whole
// picture: op's GeoM places it in world pixels.
func (c *Chunks) DrawImage(src *ebiten.Image, op *ebiten.DrawImageOptions) {
	c.Paint(placed(src, op.GeoM), func(dst *ebiten.Image, ox, oy float64) {
		o := *op
		o.GeoM.Translate(-ox, -oy)
		dst.DrawImage(src, &o)
	})
}

// FillRect fills a rectangle given in world pixels, as vector.FillRect.
func (c *Chunks) FillRect(x, y, w, h float32, clr color.Color, antialias bool) {
	r := box(1, float64(x), float64(y), float64(x+w), float64(y+h))
	c.Paint(r, func(dst *ebiten.Image, ox, oy float64) {
		vector.FillRect(dst, x-float32(ox), y-float32(oy), w, h, clr, antialias)
	})
}

// StrokeLine strokes a line given in world pixels, as vector.StrokeLine.
func (c *Chunks) StrokeLine(x0, y0, x1, y1, width float32, clr color.Color, antialias bool) {
	r := box(float64(width)+1, float64(x0), float64(y0), float64(x1), float64(y1))
	c.Paint(r, func(dst *ebiten.Image, ox, oy float64) {
		vector.StrokeLine(dst, x0-float32(ox), y0-float32(oy), x1-float32(ox), y1-float32(oy), width, clr, antialias)
	})
}

// Text draws s with its top-left corner at (x, y) in world pixels, as
// the package's Text does.
func (c *Chunks) Text(s string, face text.Face, x, y float64, clr color.Color) {
	w, h := text.Measure(s, face, 0)
	// Glyphs may reach a little past the measured box (italics, accents).
	pad := face.Metrics().HAscent/2 + 2
	c.Paint(box(pad, x, y, x+w, y+h), func(dst *ebiten.Image, ox, oy float64) {
		Text(dst, s, face, x-ox, y-oy, clr)
	})
}

// Clear makes every chunk transparent; chunks never drawn on stay unmade.
func (c *Chunks) Clear() {
	for _, img := range c.imgs {
		if img != nil {
			img.Clear()
		}
	}
}

// Draw draws the picture on dst as one image of it would be drawn with op:
// each chunk at its world place, then op's transform. Chunks not made, or
// wholly outside dst, are skipped.
func (c *Chunks) Draw(dst *ebiten.Image, op *ebiten.DrawImageOptions) {
	db := dst.Bounds()
	for i, img := range c.imgs {
		if img == nil {
			continue
		}
		r := c.rect(i)
		o := *op
		o.GeoM.Reset()
		o.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
		o.GeoM.Concat(op.GeoM)
		if !placed(img, o.GeoM).Overlaps(db) {
			continue
		}
		dst.DrawImage(img, &o)
	}
}

// Deallocate frees every chunk's image; the picture may be drawn on again.
func (c *Chunks) Deallocate() {
	for i, img := range c.imgs {
		if img != nil {
			img.Deallocate()
			c.imgs[i] = nil
		}
	}
}
