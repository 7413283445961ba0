//go:build !js

package game

import (
	"bytes"
	"fmt"
	"image"
	"image/png"

	"github.com/hajimehoshi/ebiten/v2"
)

// encodePNG reads screen back and encodes it as a PNG.
func encodePNG(screen *ebiten.Image) ([]byte, error) {
	img := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(img.Pix)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("screenshot: %v", err)
	}
	return buf.Bytes(), nil
}
