package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"mime"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrecompressed checks that the server hands each browser the
// smallest file its Accept-Encoding allows, labelled so that the browser
// decodes it, and the raw file to one that accepts neither.
func TestPrecompressed(t *testing.T) {
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	dir := t.TempDir()
	raw := bytes.Repeat([]byte("wasm bytes "), 1000)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(raw)
	zw.Close()
	br := []byte("pretend brotli")
	for name, b := range map[string][]byte{"s.wasm": raw, "s.wasm.gz": gz.Bytes(), "s.wasm.br": br, "only.wasm": raw, "gzonly.js": []byte("x"), "gzonly.js.gz": gz.Bytes()} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(precompressed(dir))
	defer srv.Close()
	for _, c := range []struct {
		path, accept string
		encoding     string // "" for the raw file
		body         []byte
		vary         bool
	}{
		{"/s.wasm", "gzip, deflate, br, zstd", "br", br, true},
		{"/s.wasm", "gzip, br", "br", br, true},
		{"/s.wasm", "gzip", "gzip", gz.Bytes(), true},
		{"/s.wasm", "br;q=0, gzip;q=0.5", "gzip", gz.Bytes(), true},
		{"/s.wasm", "*", "br", br, true},
		{"/s.wasm", "*, br;q=0", "gzip", gz.Bytes(), true},
		{"/s.wasm", "identity", "", raw, true},
		{"/s.wasm", "gzip;q=0", "", raw, true},
		{"/s.wasm", "", "", raw, true},
		{"/only.wasm", "gzip, br", "", raw, false},
		{"/./x/../s.wasm", "GZIP", "gzip", gz.Bytes(), true},
		{"/gzonly.js", "gzip, br", "gzip", gz.Bytes(), true},
	} {
		req, _ := http.NewRequest("GET", srv.URL+c.path, nil)
		// An empty Accept-Encoding is sent as none at all; the transport
		// would otherwise ask for gzip itself and decode the answer.
		req.Header.Set("Accept-Encoding", c.accept)
		res, err := srv.Client().Transport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		name := c.path + " with Accept-Encoding " + c.accept
		if res.StatusCode != 200 {
			t.Errorf("%s: status %d", name, res.StatusCode)
			continue
		}
		if got := res.Header.Get("Content-Encoding"); got != c.encoding {
			t.Errorf("%s: Content-Encoding %q, want %q", name, got, c.encoding)
		}
		if !bytes.Equal(body, c.body) {
			t.Errorf("%s: %d bytes sent, want %d", name, len(body), len(c.body))
		}
		if got := res.Header.Get("Vary") == "Accept-Encoding"; got != c.vary {
			t.Errorf("%s: Vary %q", name, res.Header.Get("Vary"))
		}
		want := "application/wasm"
		if strings.HasSuffix(c.path, ".js") {
			want = "text/javascript; charset=utf-8"
		}
		if got := res.Header.Get("Content-Type"); got != want {
			t.Errorf("%s: Content-Type %q, want %q", name, got, want)
		}
	}
}

// TestCompress checks that the build's .gz decodes to the wasm, and that
// the .br is made where the brotli command is installed and removed, not
// left stale, where it is not; with the machine's commands, then with
// none (compress/gzip, no .br).
func TestCompress(t *testing.T) {
	t.Run("installed", testCompress)
	t.Run("none", func(t *testing.T) {
		t.Setenv("PATH", t.TempDir())
		testCompress(t)
	})
}

func testCompress(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "s.wasm")
	raw := bytes.Repeat([]byte("wasm bytes "), 1000)
	os.WriteFile(name, raw, 0o644)
	os.WriteFile(name+".br", []byte("stale"), 0o644)
	if err := compress(name); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(name + ".gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := io.ReadAll(zr); err != nil || !bytes.Equal(got, raw) {
		t.Fatalf("the .gz decodes to %d bytes (%v), want the %d of the wasm", len(got), err, len(raw))
	}
	br, err := os.ReadFile(name + ".br")
	if _, look := exec.LookPath("brotli"); look != nil {
		if err == nil {
			t.Fatalf("without brotli, a stale .br of %d bytes is left", len(br))
		}
		return
	}
	if err != nil || string(br) == "stale" || len(br) >= len(raw)/10 {
		t.Fatalf("brotli made a .br of %d bytes (%v) from %d", len(br), err, len(raw))
	}
	out, err := exec.Command("brotli", "-d", "-c", name+".br").Output()
	if err != nil || !bytes.Equal(out, raw) {
		t.Fatalf("the .br decodes to %d bytes (%v)", len(out), err)
	}
}
