//go:build (linux && !android) || freebsd || openbsd || netbsd || dragonfly

package displaycheck

import (
	"net"
	"time"
)

// Answers reports whether an X server listens on the local socket, under
// its path or in Linux's abstract namespace (where Xvfb also listens).
func Answers(socket string) bool {
	for _, addr := range []string{socket, "@" + socket} {
		c, err := net.DialTimeout("unix", addr, 2*time.Second)
		if err == nil {
			c.Close()
			return true
		}
	}
	return false
}
