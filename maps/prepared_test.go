package maps

import (
	"bytes"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestPreparedMapsAreCurrent checks that maps/prepared holds exactly the
// bundled maps, each as its Tiled files read now: run go generate in maps
// after changing a bundled map or the prepared form.
func TestPreparedMapsAreCurrent(t *testing.T) {
	files, err := filepath.Glob("prepared/*.json")
	if err != nil {
		t.Fatal(err)
	}
	var have []string
	for _, f := range files {
		have = append(have, strings.TrimSuffix(filepath.Base(f), ".json"))
	}
	if !slices.Equal(have, Names()) {
		t.Fatalf("maps/prepared holds %v, the bundled maps are %v; run go generate ./maps", have, Names())
	}
	for _, n := range Names() {
		want, err := PrepareBundled(n)
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile("prepared/" + n + ".json")
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("maps/prepared/%s.json is stale; run go generate ./maps", n)
		}
	}
}

// TestPreparedMapsEqualTheLoader checks that each prepared map reads back
// as the loader reads the bundled map from its Tiled files: the same
// size, tilesets, layers in drawing order with every tile, battlefield
// and warnings, so the browser draws and plays the map the desktop does.
func TestPreparedMapsEqualTheLoader(t *testing.T) {
	for _, n := range Names() {
		want, err := LoadBundled(n)
		if err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile("prepared/" + n + ".json")
		if err != nil {
			t.Fatal(err)
		}
		got, err := unmarshalPrepared(n, data, Bundled())
		if err != nil {
			t.Fatal(err)
		}
		type drawn struct {
			Name, Path, Display                  string
			Width, Height, TileWidth, TileHeight int
			Tilesets                             []*Tileset
			Order                                []DrawLayer
			Warnings                             []string
		}
		view := func(m *Map) drawn {
			return drawn{m.Name, m.Path, m.Display, m.Width, m.Height, m.TileWidth, m.TileHeight, m.Tilesets, m.DrawOrder(), m.Warnings}
		}
		if g, w := view(got), view(want); !reflect.DeepEqual(g, w) {
			t.Errorf("%s: the prepared map draws otherwise than the loaded one:\n got %+v\nwant %+v", n, g, w)
		}
		if !reflect.DeepEqual(got.Field, want.Field) {
			t.Errorf("%s: the prepared map's field differs from the loaded one's", n)
		}
		tiles := 0
		for _, l := range got.Layers() {
			for _, tl := range l.Tiles {
				if tl.Set != 0 {
					tiles++
				}
			}
		}
		if tiles == 0 || len(got.Field.Covers) == 0 || len(got.Field.Zones) == 0 {
			t.Errorf("%s: %d tiles, %d covers and %d zones read back; the comparison saw an empty map", n, tiles, len(got.Field.Covers), len(got.Field.Zones))
		}
		if _, err := got.ReadImage(got.Tilesets[0].Image); err != nil {
			t.Errorf("%s: the prepared map's first tileset picture does not open: %v", n, err)
		}
	}
}

// TestPreparedPicturesAreEmbedded checks that every picture a bundled map
// draws with is among the files bundled_js.go embeds for the browser.
func TestPreparedPicturesAreEmbedded(t *testing.T) {
	src, err := os.ReadFile("bundled_js.go")
	if err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`(?m)^//go:embed (.*)$`).FindSubmatch(src)
	if line == nil {
		t.Fatal("bundled_js.go has no go:embed line")
	}
	patterns := strings.Fields(string(line[1]))
	for _, n := range Names() {
		m, err := LoadBundled(n)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range m.pictures() {
			found := false
			for _, pat := range patterns {
				if ok, _ := path.Match(pat, "bundled/"+p); ok {
					found = true
				}
			}
			if !found {
				t.Errorf("%s draws with %s, which bundled_js.go does not embed (%s)", n, p, line[1])
			}
		}
	}
}

// TestPreparedRefusesBrokenFiles checks that a damaged prepared map is
// refused with one line naming its file, never a panic.
func TestPreparedRefusesBrokenFiles(t *testing.T) {
	good, err := os.ReadFile("prepared/village.json")
	if err != nil {
		t.Fatal(err)
	}
	edits := map[string]func(string) string{
		"not JSON":      func(s string) string { return s[:len(s)/2] },
		"unknown field": func(s string) string { return strings.Replace(s, `"width"`, `"wide"`, 1) },
		"short row": func(s string) string {
			return strings.Replace(s, `"00000110000223333332200040000000"`, `"0000011000022333333220004000000"`, 1)
		},
		"unknown digit": func(s string) string {
			return strings.Replace(s, `"00000110000223333332200040000000"`, `"0000011000022333333220004000000!"`, 1)
		},
		"index past": func(s string) string {
			return strings.Replace(s, `"00000110000223333332200040000000"`, `"0000011000022333333220004000000Z"`, 1)
		},
		"tileset past":    func(s string) string { return strings.Replace(s, `"set": 1,`, `"set": 9,`, 1) },
		"size past limit": func(s string) string { return strings.Replace(s, `"width": 32,`, `"width": 100000,`, 1) },
	}
	for name, edit := range edits {
		s := edit(string(good))
		if s == string(good) {
			t.Fatalf("%s: the edit changed nothing", name)
		}
		_, err := unmarshalPrepared("village", []byte(s), Bundled())
		if err == nil {
			t.Errorf("%s: accepted", name)
			continue
		}
		if msg := err.Error(); !strings.HasPrefix(msg, "maps/prepared/village.json: ") || strings.Contains(msg, "\n") {
			t.Errorf("%s: error %q should be one line naming the file", name, msg)
		}
	}
}
