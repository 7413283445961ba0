package webtest

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// repoRoot is the module's root, from this package's folder.
const repoRoot = "../../.."

// maxSent is the most cmd/webserve may send for sightline.wasm to a
// browser that accepts gzip and brotli (issue #38).
const maxSent = 4_600_000

// serveBundle builds cmd/webserve and runs it as make web does, on a port
// of its choosing: it builds the bundle into a new folder and serves it.
// It returns the folder and the address served, and stops the server
// when the test ends.
func serveBundle(t *testing.T) (dir, addr string) {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "webserve")
	build := exec.Command("go", "build", "-o", bin, "./cmd/webserve")
	build.Dir = repoRoot
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building webserve: %v\n%s", err, out)
	}
	dir = t.TempDir()
	srv := exec.Command(bin, "-build", dir, "-serve", "127.0.0.1:0")
	srv.Dir = repoRoot
	var stderr bytes.Buffer
	srv.Stderr = &stderr
	out, err := srv.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		srv.Process.Kill()
		srv.Wait()
	})
	got := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if a, ok := strings.CutPrefix(sc.Text(), "serving "+dir+" on http://"); ok {
				got <- strings.TrimSuffix(a, "/")
				break
			}
		}
		close(got)
		io.Copy(io.Discard, out)
	}()
	select {
	case addr, ok := <-got:
		if !ok {
			srv.Wait()
			t.Fatalf("webserve stopped without serving:\n%s", stderr.Bytes())
		}
		return dir, addr
	case <-time.After(5 * time.Minute):
		t.Fatalf("webserve built nothing in 5 minutes:\n%s", stderr.Bytes())
	}
	return "", ""
}

