package maps

import (
	"image"
	"image/color"

	"sightline/rules/files"
)

// Limits on what drawing a map may take. The game draws a map's terrain
// once into chunks of GPU images (game.Chunks), four bytes a pixel, and
// decodes every tileset and image-layer picture first, which Ebitengine
// copies once more before its upload: these caps keep a map the loader
// accepts within what the game can hold. The worst accepted map (the
// largest drawn size with 128 MiB of pictures) started the game at
// 1.24 GB resident under Xvfb's software GPU, whose textures count there.
const (
	// MaxTileSide caps a map's tile width and height, in pixels.
	MaxTileSide = 256
	// MaxMapPixels caps a map's drawn size, width × tile width times
	// height × tile height: 640 MiB of terrain at most. The largest map of
	// the third-party corpus (100×100 tiles of 128 pixels) takes 163.8 M.
	MaxMapPixels = 160 << 20
	// MaxImageSide caps the width and height of one picture, under every
	// GPU's texture limit.
	MaxImageSide = 8192
	// MaxImageBytes caps what a map's pictures take decoded, summed over
	// every tileset image, tile image and image layer it names: four
	// bytes a pixel, eight for 16-bit pictures. Eight 8192² pictures took
	// 13 GB to start before it.
	MaxImageBytes = 128 << 20
)

// checkDrawable refuses a map the game could not draw within the limits:
// a tile or drawn size too large, or pictures that are too large or take
// too much memory together. It reads only the pictures' headers, so it
// costs nothing like what it guards; the game and sim lint meet it alike
// because every load runs it.
func (m *Map) checkDrawable() error {
	if m.TileWidth > MaxTileSide || m.TileHeight > MaxTileSide {
		return errorf("tile size %dx%d is larger than %d pixels; in Tiled use smaller tiles (Map > Map Properties > Tile Width and Tile Height)", m.TileWidth, m.TileHeight, MaxTileSide)
	}
	if w, h := m.Width*m.TileWidth, m.Height*m.TileHeight; w*h > MaxMapPixels {
		return errorf("the map is %dx%d pixels (%dx%d tiles of %dx%d), more than the %d M pixels the game draws; resize it in Tiled with Map > Resize Map or use smaller tiles",
			w, h, m.Width, m.Height, m.TileWidth, m.TileHeight, MaxMapPixels>>20)
	}
	var total int64
	for _, p := range m.pictures() {
		n, err := m.imageBytes(p)
		if err != nil {
			return err
		}
		total += n
		if total > MaxImageBytes {
			return errorf("image %s brings the map's pictures to %d MiB decoded, more than the %d MiB limit; use fewer or smaller tileset images", p, total>>20, MaxImageBytes>>20)
		}
	}
	return nil
}

// pictures returns the clean paths of every picture the map names, each
// once, in the order met: tileset images, tile images, image layers.
func (m *Map) pictures() []string {
	var out []string
	seen := map[string]bool{}
	add := func(p string) {
		if p = cleanRef(p); !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, ts := range m.Tilesets {
		if ts.Image != "" {
			add(ts.Image)
		}
		for _, t := range ts.Pictures {
			add(t.Source)
		}
	}
	for _, l := range m.order {
		if l.Tile == nil && l.Source != "" {
			add(l.Source)
		}
	}
	return out
}

// DecodePictures decodes every picture the map names, one at a time, and
// returns the first error, as ReadImage words it: what the game would meet
// drawing the map, for sim lint to find first. A loaded map's pictures
// take at most MaxImageBytes, so this costs at most that for a moment.
func (m *Map) DecodePictures() error {
	for _, p := range m.pictures() {
		if _, err := m.ReadImage(p); err != nil {
			return err
		}
	}
	return nil
}

// imageBytes reads the header of the picture at p (a clean path in the
// map's root) and returns what it takes decoded, refusing a picture past
// MaxImageSide.
func (m *Map) imageBytes(p string) (int64, error) {
	f, err := m.FS.Open(p)
	if err != nil {
		return 0, errorf("image %s: %v", p, files.Unwrap(err))
	}
	defer f.Close()
	cfg, _, err := image.DecodeConfig(f)
	if err != nil {
		return 0, errorf("image %s: %v", p, err)
	}
	if err := checkImageSize(p, cfg); err != nil {
		return 0, err
	}
	return int64(cfg.Width) * int64(cfg.Height) * bytesPerPixel(cfg.ColorModel), nil
}

// checkImageSize refuses a picture, by its header, that is larger than
// one picture may be.
func checkImageSize(p string, cfg image.Config) error {
	if cfg.Width > MaxImageSide || cfg.Height > MaxImageSide {
		return errorf("image %s is %dx%d, larger than %dx%d; split it into smaller tilesets", p, cfg.Width, cfg.Height, MaxImageSide, MaxImageSide)
	}
	return nil
}

// bytesPerPixel is what Go's decoders keep a pixel of a picture in that
// colour model in, at least the four of the GPU's copy.
func bytesPerPixel(cm color.Model) int64 {
	switch cm {
	case color.RGBA64Model, color.NRGBA64Model, color.Gray16Model:
		return 8
	}
	return 4
}
