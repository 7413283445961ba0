package game

import (
	"fmt"
	"image"
	"math"
	"runtime/debug"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/maps"
)

// MapImage is a map's static terrain drawn once, from the map's own
// tilesets, into offscreen chunks (a big map is larger than one GPU image
// may be), so each frame costs a draw per chunk on screen.
type MapImage struct {
	Image *Chunks
	TileW int
	TileH int
}

// canvas is what a map is drawn on: a MapImage's chunks, or a window of
// the map on a scratch image.
type canvas interface {
	DrawImage(src *ebiten.Image, op *ebiten.DrawImageOptions)
}

// mapDrawer draws a map's layers on a canvas, decoding each tileset image
// once; free gives the images back.
type mapDrawer struct {
	m          *maps.Map
	dst        canvas
	tilesetImg map[string]*ebiten.Image
}

// NewMapImage draws every visible tile and image layer of m, bottom first,
// in the order the .tmx lists them. Image layers are drawn at their offset
// (their groups' included); tile layers stay on the grid the rules play on.
func NewMapImage(m *maps.Map) (*MapImage, error) {
	mi := &MapImage{TileW: m.TileWidth, TileH: m.TileHeight, Image: NewChunks(m.Width*m.TileWidth, m.Height*m.TileHeight)}
	d := newMapDrawer(m)
	defer d.free()
	if err := d.draw(mi.Image); err != nil {
		mi.Image.Deallocate()
		return nil, err
	}
	return mi, nil
}

// NewMapThumbnail draws m as NewMapImage does, scaled so that its longer
// side is size pixels. It draws a chunk of the map at a time on one
// scratch image of about ChunkSize square and scales each into the
// thumbnail, so a big map is never held whole at full size; a map of one
// chunk is drawn whole and then scaled.
func NewMapThumbnail(m *maps.Map, size int) (*ebiten.Image, error) {
	w, h := m.Width*m.TileWidth, m.Height*m.TileHeight
	world := image.Rect(0, 0, w, h)
	scale := float64(size) / float64(max(w, h))
	// Each chunk is drawn with a margin of its neighbours' pixels, and
	// copied over what the one before left there: the linear filter, and
	// the mipmaps Ebitengine shrinks by (a level halves the picture, so
	// a thumbnail pixel reads about 1/scale map pixels), then read map
	// pixels across every seam, where without the margin they read
	// transparency and drew a faint line along each chunk's edge.
	margin := min(2*int(math.Ceil(1/scale))+2, ChunkSize/2)
	thumb := ebiten.NewImage(max(1, int(float64(w)*scale)), max(1, int(float64(h)*scale)))
	scratch := ebiten.NewImageWithOptions(image.Rect(0, 0, min(w, ChunkSize+2*margin), min(h, ChunkSize+2*margin)), &ebiten.NewImageOptions{Unmanaged: true})
	defer scratch.Deallocate()
	d := newMapDrawer(m)
	defer d.free()
	for y := 0; y < h; y += ChunkSize {
		for x := 0; x < w; x += ChunkSize {
			r := image.Rect(x, y, x+ChunkSize, y+ChunkSize).Inset(-margin).Intersect(world)
			scratch.Clear()
			if err := d.draw(&window{dst: scratch, r: r}); err != nil {
				thumb.Deallocate()
				return nil, err
			}
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, Blend: ebiten.BlendCopy}
			op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
			op.GeoM.Scale(scale, scale)
			thumb.DrawImage(scratch.SubImage(image.Rect(0, 0, r.Dx(), r.Dy())).(*ebiten.Image), op)
		}
	}
	return thumb, nil
}

// window is the part r of a map's world drawn on dst, r's corner at dst's:
// what would fall outside r is skipped.
type window struct {
	dst *ebiten.Image
	r   image.Rectangle
}

// DrawImage draws src placed in world pixels by op, if it reaches r.
func (w *window) DrawImage(src *ebiten.Image, op *ebiten.DrawImageOptions) {
	if !placed(src, op.GeoM).Overlaps(w.r) {
		return
	}
	o := *op
	o.GeoM.Translate(-float64(w.r.Min.X), -float64(w.r.Min.Y))
	w.dst.DrawImage(src, &o)
}

func newMapDrawer(m *maps.Map) *mapDrawer {
	return &mapDrawer{m: m, tilesetImg: map[string]*ebiten.Image{}}
}

