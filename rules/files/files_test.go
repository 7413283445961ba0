package files

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRead: a file within the limit comes back whole; a missing one, or
// one over the limit, is one line that names the file once.
func TestRead(t *testing.T) {
	dir := t.TempDir()
	ok := filepath.Join(dir, "ok.json")
	big := filepath.Join(dir, "big.json")
	if err := os.WriteFile(ok, []byte("0123456789"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(big, []byte("01234567890"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := Read(ok, 10, "a test file"); err != nil || string(data) != "0123456789" {
		t.Errorf("Read(ok) = %q, %v", data, err)
	}
	missing := filepath.Join(dir, "missing.json")
	for _, c := range []struct {
		path, want string
	}{
		{big, big + ": larger than the 10-byte limit for a test file"},
		{missing, missing + ": no such file or directory"},
		{dir, dir + ": is a directory"},
	} {
		_, err := Read(c.path, 10, "a test file")
		if err == nil || err.Error() != c.want {
			t.Errorf("Read(%s) = %v, want %q", filepath.Base(c.path), err, c.want)
		}
	}
	if _, err := Read(missing, 10, "a test file"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file's error %v is not fs.ErrNotExist", err)
	}
}

// TestDecode: exactly one JSON value with known fields decodes; a
// misspelt field, a second value or a broken one does not.
func TestDecode(t *testing.T) {
	type doc struct {
		A int `json:"a"`
	}
	var d doc
	if err := Decode([]byte(` {"a": 3} `+"\n"), &d); err != nil || d.A != 3 {
		t.Errorf("Decode = %+v, %v", d, err)
	}
	if err := Decode([]byte(`{"a": 3} {"a": 4}`), &d); !errors.Is(err, ErrTrailing) {
		t.Errorf("a second value: %v, want ErrTrailing", err)
	}
	for _, bad := range []string{`{"b": 3}`, `{"a": 3`, ``, `{"a": "x"}`} {
		if err := Decode([]byte(bad), &d); err == nil || errors.Is(err, ErrTrailing) || strings.Contains(err.Error(), "\n") {
			t.Errorf("Decode(%q) = %v, want a one-line decoding error", bad, err)
		}
	}
}

// TestDecodeCutsLongNumbers: a number that overflows its field is echoed
// in the error cut to 40 characters, as is a field name made of digits
// no longer than that left whole.
func TestDecodeCutsLongNumbers(t *testing.T) {
	long := strings.Repeat("9", 5000)
	var v struct {
		N int `json:"n"`
	}
	for _, in := range []string{`{"n": ` + long + `}`, `{"n": 1e` + long + `}`, `{"n": -` + long + `.5}`} {
		err := Decode([]byte(in), &v)
		if err == nil || strings.Contains(err.Error(), strings.Repeat("9", 40)) || !strings.Contains(err.Error(), "…") || len(err.Error()) > 200 {
			t.Errorf("Decode(%.12s…) = %.300v; want the number cut to 40 characters", in, err)
		}
	}
	if got := CutNumbers("volume " + long + " is out of range"); got != "volume "+strings.Repeat("9", 39)+"… is out of range" {
		t.Errorf("CutNumbers = %q", got)
	}
	short := "step 12: hash 3fa9 differs at 1234567890"
	if got := CutNumbers(short); got != short {
		t.Errorf("CutNumbers(%q) = %q; want it whole", short, got)
	}
}
