package maps

import (
	"os"
	"testing"
	"testing/fstest"
)

// FuzzLoad feeds arbitrary bytes as a map beside a valid tileset: loading
// may fail but must never panic or hang.
func FuzzLoad(f *testing.F) {
	for _, n := range []string{"village", "warehouse"} {
		if b, err := fsReadFile(n + ".tmx"); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(mapXML("", "1,2,1,1,\n1,3,1,1,\n1,1,1,1")))
	png := tinyPNGBytes()
	f.Fuzz(func(t *testing.T, data []byte) {
		fsys := fstest.MapFS{
			"m.tmx":                {Data: data},
			"t.tsx":                {Data: []byte(plainTSX)},
			"t.png":                {Data: png},
			"tilesets/terrain.tsx": {Data: mustBundled("tilesets/terrain.tsx")},
		}
		m, err := Load(fsys, "m.tmx")
		if err == nil && m.Field == nil {
			t.Fatal("no error and no field")
		}
	})
}

func fsReadFile(name string) ([]byte, error) { return readAll(Bundled(), name) }

func mustBundled(name string) []byte {
	b, _ := readAll(Bundled(), name)
	return b
}

func tinyPNGBytes() []byte {
	b, _ := os.ReadFile("bundled/tilesets/terrain.png")
	return b
}
