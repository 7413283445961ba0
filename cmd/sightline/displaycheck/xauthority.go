package displaycheck

import (
	"encoding/binary"
	"errors"
	"io"
	"os"
	"path/filepath"
)

// Cookie is the authorisation a client hands an X server in its
// connection setup: the protocol's name (such as MIT-MAGIC-COOKIE-1) and
// its data. The zero Cookie is no authorisation.
type Cookie struct {
	Name string
	Data []byte
}

// Families of an Xauthority entry that a local connection reads.
const (
	familyLocal = 256
	familyWild  = 65535
)

// cookieNames are the protocols libxcb (under Xlib, under the game's
// window library) offers, best first.
var cookieNames = []string{"MIT-MAGIC-COOKIE-1", "XDM-AUTHORIZATION-1"}

// AuthorityFile returns the Xauthority file an X client reads: XAUTHORITY
// when set, else .Xauthority in the home folder ("" when neither is
// known).
func AuthorityFile() string {
	if f := os.Getenv("XAUTHORITY"); f != "" {
		return f
	}
	if home := os.Getenv("HOME"); home != "" {
		return filepath.Join(home, ".Xauthority")
	}
	return ""
}

// LocalCookie returns the cookie that Xlib would hand the X server of
// local display number from the Xauthority file path on machine host: the
// first entry for the display (or any display) on this machine (or any
// machine) of the best protocol it knows. ok is false when the file holds
// no such entry, or cannot be read: Xlib then offers none, as the zero
// Cookie does.
func LocalCookie(path, host, number string) (c Cookie, ok bool) {
	b, err := os.ReadFile(path)
	if err != nil || len(b) > 1<<20 {
		return Cookie{}, false
	}
	best := len(cookieNames)
	r := &authReader{b: b}
	for r.err == nil && len(r.b) > 0 {
		family := r.short()
		addr, num, name, data := r.field(), r.field(), r.field(), r.field()
		if r.err != nil {
			break
		}
		if family != familyWild && (family != familyLocal || addr != host) {
			continue
		}
		if num != "" && num != number {
			continue
		}
		for i, n := range cookieNames[:best] {
			if name == n {
				c, best, ok = Cookie{Name: name, Data: []byte(data)}, i, true
			}
		}
		if best == 0 {
			break
		}
	}
	return c, ok
}

// authReader reads an Xauthority file's big-endian counted fields; a
// truncated file sets err.
type authReader struct {
	b   []byte
	err error
}

// short reads a 16-bit number.
func (r *authReader) short() int {
	if len(r.b) < 2 {
		r.err, r.b = io.ErrUnexpectedEOF, nil
		return 0
	}
	n := int(binary.BigEndian.Uint16(r.b))
	r.b = r.b[2:]
	return n
}

// field reads a counted string.
func (r *authReader) field() string {
	n := r.short()
	if r.err != nil {
		return ""
	}
	if len(r.b) < n {
		r.err, r.b = errors.New("truncated Xauthority entry"), nil
		return ""
	}
	s := string(r.b[:n])
	r.b = r.b[n:]
	return s
}
