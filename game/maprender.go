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

// NewMapImage draws every visible tile layer of m, in file order.
func NewMapImage(m *maps.Map) (*MapImage, error) {
	tm := m.Tiled
	mi := &MapImage{TileW: tm.TileWidth, TileH: tm.TileHeight, tilesetImg: map[string]*ebiten.Image{}}
	mi.Image = ebiten.NewImage(tm.Width*tm.TileWidth, tm.Height*tm.TileHeight)
	for _, l := range m.Layers() {
		if !l.Visible {
			continue
		}
		for i, t := range l.Tiles {
			if t == nil || t.IsNil() || t.Tileset == nil {
				continue
			}
			src, rect, err := mi.source(m, t.Tileset, t.ID)
			if err != nil {
				return nil, err
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
			op.ColorScale.ScaleAlpha(l.Opacity)
			mi.Image.DrawImage(src.SubImage(rect).(*ebiten.Image), op)
		}
	}
	return mi, nil
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
