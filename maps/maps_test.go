package maps

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBundledMapsLoad checks every bundled map loads clean with spawn zones
// for 2 and 4 sides, cover and walkable spawns.
func TestBundledMapsLoad(t *testing.T) {
	names := Names()
	if len(names) < 5 {
		t.Fatalf("want at least 5 bundled maps, have %v", names)
	}
	for _, n := range names {
		t.Run(n, func(t *testing.T) {
			m, err := LoadBundled(n)
			if err != nil {
				t.Fatal(err)
			}
			if len(m.Warnings) != 0 {
				t.Errorf("warnings: %v", m.Warnings)
			}
			f := m.Field
			if f.W < 24 || f.H < 24 || f.W > 64 || f.H > 64 {
				t.Errorf("size %dx%d outside 24..64", f.W, f.H)
			}
			for _, k := range []int{2, 4} {
				zs, err := f.Spawns(k)
				if err != nil {
					t.Fatal(err)
				}
				for _, z := range zs {
					for _, p := range z {
						if !f.Walkable(p) {
							t.Errorf("spawn %v not walkable", p)
						}
					}
				}
			}
			if len(f.Covers) == 0 {
				t.Error("no cover on the map")
			}
		})
	}
}

func TestOpenUnknownBundled(t *testing.T) {
	_, err := Open("nosuchmap", "")
	if err == nil || !strings.Contains(err.Error(), "nosuchmap") {
		t.Fatalf("want an error naming the map, got %v", err)
	}
}

func writeMap(t *testing.T, dir, name, body string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const plainTSX = `<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" name="t" tilewidth="32" tileheight="32" tilecount="4" columns="2">
 <image source="t.png" width="64" height="64"/>
 <tile id="1"><properties><property name="terrain" value="wall"/></properties></tile>
 <tile id="2"><properties><property name="cover" value="sandbag"/><property name="cover_edge" value="N"/></properties></tile>
 <tile id="3"><properties><property name="cover" value="plastic"/></properties></tile>
</tileset>`

func mapXML(attrs, data string) string {
	return `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="4" height="3" tilewidth="32" tileheight="32" infinite="0" ` + attrs + `>
 <tileset firstgid="1" source="t.tsx"/>
 <layer id="1" name="ground" width="4" height="3">
  <data encoding="csv">` + data + `</data>
 </layer>
</map>`
}

// TestConventionsAndRefusals loads small hand-written maps: conventions
// apply, and each broken map is refused with one line naming the file.
func TestConventionsAndRefusals(t *testing.T) {
	dir := t.TempDir()
	writeMap(t, dir, "t.tsx", plainTSX)
	writeMap(t, dir, "t.png", string(tinyPNG(t)))
	ok := writeMap(t, dir, "ok.tmx", mapXML("", "1,2,1,1,\n1,3,1,1,\n1,1,1,1"))
	m, err := LoadFile(ok, "")
	if err != nil {
		t.Fatal(err)
	}
	f := m.Field
	if f.Walkable(at(1, 0)) || !f.At(at(1, 0)).BlocksSight {
		t.Error("wall tile should block movement and sight")
	}
	if c := f.HEdges[1*f.W+1]; c < 0 || f.Covers[c].Material.String() != "sandbag" {
		t.Errorf("want sandbag cover on the north edge of (1,1), got %d", c)
	}
	if _, err := f.Spawns(2); err != nil {
		t.Errorf("default spawns: %v", err)
	}
	if len(m.Warnings) == 0 {
		t.Error("a map without spawns should warn")
	}
	cases := []struct{ name, body, want string }{
		{"iso.tmx", strings.Replace(mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1"), `orientation="orthogonal"`, `orientation="isometric"`, 1), "Orientation: Orthogonal"},
		{"inf.tmx", strings.Replace(mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1"), `infinite="0"`, `infinite="1"`, 1), "Infinite"},
		{"short.tmx", mapXML("", "1,1,1,1,\n1,1"), "rows too short"},
		{"badgid.tmx", mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,99"), "no tileset"},
		{"material.tmx", mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,4"), "plastic"},
		{"escape.tmx", strings.Replace(mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1"), `source="t.tsx"`, `source="../../etc/passwd"`, 1), "leaves the map's root"},
		{"missing.tmx", strings.Replace(mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1"), `source="t.tsx"`, `source="gone.tsx"`, 1), "missing"},
		{"huge.tmx", strings.Replace(mapXML("", "1"), `width="4" height="3" tilewidth`, `width="100000" height="100000" tilewidth`, 1), "outside 1..512"},
		{"zstd.tmx", strings.Replace(mapXML("", "AAAA"), `encoding="csv"`, `encoding="base64" compression="zstd"`, 1), "zstd"},
		{"bomb.tmx", strings.Replace(mapXML("", zlibBomb(t)), `encoding="csv"`, `encoding="base64" compression="zlib"`, 1), "inflates past"},
		{"trunc.tmx", mapXML("", "1,1,1,1")[:200], "malformed"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := writeMap(t, dir, c.name, c.body)
			_, err := LoadFile(p, "")
			if err == nil {
				t.Fatal("loaded; want a refusal")
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, p+":") || strings.Contains(msg, "\n") || !strings.Contains(msg, c.want) {
				t.Errorf("want one line starting with %q and containing %q, got %q", p, c.want, msg)
			}
		})
	}
}
