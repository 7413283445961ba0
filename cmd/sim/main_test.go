package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sightline/maps"
)

func sim(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestRulesetsListsADS(t *testing.T) {
	code, out, _ := sim("rulesets")
	if code != 0 || !strings.HasPrefix(out, "ads\t") {
		t.Fatalf("code %d, output %q: want a line starting with the id ads", code, out)
	}
}

func TestMapsListsBundled(t *testing.T) {
	code, out, errs := sim("maps")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != len(maps.Names()) {
		t.Fatalf("code %d, %d lines (%q, %q), want one per bundled map", code, len(lines), out, errs)
	}
	for i, n := range maps.Names() {
		if !strings.HasPrefix(lines[i], n+"\t") {
			t.Errorf("line %q should start with %q", lines[i], n)
		}
	}
}

func TestLintBundledClean(t *testing.T) {
	code, out, _ := sim(append([]string{"lint"}, maps.Names()...)...)
	if code != 0 || out != "" {
		t.Fatalf("bundled maps should lint clean: code %d, %q", code, out)
	}
}

func TestLintBrokenMap(t *testing.T) {
	p := filepath.Join(t.TempDir(), "iso.tmx")
	os.WriteFile(p, []byte(`<?xml version="1.0"?><map orientation="isometric" width="2" height="2" tilewidth="32" tileheight="16"></map>`), 0o644)
	code, out, _ := sim("lint", p, "village")
	if code != 1 || !strings.HasPrefix(out, p+": ") || strings.Count(out, "\n") != 1 {
		t.Fatalf("want exit 1 and one line naming %s, got %d %q", p, code, out)
	}
}

func TestUnknownCommand(t *testing.T) {
	if code, _, errs := sim("bogus"); code != 2 || !strings.Contains(errs, "bogus") {
		t.Fatalf("want exit 2 naming the command, got %d %q", code, errs)
	}
}
