//go:build (linux && !android) || freebsd || openbsd || netbsd || dragonfly

package displaycheck

import (
	"net"
	"testing"
)

// TestAnswers checks a listening socket is found and a missing one is not.
func TestAnswers(t *testing.T) {
	dir := t.TempDir()
	sock := dir + "/X5"
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Skipf("no unix sockets here: %v", err)
	}
	defer l.Close()
	if !Answers(sock) {
		t.Errorf("Answers(%s) = false with a listener", sock)
	}
	if Answers(dir + "/X6") {
		t.Errorf("Answers(%s) = true with nobody listening", dir+"/X6")
	}
}
