//go:build !js

package maps

import (
	"embed"
	"errors"
	"fmt"
	_ "image/gif"  // tilesets may use GIF images
	_ "image/jpeg" // tilesets may use JPEG images
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/lafriks/go-tiled"

	"sightline/rules/files"
)

//go:embed bundled
var bundled embed.FS

// tmx is what a map read from a Tiled file keeps besides what drawing
// needs: the parsed map and its tile layers in the file's order.
type tmx struct {
	// Tiled is the parsed map.
	Tiled *tiled.Map
	// tiledLayers is the map's tile layers in the file's order, groups
	// flattened in place, as the field is built from them.
	tiledLayers []*tiled.Layer
}

// Bundled returns the embedded root that holds the bundled maps.
func Bundled() fs.FS {
	sub, err := fs.Sub(bundled, "bundled")
	if err != nil {
		panic(err) // the embed pattern guarantees the folder
	}
	return sub
}

// bundledNames returns the names of the bundled .tmx files.
func bundledNames() []string {
	ents, _ := fs.ReadDir(Bundled(), ".")
	var out []string
	for _, e := range ents {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".tmx") {
			out = append(out, strings.TrimSuffix(e.Name(), ".tmx"))
		}
	}
	sort.Strings(out)
	return out
}

// loadBundled reads the bundled map name from its .tmx file.
func loadBundled(name string) (*Map, error) {
	return load(Bundled(), name+".tmx", bundledDisplay(name))
}

// LoadFile loads a .tmx file from disk. root is the folder every reference
// must stay inside; empty means the map's own folder. The root's links are
// resolved first (a player's maps folder may be a link to a synced one),
// and every file read, the map's own included, must lie inside the folder
// they lead to: a link inside the root that leads out of it is refused.
// Only regular files are read: a named pipe is refused, never waited on.
func LoadFile(file, root string) (*Map, error) {
	if root == "" {
		root = filepath.Dir(file)
	}
	absFile, err := filepath.Abs(file)
	if err != nil {
		return nil, mapErrorf(file, "%v", err)
	}
	absRoot, err := filepath.Abs(root)
	if err != nil {
		return nil, mapErrorf(file, "%v", err)
	}
	if _, err := os.Stat(file); err != nil {
		return nil, mapErrorf(file, "%v", files.Unwrap(err))
	}
	r, err := files.NewRoot(absRoot)
	if err != nil {
		return nil, mapErrorf(file, "the root %s: %v", root, err)
	}
	// The map's own name is kept, a link or not: its references are
	// relative to the folder it is in.
	dir, err := filepath.EvalSymlinks(filepath.Dir(absFile))
	if err != nil {
		return nil, mapErrorf(file, "%v", files.Unwrap(err))
	}
	real, err := filepath.EvalSymlinks(absFile)
	if err != nil {
		return nil, mapErrorf(file, "%v", files.Unwrap(err))
	}
	switch {
	case r.Inside(dir) && r.Inside(real):
	case inside(absRoot, absFile):
		return nil, mapErrorf(file, "the map leads outside the root %s through a link (to %s); keep the map inside that folder or pass --root with one that holds it", root, real)
	default:
		return nil, mapErrorf(file, "the map lies outside the root %s; pass --root with a folder that holds it", root)
	}
	rel, err := filepath.Rel(r.Dir(), filepath.Join(dir, filepath.Base(absFile)))
	if err != nil {
		return nil, mapErrorf(file, "%v", err)
	}
	return load(r, filepath.ToSlash(rel), file)
}

