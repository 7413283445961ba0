package maps

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

const corpusDir = "../../shared/testdata/tiled"

// corpusResult is what loading one corpus map must give: either a field of
// W×H with so many covers and spawn zones and the tile and image layers in
// that drawing order (image layers in brackets), or a refusal containing
// refused.
type corpusResult struct {
	w, h, covers, zones int
	layers              string
	refused             string
}

func loads(w, h, covers, zones int, layers string) corpusResult {
	return corpusResult{w: w, h: h, covers: covers, zones: zones, layers: layers}
}

func refused(substr string) corpusResult { return corpusResult{refused: substr} }

// corpus holds every map of ../shared/testdata/tiled (see its MANIFEST.md),
// by path under that folder. None uses Sightline's conventions, so each map
// that loads has no cover and the six default spawn zones (two sides plus
// four sides).
var corpus = map[string]corpusResult{
	"lafriks-go-tiled/assets/font.tmx":                                 loads(10, 10, 0, 6, ""),
	"lafriks-go-tiled/assets/groups.tmx":                               loads(20, 20, 0, 6, "Tile Layer 1,Tile Layer 2,[Image Layer 1]"),
	"lafriks-go-tiled/assets/hex.tmx":                                  refused("hexagonal orientation is not supported"),
	"lafriks-go-tiled/assets/racing.tmx":                               loads(100, 100, 0, 6, "Ground,Road"),
	"lafriks-go-tiled/assets/staggered.tmx":                            refused("staggered orientation is not supported"),
	"lafriks-go-tiled/assets/test_isometric.tmx":                       refused("isometric orientation is not supported"),
	"mapeditor-rs-tiled/assets/folder/tiled_relative_paths.tmx":        loads(16, 16, 0, 6, "Tile Layer 1,[image]"),
	"mapeditor-rs-tiled/assets/templates/example.tmx":                  loads(100, 100, 0, 6, "Tile Layer 1"),
	"mapeditor-rs-tiled/assets/tiled_base64.tmx":                       loads(100, 100, 0, 6, "Tile Layer 1"),
	"mapeditor-rs-tiled/assets/tiled_base64_gzip.tmx":                  loads(100, 100, 0, 6, "Tile Layer 1"),
	"mapeditor-rs-tiled/assets/tiled_base64_zlib_infinite.tmx":         refused("infinite maps are not supported"),
	"mapeditor-rs-tiled/assets/tiled_base64_zstandard.tmx":             refused("zstd layer compression is not supported"),
	"mapeditor-rs-tiled/assets/tiled_class_property.tmx":               loads(2, 2, 0, 6, "Tile Layer 1"),
	"mapeditor-rs-tiled/assets/tiled_group_layers.tmx":                 loads(8, 8, 0, 6, "tile-1,tile-2,tile-3"),
	"mapeditor-rs-tiled/assets/tiled_image_layers.tmx":                 loads(100, 100, 0, 6, "[Image Layer 1],[Image Layer 2]"),
	"mapeditor-rs-tiled/assets/tiled_object_capsule.tmx":               loads(2, 2, 0, 6, "Tile Layer 1"),
	"mapeditor-rs-tiled/assets/tiled_object_list_property.tmx":         loads(2, 2, 0, 6, "Tile Layer 1"),
	"mapeditor-rs-tiled/assets/tiled_object_template.tmx":              loads(3, 3, 0, 6, "Tile Layer 1"),
	"mapeditor-rs-tiled/assets/tiled_oblique.tmx":                      refused("oblique orientation is not supported"),
	"mapeditor-rs-tiled/assets/tiled_parallax.tmx":                     loads(10, 10, 0, 6, "Background,Middle,Foreground"),
	"mapeditor-rs-tiled/assets/tiled_repeat.tmx":                       loads(10, 10, 0, 6, "Background,Middle,Foreground,[ImageLayer]"),
	"mapeditor-rs-tiled/assets/tiled_text_object.tmx":                  loads(1, 1, 0, 6, ""),
	"mapeditor-rs-tiled/assets/tiled_xml.tmx":                          loads(100, 100, 0, 6, "Tile Layer 1"),
	"mapeditor-tiled/examples/desert.tmx":                              loads(40, 40, 0, 6, "Ground"),
	"mapeditor-tiled/examples/forest/forest.tmx":                       loads(40, 16, 0, 6, "platforms"),
	"mapeditor-tiled/examples/hexagonal-mini.tmx":                      refused("hexagonal orientation is not supported"),
	"mapeditor-tiled/examples/isometric_grass_and_water.tmx":           refused("isometric orientation is not supported"),
	"mapeditor-tiled/examples/isometric_staggered_grass_and_water.tmx": refused("infinite maps are not supported"),
	"mapeditor-tiled/examples/orthogonal-outside.tmx":                  loads(45, 31, 0, 6, "Ground,Fringe"),
	"mapeditor-tiled/examples/perspective_walls.tmx":                   loads(32, 32, 0, 6, "Walls,Walls level 2,Walls level 3"),
	"mapeditor-tiled/examples/sewers.tmx":                              loads(50, 50, 0, 6, "Bottom,Top"),
	"mapeditor-tiled/examples/sticker-knight/map/sandbox.tmx":          loads(79, 45, 0, 6, ""),
	"mapeditor-tiled/examples/sticker-knight/map/sandbox2.tmx":         loads(80, 31, 0, 6, ""),
	"mapeditor-tiled/examples/test_hexagonal_tile_60x60x30.tmx":        refused("hexagonal orientation is not supported"),
	"mapeditor-tiled/tests/data/mapobject.tmx":                         loads(100, 80, 0, 6, "Ground"),
	"tuxemon/mods/tuxemon/maps/azure_town.tmx":                         loads(50, 50, 0, 6, "Tile Layer 1,Tile Layer 2,Tile Layer 3,Above Player"),
	"tuxemon/mods/tuxemon/maps/spyder_flower_city.tmx":                 loads(40, 40, 0, 6, "Layer 1,Layer 2,Layer 3,Above Player"),
	"tuxemon/mods/tuxemon/maps/spyder_lion_mountain.tmx":               loads(40, 100, 0, 6, "Tile Layer 1,Tile Layer 2,Tile Layer 3,Above Player"),
}