// wasmSizes prints the gzip -9 size of the stripped wasm the bundle
// holds and the bytes the server sends for /sightline.wasm to a browser
// that accepts gzip and brotli, and fails when those are not the
// smallest precompressed copy, labelled, or are over maxSent.
func wasmSizes(t *testing.T, dir, addr string) {
	t.Helper()
	gz, err := os.Stat(filepath.Join(dir, "sightline.wasm.gz"))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.Stat(filepath.Join(dir, "sightline.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	want, enc := gz.Size(), "gzip"
	if br, err := os.Stat(filepath.Join(dir, "sightline.wasm.br")); err == nil {
		want, enc = br.Size(), "br"
	}
	req, err := http.NewRequest("GET", "http://"+addr+"/sightline.wasm", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept-Encoding", "gzip, br")
	res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	body, err := io.ReadAll(res.Body)
	res.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	sent := int64(len(body))
	fmt.Printf("wasm: %d bytes gzip, %d bytes sent\n", gz.Size(), sent)
	t.Logf("sightline.wasm: %d bytes raw, sent as %s", raw.Size(), res.Header.Get("Content-Encoding"))
	if got := res.Header.Get("Content-Encoding"); got != enc || sent != want {
		t.Errorf("sightline.wasm sent as %d bytes, Content-Encoding %q; want the %s copy, %d bytes", sent, got, enc, want)
	}
	if res.Header.Get("Content-Type") != "application/wasm" || res.Header.Get("Vary") != "Accept-Encoding" {
		t.Errorf("sightline.wasm sent with Content-Type %q, Vary %q", res.Header.Get("Content-Type"), res.Header.Get("Vary"))
	}
	if sent > maxSent {
		t.Errorf("%d bytes sent for sightline.wasm; the goal is at most %d", sent, maxSent)
	}
}

// buildBare builds the bare Ebitengine program (testdata/bare) to wasm,
// as webserve builds the game, into dir as bare.wasm with its .gz (no
// .br: Chromium asks for brotli over HTTPS only, so both pages come
// gzipped), and writes bare.html: the game's index.html loading it
// instead.
func buildBare(t *testing.T, dir string) {
	t.Helper()
	wasm := filepath.Join(dir, "bare.wasm")
	build := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "./cmd/sightline/webtest/testdata/bare")
	build.Dir = repoRoot
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the bare program: %v\n%s", err, out)
	}
	if err := os.WriteFile(wasm+".gz", gzip9(t, wasm), 0o644); err != nil {
		t.Fatal(err)
	}
	index, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Count(index, []byte(`"sightline.wasm"`)) != 1 {
		t.Fatalf("index.html names \"sightline.wasm\" %d times, want once", bytes.Count(index, []byte(`"sightline.wasm"`)))
	}
	bare := bytes.Replace(index, []byte(`"sightline.wasm"`), []byte(`"bare.wasm"`), 1)
	if err := os.WriteFile(filepath.Join(dir, "bare.html"), bare, 0o644); err != nil {
		t.Fatal(err)
	}
}

// gzip9 returns the file at path compressed as webserve compresses the
// bundle: by gzip -9 itself where it is installed (Go's compress/gzip at
// its best makes the game's wasm some 1% larger), else by compress/gzip
// at its best.
func gzip9(t *testing.T, path string) []byte {
	t.Helper()
	if _, err := exec.LookPath("gzip"); err == nil {
		out, err := exec.Command("gzip", "-9", "-n", "-c", path).Output()
		if err != nil {
			t.Fatalf("gzip -9 %s: %v", path, err)
		}
		return out
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(b)
	zw.Close()
	return gz.Bytes()
}

// firstFrames measures the time from navigation to the first frame on
// screen (the performance mark sightline-first-frame both programs set)
// of the game's page, opened as a player opens it, and of the bare
// program's, each the median of five warm navigations (after one that
// fills the caches), taken in turn, and prints them.
func firstFrames(t *testing.T, ctx context.Context, addr string) {
	t.Helper()
	measure := func(url string) float64 {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
			t.Fatalf("opening %s: %v", url, err)
		}
		// A poll sent while the navigation replaces the page's context
		// is lost with it: ask again.
		deadline := time.Now().Add(60 * time.Second)
		for {
			ms, err := chromedp.Run(ctx, chromedp.Poll[float64](`(performance.getEntriesByName("sightline-first-frame")[0] || {}).startTime`, chromedp.WithPollingTimeout(time.Until(deadline))))
			if err == nil {
				return ms
			}
			if !strings.Contains(err.Error(), "Cannot find context") || time.Now().After(deadline) {
				t.Fatalf("%s drew no first frame: %v", url, err)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	game, bare := "http://"+addr+"/", "http://"+addr+"/bare.html"
	measure(game)
	measure(bare)
	var g, b []float64
	for range 5 {
		g = append(g, measure(game))
		b = append(b, measure(bare))
	}
	slices.Sort(g)
	slices.Sort(b)
	fmt.Printf("first frame: %.0f ms (bare Ebitengine: %.0f ms)\n", g[2], b[2])
	t.Logf("first frames, game %v ms, bare %v ms", g, b)
}

// missingFeatures opens the page in tabs of their own where the browser
// lacks WebAssembly, then WebGL, and checks that the page says so in
// words instead of starting.
func missingFeatures(t *testing.T, ctx context.Context, addr string) {
	t.Helper()
	for _, c := range []struct{ what, script, says string }{
		{"WebAssembly", `delete globalThis.WebAssembly;`, "needs WebAssembly"},
		{"WebGL", `HTMLCanvasElement.prototype.getContext = function () { return null; };`, "needs WebGL"},
	} {
		tab, cancel := chromedp.NewContext(ctx)
		hide := chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: c.script})
			return err
		})
		if err := chromedp.Do(tab, hide, chromedp.Navigate("http://"+addr+"/")); err != nil {
			cancel()
			t.Fatalf("opening the page without %s: %v", c.what, err)
		}
		said, err := chromedp.Run(tab, chromedp.Poll[string](`(() => { const m = document.getElementById("msg"); return m && m.textContent.includes("needs") ? m.textContent : ""; })()`, chromedp.WithPollingTimeout(20*time.Second)))
		cancel()
		if err != nil || !strings.Contains(said, c.says) {
			t.Errorf("without %s the page says %q (%v), want %q", c.what, said, err, c.says)
		}
	}
}

// published reads the state the page publishes (a page opened with
// ?test) into a T, waiting up to a minute for the first.
func published[T any](t *testing.T, ctx context.Context) T {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Poll[string](`globalThis.sightlineState`, chromedp.WithPollingTimeout(60*time.Second)))
	if err != nil {
		t.Fatalf("no state published: %v", err)
	}
	var v T
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		t.Fatalf("state %q: %v", s, err)
	}
	return v
}
