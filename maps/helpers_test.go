package maps

import (
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"image"
	"image/png"
	"testing"

	g "sightline/rules/grid"
)

func at(x, y int) g.Pos { return g.Pos{X: x, Y: y} }

func tinyPNG(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewRGBA(image.Rect(0, 0, 64, 64))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// zlibBomb is a few kilobytes of base64 that inflate to 16 MiB of zeros, far past the limit.
func zlibBomb(t *testing.T) string {
	t.Helper()
	var b bytes.Buffer
	w, _ := zlib.NewWriterLevel(&b, zlib.BestCompression)
	zero := make([]byte, 1<<20)
	for i := 0; i < 16; i++ {
		w.Write(zero)
	}
	w.Close()
	return base64.StdEncoding.EncodeToString(b.Bytes())
}
