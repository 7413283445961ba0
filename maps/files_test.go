//go:build unix

package maps

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// within runs f and fails the test if it has not returned in ten seconds,
// so that a named pipe waited on fails the test instead of hanging it.
func within(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("%s hangs", what)
	}
}

// mkfifo makes a named pipe at p, skipping the test where there are none.
func mkfifo(t *testing.T, p string) {
	t.Helper()
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
}

// wantLine checks that err is one line that names the map and holds want.
func wantLine(t *testing.T, err error, file, want string) {
	t.Helper()
	if err == nil {
		t.Errorf("%s loaded; want a refusal containing %q", file, want)
		return
	}
	if msg := err.Error(); !strings.HasPrefix(msg, file+": ") || strings.Contains(msg, "\n") || !strings.Contains(msg, want) {
		t.Errorf("want one line starting with %q and containing %q, got %q", file, want, msg)
	}
}

// TestNamedPipesRefused: a map, a tileset or a tileset image that is a
// named pipe is refused at once in one line naming the map, by the loader
// and by Lint (sim lint), never waited on.
func TestNamedPipesRefused(t *testing.T) {
	dir := t.TempDir()
	mkfifo(t, filepath.Join(dir, "pipe.tmx"))
	writeMap(t, dir, "t.tsx", plainTSX)
	writeMap(t, dir, "t.png", string(tinyPNG(t)))
	mkfifo(t, filepath.Join(dir, "pipe.tsx"))
	tsPipe := writeMap(t, dir, "tspipe.tmx", strings.Replace(mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1"), `source="t.tsx"`, `source="pipe.tsx"`, 1))
	imgDir := filepath.Join(dir, "img")
	os.Mkdir(imgDir, 0o755)
	writeMap(t, imgDir, "t.tsx", plainTSX)
	mkfifo(t, filepath.Join(imgDir, "t.png"))
	imgPipe := writeMap(t, imgDir, "imgpipe.tmx", mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1"))
	for _, c := range []struct{ file, want string }{
		{filepath.Join(dir, "pipe.tmx"), "named pipe"},
		{tsPipe, "named pipe"},
		{imgPipe, `image "t.png" is a named pipe`},
	} {
		within(t, "LoadFile("+c.file+")", func() {
			_, err := LoadFile(c.file, "")
			wantLine(t, err, c.file, c.want)
		})
		within(t, "Lint("+c.file+")", func() {
			fs, problems := Lint("", c.file)
			if problems != 1 || len(fs) != 1 || fs[0].Path != c.file || !strings.Contains(fs[0].Message, "named pipe") {
				t.Errorf("Lint(%s) = %v", c.file, fs)
			}
		})
	}
}

// TestLinksStayInRoot: the root may be a link (a player's maps folder
// linked to a synced one) and the map named through it or not, but a
// folder or file inside the root that links outside it is refused in one
// line naming the map.
func TestLinksStayInRoot(t *testing.T) {
	top := t.TempDir()
	real, outside := filepath.Join(top, "synced"), filepath.Join(top, "elsewhere")
	for _, d := range []string{real, outside} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
		writeMap(t, d, "t.tsx", plainTSX)
		writeMap(t, d, "t.png", string(tinyPNG(t)))
		writeMap(t, d, "ok.tmx", mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1"))
	}
	link := filepath.Join(top, "maps")
	for _, l := range [][2]string{{real, link}, {outside, filepath.Join(real, "sub")}, {filepath.Join(outside, "ok.tmx"), filepath.Join(real, "away.tmx")}} {
		if err := os.Symlink(l[0], l[1]); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range [][2]string{
		{filepath.Join(link, "ok.tmx"), link},
		{filepath.Join(real, "ok.tmx"), link},
		{filepath.Join(link, "ok.tmx"), real},
		{filepath.Join(link, "ok.tmx"), ""},
	} {
		if _, err := LoadFile(c[0], c[1]); err != nil {
			t.Errorf("LoadFile(%s, root %s): %v", c[0], c[1], err)
		}
	}
	tsOut := writeMap(t, real, "tsout.tmx", strings.Replace(mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1"), `source="t.tsx"`, `source="sub/t.tsx"`, 1))
	imgOut := writeMap(t, real, "imgout.tmx", strings.Replace(mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1"), "</map>", ` <imagelayer id="9" name="back"><image source="sub/t.png"/></imagelayer>
</map>`, 1))
	for _, c := range []struct{ file, root, want string }{
		{tsOut, "", `"sub/t.tsx" leads outside the map's root through a link`},
		{imgOut, link, `image "sub/t.png" leads outside the map's root through a link`},
		{filepath.Join(real, "sub", "ok.tmx"), real, "the map leads outside the root"},
		{filepath.Join(link, "sub", "ok.tmx"), link, "the map leads outside the root"},
		{filepath.Join(real, "away.tmx"), real, "the map leads outside the root"},
	} {
		_, err := LoadFile(c.file, c.root)
		wantLine(t, err, c.file, c.want)
	}
}

// TestNotUTF8MapName: a map whose file name is not UTF-8 is refused as
// such, not as leaving the map's root.
func TestNotUTF8MapName(t *testing.T) {
	dir := t.TempDir()
	writeMap(t, dir, "t.tsx", plainTSX)
	writeMap(t, dir, "t.png", string(tinyPNG(t)))
	p := filepath.Join(dir, "caf\xe9.tmx")
	if err := os.WriteFile(p, []byte(mapXML("", "1,1,1,1,\n1,1,1,1,\n1,1,1,1")), 0o644); err != nil {
		t.Skipf("this file system refuses the name: %v", err)
	}
	_, err := LoadFile(p, "")
	wantLine(t, err, p, `file name "caf\xe9.tmx" is not valid UTF-8`)
	if err != nil && strings.Contains(err.Error(), "leaves the map's root") {
		t.Errorf("%v: says the map leaves its root", err)
	}
}

// TestLongNumbersCut: a number that overflows a property is echoed in the
// map's error cut to 40 characters.
func TestLongNumbersCut(t *testing.T) {
	dir := t.TempDir()
	long := strings.Repeat("9", 5000)
	writeMap(t, dir, "t.tsx", strings.Replace(plainTSX, `name="terrain" value="wall"`, `name="cost" value="`+long+`"`, 1))
	writeMap(t, dir, "t.png", string(tinyPNG(t)))
	p := writeMap(t, dir, "cost.tmx", mapXML("", "2,2,1,1,\n1,1,1,1,\n1,1,1,1"))
	_, err := LoadFile(p, "")
	wantLine(t, err, p, `property cost="`+strings.Repeat("9", 39)+`…" is not a whole number`)
}
