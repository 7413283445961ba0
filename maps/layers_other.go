//go:build !js

package maps

import (
	"math"
	"path"

	"github.com/lafriks/go-tiled"
)

// orderNode is one element of the map's layer tree as the .tmx lists it:
// the map, a group, or a tile, object or image layer. go-tiled keeps each
// kind in its own slice, so prescan records the interleaving.
type orderNode struct {
	kind     string // map, group, layer, objectgroup or imagelayer
	children []*orderNode
}

// drawOrder pairs the document order read by prescan with go-tiled's
// per-kind slices, which each keep document order within their kind.
func drawOrder(tm *tiled.Map, top *orderNode, mapPath string) ([]DrawLayer, []*tiled.Layer, error) {
	var out []DrawLayer
	var tiles []*tiled.Layer
	dir := path.Dir(mapPath)
	var walk func(n *orderNode, layers []*tiled.Layer, images []*tiled.ImageLayer, groups []*tiled.Group, ox, oy float64, opacity float32, visible bool) error
	walk = func(n *orderNode, layers []*tiled.Layer, images []*tiled.ImageLayer, groups []*tiled.Group, ox, oy float64, opacity float32, visible bool) error {
		var li, ii, gi int
		for _, c := range n.children {
			switch c.kind {
			case "layer":
				if li >= len(layers) {
					return errorf("the parser found %d tile layers where the file lists more", len(layers))
				}
				l := layers[li]
				li++
				tiles = append(tiles, l)
				out = append(out, DrawLayer{Tile: &TileLayer{Name: l.Name}, OffsetX: ox + l.OffsetX, OffsetY: oy + l.OffsetY, Opacity: opacity * l.Opacity, Visible: visible && l.Visible})
			case "imagelayer":
				if ii >= len(images) {
					return errorf("the parser found %d image layers where the file lists more", len(images))
				}
				l := images[ii]
				ii++
				d := DrawLayer{ImageName: l.Name, OffsetX: ox + l.OffsetX, OffsetY: oy + l.OffsetY, Opacity: opacity * l.Opacity, Visible: visible && l.Visible}
				if l.Image != nil && l.Image.Source != "" {
					d.Source = cleanRef(path.Join(dir, l.Image.Source))
				}
				out = append(out, d)
			case "group":
				if gi >= len(groups) {
					return errorf("the parser found %d groups where the file lists more", len(groups))
				}
				g := groups[gi]
				gi++
				if err := walk(c, g.Layers, g.ImageLayers, g.Groups, ox+g.OffsetX, oy+g.OffsetY, opacity*g.Opacity, visible && g.Visible); err != nil {
					return err
				}
			}
		}
		if li != len(layers) || ii != len(images) || gi != len(groups) {
			return errorf("the parser found %d tile layers, %d image layers and %d groups where the file lists %d, %d and %d", len(layers), len(images), len(groups), li, ii, gi)
		}
		return nil
	}
	if top == nil {
		return nil, nil, errorf("not a Tiled map (no <map> element)")
	}
	if err := walk(top, tm.Layers, tm.ImageLayers, tm.Groups, 0, 0, 1, true); err != nil {
		return nil, nil, errorf("malformed map: the layer order could not be read (%v)", err)
	}
	return out, tiles, nil
}

// tilesets converts the parsed map's tilesets into what drawing needs:
// each picture's clean path in the map's root, and the columns its tiles
// are cut in (Tiled's file may leave them out: the picture's width says
// them then).
func tilesets(tm *tiled.Map) ([]*Tileset, error) {
	if len(tm.Tilesets) > math.MaxUint16-1 {
		return nil, errorf("the map has %d tilesets, more than %d; merge some in Tiled", len(tm.Tilesets), math.MaxUint16-1)
	}
	var out []*Tileset
	for _, ts := range tm.Tilesets {
		t := &Tileset{Name: ts.Name, TileWidth: ts.TileWidth, TileHeight: ts.TileHeight, Margin: ts.Margin, Spacing: ts.Spacing, Columns: ts.Columns}
		if ts.Image != nil && ts.Image.Source != "" {
			t.Image = cleanRef(ts.GetFileFullPath(ts.Image.Source))
			if t.Columns == 0 && ts.TileWidth+ts.Spacing > 0 {
				t.Columns = ts.Image.Width / (ts.TileWidth + ts.Spacing)
			}
		}
		for _, tt := range ts.Tiles {
			if tt.Image != nil && tt.Image.Source != "" {
				t.Pictures = append(t.Pictures, TilePicture{ID: tt.ID, Source: cleanRef(ts.GetFileFullPath(tt.Image.Source))})
			}
		}
		out = append(out, t)
	}
	return out, nil
}

// fillTiles writes the tiles of the map's tile layers, from the parsed
// layers, into the drawing order's tile layers. The map is checked: every
// layer has a tile per square and every tile a tileset.
func (m *Map) fillTiles() {
	sets := make(map[*tiled.Tileset]uint16, len(m.Tiled.Tilesets))
	for i, ts := range m.Tiled.Tilesets {
		sets[ts] = uint16(i + 1)
	}
	for i, l := range m.Layers() {
		src := m.tiledLayers[i].Tiles
		l.Tiles = make([]Tile, len(src))
		for j, t := range src {
			if t == nil || t.IsNil() || t.Tileset == nil {
				continue
			}
			tile := Tile{Set: sets[t.Tileset], ID: t.ID}
			if t.HorizontalFlip {
				tile.Flip |= FlipX
			}
			if t.VerticalFlip {
				tile.Flip |= FlipY
			}
			l.Tiles[j] = tile
		}
	}
}