// inside reports whether the absolute path p lies in the folder dir, by
// their names alone.
func inside(dir, p string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// Load loads the map at path inside fsys.
func Load(fsys fs.FS, p string) (*Map, error) { return load(fsys, p, p) }

func load(fsys fs.FS, p, display string) (m *Map, err error) {
	defer func() {
		// go-tiled is third-party code fed hostile input; a panic inside it
		// must become an error, never a crash.
		if r := recover(); r != nil {
			m, err = nil, mapErrorf(display, "malformed map (%v)", r)
		}
	}()
	root := &boundedFS{fs: fsys}
	top, err := prescan(root, p)
	if err != nil {
		return nil, mapErrorf(display, "%v", err)
	}
	tm, err := tiled.LoadFile(p, tiled.WithFileSystem(root))
	if err != nil {
		return nil, mapErrorf(display, "%s", explain(err))
	}
	for _, ts := range tm.Tilesets {
		// go-tiled sets an embedded tileset's folder only once a tile uses it.
		if ts.Source == "" && ts.BaseDir() == "" {
			ts.SetBaseDir(path.Dir(p))
		}
	}
	order, layers, err := drawOrder(tm, top, p)
	if err != nil {
		return nil, mapErrorf(display, "%v", err)
	}
	sets, err := tilesets(tm)
	if err != nil {
		return nil, mapErrorf(display, "%v", err)
	}
	m = &Map{Name: strings.TrimSuffix(path.Base(p), ".tmx"), Path: p, FS: root, Display: display,
		Width: tm.Width, Height: tm.Height, TileWidth: tm.TileWidth, TileHeight: tm.TileHeight, Tilesets: sets,
		order: order, tmx: tmx{Tiled: tm, tiledLayers: layers}}
	if err := m.check(); err != nil {
		return nil, mapErrorf(display, "%v", err)
	}
	m.fillTiles()
	f, warns, err := buildField(m)
	if err != nil {
		return nil, mapErrorf(display, "%v", err)
	}
	m.Field = f
	for _, w := range warns {
		m.Warnings = append(m.Warnings, "warning: "+files.CutNumbers(w))
	}
	return m, nil
}

// check refuses what the game cannot play or draw.
func (m *Map) check() error {
	tm := m.Tiled
	if tm.Infinite {
		return errors.New("infinite maps are not supported; in Tiled untick Map > Map Properties > Infinite")
	}
	if tm.Orientation != "orthogonal" {
		return errorf("%s orientation is not supported; in Tiled use Map > Map Properties > Orientation: Orthogonal", tm.Orientation)
	}
	if tm.Width <= 0 || tm.Height <= 0 || tm.Width > MaxSide || tm.Height > MaxSide {
		return errorf("map size %dx%d is outside 1..%d; resize it in Tiled with Map > Resize Map", tm.Width, tm.Height, MaxSide)
	}
	if tm.TileWidth <= 0 || tm.TileHeight <= 0 {
		return errorf("tile size %dx%d is not positive", tm.TileWidth, tm.TileHeight)
	}
	for _, ts := range tm.Tilesets {
		// The Tiled loader reads an external tileset only once a tile
		// uses it: one that no tile uses could be missing unnoticed.
		if ts.Source != "" {
			if err := m.tilesetExists(ts.Source); err != nil {
				return err
			}
		}
		if ts.Image != nil && ts.Image.Source != "" {
			if err := m.imageExists(ts.GetFileFullPath(ts.Image.Source), ts.Name); err != nil {
				return err
			}
		}
		for _, t := range ts.Tiles {
			if t.Image != nil && t.Image.Source != "" {
				if err := m.imageExists(ts.GetFileFullPath(t.Image.Source), ts.Name); err != nil {
					return err
				}
			}
		}
	}
	for _, l := range m.order {
		if l.Tile != nil || l.Source == "" {
			continue
		}
		if err := m.statRef(l.Source, fmt.Sprintf("image layer %q", l.ImageName), "image layer's"); err != nil {
			return err
		}
	}
	for _, l := range m.tiledLayers {
		for _, t := range l.Tiles {
			if t != nil && !t.IsNil() && (t.Tileset == nil || (t.Tileset.TileCount > 0 && int(t.ID) >= t.Tileset.TileCount)) {
				return errorf("layer %q uses a tile id that no tileset holds; in Tiled re-add the missing tileset or erase those tiles", l.Name)
			}
		}
	}
	return m.checkDrawable()
}

func (m *Map) imageExists(p, ts string) error {
	return m.statRef(cleanRef(p), fmt.Sprintf("tileset %q", ts), "tileset's")
}

// statRef checks that the image p of what ("tileset "terrain"") is a file
// inside the map's root, and says what is wrong when it is not: a name that
// leaves the root or is not UTF-8, a link out of it, something other than
// a file, or nothing (whose's image path to fix in Tiled).
func (m *Map) statRef(p, what, whose string) error {
	if _, err := checkRef(p); err != nil {
		var esc *escapeError
		if errors.As(err, &esc) && esc.notUTF8 {
			return errorf("%s image file name %q is not valid UTF-8; rename the image with valid characters and fix its path in Tiled", what, p)
		}
		return errorf("%s image %q leaves the map's root; keep images beside the map or pass --root", what, p)
	}
	_, err := fs.Stat(m.FS, p)
	var esc *escapeError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &esc):
		return errorf("%s image %q leads outside the map's root through a link; keep images inside the map's folder or pass --root", what, p)
	case errors.Is(err, files.ErrNotRegular):
		return errorf("%s image %q %v", what, p, files.Unwrap(err))
	}
	return errorf("%s image %q is missing; in Tiled fix the %s image path", what, p, whose)
}

