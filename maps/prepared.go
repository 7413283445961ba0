package maps

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"strings"

	"sightline/rules/grid"
)

// prepared is a bundled map already read from its Tiled files, as the
// browser's build carries it (maps/prepared/NAME.json): what drawing
// needs and the battlefield. Grids of squares are written as a palette of
// the distinct values and a line of characters per row, each square the
// index of its value (paletted), so that the file stays small and reads
// row by row.
type prepared struct {
	Width      int         `json:"width"`
	Height     int         `json:"height"`
	TileWidth  int         `json:"tile_width"`
	TileHeight int         `json:"tile_height"`
	Tilesets   []*Tileset  `json:"tilesets"`
	Layers     []prepLayer `json:"layers"`
	Field      prepField   `json:"field"`
	Warnings   []string    `json:"warnings"`
}

// prepLayer is a DrawLayer with its tiles paletted.
type prepLayer struct {
	DrawLayer
	Name  string          `json:"name,omitempty"`
	Tiles *paletted[Tile] `json:"tiles,omitempty"`
}

// prepField is a grid.Field with its cells and edges paletted.
type prepField struct {
	Cells  paletted[grid.Cell] `json:"cells"`
	HEdges paletted[int16]     `json:"h_edges"`
	VEdges paletted[int16]     `json:"v_edges"`
	Covers []grid.Cover        `json:"covers"`
	Zones  []grid.Zone         `json:"zones"`
}

// paletted is a grid of values: the distinct values in the order first
// met, and a string per row holding each square's index in Palette as
// digits of the paletteDigits alphabet, all of the same width.
type paletted[T comparable] struct {
	Palette []T      `json:"palette"`
	Rows    []string `json:"rows"`
}

// paletteDigits are the characters an index is written in, none of which
// JSON escapes.
const paletteDigits = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_"

// newPaletted writes values, width to a row, as a paletted grid.
func newPaletted[T comparable](values []T, width int) *paletted[T] {
	p := &paletted[T]{Palette: []T{}, Rows: []string{}}
	index := map[T]int{}
	idx := make([]int, len(values))
	for i, v := range values {
		k, ok := index[v]
		if !ok {
			k = len(p.Palette)
			index[v] = k
			p.Palette = append(p.Palette, v)
		}
		idx[i] = k
	}
	digits := p.digits()
	for y := 0; y*width < len(idx); y++ {
		b := make([]byte, 0, width*digits)
		for _, k := range idx[y*width : min(len(idx), (y+1)*width)] {
			b = append(b, make([]byte, digits)...)
			for d := len(b) - 1; d >= len(b)-digits; d-- {
				b[d] = paletteDigits[k%len(paletteDigits)]
				k /= len(paletteDigits)
			}
		}
		p.Rows = append(p.Rows, string(b))
	}
	return p
}

// digits returns how many characters an index takes.
func (p *paletted[T]) digits() int {
	digits := 1
	for n := len(paletteDigits); n < len(p.Palette); n *= len(paletteDigits) {
		digits++
	}
	return digits
}

// values reads the grid back: width × height values, row by row.
func (p *paletted[T]) values(width, height int) ([]T, error) {
	if len(p.Rows) != height {
		return nil, errorf("%d rows, not %d", len(p.Rows), height)
	}
	digits := p.digits()
	out := make([]T, 0, width*height)
	for y, row := range p.Rows {
		if len(row) != width*digits {
			return nil, errorf("row %d has %d characters, not %d", y, len(row), width*digits)
		}
		for x := 0; x < width; x++ {
			k := 0
			for _, c := range []byte(row[x*digits : (x+1)*digits]) {
				d := strings.IndexByte(paletteDigits, c)
				if d < 0 {
					return nil, errorf("row %d holds %q, not an index", y, c)
				}
				k = k*len(paletteDigits) + d
			}
			if k >= len(p.Palette) {
				return nil, errorf("row %d names value %d of a palette of %d", y, k, len(p.Palette))
			}
			out = append(out, p.Palette[k])
		}
	}
	return out, nil
}

