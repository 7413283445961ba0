package main

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lafriks/go-tiled"

	"sightline/assets"
	"sightline/assets/palette"
)

// root is the module root, seen from this package's directory.
const root = "../.."

// TestGeneratedFilesAreCurrent fails when a committed generated file differs
// from what the generator makes now: someone edited the output by hand or
// changed the generator without running it.
func TestGeneratedFilesAreCurrent(t *testing.T) {
	files, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("the generator made no files")
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(name)))
		if err != nil {
			t.Errorf("%s: %v (run `go run ./assets/gen`)", name, err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the generator's output (run `go run ./assets/gen`, never edit it by hand)", name)
		}
	}
}

// TestGenerateIsDeterministic checks that two runs give the same bytes.
func TestGenerateIsDeterministic(t *testing.T) {
	a, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	b, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	for name := range a {
		if !bytes.Equal(a[name], b[name]) {
			t.Errorf("%s differs between two runs", name)
		}
	}
}

// TestBundledMapsParseWithGoTiled loads every bundled map through go-tiled,
// as the maps package does, and checks that the enum-typed properties keep
// their values and their custom type.
func TestBundledMapsParseWithGoTiled(t *testing.T) {
	for _, m := range bundledMaps() {
		path := filepath.Join(root, "maps", "bundled", m.name+".tmx")
		tm, err := tiled.LoadFile(path)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		w, h := m.size()
		if tm.Width != w || tm.Height != h || tm.TileWidth != tileSize {
			t.Errorf("%s: %dx%d tiles of %d px, want %dx%d of %d", path, tm.Width, tm.Height, tm.TileWidth, w, h, tileSize)
		}
		if len(tm.Layers) != 2 || len(tm.ObjectGroups) != 1 {
			t.Errorf("%s: %d tile layers and %d object layers, want 2 and 1", path, len(tm.Layers), len(tm.ObjectGroups))
			continue
		}
		terrain := tm.Layers[0].Tiles[0]
		if terrain.Tileset == nil {
			t.Errorf("%s: the first ground tile has no tileset", path)
			continue
		}
		tile, err := terrain.Tileset.GetTilesetTile(terrain.ID)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		var found bool
		for _, p := range tile.Properties {
			if p.Name == "terrain" {
				found = true
				if p.PropertyType != "Terrain" || p.Value == "" {
					t.Errorf("%s: terrain property %+v lost its enum type or value", path, *p)
				}
			}
		}
		if !found {
			t.Errorf("%s: the first ground tile has no terrain property", path)
		}
		spawns := 0
		for _, o := range tm.ObjectGroups[0].Objects {
			if o.Class == "Spawn" {
				spawns++
				if o.Properties.GetInt("side") < 1 || o.Properties.GetInt("sides") < 2 {
					t.Errorf("%s: spawn %q lacks side or sides", path, o.Name)
				}
			}
		}
		if spawns != 6 {
			t.Errorf("%s: %d spawn objects, want 2 for two sides and 4 for four", path, spawns)
		}
	}
}

// TestSheetLayoutsMatchAssets guards the layout the assets package
// publishes against what the generator draws.
func TestSheetLayoutsMatchAssets(t *testing.T) {
	if len(effectNames()) != int(assets.Effects) || effectColumns != assets.EffectColumns {
		t.Errorf("%d effects in %d columns drawn, assets says %d in %d", len(effectNames()), effectColumns, assets.Effects, assets.EffectColumns)
	}
	for name, e := range map[string]assets.Effect{"tracer_we": assets.TracerWE, "flash_n": assets.FlashN, "impact_0": assets.Impact0,
		"chips_wood": assets.ChipsWood, "shadow_1": assets.Shadow1, "shadow_3": assets.Shadow3} {
		if effectNames()[e] != name {
			t.Errorf("effect %d is drawn as %s, assets calls it %s", e, effectNames()[e], name)
		}
	}
	for _, n := range iconNames() {
		if _, ok := iconPixels()[n]; !ok {
			t.Errorf("icon %s has no pixels", n)
		}
	}
	if unitRoles != assets.Roles || unitFacings != assets.Facings || unitFrames != assets.Frames || tileSize != assets.TileSize || iconSize != assets.IconSize {
		t.Error("the unit sheet layout differs from the assets package's")
	}
}

// TestArtUsesOnlyThePalette decodes every generated PNG and wants it
// paletted on exactly Sightline's palette, so no stray colour slips in.
func TestArtUsesOnlyThePalette(t *testing.T) {
	files, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	want := palette.Colors()
	n := 0
	for name, b := range files {
		if !strings.HasSuffix(name, ".png") {
			continue
		}
		n++
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		p, ok := img.(*image.Paletted)
		if !ok {
			t.Errorf("%s is a %T, not paletted", name, img)
			continue
		}
		if len(p.Palette) != len(want) {
			t.Errorf("%s has %d palette entries, want %d", name, len(p.Palette), len(want))
			continue
		}
		for i := range want {
			r1, g1, b1, a1 := p.Palette[i].RGBA()
			r2, g2, b2, a2 := want[i].RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				t.Errorf("%s: palette entry %d differs", name, i)
			}
		}
	}
	if n < 6 {
		t.Errorf("only %d PNGs generated", n)
	}
}

// TestIconPixelMapsAreWellFormed wants every icon drawn as 14 rows of 14
// letters that all name a palette colour, and no two icons alike.
func TestIconPixelMapsAreWellFormed(t *testing.T) {
	colours := iconColours()
	seen := map[[14]string]string{}
	for name, px := range iconPixels() {
		for y, row := range px {
			if len(row) != 14 {
				t.Errorf("icon %s row %d has %d letters, want 14", name, y, len(row))
			}
			for x := 0; x < len(row); x++ {
				if _, ok := colours[row[x]]; !ok && row[x] != '.' {
					t.Errorf("icon %s row %d: %q at %d names no colour", name, y, row[x], x)
				}
			}
		}
		if other, ok := seen[px]; ok {
			t.Errorf("icons %s and %s have the same pixels", name, other)
		}
		seen[px] = name
	}
	if len(iconPixels()) != len(iconNames()) {
		t.Errorf("%d icons have pixels, %d are named", len(iconPixels()), len(iconNames()))
	}
}
