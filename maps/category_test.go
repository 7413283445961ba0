package maps

import (
	"fmt"
	"strings"
	"testing"

	g "sightline/rules/grid"
)

// TestCoverCategories loads cover with and without a category: a tile's
// cover_category or a Cover object's category is kept, a section without
// one takes its height's (Class), a height left out follows the category,
// a category alone brings the default material, and a category at odds
// with its height, or unknown, is refused with one line.
func TestCoverCategories(t *testing.T) {
	dir := t.TempDir()
	writeMap(t, dir, "t.png", string(tinyPNG(t)))
	writeMap(t, dir, "t.tsx", `<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" name="t" tilewidth="32" tileheight="32" tilecount="4" columns="2">
 <image source="t.png" width="64" height="64"/>
 <tile id="1"><properties><property name="cover" value="stone"/><property name="cover_height" value="full"/></properties></tile>
 <tile id="2"><properties><property name="cover_category" value="three_quarter"/><property name="cover_edge" value="N"/></properties></tile>
 <tile id="3"><properties><property name="cover" value="thin_wood"/><property name="cover_category" value="full"/><property name="cover_edge" value="W"/></properties></tile>
</tileset>`)
	object := func(props string) string {
		return fmt.Sprintf(` <objectgroup id="2" name="cover"><object id="5" name="bunker" class="Cover" x="96" y="64" width="32" height="32"><properties>%s</properties></object></objectgroup>
</map>`, props)
	}
	prop := func(name, value string) string { return fmt.Sprintf(`<property name=%q value=%q/>`, name, value) }
	body := strings.Replace(mapXML("", "2,1,1,1,\n1,3,4,1,\n1,1,1,1"), "</map>", object(prop("material", "concrete")+prop("category", "loophole")), 1)
	m, err := LoadFile(writeMap(t, dir, "cat.tmx", body), "")
	if err != nil {
		t.Fatal(err)
	}
	f := m.Field
	wall := f.Covers[f.At(at(0, 0)).Cover]
	edge := f.Covers[f.HEdges[1*f.W+1]]
	fence := f.Covers[f.VEdges[1*(f.W+1)+2]]
	bunker := f.Covers[f.At(at(3, 2)).Cover]
	for _, c := range []struct {
		name     string
		cv       g.Cover
		class    g.CoverCategory
		full     bool
		material string
	}{
		{"full-height stone, no category", wall, g.CoverFull, true, "stone"},
		{"three-quarter, no material", edge, g.CoverThreeQuarter, false, "sandbag"},
		{"full category, no height", fence, g.CoverFull, true, "thin_wood"},
		{"loophole object", bunker, g.CoverLoophole, false, "concrete"},
	} {
		if c.cv.Class() != c.class || c.cv.Full != c.full || c.cv.Material.String() != c.material {
			t.Errorf("%s: class %s full %v material %s, want %s %v %s", c.name, c.cv.Class(), c.cv.Full, c.cv.Material, c.class, c.full, c.material)
		}
	}
	if wall.Category != g.CategoryByHeight {
		t.Errorf("a section without a category keeps %s, want auto", wall.Category)
	}
	if (g.Cover{}).Class() != g.CoverHalf {
		t.Error("half-height cover without a category is not half cover")
	}

	for _, c := range []struct{ props, want string }{
		{prop("category", "heavy"), `unknown cover category "heavy"; use one of auto light half three_quarter loophole full`},
		{prop("category", "half") + prop("height", "full"), "cover category half with height full: only full cover is full height"},
		{prop("category", "full") + prop("height", "half"), "cover category full with height half"},
	} {
		p := writeMap(t, dir, "bad.tmx", strings.Replace(mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1"), "</map>", object(c.props), 1))
		_, err := LoadFile(p, "")
		if err == nil || !strings.HasPrefix(err.Error(), p+`: object 5 "bunker" (Cover): `+c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: got %v, want one line with %q", c.props, err, c.want)
		}
	}
}
