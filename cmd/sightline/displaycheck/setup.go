package displaycheck

import (
	"encoding/binary"
	"fmt"
	"io"
	"strings"
)

// Setup speaks the X11 connection setup over conn, as a client does first
// on connecting, offering cookie, and returns why the server refused the
// client, or "" when it accepted it. An error means the server could not
// be asked (it closed the connection, or did not answer as an X server).
// The reason is the server's own, on one line, such as "Authorization
// required, but no authorization protocol specified".
func Setup(conn io.ReadWriter, cookie Cookie) (refused string, err error) {
	name, data := []byte(cookie.Name), cookie.Data
	if len(name) > 0xffff || len(data) > 0xffff {
		return "", fmt.Errorf("authorisation too long")
	}
	req := make([]byte, 12, 12+pad4(len(name))+pad4(len(data)))
	req[0] = 'l' // the little-endian byte order; the server answers in it
	binary.LittleEndian.PutUint16(req[2:], 11)
	binary.LittleEndian.PutUint16(req[6:], uint16(len(name)))
	binary.LittleEndian.PutUint16(req[8:], uint16(len(data)))
	req = append(req, name...)
	req = append(req, make([]byte, pad4(len(name))-len(name))...)
	req = append(req, data...)
	req = append(req, make([]byte, pad4(len(data))-len(data))...)
	if _, err := conn.Write(req); err != nil {
		return "", err
	}
	var head [8]byte
	if _, err := io.ReadFull(conn, head[:]); err != nil {
		return "", fmt.Errorf("no setup reply: %v", err)
	}
	switch head[0] {
	case 1: // Success
		return "", nil
	case 0: // Failed: the reason follows the header
		reason := make([]byte, head[1])
		if _, err := io.ReadFull(conn, reason); err != nil {
			return "", fmt.Errorf("setup reply cut short: %v", err)
		}
		return oneLine(string(reason), "no reason given"), nil
	case 2: // Authenticate: further authentication, which Xlib cannot give
		extra := make([]byte, 4*int(binary.LittleEndian.Uint16(head[6:])))
		io.ReadFull(conn, extra)
		return oneLine(string(extra), "it asks for further authentication"), nil
	}
	return "", fmt.Errorf("setup reply %d is not an X server's", head[0])
}

// pad4 rounds n up to a multiple of 4.
func pad4(n int) int { return (n + 3) &^ 3 }

// oneLine returns s on one line, printable, without the padding a server
// may leave after it, or empty when s is empty.
func oneLine(s, empty string) string {
	s = strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, strings.ToValidUTF8(s, ""))
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 200 {
		s = strings.ToValidUTF8(s[:200], "") + "..."
	}
	if s == "" {
		return empty
	}
	return s
}
