package maps

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"strings"
	"testing"
)

// pngHeader returns the start of a PNG of w×h pixels at the given bit depth
// and colour type (6: RGBA), up to its header chunk: enough for
// image.DecodeConfig, and far smaller than the picture it announces.
func pngHeader(w, h int, depth, colourType byte) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = depth, colourType
	chunk := append([]byte("IHDR"), ihdr...)
	binary.Write(&b, binary.BigEndian, uint32(len(ihdr)))
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return b.Bytes()
}

// pictureMap returns a 4×3 map of 32-pixel tiles whose tileset is a
// collection of one tile per picture named, and whose image layers show
// the pictures named in layers.
func pictureMap(pictures, layers []string) string {
	var ts strings.Builder
	fmt.Fprintf(&ts, ` <tileset firstgid="1" name="c" tilewidth="32" tileheight="32" tilecount="%d" columns="0">`+"\n", len(pictures))
	for i, p := range pictures {
		fmt.Fprintf(&ts, `  <tile id="%d"><image width="32" height="32" source="%s"/></tile>`+"\n", i, p)
	}
	ts.WriteString(" </tileset>\n")
	var ls strings.Builder
	for i, p := range layers {
		fmt.Fprintf(&ls, ` <imagelayer id="%d" name="l%d"><image source="%s"/></imagelayer>`+"\n", 10+i, i, p)
	}
	return `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="4" height="3" tilewidth="32" tileheight="32" infinite="0">
` + ts.String() + ` <layer id="1" name="ground" width="4" height="3">
  <data encoding="csv">1,1,1,1,
1,1,1,1,
1,1,1,1</data>
 </layer>
` + ls.String() + `</map>`
}

// sizedMap returns a map of w×h tiles of tile×tile pixels, every square
// painted with the one tile of plainTSX's picture.
func sizedMap(w, h, tile int) string {
	row := strings.TrimSuffix(strings.Repeat("1,", w), ",")
	rows := make([]string, h)
	for i := range rows {
		rows[i] = row
	}
	return fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="%d" height="%d" tilewidth="%d" tileheight="%d" infinite="0">
 <tileset firstgid="1" source="t.tsx"/>
 <layer id="1" name="ground" width="%d" height="%d">
  <data encoding="csv">%s</data>
 </layer>
</map>`, w, h, tile, tile, w, h, strings.Join(rows, ",\n"))
}

// checkRefusal checks that the map at p is refused in one line naming it
// and containing want, and that sim lint's finding for it is the same
// problem in the same words.
func checkRefusal(t *testing.T, p, want string) {
	t.Helper()
	_, err := LoadFile(p, "")
	if err == nil {
		t.Errorf("%s loaded; want a refusal containing %q", p, want)
		return
	}
	msg := err.Error()
	if !strings.HasPrefix(msg, p+": ") || strings.Contains(msg, "\n") || !strings.Contains(msg, want) {
		t.Errorf("want one line starting with %q and containing %q, got %q", p+": ", want, msg)
	}
	findings, problems := Lint("", p)
	if problems != 1 || len(findings) != 1 || findings[0].String() != msg {
		t.Errorf("lint says %v (%d problems); want the one problem %q", findings, problems, msg)
	}
}

// TestDrawLimits refuses maps too large for the game to draw (a tile or
// drawn size past the caps) in one line, in the loader and in lint alike,
// and accepts a big map within them.
func TestDrawLimits(t *testing.T) {
	dir := t.TempDir()
	writeMap(t, dir, "t.tsx", plainTSX)
	writeMap(t, dir, "t.png", string(tinyPNG(t)))
	huge := writeMap(t, dir, "huge.tmx", sizedMap(512, 512, 64))
	checkRefusal(t, huge, "the map is 32768x32768 pixels (512x512 tiles of 64x64), more than the 160 M pixels")
	bigTile := writeMap(t, dir, "bigtile.tmx", sizedMap(4, 3, 512))
	checkRefusal(t, bigTile, "tile size 512x512 is larger than 256 pixels")
	// 32768×2560 pixels: past one GPU image, within the caps.
	wide := writeMap(t, dir, "wide.tmx", sizedMap(512, 40, 64))
	if _, err := LoadFile(wide, ""); err != nil {
		t.Errorf("a 512x40 map of 64-pixel tiles is refused: %v", err)
	}
}

// TestPictureBudget refuses a map whose pictures together would take more
// than MaxImageBytes decoded, naming the picture that passes it, before
// decoding any: the pictures here are headers announcing what they would
// take. Tile images and image layers count, 16-bit pictures twice, each
// picture once however often it is named.
func TestPictureBudget(t *testing.T) {
	dir := t.TempDir()
	// 8192×2048 RGBA: 64 MiB each decoded.
	for i := range 3 {
		writeMap(t, dir, fmt.Sprintf("p%d.png", i), string(pngHeader(8192, 2048, 8, 6)))
	}
	writeMap(t, dir, "deep.png", string(pngHeader(8192, 2048, 16, 6)))
	writeMap(t, dir, "wide.png", string(pngHeader(16384, 16, 8, 6)))
	for _, c := range []struct {
		name            string
		pictures, layer []string
		want            string // empty: loads
	}{
		{"two.tmx", []string{"p0.png", "p1.png", "p0.png"}, nil, ""},
		{"three.tmx", []string{"p0.png", "p1.png", "p2.png"}, nil, "image p2.png brings the map's pictures to 192 MiB decoded, more than the 128 MiB limit"},
		{"layer.tmx", []string{"p0.png", "p1.png"}, []string{"p2.png"}, "image p2.png brings the map's pictures to 192 MiB"},
		{"deep.tmx", []string{"deep.png"}, nil, ""},
		{"deeper.tmx", []string{"deep.png", "p0.png"}, nil, "image p0.png brings the map's pictures to 192 MiB"},
		{"wide.tmx", []string{"wide.png"}, nil, "image wide.png is 16384x16, larger than 8192x8192"},
	} {
		p := writeMap(t, dir, c.name, pictureMap(c.pictures, c.layer))
		if c.want == "" {
			if _, err := LoadFile(p, ""); err != nil {
				t.Errorf("%s: %v; want it to load", c.name, err)
			}
			continue
		}
		checkRefusal(t, p, c.want)
	}
}
