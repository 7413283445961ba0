//go:build (linux && !android) || freebsd || openbsd || netbsd || dragonfly

package displaycheck

import (
	"bufio"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestAsk: a socket that nobody listens on did not answer; one whose
// listener is no X server answered and refused nothing.
func TestAsk(t *testing.T) {
	dir := t.TempDir()
	sock := dir + "/X5"
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Skipf("no unix sockets here: %v", err)
	}
	defer l.Close()
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	if r := Ask(sock, "5", ""); !r.Answered || r.Refused != "" {
		t.Errorf("Ask(%s) = %+v with a listener that hangs up", sock, r)
	}
	if r := Ask(dir+"/X6", "6", ""); r.Answered {
		t.Errorf("Ask(%s) = %+v with nobody listening", dir+"/X6", r)
	}
}

// TestAskAbstractFirst: where a server listens in Linux's abstract
// namespace and another under the path (two X servers of one number, in
// file systems that share the network: a colliding "xvfb-run -a"), the
// one Xlib reaches first, the abstract one, is asked.
func TestAskAbstractFirst(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("abstract sockets are Linux's")
	}
	sock := t.TempDir() + "/X7"
	serve := func(addr string, reply []byte) {
		l, err := net.Listen("unix", addr)
		if err != nil {
			t.Skipf("listen %s: %v", addr, err)
		}
		t.Cleanup(func() { l.Close() })
		go func() {
			for {
				c, err := l.Accept()
				if err != nil {
					return
				}
				c.Read(make([]byte, 64))
				c.Write(reply)
				c.Close()
			}
		}()
	}
	serve(sock, append([]byte{1, 0, 11, 0, 0, 0, 0, 0}, make([]byte, 32)...))
	serve("@"+sock, failed("No protocol specified"))
	if r := Ask(sock, "7", ""); r.Refused != "No protocol specified" {
		t.Errorf("Ask = %+v, want the abstract socket's refusal", r)
	}
}

// TestAskXvfb asks a real X server that checks cookies (Xvfb -auth, as
// xvfb-run starts it): without the cookie file, or with the wrong cookie,
// it refuses the client and says why; with its cookie it takes it.
func TestAskXvfb(t *testing.T) {
	dir := t.TempDir()
	cookie := filepath.Join(dir, "cookie")
	host, _ := os.Hostname()
	writeAuthority(t, cookie, authEntry{familyLocal, host, "", "MIT-MAGIC-COOKIE-1", "0123456789abcdef"})
	n := startXvfb(t, cookie)
	socket := "/tmp/.X11-unix/X" + n
	wrong := filepath.Join(dir, "wrong")
	writeAuthority(t, wrong, authEntry{familyLocal, host, n, "MIT-MAGIC-COOKIE-1", "fedcba9876543210"})
	for _, auth := range []string{filepath.Join(dir, "none"), wrong} {
		r := Ask(socket, n, auth)
		if !r.Answered || r.Refused == "" {
			t.Errorf("auth file %s: %+v, want a refusal", filepath.Base(auth), r)
		}
		if msg := Problem(":"+n, func(s, num string) Reply { return Ask(s, num, auth) }); !strings.Contains(msg, "refuses this program") {
			t.Errorf("auth file %s: Problem says %q", filepath.Base(auth), msg)
		}
	}
	if r := Ask(socket, n, cookie); !r.Answered || r.Refused != "" {
		t.Errorf("with the server's cookie: %+v", r)
	}
}

// startXvfb starts an X server on a free display that takes only the
// cookies in the Xauthority file auth, stopped when the test ends, and
// returns its display number. It skips the test where there is no Xvfb.
func startXvfb(t *testing.T, auth string) string {
	t.Helper()
	bin, err := exec.LookPath("Xvfb")
	if err != nil {
		t.Skip("no Xvfb")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd := exec.Command(bin, "-displayfd", "3", "-auth", auth, "-nolisten", "tcp", "-screen", "0", "320x200x24")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		t.Skipf("Xvfb: %v", err)
	}
	w.Close()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	got := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		got <- strings.TrimSpace(line)
	}()
	select {
	case n := <-got:
		if n == "" {
			t.Fatal("Xvfb did not start")
		}
		return n
	case <-time.After(20 * time.Second):
		t.Fatal("Xvfb did not start in 20 s")
	}
	return ""
}
