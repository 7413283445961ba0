package game

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lafriks/go-tiled"

	"sightline/maps"
)

// MapImage is a map's static terrain drawn once into an offscreen image
// from the map's own tilesets, so each frame costs one draw.
type MapImage struct {
	Image      *ebiten.Image
	TileW      int
	TileH      int
	tilesetImg map[string]*ebiten.Image
}

// NewMapImage draws every visible tile and image layer of m, bottom first,
// in the order the .tmx lists them. Image layers are drawn at their offset
// (their groups' included); tile layers stay on the grid the rules play on.
func NewMapImage(m *maps.Map) (*MapImage, error) {
	tm := m.Tiled
	mi := &MapImage{TileW: tm.TileWidth, TileH: tm.TileHeight, tilesetImg: map[string]*ebiten.Image{}}
	mi.Image = ebiten.NewImage(tm.Width*tm.TileWidth, tm.Height*tm.TileHeight)
	for _, l := range m.DrawOrder() {
		if !l.Visible || l.Opacity <= 0 {
			continue
		}
		var err error
		if l.Tile != nil {
			err = mi.drawTiles(m, l.Tile, l.Opacity)
		} else {
			err = mi.drawImageLayer(m, l)
		}
		if err != nil {
			return nil, err
		}
	}
	return mi, nil
}

// drawTiles draws one tile layer at the given opacity.
func (mi *MapImage) drawTiles(m *maps.Map, l *tiled.Layer, opacity float32) error {
	tm := m.Tiled
	for i, t := range l.Tiles {
		if t == nil || t.IsNil() || t.Tileset == nil {
			continue
		}
		src, rect, err := mi.source(m, t.Tileset, t.ID)
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
		op.ColorScale.ScaleAlpha(opacity)
		mi.Image.DrawImage(src.SubImage(rect).(*ebiten.Image), op)
	}
	return nil
}

// drawImageLayer draws an image layer's picture at its offset; an image
// layer without a picture draws nothing.
func (mi *MapImage) drawImageLayer(m *maps.Map, l maps.DrawLayer) error {
	if l.Source == "" {
		return nil
	}
	img, err := mi.load(m, l.Source)
	if err != nil {
		return err
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(l.OffsetX, l.OffsetY)
	op.ColorScale.ScaleAlpha(l.Opacity)
	mi.Image.DrawImage(img, op)
	return nil
}

// source finds the image and rectangle of a tile, decoding each tileset
// image once.
func (mi *MapImage) source(m *maps.Map, ts *tiled.Tileset, id uint32) (*ebiten.Image, image.Rectangle, error) {
	if ts.Image != nil && ts.Image.Source != "" {
		img, err := mi.load(m, ts.GetFileFullPath(ts.Image.Source))
		if err != nil {
			return nil, image.Rectangle{}, err
		}
		return img, ts.GetTileRect(id).Intersect(img.Bounds()), nil
	}
	for _, tt := range ts.Tiles {
		if tt.ID == id && tt.Image != nil {
			img, err := mi.load(m, ts.GetFileFullPath(tt.Image.Source))
			if err != nil {
				return nil, image.Rectangle{}, err
			}
			return img, img.Bounds(), nil
		}
	}
	return nil, image.Rectangle{}, nil
}

func (mi *MapImage) load(m *maps.Map, p string) (*ebiten.Image, error) {
	if img, ok := mi.tilesetImg[p]; ok {
		return img, nil
	}
	src, err := m.ReadImage(p)
	if err != nil {
		return nil, fmt.Errorf("drawing map: %w", err)
	}
	img := ebiten.NewImageFromImage(src)
	mi.tilesetImg[p] = img
	return img, nil
}
