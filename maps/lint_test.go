package maps

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestLint lints a clean bundled map, a map that warns, a broken map and an
// unknown name: findings come map by map in the order given, warnings are
// marked and not counted as problems, and each line reads "PATH: message".
func TestLint(t *testing.T) {
	dir := t.TempDir()
	writeMap(t, dir, "t.tsx", plainTSX)
	writeMap(t, dir, "t.png", string(tinyPNG(t)))
	warn := writeMap(t, dir, "warn.tmx", mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1"))
	broken := writeMap(t, dir, "broken.tmx", mapXML("", "1,1,1,1,\n1,1"))
	findings, problems := Lint("", "village", warn, broken, "nosuchmap")
	want := []Finding{
		{Path: warn, Message: "warning: no Spawn objects; using the west and east edges", Warning: true},
		{Path: broken, Message: "rows too short", Warning: false},
		{Path: "nosuchmap", Message: "no bundled map of that name", Warning: false},
	}
	if problems != 2 || len(findings) != len(want) {
		t.Fatalf("%d problems in %v; want 2 problems in %d findings", problems, findings, len(want))
	}
	for i, w := range want {
		f := findings[i]
		if f.Path != w.Path || f.Warning != w.Warning || !strings.Contains(f.Message, w.Message) {
			t.Errorf("finding %d is %+v, want path %q, warning %v, message containing %q", i, f, w.Path, w.Warning, w.Message)
		}
		if s := f.String(); s != f.Path+": "+f.Message || strings.Contains(s, "\n") {
			t.Errorf("finding %d prints as %q, want one line %q", i, s, f.Path+": "+f.Message)
		}
	}
	if findings, problems := Lint("", Names()...); problems != 0 || len(findings) != 0 {
		t.Errorf("bundled maps should lint clean, got %v", findings)
	}
	if _, problems := Lint(filepath.Join(dir, "elsewhere"), warn); problems != 1 {
		t.Errorf("a map outside --root should be a problem, got %d", problems)
	}
}

// TestLintDecodesPictures: a map whose tileset picture is cut short loads
// (its header is whole), but drawing it would fail; lint says so first,
// in ReadImage's words, as a problem.
func TestLintDecodesPictures(t *testing.T) {
	dir := t.TempDir()
	png := tinyPNG(t)
	writeMap(t, dir, "t.tsx", plainTSX)
	writeMap(t, dir, "t.png", string(png[:len(png)-20]))
	p := writeMap(t, dir, "cut.tmx", mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1"))
	m, err := LoadFile(p, "")
	if err != nil {
		t.Fatalf("the map should load: %v", err)
	}
	_, drawErr := m.ReadImage("t.png")
	if drawErr == nil {
		t.Fatal("the cut picture decodes")
	}
	findings, problems := Lint("", p)
	if problems != 1 || len(findings) != 1 || findings[0].String() != drawErr.Error() || findings[0].Warning {
		t.Errorf("lint says %v (%d problems); want the one problem %q", findings, problems, drawErr)
	}
}
