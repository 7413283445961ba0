package maps

import (
	"strings"
	"testing"
)

// TestMissingUnusedTileset: a map naming a tileset file that is not
// there is refused in one line, even when none of its tiles uses it (the
// Tiled loader reads such a tileset only when a tile needs it, so it
// passed unnoticed).
func TestMissingUnusedTileset(t *testing.T) {
	dir := t.TempDir()
	writeMap(t, dir, "t.tsx", plainTSX)
	writeMap(t, dir, "t.png", string(tinyPNG(t)))
	xml := strings.Replace(mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1"), ` <tileset firstgid="1" source="t.tsx"/>`,
		` <tileset firstgid="1" source="t.tsx"/>`+"\n"+` <tileset firstgid="500" source="gone.tsx"/>`, 1)
	p := writeMap(t, dir, "gone.tmx", xml)
	_, err := LoadFile(p, "")
	if err == nil || !strings.Contains(err.Error(), "gone.tsx") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("a missing tileset no tile uses: %v, want one line naming gone.tsx", err)
	}
	if findings, problems := Lint("", p); problems != 1 || len(findings) == 0 || !strings.Contains(findings[0].String(), "gone.tsx") {
		t.Errorf("lint: %v (%d problems)", findings, problems)
	}
}
