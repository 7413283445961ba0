package displaycheck

import (
	"bytes"
	"encoding/binary"
	"io"
	"strings"
	"testing"
)

// fakeServer reads a connection setup and answers with reply.
type fakeServer struct {
	req   bytes.Buffer
	reply *bytes.Reader
}

func (f *fakeServer) Write(p []byte) (int, error) { return f.req.Write(p) }
func (f *fakeServer) Read(p []byte) (int, error)  { return f.reply.Read(p) }

// failed builds a Failed setup reply with reason.
func failed(reason string) []byte {
	b := []byte{0, byte(len(reason)), 11, 0, 0, 0}
	b = binary.LittleEndian.AppendUint16(b, uint16(pad4(len(reason))/4))
	b = append(b, reason...)
	return append(b, make([]byte, pad4(len(reason))-len(reason))...)
}

// TestSetup: the request is X11's connection setup with the cookie
// padded; a Failed reply gives its reason on one line, Success none, and
// anything else an error.
func TestSetup(t *testing.T) {
	srv := &fakeServer{reply: bytes.NewReader(failed("No protocol specified\n"))}
	refused, err := Setup(srv, Cookie{Name: "MIT-MAGIC-COOKIE-1", Data: []byte("0123456789abcdef")})
	if err != nil || refused != "No protocol specified" {
		t.Fatalf("Failed: %q, %v", refused, err)
	}
	want := append([]byte{'l', 0, 11, 0, 0, 0, 18, 0, 16, 0, 0, 0}, "MIT-MAGIC-COOKIE-1\x00\x000123456789abcdef"...)
	if !bytes.Equal(srv.req.Bytes(), want) {
		t.Errorf("request % x, want % x", srv.req.Bytes(), want)
	}
	srv = &fakeServer{reply: bytes.NewReader(append([]byte{1, 0, 11, 0, 0, 0, 0, 0}, make([]byte, 32)...))}
	if refused, err := Setup(srv, Cookie{}); err != nil || refused != "" {
		t.Errorf("Success: %q, %v", refused, err)
	}
	if srv.req.Len() != 12 {
		t.Errorf("no cookie: a request of %d bytes, want 12", srv.req.Len())
	}
	srv = &fakeServer{reply: bytes.NewReader(failed(""))}
	if refused, err := Setup(srv, Cookie{}); err != nil || refused != "no reason given" {
		t.Errorf("Failed without a reason: %q, %v", refused, err)
	}
	for _, reply := range [][]byte{nil, {0, 30, 11, 0, 0, 0, 8, 0, 'a'}, {'H', 'T', 'T', 'P', '/', '1', '.', '1'}} {
		srv = &fakeServer{reply: bytes.NewReader(reply)}
		if refused, err := Setup(srv, Cookie{}); err == nil {
			t.Errorf("reply %q: refused %q and no error", reply, refused)
		}
	}
	long := strings.Repeat("é", 200)
	srv = &fakeServer{reply: bytes.NewReader(failed(long[:255]))}
	if refused, _ := Setup(srv, Cookie{}); len(refused) > 210 || !strings.HasSuffix(refused, "...") || strings.ContainsRune(refused, '\uFFFD') {
		t.Errorf("a long reason: %q", refused)
	}
}

var _ io.ReadWriter = (*fakeServer)(nil)
