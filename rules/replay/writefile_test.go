package replay_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sightline/rules/replay"
)

// TestWriteFile writes a file, writes it again, and then writes into a
// folder that does not exist and over a folder: the file holds the last
// data written and is -rw-r--r--, no temporary file is left, and the
// errors name the folder or the file's own trouble, never the temporary
// file.
func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "state.json")
	for _, data := range []string{"first", "second"} {
		if err := replay.WriteFile(name, []byte(data)); err != nil {
			t.Fatal(err)
		}
		if b, err := os.ReadFile(name); err != nil || string(b) != data {
			t.Fatalf("read back %q, %v; wrote %q", b, err, data)
		}
	}
	if st, err := os.Stat(name); err != nil {
		t.Error(err)
	} else if st.Mode().Perm() != 0o644 {
		t.Errorf("the file's mode is %v; want -rw-r--r--", st.Mode())
	}
	gone := filepath.Join(dir, "gone", "shot.png")
	err := replay.WriteFile(gone, []byte("x"))
	if err == nil || !strings.Contains(err.Error(), "folder "+filepath.Dir(gone)) || strings.Contains(err.Error(), ".tmp") {
		t.Errorf("writing into a missing folder: %v", err)
	}
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(sub, "keep"), []byte("k"), 0o644)
	if err := replay.WriteFile(sub, []byte("x")); err == nil || strings.Contains(err.Error(), ".tmp") {
		t.Errorf("writing over a folder: %v", err)
	}
	if b, err := os.ReadFile(filepath.Join(sub, "keep")); err != nil || string(b) != "k" {
		t.Errorf("the folder written over lost its file: %q, %v", b, err)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "*.tmp")); len(left) > 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}
