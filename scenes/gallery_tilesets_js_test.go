package scenes

import "testing"

// galleryTilesets has nothing to draw in the browser's build, which reads
// no Tiled file (maps.Map has no Tiled map there).
func galleryTilesets(t *testing.T, _ *Resources, _ string) {
	t.Skip("the browser's build reads no Tiled file")
}
