// Command gen draws all of Sightline's art and writes the bundled maps.
//
// Every image is pixel art drawn by this code on the one palette of
// sightline/assets/palette; the tilesets (.tsx) carry the Tiled properties of
// the map conventions in DEVELOPERS.md, and the maps (.tmx) are generated
// from ASCII layouts. Run it from the module root:
//
//	go run ./assets/gen
//
// It writes assets/*.png, maps/bundled/tilesets/*.{tsx,png},
// maps/bundled/*.tmx and maps/sightline.tiled-project. The generated files
// are committed; a test checks that regenerating gives the same bytes, so
// edit this generator, never its output.
package main

import (
	"errors"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"sort"
)

func main() {
	root := flag.String("root", ".", "the module root to write into")
	preview := flag.String("preview", "", "also render enlarged previews of the art and the maps into this directory")
	flag.Parse()
	err := run(*root)
	if err == nil && *preview != "" {
		err = writePreviews(*preview)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

// run generates every file and writes it below root.
func run(root string) error {
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		return fmt.Errorf("%s: not the module root (no go.mod); run from the root or pass -root", root)
	}
	files, err := generate()
	if err != nil {
		return err
	}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		p := filepath.Join(root, filepath.FromSlash(n))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, files[n], 0o644); err != nil {
			return err
		}
	}
	return nil
}

// generate returns every generated file by its slash-separated path from
// the module root.
func generate() (map[string][]byte, error) {
	files := map[string][]byte{}
	var errs []error
	sets := newTilesets(terrainTileset(), coverTileset(), heightTileset())
	for _, r := range sets {
		img, err := r.ts.png()
		errs = append(errs, err)
		files["maps/bundled/tilesets/"+r.ts.name+".png"] = img
		files["maps/bundled/tilesets/"+r.ts.name+".tsx"] = r.ts.tsx()
	}
	for _, m := range bundledMaps() {
		b, err := m.tmx(sets)
		errs = append(errs, err)
		files["maps/bundled/"+m.name+".tmx"] = b
	}
	fonts, err := browserFonts()
	errs = append(errs, err)
	maps.Copy(files, fonts)
	proj, err := projectFile()
	errs = append(errs, err)
	files["maps/sightline.tiled-project"] = proj
	for name, draw := range sheets() {
		img, err := encodePNG(draw())
		errs = append(errs, err)
		files["assets/"+name+".png"] = img
	}
	return files, errors.Join(errs...)
}
