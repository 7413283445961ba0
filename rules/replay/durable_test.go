package replay

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestWriteFileSyncs writes over a file and checks that the temporary
// file is synced before it is renamed over the file, and the folder after,
// so that a power cut leaves the old file or the new one, never an empty
// one.
func TestWriteFileSyncs(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "settings.json")
	if err := os.WriteFile(name, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	var synced []string
	rec := func(f *os.File) error {
		b, _ := os.ReadFile(name)
		synced = append(synced, filepath.Base(f.Name())+" with the file holding "+string(b))
		return f.Sync()
	}
	if err := writeFile(name, []byte("new"), rec); err != nil {
		t.Fatal(err)
	}
	if len(synced) != 2 || !strings.HasPrefix(synced[0], ".settings.json-") || !strings.HasSuffix(synced[0], ".tmp with the file holding old") ||
		synced[1] != filepath.Base(dir)+" with the file holding new" {
		t.Errorf("synced %q; want the temporary file before the rename and the folder after", synced)
	}
}

// TestWriteFileRemovesStaleTemps leaves temporary files as a crash
// between writing and renaming would, and checks that the next write of
// the file removes those older than it and keeps a newer one (another
// run's write under way) and those of other files.
func TestWriteFileRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "state.json")
	hour := time.Now().Add(-time.Hour)
	left := map[string]time.Time{
		".state.json-123.tmp":       hour,                      // a crash's: removed
		".state.json-456.tmp":       time.Now().Add(time.Hour), // newer: kept
		".other.json-789.tmp":       hour,                      // another file's: kept
		".state.json-x.json-12.tmp": hour,                      // "state.json-x.json"'s: kept
		"state.json-1.tmp":          hour,                      // not hidden, not ours: kept
	}
	for n, at := range left {
		p := filepath.Join(dir, n)
		if err := os.WriteFile(p, []byte("half"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, at, at); err != nil {
			t.Fatal(err)
		}
	}
	if err := WriteFile(name, []byte("whole")); err != nil {
		t.Fatal(err)
	}
	for n := range left {
		_, err := os.Stat(filepath.Join(dir, n))
		if gone := err != nil; gone != (n == ".state.json-123.tmp") {
			t.Errorf("%s: gone %v after the write", n, gone)
		}
	}
}
