package displaycheck

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"
)

// authEntry is one Xauthority entry for writeAuthority.
type authEntry struct {
	family                   int
	addr, number, name, data string
}

// writeAuthority writes entries as an Xauthority file (xauth's format).
func writeAuthority(t *testing.T, path string, entries ...authEntry) {
	t.Helper()
	var b bytes.Buffer
	for _, e := range entries {
		binary.Write(&b, binary.BigEndian, uint16(e.family))
		for _, f := range []string{e.addr, e.number, e.name, e.data} {
			binary.Write(&b, binary.BigEndian, uint16(len(f)))
			b.WriteString(f)
		}
	}
	if err := os.WriteFile(path, b.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestLocalCookie: the cookie for a local display is the first entry for
// this machine (or any) and the display (or any) of the best protocol;
// other machines' and displays' entries, and a truncated or missing
// file, give none.
func TestLocalCookie(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "auth")
	writeAuthority(t, path,
		authEntry{familyLocal, "other", "5", "MIT-MAGIC-COOKIE-1", "not this machine"},
		authEntry{familyLocal, "vm", "6", "MIT-MAGIC-COOKIE-1", "not this display"},
		authEntry{0, "vm", "5", "MIT-MAGIC-COOKIE-1", "an internet entry"},
		authEntry{familyLocal, "vm", "5", "XDM-AUTHORIZATION-1", "second best"},
		authEntry{familyLocal, "vm", "5", "MIT-MAGIC-COOKIE-1", "this one"},
		authEntry{familyWild, "", "", "MIT-MAGIC-COOKIE-1", "too late"},
	)
	if c, ok := LocalCookie(path, "vm", "5"); !ok || c.Name != "MIT-MAGIC-COOKIE-1" || string(c.Data) != "this one" {
		t.Errorf("display 5: %q %q %v", c.Name, c.Data, ok)
	}
	if c, ok := LocalCookie(path, "vm", "7"); !ok || string(c.Data) != "too late" {
		t.Errorf("display 7 (only the wildcard): %q %v", c.Data, ok)
	}
	if c, ok := LocalCookie(path, "elsewhere", "6"); !ok || string(c.Data) != "too late" {
		t.Errorf("another machine: %q %v", c.Data, ok)
	}
	writeAuthority(t, path, authEntry{familyLocal, "vm", "5", "XDM-AUTHORIZATION-1", "only"})
	if c, ok := LocalCookie(path, "vm", "5"); !ok || c.Name != "XDM-AUTHORIZATION-1" {
		t.Errorf("only XDM: %q %v", c.Name, ok)
	}
	b, _ := os.ReadFile(path)
	os.WriteFile(path, b[:len(b)-3], 0o600)
	if c, ok := LocalCookie(path, "vm", "5"); ok {
		t.Errorf("a truncated file gave %q", c.Name)
	}
	if _, ok := LocalCookie(filepath.Join(dir, "none"), "vm", "5"); ok {
		t.Error("a missing file gave a cookie")
	}
}
