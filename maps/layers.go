package maps

import (
	"fmt"
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

// DrawLayer is one tile or image layer in the map's drawing order, with
// the offsets, opacity and visibility of the groups holding it folded in.
type DrawLayer struct {
	// Tile is the tile layer, or nil for an image layer.
	Tile *tiled.Layer
	// Image is the image layer, or nil for a tile layer.
	Image *tiled.ImageLayer
	// Source is the image layer's picture as a path inside the map's FS
	// (for Map.ReadImage), or empty for a tile layer or an image layer
	// without a picture.
	Source string
	// OffsetX and OffsetY are the layer's offset in pixels plus those of
	// its groups.
	OffsetX, OffsetY float64
	// Opacity is the layer's opacity times that of each of its groups.
	Opacity float32
	// Visible is false when the layer or any group holding it is hidden.
	Visible bool
}

// Name returns the layer's name in Tiled.
func (l DrawLayer) Name() string {
	if l.Tile != nil {
		return l.Tile.Name
	}
	return l.Image.Name
}

// Layers returns the map's tile layers in the order the .tmx lists them,
// groups flattened in place: the order in which they are stacked.
func (m *Map) Layers() []*tiled.Layer {
	var out []*tiled.Layer
	for _, l := range m.order {
		if l.Tile != nil {
			out = append(out, l.Tile)
		}
	}
	return out
}

// DrawOrder returns the map's tile and image layers, bottom first, in the
// order the .tmx lists them through its groups. Object layers are not
// drawn and are left out.
func (m *Map) DrawOrder() []DrawLayer { return append([]DrawLayer(nil), m.order...) }

// ImageLayers returns the map's image layers in drawing order.
func (m *Map) ImageLayers() []DrawLayer {
	var out []DrawLayer
	for _, l := range m.order {
		if l.Image != nil {
			out = append(out, l)
		}
	}
	return out
}

// drawOrder pairs the document order read by prescan with go-tiled's
// per-kind slices, which each keep document order within their kind.
func drawOrder(tm *tiled.Map, top *orderNode, mapPath string) ([]DrawLayer, error) {
	var out []DrawLayer
	dir := path.Dir(mapPath)
	var walk func(n *orderNode, layers []*tiled.Layer, images []*tiled.ImageLayer, groups []*tiled.Group, ox, oy float64, opacity float32, visible bool) error
	walk = func(n *orderNode, layers []*tiled.Layer, images []*tiled.ImageLayer, groups []*tiled.Group, ox, oy float64, opacity float32, visible bool) error {
		var li, ii, gi int
		for _, c := range n.children {
			switch c.kind {
			case "layer":
				if li >= len(layers) {
					return fmt.Errorf("the parser found %d tile layers where the file lists more", len(layers))
				}
				l := layers[li]
				li++
				out = append(out, DrawLayer{Tile: l, OffsetX: ox + l.OffsetX, OffsetY: oy + l.OffsetY, Opacity: opacity * l.Opacity, Visible: visible && l.Visible})
			case "imagelayer":
				if ii >= len(images) {
					return fmt.Errorf("the parser found %d image layers where the file lists more", len(images))
				}
				l := images[ii]
				ii++
				d := DrawLayer{Image: l, OffsetX: ox + l.OffsetX, OffsetY: oy + l.OffsetY, Opacity: opacity * l.Opacity, Visible: visible && l.Visible}
				if l.Image != nil && l.Image.Source != "" {
					d.Source = cleanRef(path.Join(dir, l.Image.Source))
				}
				out = append(out, d)
			case "group":
				if gi >= len(groups) {
					return fmt.Errorf("the parser found %d groups where the file lists more", len(groups))
				}
				g := groups[gi]
				gi++
				if err := walk(c, g.Layers, g.ImageLayers, g.Groups, ox+g.OffsetX, oy+g.OffsetY, opacity*g.Opacity, visible && g.Visible); err != nil {
					return err
				}
			}
		}
		if li != len(layers) || ii != len(images) || gi != len(groups) {
			return fmt.Errorf("the parser found %d tile layers, %d image layers and %d groups where the file lists %d, %d and %d", len(layers), len(images), len(groups), li, ii, gi)
		}
		return nil
	}
	if top == nil {
		return nil, fmt.Errorf("not a Tiled map (no <map> element)")
	}
	if err := walk(top, tm.Layers, tm.ImageLayers, tm.Groups, 0, 0, 1, true); err != nil {
		return nil, fmt.Errorf("malformed map: the layer order could not be read (%v)", err)
	}
	return out, nil
}