// marshalPrepared writes m in the prepared form, indented, with a final
// line break.
func marshalPrepared(m *Map) ([]byte, error) {
	f := m.Field
	p := prepared{Width: m.Width, Height: m.Height, TileWidth: m.TileWidth, TileHeight: m.TileHeight,
		Tilesets: m.Tilesets, Layers: []prepLayer{}, Warnings: m.Warnings,
		Field: prepField{Cells: *newPaletted(f.Cells, f.W), HEdges: *newPaletted(f.HEdges, f.W), VEdges: *newPaletted(f.VEdges, f.W+1),
			Covers: f.Covers, Zones: f.Zones}}
	for _, l := range m.order {
		pl := prepLayer{DrawLayer: l}
		if l.Tile != nil {
			pl.Name, pl.DrawLayer.Tile, pl.Tiles = l.Tile.Name, nil, newPaletted(l.Tile.Tiles, m.Width)
		}
		p.Layers = append(p.Layers, pl)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "\t")
	if err := enc.Encode(p); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// unmarshalPrepared reads the bundled map name from its prepared form;
// its pictures are read from fsys. Errors name the prepared file.
func unmarshalPrepared(name string, data []byte, fsys fs.FS) (*Map, error) {
	file := "maps/prepared/" + name + ".json"
	var p prepared
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&p); err != nil {
		return nil, mapErrorf(file, "%v", err)
	}
	if p.Width <= 0 || p.Height <= 0 || p.Width > MaxSide || p.Height > MaxSide {
		return nil, mapErrorf(file, "map size %dx%d is outside 1..%d", p.Width, p.Height, MaxSide)
	}
	m := &Map{Name: name, Path: name + ".tmx", FS: fsys, Display: bundledDisplay(name),
		Width: p.Width, Height: p.Height, TileWidth: p.TileWidth, TileHeight: p.TileHeight, Tilesets: p.Tilesets, Warnings: p.Warnings}
	for i, pl := range p.Layers {
		l := pl.DrawLayer
		if pl.Tiles != nil {
			tiles, err := pl.Tiles.values(p.Width, p.Height)
			if err != nil {
				return nil, mapErrorf(file, "layer %d %q: %v", i, pl.Name, err)
			}
			for _, t := range tiles {
				if int(t.Set) > len(p.Tilesets) {
					return nil, mapErrorf(file, "layer %d %q names tileset %d of %d", i, pl.Name, t.Set, len(p.Tilesets))
				}
			}
			l.Tile = &TileLayer{Name: pl.Name, Tiles: tiles}
		}
		m.order = append(m.order, l)
	}
	f := grid.NewField(name, p.Width, p.Height)
	var err error
	if f.Cells, err = p.Field.Cells.values(p.Width, p.Height); err != nil {
		return nil, mapErrorf(file, "cells: %v", err)
	}
	if f.HEdges, err = p.Field.HEdges.values(p.Width, p.Height+1); err != nil {
		return nil, mapErrorf(file, "h_edges: %v", err)
	}
	if f.VEdges, err = p.Field.VEdges.values(p.Width+1, p.Height); err != nil {
		return nil, mapErrorf(file, "v_edges: %v", err)
	}
	f.Covers, f.Zones = p.Field.Covers, p.Field.Zones
	if err := checkCovers(f); err != nil {
		return nil, mapErrorf(file, "%v", err)
	}
	m.Field = f
	return m, nil
}

// checkCovers refuses a field whose cells or edges name a cover section
// it does not list.
func checkCovers(f *grid.Field) error {
	n := int16(len(f.Covers))
	for i, c := range f.Cells {
		if c.Cover < grid.NoCover || c.Cover >= n {
			return errorf("cell %d names cover %d of %d", i, c.Cover, n)
		}
	}
	for i, c := range append(append([]int16(nil), f.HEdges...), f.VEdges...) {
		if c < grid.NoCover || c >= n {
			return errorf("edge %d names cover %d of %d", i, c, n)
		}
	}
	return nil
}
