package maps

import (
	"strings"
	"testing"
)

// TestDrawOrderFollowsTheFile loads testdata/layers/layers.tmx, whose layer
// ids are out of file order and which holds image layers and groups: the
// draw order must be the file's, with the groups' offset, opacity and
// visibility folded into each layer.
func TestDrawOrderFollowsTheFile(t *testing.T) {
	m, err := LoadFile("testdata/layers/layers.tmx", "")
	if err != nil {
		t.Fatal(err)
	}
	type want struct {
		name    string
		image   bool
		source  string
		ox, oy  float64
		opacity float32
		visible bool
	}
	wants := []want{
		{"ground", false, "", 0, 0, 1, true},
		{"shade", true, "shade.png", 8, 0, 1, true},
		{"top", false, "", 0, 0, 1, true},
		{"ghost", false, "", 0, 0, 0.25, false},
		{"hidden", true, "hidden.png", 0, 0, 1, false},
	}
	got := m.DrawOrder()
	if len(got) != len(wants) {
		var names []string
		for _, l := range got {
			names = append(names, l.Name())
		}
		t.Fatalf("draw order %v, want %d layers", names, len(wants))
	}
	for i, w := range wants {
		l := got[i]
		if l.Name() != w.name || (l.Tile == nil) != w.image {
			t.Errorf("layer %d is %q (image %v), want %q (image %v)", i, l.Name(), l.Tile == nil, w.name, w.image)
			continue
		}
		if l.Source != w.source || l.OffsetX != w.ox || l.OffsetY != w.oy || l.Opacity != w.opacity || l.Visible != w.visible {
			t.Errorf("layer %q: source %q offset %v,%v opacity %v visible %v; want %q %v,%v %v %v",
				w.name, l.Source, l.OffsetX, l.OffsetY, l.Opacity, l.Visible, w.source, w.ox, w.oy, w.opacity, w.visible)
		}
	}
	var tiles []string
	for _, l := range m.Layers() {
		tiles = append(tiles, l.Name)
	}
	if s := strings.Join(tiles, ","); s != "ground,top,ghost" {
		t.Errorf("Layers() = %s, want ground,top,ghost", s)
	}
	if imgs := m.ImageLayers(); len(imgs) != 2 || imgs[0].Name() != "shade" || imgs[1].Name() != "hidden" {
		t.Errorf("ImageLayers() = %v, want shade then hidden", imgs)
	}
	if _, err := m.ReadImage(got[1].Source); err != nil {
		t.Errorf("the image layer's Source should open with ReadImage: %v", err)
	}
}

// TestImageLayerRefusals checks that an image layer whose picture is
// missing or outside the root is refused with one line naming the file.
func TestImageLayerRefusals(t *testing.T) {
	dir := t.TempDir()
	writeMap(t, dir, "t.tsx", plainTSX)
	writeMap(t, dir, "t.png", string(tinyPNG(t)))
	base := mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1")
	for _, c := range []struct{ name, src, want string }{
		{"gone.tmx", "gone.png", `image layer "back" image "gone.png" is missing`},
		{"out.tmx", "../../x.png", "leaves the map's root"},
	} {
		body := strings.Replace(base, "</map>", ` <imagelayer id="9" name="back"><image source="`+c.src+`"/></imagelayer>
</map>`, 1)
		p := writeMap(t, dir, c.name, body)
		_, err := LoadFile(p, "")
		if err == nil {
			t.Errorf("%s loaded; want a refusal", c.name)
			continue
		}
		if msg := err.Error(); !strings.HasPrefix(msg, p+": ") || strings.Contains(msg, "\n") || !strings.Contains(msg, c.want) {
			t.Errorf("want one line starting with %q and containing %q, got %q", p, c.want, msg)
		}
	}
}
