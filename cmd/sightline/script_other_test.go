//go:build !js

package main

import (
	"io"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestScriptFIFORefused: a --script that is a named pipe is refused in
// one line, not waited on for ever.
func TestScriptFIFORefused(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "script")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := parseFlags([]string{"--script", fifo}, io.Discard)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "--script") || strings.Contains(err.Error(), "\n") {
			t.Errorf("a named pipe as --script: %v, want one line naming the flag", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("--script waited on a named pipe")
	}
}
