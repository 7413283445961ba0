// Package assets holds Sightline's art and fonts, embedded in the binary.
//
// All art is original pixel art drawn by the generator in assets/gen on the
// palette of assets/palette; never edit the PNGs by hand, change the
// generator and run `go run ./assets/gen`. The package imports no graphics
// engine: it hands out image.Image values and font data, and the client
// turns them into textures.
//
// The map tilesets are not here: they live beside the maps in
// maps/bundled/tilesets, where Tiled and the map loader find them.
package assets

import (
	"bytes"
	"embed"
	"fmt"
	"image"
	"image/png"
)

//go:embed *.png
var sheets embed.FS

// TileSize is the edge of a map tile and of a unit or effect frame, in
// pixels.
const TileSize = 32

// decode reads one embedded sheet.
func decode(name string) (image.Image, error) {
	b, err := sheets.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("assets: %s: %w", name, err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("assets: %s: %w", name, err)
	}
	return img, nil
}

// AppIcon returns the application's icon (the window's, and the browser
// tab's): 32×32 pixel art.
func AppIcon() (image.Image, error) { return decode("appicon.png") }

// AppIconPNG returns the icon's PNG file, for a page to link to.
func AppIconPNG() ([]byte, error) { return sheets.ReadFile("appicon.png") }