// tilesetExists checks that the external tileset file src, as the map
// names it, is in the map's root.
func (m *Map) tilesetExists(src string) error {
	p := cleanRef(path.Join(path.Dir(m.Path), src))
	if _, err := checkRef(p); err != nil {
		return errorf("tileset %q leaves the map's root; keep tilesets beside the map or pass --root", src)
	}
	if _, err := fs.Stat(m.FS, p); err != nil {
		if errors.Is(err, files.ErrNotRegular) {
			return errorf("tileset %q %v", src, files.Unwrap(err))
		}
		return errorf("tileset %q is missing; in Tiled fix its path or remove it (Map > Remove Tileset)", src)
	}
	return nil
}

func allObjectGroups(tm *tiled.Map) []*tiled.ObjectGroup {
	out := append([]*tiled.ObjectGroup(nil), tm.ObjectGroups...)
	var walk func(gs []*tiled.Group)
	walk = func(gs []*tiled.Group) {
		for _, g := range gs {
			out = append(out, g.ObjectGroups...)
			walk(g.Groups)
		}
	}
	walk(tm.Groups)
	return out
}

// explain turns go-tiled's errors into a line a map author can act on.
func explain(err error) string {
	var esc *escapeError
	if errors.As(err, &esc) {
		return esc.Error()
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		if errors.Is(err, fs.ErrNotExist) {
			return fmt.Sprintf("%s is missing; in Tiled fix the tileset or template path", pe.Path)
		}
		return fmt.Sprintf("%s: %v", pe.Path, pe.Err)
	}
	switch {
	case errors.Is(err, tiled.ErrInvalidDecodedTileCount):
		return "a layer has fewer or more tiles than the map's width × height (rows too short?); re-save the map in Tiled"
	case errors.Is(err, tiled.ErrUnknownCompression):
		return "unknown layer compression; in Tiled use Map > Map Properties > Tile Layer Format: CSV or Base64 (zlib)"
	case errors.Is(err, tiled.ErrUnknownEncoding):
		return "unknown layer encoding; in Tiled use Map > Map Properties > Tile Layer Format: CSV"
	case errors.Is(err, tiled.ErrEmptyLayerData):
		return "a layer has no data; re-save the map in Tiled"
	}
	s := err.Error()
	if strings.Contains(s, "tileset not found") || strings.Contains(s, "invalid tileset") {
		return "a tile id belongs to no tileset; in Tiled re-add the missing tileset or erase those tiles"
	}
	return "malformed map: " + strings.ReplaceAll(s, "\n", " ")
}

func readAll(fsys fs.FS, name string) ([]byte, error) { return fs.ReadFile(fsys, name) }
