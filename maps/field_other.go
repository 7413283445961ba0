//go:build !js

package maps

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/lafriks/go-tiled"

	"sightline/rules/grid"
)

// props is a merged view of Tiled properties, later entries winning.
type props map[string]string

func (p props) add(ps tiled.Properties) {
	for _, x := range ps {
		p[x.Name] = x.Value
	}
}

func (p props) intVal(name string, def int) (int, error) {
	s, ok := p[name]
	if !ok || s == "" {
		return def, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, errorf("property %s=%q is not a whole number", name, s)
	}
	return n, nil
}

func (p props) boolVal(name string, def bool) (bool, error) {
	s, ok := p[name]
	if !ok || s == "" {
		return def, nil
	}
	b, err := strconv.ParseBool(s)
	if err != nil {
		return false, errorf("property %s=%q is not true or false", name, s)
	}
	return b, nil
}

// builder turns a loaded Tiled map into a grid.Field.
type builder struct {
	m     *Map
	f     *grid.Field
	warns []string
}

func buildField(m *Map) (*grid.Field, []string, error) {
	tm := m.Tiled
	b := &builder{m: m, f: grid.NewField(m.Name, tm.Width, tm.Height)}
	for _, l := range m.tiledLayers {
		if err := b.layer(l); err != nil {
			return nil, nil, err
		}
	}
	for _, g := range allObjectGroups(tm) {
		for _, o := range g.Objects {
			if err := b.object(o); err != nil {
				return nil, nil, err
			}
		}
	}
	if err := b.spawns(); err != nil {
		return nil, nil, err
	}
	return b.f, b.warns, nil
}

func (b *builder) layer(l *tiled.Layer) error {
	tm := b.m.Tiled
	if len(l.Tiles) != tm.Width*tm.Height {
		return errorf("layer %q has %d tiles, not %dx%d (rows too short?); re-save the map in Tiled", l.Name, len(l.Tiles), tm.Width, tm.Height)
	}
	lp := props{}
	lp.add(l.Properties)
	layerElev, err := lp.intVal("elevation", math.MinInt)
	if err != nil {
		return errorf("layer %q: %v", l.Name, err)
	}
	cache := map[*tiled.Tileset]map[uint32]props{}
	for i, t := range l.Tiles {
		if t == nil || t.IsNil() || t.Tileset == nil {
			continue
		}
		byID, ok := cache[t.Tileset]
		if !ok {
			byID = map[uint32]props{}
			for _, tt := range t.Tileset.Tiles {
				p := props{}
				p.add(tt.Properties)
				byID[tt.ID] = p
			}
			cache[t.Tileset] = byID
		}
		pos := grid.Pos{X: i % tm.Width, Y: i / tm.Width}
		p := byID[t.ID]
		if layerElev != math.MinInt {
			b.f.At(pos).Elevation = int8(clamp(layerElev, -8, 8))
		}
		if len(p) == 0 {
			continue
		}
		if err := b.apply(pos, p); err != nil {
			return errorf("tileset %q tile %d (at %d,%d on layer %q): %v", t.Tileset.Name, t.ID, pos.X, pos.Y, l.Name, err)
		}
	}
	return nil
}

// apply sets one cell's terrain and cover from tile or object properties.
func (b *builder) apply(pos grid.Pos, p props) error {
	c := b.f.At(pos)
	if s, ok := p["terrain"]; ok && s != "" {
		t, ok := grid.ParseTerrain(s)
		if !ok {
			return errorf("unknown terrain %q; use one of floor grass dirt concrete water rough wall roof", s)
		}
		c.Terrain = t
		c.Cost, c.BlocksSight = defaultCost(t), t == grid.Wall
	}
	cost, err := p.intVal("cost", int(c.Cost))
	if err != nil {
		return err
	}
	if cost < 0 || cost > 9 {
		return errorf("cost %d is outside 0..9", cost)
	}
	c.Cost = uint8(cost)
	elev, err := p.intVal("elevation", int(c.Elevation))
	if err != nil {
		return err
	}
	c.Elevation = int8(clamp(elev, -8, 8))
	if c.BlocksSight, err = p.boolVal("blocks_sight", c.BlocksSight); err != nil {
		return err
	}
	if c.Climb, err = p.boolVal("climb", c.Climb); err != nil {
		return err
	}
	if p["cover"] != "" || p["cover_category"] != "" {
		return b.cover(pos, p["cover"], p["cover_height"], p["cover_category"], p["cover_edge"], p["cover_faces"])
	}
	return nil
}

// defaultMaterial is the material of cover that names none: the Cover
// and CoverTile classes' default in the Tiled project, which Tiled shows
// but does not write.
const defaultMaterial = "sandbag"

