// Package maps loads Tiled maps into the battlefield the rules play on.
//
// A map is read through an fs.FS root with github.com/lafriks/go-tiled:
// bundled maps come from an embedded folder, maps on disk from their own
// folder (or a root the caller names). What drawing needs of the Tiled
// data (tilesets, tile layers, image layers in drawing order) is kept in
// this package's own types, and the map is converted into a *grid.Field
// for the rules, following the conventions in docs/maps.md: tile
// properties (terrain, cost, elevation, blocks_sight, cover, cover_edge,
// cover_height, cover_category, climb), the tile-layer property
// elevation, and objects of class Spawn, Ladder, Stairs, FlyZone and
// Cover. Maps made without these conventions still load: everything is
// walkable floor and the spawn zones are opposite edges.
//
// The browser's build (GOOS=js) plays only the bundled maps and reads no
// Tiled file: it carries each bundled map already read, in the form
// prepared.go writes (maps/prepared/NAME.json, made by go generate from
// the .tmx files and checked against them by the tests), with the
// tilesets' pictures, and leaves go-tiled and encoding/xml out.
//
// Every error is one line that names the file and says how to fix it.
// Hostile files meet limits: map size, file size and decompressed layer
// size are bounded, and references outside the root are refused unread.
package maps

//go:generate go run ./internal/prepare

import (
	"image"
	_ "image/png" // tilesets use PNG images
	"io/fs"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"sightline/rules/files"
	"sightline/rules/grid"
)

// Limits on what a map may ask of the loader.
const (
	// MaxSide is the largest width or height in tiles.
	MaxSide = 512
	// MaxFileBytes caps every file read through a map's root.
	MaxFileBytes = 16 << 20
	// MaxImagePixels caps a decoded tileset image (see also budget.go).
	MaxImagePixels = MaxImageSide * MaxImageSide
)

// Map is a loaded map: what drawing it needs and the Field for the rules.
type Map struct {
	// Name is the bundled name, or the file's base name without extension.
	Name string
	// Path is the .tmx file's path inside FS.
	Path string
	// FS is the root the map and its tilesets were read from.
	FS fs.FS
	// Width and Height are the map's size in tiles, TileWidth and
	// TileHeight a tile's in pixels.
	Width, Height, TileWidth, TileHeight int
	// Tilesets are the map's tilesets, in the map's order; a Tile names
	// one by its index plus one.
	Tilesets []*Tileset
	// Field is the battlefield for the rules.
	Field *grid.Field
	// Warnings are lint lines, each starting with "warning:".
	Warnings []string
	// Display is the file name errors and warnings use.
	Display string

	// order is the tile and image layers in drawing order (see DrawOrder).
	order []DrawLayer
	// tmx is what only the loader of Tiled files keeps: the parsed map
	// (Map.Tiled outside the browser's build).
	tmx
}

// Names returns the bundled maps' names, sorted.
func Names() []string {
	out := bundledNames()
	slices.Sort(out)
	return out
}

// LoadBundled loads a bundled map by name.
func LoadBundled(name string) (*Map, error) {
	if !slices.Contains(Names(), name) {
		return nil, mapErrorf(name, "no bundled map of that name (have %s)", strings.Join(Names(), ", "))
	}
	m, err := loadBundled(name)
	if err != nil {
		return nil, err
	}
	m.Name = name
	return m, nil
}

// bundledDisplay is the name errors and warnings give the bundled map
// name.
func bundledDisplay(name string) string { return "maps/bundled/" + name + ".tmx" }

// Open loads a bundled map by name, or else a .tmx file on disk. root is
// the folder the map may read from; empty means the map's own folder.
func Open(nameOrPath, root string) (*Map, error) {
	if !strings.ContainsAny(nameOrPath, "/\\") && !strings.HasSuffix(nameOrPath, ".tmx") {
		return LoadBundled(nameOrPath)
	}
	return LoadFile(nameOrPath, root)
}

// ReadImage decodes an image from the map's root, such as a tileset image,
// refusing files and pictures larger than the limits.
func (m *Map) ReadImage(p string) (image.Image, error) {
	p = cleanRef(p)
	f, err := m.FS.Open(p)
	if err != nil {
		return nil, errorf("%s: image %s: %v", m.Display, p, files.Unwrap(err))
	}
	defer f.Close()
	cfg, _, err := image.DecodeConfig(f)
	if err != nil {
		return nil, errorf("%s: image %s: %v", m.Display, p, err)
	}
	if err := checkImageSize(p, cfg); err != nil {
		return nil, errorf("%s: %v", m.Display, err)
	}
	f2, err := m.FS.Open(p)
	if err != nil {
		return nil, errorf("%s: image %s: %v", m.Display, p, err)
	}
	defer f2.Close()
	img, _, err := image.Decode(f2)
	if err != nil {
		return nil, errorf("%s: image %s: %v", m.Display, p, err)
	}
	return img, nil
}

func cleanRef(p string) string { return path.Clean(filepath.ToSlash(p)) }
