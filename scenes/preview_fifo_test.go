//go:build unix

package scenes

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestPreviewOfNamedPipe: a remembered map that is now a named pipe gets
// a line saying so in place of its picture, at once; a regression fails
// after ten seconds instead of hanging the setup.
func TestPreviewOfNamedPipe(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "arena.tmx")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	done := make(chan *mapPreview)
	go func() { done <- previews{}.get(p, dir) }()
	select {
	case pv := <-done:
		if pv.img != nil || !strings.Contains(pv.info, "named pipe") || !strings.HasPrefix(pv.info, p+": ") {
			t.Errorf("the preview of a named pipe says %q", pv.info)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the preview of a named pipe hangs")
	}
}