// CoverSection makes a section of cover, placed nowhere yet, from its
// properties as a map writes them: a material (default sandbag), a height
// (half or full) and a category (auto: from the height), of which a
// height left out follows the category. Its error is one line.
func CoverSection(material, height, category string) (grid.Cover, error) {
	if material == "" {
		material = defaultMaterial
	}
	mat, ok := grid.ParseMaterial(material)
	if !ok {
		return grid.Cover{}, errorf("unknown cover material %q; use one of thin_wood thick_wood reinforced_wood stone sandbag concrete", material)
	}
	cat, ok := grid.ParseCoverCategory(category)
	if !ok {
		return grid.Cover{}, errorf("unknown cover category %q; use one of %s", category, strings.Join(grid.CategoryNames(), " "))
	}
	cv := grid.Cover{Material: mat, Category: cat}
	switch height {
	case "":
		cv.Full = cat == grid.CoverFull
	case "half", "full":
		cv.Full = height == "full"
		if cat != grid.CategoryByHeight && cv.Full != (cat == grid.CoverFull) {
			return grid.Cover{}, errorf("cover category %s with height %s: only full cover is full height (it hides a body whole and blocks sight); leave the height out", cat, height)
		}
	default:
		return grid.Cover{}, errorf("unknown cover height %q; use half or full", height)
	}
	return cv, nil
}

// cover adds a section of cover at pos from its properties (CoverSection's)
// and an edge (empty for an object filling the cell) and the faces an
// object protects.
func (b *builder) cover(pos grid.Pos, material, height, category, edge, faces string) error {
	cv, err := CoverSection(material, height, category)
	if err != nil {
		return err
	}
	cv.Cell = pos
	fb, err := sideBits(faces)
	if err != nil {
		return err
	}
	cv.Faces = fb
	f := b.f
	idx := int16(len(f.Covers))
	switch strings.ToUpper(edge) {
	case "":
		f.Covers = append(f.Covers, cv)
		c := f.At(pos)
		c.Cover, c.Cost = idx, 0
	case "N":
		cv.Edge = grid.North
		f.Covers = append(f.Covers, cv)
		f.HEdges[pos.Y*f.W+pos.X] = idx
	case "S":
		cv.Edge, cv.Cell = grid.North, grid.Pos{X: pos.X, Y: pos.Y + 1}
		f.Covers = append(f.Covers, cv)
		f.HEdges[(pos.Y+1)*f.W+pos.X] = idx
	case "W":
		cv.Edge = grid.West
		f.Covers = append(f.Covers, cv)
		f.VEdges[pos.Y*(f.W+1)+pos.X] = idx
	case "E":
		cv.Edge, cv.Cell = grid.West, grid.Pos{X: pos.X + 1, Y: pos.Y}
		f.Covers = append(f.Covers, cv)
		f.VEdges[pos.Y*(f.W+1)+pos.X+1] = idx
	default:
		return errorf("unknown cover edge %q; use N, E, S, W or leave it empty", edge)
	}
	return nil
}

func sideBits(s string) (uint8, error) {
	var out uint8
	for _, part := range strings.FieldsFunc(strings.ToUpper(s), func(r rune) bool { return r == ',' || r == ' ' }) {
		switch part {
		case "N":
			out |= grid.North
		case "E":
			out |= grid.East
		case "S":
			out |= grid.South
		case "W":
			out |= grid.West
		case "ALL":
			out = grid.AllSides
		default:
			return 0, errorf("unknown cover side %q; use N, E, S, W", part)
		}
	}
	return out, nil
}

func defaultCost(t grid.Terrain) uint8 {
	switch t {
	case grid.Wall:
		return 0
	case grid.Water, grid.Rough:
		return 2
	}
	return 1
}

func clamp(v, lo, hi int) int { return max(lo, min(hi, v)) }

// objectProps merges an object's template (.tx) under the object: the
// instance's own class, name, size and properties win, and what it leaves
// unset comes from the template.
func objectProps(o *tiled.Object) (class, name string, p props, w, h float64) {
	p = props{}
	w, h = o.Width, o.Height
	class, name = o.Class, o.Name
	if o.Template != nil && o.Template.Object != nil {
		t := o.Template.Object
		p.add(t.Properties)
		if class == "" {
			class = t.Class
		}
		if name == "" {
			name = t.Name
		}
		if w == 0 && h == 0 {
			w, h = t.Width, t.Height
		}
	}
	if class == "" {
		class = o.Type
	}
	p.add(o.Properties)
	return class, name, p, w, h
}

