//go:build !js

package maps

// Layers and ImageLayers (for the Tiled loader and the tests) are left out
// of the browser's build, which loads only the bundled maps, prepared: the
// linker keeps every exported method of a type that reaches an interface
// there, called or not (issue #38).

// Layers returns the map's tile layers in the order the .tmx lists them,
// groups flattened in place: the order in which they are stacked.
func (m *Map) Layers() []*TileLayer {
	var out []*TileLayer
	for _, l := range m.order {
		if l.Tile != nil {
			out = append(out, l.Tile)
		}
	}
	return out
}

// ImageLayers returns the map's image layers in drawing order.
func (m *Map) ImageLayers() []DrawLayer {
	var out []DrawLayer
	for _, l := range m.order {
		if l.Tile == nil {
			out = append(out, l)
		}
	}
	return out
}
