//go:build unix

package files

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// within runs f and fails the test if it has not returned in ten seconds:
// a named pipe opened for reading waits for a writer, and a regression
// must fail rather than hang the test run.
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

// fifo makes a named pipe called name in dir and returns its path.
func fifo(t *testing.T, dir, name string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	return p
}

// TestReadRefusesNonFiles: a named pipe is refused at once, not waited
// on, and so is a device, each in one line that names the file and says
// what it is.
func TestReadRefusesNonFiles(t *testing.T) {
	p := fifo(t, t.TempDir(), "squads.json")
	for _, c := range []struct{ path, want string }{
		{p, p + ": is a named pipe (FIFO), not a file"},
		{"/dev/null", "/dev/null: is a device, not a file"},
	} {
		within(t, "Read("+c.path+")", func() {
			_, err := Read(c.path, 10, "a test file")
			if err == nil || err.Error() != c.want || !errors.Is(err, ErrNotRegular) {
				t.Errorf("Read(%s) = %v, want %q", c.path, err, c.want)
			}
		})
	}
}

// TestRootOpen reads through a root that is itself a link, and refuses a
// named pipe in it and a file that a link to a folder leads outside it.
func TestRootOpen(t *testing.T) {
	top := t.TempDir()
	real, outside := filepath.Join(top, "synced"), filepath.Join(top, "elsewhere")
	for _, d := range []string{real, outside} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(real, "a.tsx"), []byte("inside"), 0o644)
	os.WriteFile(filepath.Join(outside, "b.tsx"), []byte("secret"), 0o644)
	fifo(t, real, "pipe.tsx")
	link := filepath.Join(top, "maps")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(real, "sub")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("a.tsx", filepath.Join(real, "same.tsx")); err != nil {
		t.Fatal(err)
	}
	r, err := NewRoot(link)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"a.tsx", "same.tsx"} {
		f, err := r.Open(name)
		if err != nil {
			t.Fatalf("Open(%s): %v", name, err)
		}
		b, _ := io.ReadAll(f)
		f.Close()
		if string(b) != "inside" {
			t.Errorf("Open(%s) read %q", name, b)
		}
	}
	if f, err := r.Open("sub/b.tsx"); !errors.Is(err, ErrOutside) || !strings.Contains(err.Error(), "sub/b.tsx") {
		if f != nil {
			f.Close()
		}
		t.Errorf("Open(sub/b.tsx) through a link out of the root: %v, want ErrOutside naming it", err)
	}
	within(t, "Open(pipe.tsx)", func() {
		if _, err := r.Open("pipe.tsx"); !errors.Is(err, ErrNotRegular) {
			t.Errorf("Open(pipe.tsx): %v, want ErrNotRegular", err)
		}
	})
}
