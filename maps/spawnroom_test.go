package maps

import (
	"strconv"
	"strings"
	"testing"
)

// emptyMap returns a map of w×h tiles with no tileset and no layer: every
// square is walkable floor and the spawn zones are the default edges.
func emptyMap(w, h int) string {
	return `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="` + itoa(w) + `" height="` + itoa(h) + `" tilewidth="32" tileheight="32" infinite="0">
</map>`
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestSpawnRoom places squads as the rulesets do: on a 2×2 map each edge
// holds two units; on a 1×1 map both sides' zones are the one square, so
// the second side finds it taken; the bundled maps hold squads of four,
// the default squads' size, in battles of two to four sides.
func TestSpawnRoom(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		w, h, units, side, free int
	}{
		{2, 2, 2, -1, 0},
		{2, 2, 4, 0, 2},
		{1, 1, 1, 1, 0},
		{3, 3, 4, 0, 3},
		{4, 4, 4, -1, 0},
	} {
		m, err := LoadFile(writeMap(t, dir, "m.tmx", emptyMap(c.w, c.h)), "")
		if err != nil {
			t.Fatal(err)
		}
		if side, free := SpawnRoom(m.Field, 2, c.units); side != c.side || free != c.free {
			t.Errorf("%dx%d map, squads of %d: side %d lacks room with %d free squares; want %d and %d", c.w, c.h, c.units, side, free, c.side, c.free)
		}
	}
	for _, n := range Names() {
		m, err := LoadBundled(n)
		if err != nil {
			t.Fatal(err)
		}
		for _, sides := range []int{2, 3, 4} {
			if side, free := SpawnRoom(m.Field, sides, 4); side >= 0 {
				t.Errorf("%s, %d sides of 4: side %d has only %d free squares", n, sides, side+1, free)
			}
		}
	}
}

// TestLintWarnsWhenNoBattleFits: a map whose spawn zones hold fewer units
// than the smallest squad gets a warning saying so, not a problem; with no
// squad given, Lint checks no room.
func TestLintWarnsWhenNoBattleFits(t *testing.T) {
	dir := t.TempDir()
	small := writeMap(t, dir, "small.tmx", emptyMap(2, 2))
	roomy := writeMap(t, dir, "roomy.tmx", emptyMap(4, 4))
	squad := SmallestSquad{Units: 4, Name: `Tesseris ADS "line"`}
	findings, problems := LintFor("", squad, small, roomy, "village")
	want := `warning: no battle fits: side 1's spawn zone has 2 free squares, fewer than the 4 units of the smallest default squad (Tesseris ADS "line")`
	var got []string
	for _, f := range findings {
		if strings.Contains(f.Message, "no battle fits") {
			got = append(got, f.String())
			if f.Path != small || !f.Warning || !strings.HasPrefix(f.Message, want) {
				t.Errorf("finding %+v; want a warning on %s starting %q", f, small, want)
			}
		}
	}
	if problems != 0 || len(got) != 1 {
		t.Errorf("%d problems and room warnings %q; want none and one", problems, got)
	}
	findings, _ = Lint("", small)
	for _, f := range findings {
		if strings.Contains(f.Message, "no battle fits") {
			t.Errorf("Lint without a squad warned %q", f)
		}
	}
}
