package game

import (
	"fmt"
	"image"
	"runtime/debug"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lafriks/go-tiled"

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

// canvas is what a map is drawn on: a MapImage's chunks, or a thumbnail.
type canvas interface {
	DrawImage(src *ebiten.Image, op *ebiten.DrawImageOptions)
}

// mapDrawer draws a map's layers on a canvas at a scale, decoding each
// tileset image once.
type mapDrawer struct {
	m          *maps.Map
	dst        canvas
	scale      float64
	filter     ebiten.Filter
	tilesetImg map[string]*ebiten.Image
}

// NewMapImage draws every visible tile and image layer of m, bottom first,
// in the order the .tmx lists them. Image layers are drawn at their offset
// (their groups' included); tile layers stay on the grid the rules play on.
func NewMapImage(m *maps.Map) (*MapImage, error) {
	tm := m.Tiled
	mi := &MapImage{TileW: tm.TileWidth, TileH: tm.TileHeight, Image: NewChunks(tm.Width*tm.TileWidth, tm.Height*tm.TileHeight)}
	if err := drawMap(m, mi.Image, 1, ebiten.FilterNearest); err != nil {
		mi.Image.Deallocate()
		return nil, err
	}
	return mi, nil
}

// NewMapThumbnail draws m as NewMapImage does, scaled so that its longer
// side is size pixels, straight into one small image: the whole map is
// never drawn at full size.
func NewMapThumbnail(m *maps.Map, size int) (*ebiten.Image, error) {
	tm := m.Tiled
	w, h := tm.Width*tm.TileWidth, tm.Height*tm.TileHeight
	scale := float64(size) / float64(max(w, h))
	img := ebiten.NewImage(max(1, int(float64(w)*scale)), max(1, int(float64(h)*scale)))
	if err := drawMap(m, img, scale, ebiten.FilterLinear); err != nil {
		img.Deallocate()
		return nil, err
	}
	return img, nil
}

// drawMap draws m's visible layers on dst at scale, then frees the tileset
// images it decoded.
func drawMap(m *maps.Map, dst canvas, scale float64, filter ebiten.Filter) error {
	d := &mapDrawer{m: m, dst: dst, scale: scale, filter: filter, tilesetImg: map[string]*ebiten.Image{}}
	defer func() {
		for _, img := range d.tilesetImg {
			img.Deallocate()
		}
	}()
	for _, l := range m.DrawOrder() {
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
func (d *mapDrawer) drawTiles(l *tiled.Layer, opacity float32) error {
	tm := d.m.Tiled
	for i, t := range l.Tiles {
		if t == nil || t.IsNil() || t.Tileset == nil {
			continue
		}
		src, rect, err := d.source(t.Tileset, t.ID)
		if err != nil {
			return err
		}
		if src == nil {
			continue
		}
		x, y := i%tm.Width, i/tm.Width
		op := &ebiten.DrawImageOptions{}
		w, h := float64(rect.Dx()), float64(rect.Dy())
		if t.HorizontalFlip {
			op.GeoM.Scale(-1, 1)
			op.GeoM.Translate(w, 0)
		}
		if t.VerticalFlip {
			op.GeoM.Scale(1, -1)
			op.GeoM.Translate(0, h)
		}
		op.GeoM.Translate(float64(x*tm.TileWidth), float64((y+1)*tm.TileHeight)-h)
		op.GeoM.Scale(d.scale, d.scale)
		op.ColorScale.ScaleAlpha(opacity)
		op.Filter = d.filter
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
	op.GeoM.Scale(d.scale, d.scale)
	op.ColorScale.ScaleAlpha(l.Opacity)
	op.Filter = d.filter
	d.dst.DrawImage(img, op)
	return nil
}

// source finds the image and rectangle of a tile, decoding each tileset
// image once.
func (d *mapDrawer) source(ts *tiled.Tileset, id uint32) (*ebiten.Image, image.Rectangle, error) {
	if ts.Image != nil && ts.Image.Source != "" {
		img, err := d.load(ts.GetFileFullPath(ts.Image.Source))
		if err != nil {
			return nil, image.Rectangle{}, err
		}
		return img, ts.GetTileRect(id).Intersect(img.Bounds()), nil
	}
	for _, tt := range ts.Tiles {
		if tt.ID == id && tt.Image != nil {
			img, err := d.load(ts.GetFileFullPath(tt.Image.Source))
			if err != nil {
				return nil, image.Rectangle{}, err
			}
			return img, img.Bounds(), nil
		}
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
