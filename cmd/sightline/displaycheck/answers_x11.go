//go:build (linux && !android) || freebsd || openbsd || netbsd || dragonfly

package displaycheck

import (
	"net"
	"os"
	"time"
)

// Ask connects to the X server of local display number on its socket,
// in Linux's abstract namespace first (where Xvfb also listens), then
// under its path, as libxcb does: a server of the same number in another
// file system that shares the network (a colliding "xvfb-run -a") answers
// there first. It speaks the connection setup as Xlib would, offering the
// cookie for the display from the Xauthority file authFile
// (AuthorityFile). It tells whether anything answered, and why the server
// refused the client, if it did. A server that answers in a way this
// check does not read, or an authorisation only Xlib can compute
// (XDM-AUTHORIZATION-1), counts as answered and not refused: the window
// system judges those.
func Ask(socket, number, authFile string) Reply {
	var conn net.Conn
	for _, addr := range []string{"@" + socket, socket} {
		c, err := net.DialTimeout("unix", addr, 2*time.Second)
		if err == nil {
			conn = c
			break
		}
	}
	if conn == nil {
		return Reply{}
	}
	defer conn.Close()
	host, _ := os.Hostname()
	cookie, _ := LocalCookie(authFile, host, number)
	if cookie.Name != "" && cookie.Name != cookieNames[0] {
		return Reply{Answered: true}
	}
	conn.SetDeadline(time.Now().Add(2 * time.Second))
	refused, err := Setup(conn, cookie)
	if err != nil {
		return Reply{Answered: true}
	}
	return Reply{Answered: true, Refused: refused}
}