// tilesOf returns the squares an object's rectangle covers (a point object
// covers its own square).
func (b *builder) tilesOf(o *tiled.Object, w, h float64) []grid.Pos {
	tw, th := float64(b.m.Tiled.TileWidth), float64(b.m.Tiled.TileHeight)
	x0, y0 := int(math.Floor(o.X/tw)), int(math.Floor(o.Y/th))
	x1, y1 := x0, y0
	if w > 0 {
		x1 = int(math.Ceil((o.X+w)/tw)) - 1
	}
	if h > 0 {
		y1 = int(math.Ceil((o.Y+h)/th)) - 1
	}
	var out []grid.Pos
	for y := max(y0, 0); y <= min(y1, b.f.H-1); y++ {
		for x := max(x0, 0); x <= min(x1, b.f.W-1); x++ {
			out = append(out, grid.Pos{X: x, Y: y})
		}
	}
	return out
}

func (b *builder) object(o *tiled.Object) error {
	class, name, p, w, h := objectProps(o)
	where := fmt.Sprintf("object %d %q (%s)", o.ID, name, class)
	if math.IsNaN(o.X) || math.IsNaN(o.Y) || math.Abs(o.X) > 1e7 || math.Abs(o.Y) > 1e7 || w < 0 || h < 0 || w > 1e7 || h > 1e7 {
		return errorf("%s has an impossible position or size", where)
	}
	tiles := b.tilesOf(o, w, h)
	switch class {
	case "Spawn":
		side, err := p.intVal("side", 0)
		if err != nil {
			return errorf("%s: %v", where, err)
		}
		sides, err := p.intVal("sides", 2)
		if err != nil {
			return errorf("%s: %v", where, err)
		}
		if sides < 2 || sides > 4 || side < 1 || side > sides {
			return errorf("%s: side %d of %d is not valid; set side 1..sides and sides 2..4", where, side, sides)
		}
		var walk []grid.Pos
		for _, t := range tiles {
			if b.f.Walkable(t) {
				walk = append(walk, t)
			}
		}
		if len(walk) == 0 {
			return errorf("%s covers no walkable square; move it onto open ground", where)
		}
		b.f.Zones = append(b.f.Zones, grid.Zone{Name: name, Side: side - 1, Sides: sides, Tiles: walk})
	case "Ladder", "Stairs":
		for _, t := range tiles {
			b.f.At(t).Climb = true
		}
	case "FlyZone":
		band, err := p.intVal("max_band", 1)
		if err != nil {
			return errorf("%s: %v", where, err)
		}
		if band < 1 || band > 9 {
			return errorf("%s: max_band %d is outside 1..9", where, band)
		}
		for _, t := range tiles {
			b.f.At(t).FlyMax = uint8(band)
		}
	case "Cover":
		for _, t := range tiles {
			if err := b.cover(t, p["material"], p["height"], p["category"], p["edge"], p["faces"]); err != nil {
				return errorf("%s: %v", where, err)
			}
		}
	}
	return nil
}

// spawns adds default spawn zones, opposite edges, for layouts the map does
// not define.
func (b *builder) spawns() error {
	for _, n := range []int{2, 4} {
		if _, ok := b.f.SpawnLayout(n); ok {
			continue
		}
		for _, z := range b.f.Zones {
			if z.Sides == n {
				return errorf("the %d-side spawn layout misses a side; add a Spawn object for every side 1..%d", n, n)
			}
		}
		// West, east, north, south.
		edges := [4][2]bool{{true, false}, {true, true}, {false, false}, {false, true}}
		for side := 0; side < n; side++ {
			tiles := b.edgeLine(edges[side][0], edges[side][1])
			if len(tiles) == 0 {
				return errorf("no walkable square for a default spawn zone; add Spawn objects")
			}
			b.f.Zones = append(b.f.Zones, grid.Zone{Name: fmt.Sprintf("default side %d of %d", side+1, n), Side: side, Sides: n, Tiles: tiles})
		}
		if n == 2 {
			b.warns = append(b.warns, "no Spawn objects; using the west and east edges")
		}
	}
	return nil
}

// edgeLine returns the walkable squares of the first column (vertical) or
// row from the near (west or north) or far edge that has any.
func (b *builder) edgeLine(vertical, far bool) []grid.Pos {
	lines, length := b.f.H, b.f.W
	if vertical {
		lines, length = b.f.W, b.f.H
	}
	for i := 0; i < lines; i++ {
		line := i
		if far {
			line = lines - 1 - i
		}
		var out []grid.Pos
		for j := 0; j < length; j++ {
			p := grid.Pos{X: j, Y: line}
			if vertical {
				p = grid.Pos{X: line, Y: j}
			}
			if b.f.Walkable(p) {
				out = append(out, p)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}
