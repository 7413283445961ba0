// Package grid is the battlefield geometry that every ruleset plays on: a
// square grid of cells with terrain, elevation and cover, and the questions
// the rules ask of it (distance, movement, line of sight, cover between two
// squares, range). Movement is walked a step at a time between
// neighbours (Reach, Pather, OneTurnReach), and a ruleset may add jumps
// across gaps, straight over a drop or deep water to a square at the
// take-off's height (Jump, MoveOpts.Jump).
//
// A Field is static once built: the maps package makes one from a Tiled map
// and every game state that plays on it shares it read-only. What changes
// during a battle (cover damage, who stands where) lives in the game state
// and is passed to the queries that need it.
package grid

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Pos is a square on the grid. X grows to the east, Y to the south.
type Pos struct {
	X int `json:"x"`
	Y int `json:"y"`
}

// String returns the position as "(x,y)".
func (p Pos) String() string { return fmt.Sprintf("(%d,%d)", p.X, p.Y) }

// Add returns p moved by d.
func (p Pos) Add(d Pos) Pos { return Pos{p.X + d.X, p.Y + d.Y} }

// Distance is the shared grid distance of every ruleset (common.md §12):
// max(|dx|,|dy|) + floor(min(|dx|,|dy|)/2), which matches the alternating
// 1-2-1-2 cost of diagonal steps.
func Distance(a, b Pos) int {
	dx, dy := a.X-b.X, a.Y-b.Y
	if dx < 0 {
		dx = -dx
	}
	if dy < 0 {
		dy = -dy
	}
	if dx < dy {
		dx, dy = dy, dx
	}
	return dx + dy>>1 // dy/2, dy being at least 0
}

// Terrain names what a cell is made of. The rules read Cost, Elevation and
// BlocksSight; Terrain is for the renderer, the help text and the AI.
type Terrain uint8

// The terrain kinds a map author can paint.
const (
	Floor Terrain = iota
	Grass
	Dirt
	Concrete
	Water
	Rough
	Wall
	Roof
)

var terrainNames = [...]string{"floor", "grass", "dirt", "concrete", "water", "rough", "wall", "roof"}

// String returns the terrain's map-property name, such as "rough".
func (t Terrain) String() string {
	if int(t) < len(terrainNames) {
		return terrainNames[t]
	}
	return fmt.Sprintf("terrain(%d)", t)
}

// ParseTerrain reads a terrain name as written in a Tiled property.
func ParseTerrain(s string) (Terrain, bool) {
	for i, n := range terrainNames {
		if n == s {
			return Terrain(i), true
		}
	}
	return 0, false
}

// Material is a cover material from the ADS cover table (ads.md §8.1).
type Material uint8

// The cover materials, weakest first.
const (
	ThinWood Material = iota
	ThickWood
	ReinforcedWood
	Stone
	Sandbag
	ConcreteBunker
)

// MaterialInfo is the ADS armour bonus and structure of one 1-square section.
type MaterialInfo struct {
	Name string // the Tiled enum value, such as "sandbag"
	AP   int    // armour points added to covered locations
	SP   int    // structure points of one section
}

// Materials is the ADS cover table, indexed by Material.
var Materials = [...]MaterialInfo{
	ThinWood:       {"thin_wood", 2, 10},
	ThickWood:      {"thick_wood", 3, 15},
	ReinforcedWood: {"reinforced_wood", 4, 20},
	Stone:          {"stone", 8, 30},
	Sandbag:        {"sandbag", 18, 90},
	ConcreteBunker: {"concrete", 25, 125},
}

// String returns the material's Tiled enum value.
func (m Material) String() string {
	if int(m) < len(Materials) {
		return Materials[m].Name
	}
	return fmt.Sprintf("material(%d)", m)
}

// ParseMaterial reads a material name as written in a Tiled property.
func ParseMaterial(s string) (Material, bool) {
	for i, mi := range Materials {
		if mi.Name == s {
			return Material(i), true
		}
	}
	return 0, false
}

// Side bits name the four edges of a square, for directional cover.
const (
	North uint8 = 1 << iota
	East
	South
	West
	AllSides = North | East | South | West
)

// Cover is one section of cover: either on a cell edge or an object that
// fills a cell. Its damage during a battle is kept in the game state, indexed
// by the cover's position in Field.Covers.
type Cover struct {
	Material Material
	Full     bool // full height (a wall) rather than half height (a sandbag line)
	// Category is how much of a body the section hides, for the rulesets
	// that read cover by category; CategoryByHeight (the zero value)
	// leaves it to the height (Class).
	Category CoverCategory
	// Faces limits an object cover to the sides it protects (bits North,
	// East, South, West); 0 means every side. Edge cover protects across its
	// edge and ignores Faces.
	Faces uint8
	// Cell is the square an object cover fills, or for edge cover the square
	// on the north or west side of the edge.
	Cell Pos
	// Edge is 0 for an object. For edge cover it is North (the edge between
	// Cell and the square north of it) or West (between Cell and the square
	// west of it), so that each edge has one spelling.
	Edge uint8
}

// AP returns the armour bonus of the cover's material.
func (c Cover) AP() int { return Materials[c.Material].AP }

// SP returns the structure points of the cover's material.
func (c Cover) SP() int { return Materials[c.Material].SP }

// NoCover marks a cell or edge without cover.
const NoCover int16 = -1