// TestCorpus loads every real third-party map and checks each against its
// row in corpus; a map on disk without a row, or a row without a map, is
// an error. Skips when ../shared is absent.
func TestCorpus(t *testing.T) {
	if _, err := os.Stat(corpusDir); err != nil {
		t.Skip("../shared/testdata/tiled is absent")
	}
	var files []string
	err := filepath.WalkDir(corpusDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(p, ".tmx") {
			rel, err := filepath.Rel(corpusDir, p)
			if err != nil {
				return err
			}
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, rel := range files {
		seen[rel] = true
		want, ok := corpus[rel]
		if !ok {
			t.Errorf("%s: not in the corpus table; add its expected result", rel)
			continue
		}
		t.Run(rel, func(t *testing.T) {
			p := filepath.Join(corpusDir, filepath.FromSlash(rel))
			m, err := LoadFile(p, corpusDir)
			if want.refused != "" {
				if err == nil {
					t.Fatalf("loaded; want a refusal containing %q", want.refused)
				}
				msg := err.Error()
				if !strings.HasPrefix(msg, p+": ") || strings.Contains(msg, "\n") || !strings.Contains(msg, want.refused) {
					t.Errorf("want one line starting with %q and containing %q, got %q", p+": ", want.refused, msg)
				}
				return
			}
			if err != nil {
				t.Fatalf("refused (%v); want it to load", err)
			}
			f := m.Field
			if f.W != want.w || f.H != want.h || len(f.Covers) != want.covers || len(f.Zones) != want.zones {
				t.Errorf("%dx%d with %d covers and %d spawn zones; want %dx%d, %d and %d",
					f.W, f.H, len(f.Covers), len(f.Zones), want.w, want.h, want.covers, want.zones)
			}
			var names []string
			for _, l := range m.DrawOrder() {
				if l.Tile == nil {
					names = append(names, "["+l.Name()+"]")
				} else {
					names = append(names, l.Name())
				}
			}
			if got := strings.Join(names, ","); got != want.layers {
				t.Errorf("layers %q, want %q", got, want.layers)
			}
			if _, err := f.Spawns(2); err != nil {
				t.Errorf("two-side spawns: %v", err)
			}
		})
	}
	var missing []string
	for rel := range corpus {
		if !seen[rel] {
			missing = append(missing, rel)
		}
	}
	sort.Strings(missing)
	for _, rel := range missing {
		t.Errorf("%s: in the corpus table but not on disk", rel)
	}
}
