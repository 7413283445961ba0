//go:build unix

package main

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestNamedPipesAreOneLine: a named pipe handed to sim lint, sim battle
// --squads or sim replay is refused in one line naming it, at once: a
// regression fails after ten seconds rather than hanging the test run.
func TestNamedPipesAreOneLine(t *testing.T) {
	dir := t.TempDir()
	pipe := func(name string) string {
		p := filepath.Join(dir, name)
		if err := syscall.Mkfifo(p, 0o644); err != nil {
			t.Skipf("no named pipes here: %v", err)
		}
		return p
	}
	tmx, squads, rep := pipe("pipe.tmx"), pipe("squads.json"), pipe("replay.json")
	for _, c := range []struct {
		args []string
		file string
	}{
		{[]string{"lint", tmx}, tmx},
		{[]string{"battle", "--battles", "1", "--squads", squads}, squads},
		{[]string{"replay", rep}, rep},
	} {
		done := make(chan struct{})
		go func() {
			defer close(done)
			code, out, errs := sim(c.args...)
			msg := strings.TrimSpace(out + errs)
			if code != 1 || !strings.Contains(msg, c.file+": ") || !strings.Contains(msg, "named pipe") || strings.Contains(msg, "\n") {
				t.Errorf("sim %v: exit %d, %q; want exit 1 and one line naming the pipe", c.args, code, msg)
			}
		}()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("sim %v hangs on a named pipe", c.args)
		}
	}
}