// Cell is one square's static terrain.
type Cell struct {
	Terrain Terrain
	// Cost multiplies the movement cost of entering the cell: 1 normal,
	// 2 difficult (rough ground, broken cover, shallow water). 0 means the
	// cell cannot be entered.
	Cost uint8
	// Elevation is the height level of the cell's floor, 0 at ground level.
	Elevation int8
	// BlocksSight is true for walls and other opaque fills.
	BlocksSight bool
	// Climb is true for ladders and stairs: a unit may step between this
	// cell and a neighbour one elevation level apart. Elsewhere a step may
	// not change elevation.
	Climb bool
	// FlyMax is the highest altitude band a flyer may hold above the cell;
	// 0 forbids flying there.
	FlyMax uint8
	// Cover is the index in Field.Covers of an object cover filling the
	// cell, or NoCover.
	Cover int16
}

// Zone is a named set of squares, such as a side's spawn area.
type Zone struct {
	Name string
	// Side is the spawn side (0-based) for spawn zones, -1 for others.
	Side int
	// Sides is the number of sides in the layout the zone belongs to: 2 for
	// a two-sided battle, 4 for a four-sided one.
	Sides int
	Tiles []Pos
}

// Field is a whole battlefield.
type Field struct {
	Name string
	W, H int
	// Cells holds W*H cells, row by row: the cell at (x,y) is Cells[y*W+x].
	Cells []Cell
	// HEdges holds the cover index of the horizontal edge on the north side
	// of each cell, W*(H+1) entries: the north edge of (x,y) is
	// HEdges[y*W+x], and the south edge of the last row is row H.
	HEdges []int16
	// VEdges holds the cover index of the vertical edge on the west side of
	// each cell, (W+1)*H entries: the west edge of (x,y) is
	// VEdges[y*(W+1)+x], and the east edge of the last column is column W.
	VEdges []int16
	// Covers lists every cover section on the field.
	Covers []Cover
	// Zones lists spawn zones and other named areas.
	Zones []Zone
}

// NewField returns an open field of w×h walkable floor cells with no cover.
func NewField(name string, w, h int) *Field {
	f := &Field{Name: name, W: w, H: h,
		Cells:  make([]Cell, w*h),
		HEdges: make([]int16, w*(h+1)),
		VEdges: make([]int16, (w+1)*h),
	}
	for i := range f.Cells {
		f.Cells[i] = Cell{Cost: 1, Cover: NoCover}
	}
	for i := range f.HEdges {
		f.HEdges[i] = NoCover
	}
	for i := range f.VEdges {
		f.VEdges[i] = NoCover
	}
	return f
}

// In reports whether p lies on the field. A negative coordinate turned
// unsigned is above any width, so one comparison per axis tells both ends.
func (f *Field) In(p Pos) bool { return uint(p.X) < uint(f.W) && uint(p.Y) < uint(f.H) }

// At returns the cell at p, which must be on the field.
func (f *Field) At(p Pos) *Cell { return &f.Cells[p.Y*f.W+p.X] }

// Walkable reports whether a unit may stand on p.
func (f *Field) Walkable(p Pos) bool { return f.In(p) && f.Cells[p.Y*f.W+p.X].Cost > 0 }

// Spawns returns the spawn zones for n sides, one slice of squares per
// side in side order: those of the field's layout for n sides or, when it
// has none (maps make layouts for two and four), the first n sides' zones
// of the smallest larger layout that has them all, so that three sides
// fight on a four-sided layout with one corner left empty. It returns an
// error when no layout serves.
func (f *Field) Spawns(n int) ([][]Pos, error) {
	if n < 1 {
		return nil, fmt.Errorf("map %q: a battle of %d sides", f.Name, n)
	}
	out, ok := f.layout(n, n)
	if ok {
		return out, nil
	}
	// The layouts the field makes, by their count of sides.
	var have []int
	for _, z := range f.Zones {
		if z.Side >= 0 && !slices.Contains(have, z.Sides) {
			have = append(have, z.Sides)
		}
	}
	slices.Sort(have)
	if !slices.Contains(have, n) {
		for _, m := range have {
			if m > n {
				if out, ok := f.layout(m, n); ok {
					return out, nil
				}
			}
		}
		if len(have) == 0 {
			return nil, fmt.Errorf("map %q has no spawn zones", f.Name)
		}
		counts := make([]string, len(have))
		for i, m := range have {
			counts[i] = strconv.Itoa(m)
		}
		return nil, fmt.Errorf("map %q has spawn zones for battles of %s sides, not %d", f.Name, strings.Join(counts, " or "), n)
	}
	for i, s := range out {
		if len(s) == 0 {
			return nil, fmt.Errorf("map %q has no spawn zone for side %d of %d", f.Name, i+1, n)
		}
	}
	return out, nil
}

// SpawnLayout returns the spawn zones of the field's own layout for n
// sides, one slice of squares per side in side order, and whether every
// side has some: Spawns without its stand-in for a count the map makes
// no layout for.
func (f *Field) SpawnLayout(n int) ([][]Pos, bool) { return f.layout(n, n) }

// layout returns the squares of the spawn zones of the field's layout for
// m sides that belong to sides 0 to n-1, in side order, and whether every
// one of those sides has some.
func (f *Field) layout(m, n int) ([][]Pos, bool) {
	out := make([][]Pos, n)
	for _, z := range f.Zones {
		if z.Sides == m && z.Side >= 0 && z.Side < n {
			out[z.Side] = append(out[z.Side], z.Tiles...)
		}
	}
	for _, s := range out {
		if len(s) == 0 {
			return out, false
		}
	}
	return out, true
}
