package maps

import (
	"embed"
	"io/fs"
	"strings"
)

// preparedFiles holds the bundled maps already read (prepared.go) and
// the pictures they draw with: the browser's build reads no Tiled file.
//
//go:embed prepared/*.json bundled/tilesets/*.png
var preparedFiles embed.FS

// tmx is empty in the browser's build, which parses no Tiled file.
type tmx struct{}

// Bundled returns the embedded root that holds the bundled maps'
// pictures.
func Bundled() fs.FS {
	sub, err := fs.Sub(preparedFiles, "bundled")
	if err != nil {
		panic(err) // the embed pattern guarantees the folder
	}
	return sub
}

// bundledNames returns the names of the prepared maps.
func bundledNames() []string {
	ents, _ := fs.ReadDir(preparedFiles, "prepared")
	var out []string
	for _, e := range ents {
		out = append(out, strings.TrimSuffix(e.Name(), ".json"))
	}
	return out
}

// loadBundled reads the bundled map name from its prepared form.
func loadBundled(name string) (*Map, error) {
	data, err := preparedFiles.ReadFile("prepared/" + name + ".json")
	if err != nil {
		return nil, mapErrorf(bundledDisplay(name), "%v", err)
	}
	return unmarshalPrepared(name, data, Bundled())
}

// LoadFile refuses a map file: the browser plays only the bundled maps.
func LoadFile(file, root string) (*Map, error) {
	return nil, mapErrorf(file, "the browser plays only the bundled maps (%s)", strings.Join(Names(), ", "))
}
