package maps

import (
	"strings"
	"testing"

	g "sightline/rules/grid"
)

// TestTemplatesMerge loads testdata/templates/templates.tmx, whose Cover
// and Spawn objects come from cover.tx and spawn.tx: an instance takes the
// template's class, name, size and properties, and what it sets itself
// (size, name, class, properties) wins over the template.
func TestTemplatesMerge(t *testing.T) {
	m, err := LoadFile("testdata/templates/templates.tmx", "")
	if err != nil {
		t.Fatal(err)
	}
	f := m.Field
	type cover struct {
		mat   string
		full  bool
		faces uint8
	}
	covers := map[g.Pos]cover{
		// Plain instance: 64×32 sandbag, full height, facing north.
		at(0, 0): {"sandbag", true, g.North},
		at(1, 0): {"sandbag", true, g.North},
		// Size and material overridden: one concrete square.
		at(2, 2): {"concrete", true, g.North},
		// Faces and height overridden, template size kept.
		at(4, 2): {"sandbag", false, g.South | g.West},
		at(5, 2): {"sandbag", false, g.South | g.West},
	}
	for y := 0; y < f.H; y++ {
		for x := 0; x < f.W; x++ {
			p := at(x, y)
			i := f.At(p).Cover
			w, ok := covers[p]
			if !ok {
				if i != g.NoCover {
					t.Errorf("square %v has cover %d, want none", p, i)
				}
				continue
			}
			if i == g.NoCover {
				t.Errorf("square %v has no cover, want %v", p, w)
				continue
			}
			c := f.Covers[i]
			if got := (cover{c.Material.String(), c.Full, c.Faces}); got != w {
				t.Errorf("square %v: cover %+v, want %+v", p, got, w)
			}
		}
	}
	zones, err := f.Spawns(2)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]g.Pos{{at(5, 0), at(5, 1)}, {at(0, 3), at(1, 3)}}
	for side, w := range want {
		if len(zones[side]) != len(w) || zones[side][0] != w[0] || zones[side][1] != w[1] {
			t.Errorf("side %d spawns on %v, want %v", side+1, zones[side], w)
		}
	}
	names := map[string]bool{}
	for _, z := range f.Zones {
		if z.Sides == 2 {
			names[z.Name] = true
		}
	}
	if len(names) != 2 || !names["post"] || !names["yard"] {
		t.Errorf("two-side zone names %v, want post (from the template) and yard (the instance's)", names)
	}
	// The class override turns a spawn template into a ladder.
	if !f.At(at(3, 0)).Climb || !f.At(at(3, 1)).Climb || f.At(at(2, 0)).Climb {
		t.Error("the instance with class Ladder should mark squares 3,0 and 3,1 climb, and only those")
	}
	if len(m.Warnings) != 0 {
		t.Errorf("warnings %v, want none: the map has spawns", m.Warnings)
	}
}

// TestMissingTemplate checks that an object whose .tx is missing is
// refused with one line naming the map and the template.
func TestMissingTemplate(t *testing.T) {
	dir := t.TempDir()
	writeMap(t, dir, "t.tsx", plainTSX)
	writeMap(t, dir, "t.png", string(tinyPNG(t)))
	body := strings.Replace(mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1"), "</map>", ` <objectgroup id="2" name="zones"><object id="1" template="gone.tx" x="0" y="0"/></objectgroup>
</map>`, 1)
	p := writeMap(t, dir, "tx.tmx", body)
	_, err := LoadFile(p, "")
	if err == nil {
		t.Fatal("loaded; want a refusal")
	}
	if msg := err.Error(); !strings.HasPrefix(msg, p+": ") || strings.Contains(msg, "\n") || !strings.Contains(msg, "gone.tx is missing") {
		t.Errorf("want one line naming %s and gone.tx, got %q", p, msg)
	}
}

// TestUnknownCoverSide checks that a faces value naming no side is refused
// with the line docs/maps.md shows.
func TestUnknownCoverSide(t *testing.T) {
	dir := t.TempDir()
	writeMap(t, dir, "t.tsx", plainTSX)
	writeMap(t, dir, "t.png", string(tinyPNG(t)))
	body := strings.Replace(mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1"), "</map>", ` <objectgroup id="2" name="zones"><object id="7" name="crates" class="Cover" x="32" y="32" width="32" height="32"><properties><property name="material" value="thick_wood"/><property name="faces" value="NE"/></properties></object></objectgroup>
</map>`, 1)
	p := writeMap(t, dir, "faces.tmx", body)
	_, err := LoadFile(p, "")
	want := p + `: object 7 "crates" (Cover): unknown cover side "NE"; use N, E, S, W`
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %q", err, want)
	}
}