// free gives back the tileset images the drawer decoded.
func (d *mapDrawer) free() {
	for _, img := range d.tilesetImg {
		img.Deallocate()
	}
	clear(d.tilesetImg)
}

// draw draws the map's visible layers on dst.
func (d *mapDrawer) draw(dst canvas) error {
	d.dst = dst
	for _, l := range d.m.DrawOrder() {
		if !l.Visible || l.Opacity <= 0 {
			continue
		}
		var err error
		if l.Tile != nil {
			err = d.drawTiles(l.Tile, l.Opacity)
		} else {
			err = d.drawImageLayer(l)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// drawTiles draws one tile layer at the given opacity.
func (d *mapDrawer) drawTiles(l *maps.TileLayer, opacity float32) error {
	m := d.m
	for i, t := range l.Tiles {
		if t.Set == 0 || int(t.Set) > len(m.Tilesets) {
			continue
		}
		src, rect, err := d.source(m.Tilesets[t.Set-1], t.ID)
		if err != nil {
			return err
		}
		if src == nil {
			continue
		}
		x, y := i%m.Width, i/m.Width
		op := &ebiten.DrawImageOptions{}
		w, h := float64(rect.Dx()), float64(rect.Dy())
		if t.Flip&maps.FlipX != 0 {
			op.GeoM.Scale(-1, 1)
			op.GeoM.Translate(w, 0)
		}
		if t.Flip&maps.FlipY != 0 {
			op.GeoM.Scale(1, -1)
			op.GeoM.Translate(0, h)
		}
		op.GeoM.Translate(float64(x*m.TileWidth), float64((y+1)*m.TileHeight)-h)
		op.ColorScale.ScaleAlpha(opacity)
		d.dst.DrawImage(src.SubImage(rect).(*ebiten.Image), op)
	}
	return nil
}

// drawImageLayer draws an image layer's picture at its offset; an image
// layer without a picture draws nothing.
func (d *mapDrawer) drawImageLayer(l maps.DrawLayer) error {
	if l.Source == "" {
		return nil
	}
	img, err := d.load(l.Source)
	if err != nil {
		return err
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(l.OffsetX, l.OffsetY)
	op.ColorScale.ScaleAlpha(l.Opacity)
	d.dst.DrawImage(img, op)
	return nil
}

// source finds the image and rectangle of a tile, decoding each tileset
// image once: the tileset's picture when it has one, else the tile's own.
func (d *mapDrawer) source(ts *maps.Tileset, id uint32) (*ebiten.Image, image.Rectangle, error) {
	if ts.Image != "" {
		img, err := d.load(ts.Image)
		if err != nil {
			return nil, image.Rectangle{}, err
		}
		return img, ts.Rect(id).Intersect(img.Bounds()), nil
	}
	if p := ts.Picture(id); p != "" {
		img, err := d.load(p)
		if err != nil {
			return nil, image.Rectangle{}, err
		}
		return img, img.Bounds(), nil
	}
	return nil, image.Rectangle{}, nil
}

// bigPicture is the size, in pixels, from which a picture gets a GPU
// texture of its own and its decoded copy is collected at once.
const bigPicture = 1024 * 1024

// load decodes the picture at p in the map's root, once. A big picture
// gets a texture of its own: on an atlas page its one-pixel padding would
// double the page (an 8192-pixel-wide picture took a 16384-wide page);
// and the decoded copy is collected before the next picture is decoded,
// so that a map's pictures do not sit in memory three times over.
func (d *mapDrawer) load(p string) (*ebiten.Image, error) {
	if img, ok := d.tilesetImg[p]; ok {
		return img, nil
	}
	src, err := d.m.ReadImage(p)
	if err != nil {
		return nil, fmt.Errorf("drawing map: %w", err)
	}
	b := src.Bounds()
	big := b.Dx()*b.Dy() >= bigPicture
	img := ebiten.NewImageFromImageWithOptions(src, &ebiten.NewImageFromImageOptions{Unmanaged: big})
	d.tilesetImg[p] = img
	if big {
		// Hand the decoded copy back to the system now: Ebitengine holds a
		// copy of its own until the frame ends, after the whole terrain
		// is drawn, and the heap would keep both meanwhile.
		debug.FreeOSMemory()
	}
	return img, nil
}
