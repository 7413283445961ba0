package maps

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const corpusDir = "../../shared/testdata/tiled"

// TestCorpus loads every real third-party map: each loads, or is refused
// with one line that names it. Skips when ../shared is absent.
func TestCorpus(t *testing.T) {
	if _, err := os.Stat(corpusDir); err != nil {
		t.Skip("../shared/testdata/tiled is absent")
	}
	var files []string
	filepath.WalkDir(corpusDir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".tmx") {
			files = append(files, p)
		}
		return nil
	})
	if len(files) < 30 {
		t.Fatalf("found %d corpus maps, want the 38 of MANIFEST.md", len(files))
	}
	loaded := 0
	for _, p := range files {
		m, err := LoadFile(p, corpusDir)
		if err != nil {
			msg := err.Error()
			if !strings.HasPrefix(msg, p+": ") || strings.Contains(msg, "\n") {
				t.Errorf("refusal is not one line naming the file: %q", msg)
			}
			t.Logf("refused %s", msg)
			continue
		}
		loaded++
		if _, err := m.Field.Spawns(2); err != nil {
			t.Errorf("%s: %v", p, err)
		}
	}
	t.Logf("%d of %d corpus maps load", loaded, len(files))
	if loaded < len(files)/2 {
		t.Errorf("only %d of %d corpus maps load", loaded, len(files))
	}
}
