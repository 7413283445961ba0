// Command webserve builds Sightline's browser bundle and serves it.
//
//	webserve -build DIR            build index.html, favicon.png, sightline.wasm(.gz, .br) and wasm_exec.js into DIR
//	webserve -build DIR -serve ADDR  build, then serve DIR on ADDR (127.0.0.1:8080 for make web)
//
// The wasm is precompressed: sightline.wasm.gz always (gzip -9), and
// sightline.wasm.br when the brotli command is installed (make web
// installs it). The server hands a browser the smallest file it accepts
// (see precompressed). With -serve ADDR ending in :0 it prints the port it
// got. It imports no Ebitengine; the wasm is built with the go tool.
package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"sightline/assets"
)

// indexHTML is the page. It starts fetching the wasm at once, checks
// for WebAssembly and WebGL meanwhile and says in words what is missing;
// it fetches the wasm once, compiling it while it streams in (instantiateStreaming keeps
// Chromium's cache of compiled code), and fills the loading bar from a
// clone of the same response. The bytes a reader sees are the decoded
// ones, while Content-Length counts the encoded ones where the server
// compressed the file, so the bar's whole is the wasm's size, which the
// build writes into the page (WASM_SIZE); where the answer is not
// encoded, its Content-Length. When done it sets data-loaded on the
// html element to "RECEIVED/WHOLE" (the browser test reads it).
const indexHTML = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Sightline</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/png" href="favicon.png">
<style>
html,body{margin:0;height:100%;background:#10141c;overflow:hidden}
#load{position:fixed;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:14px;color:#d8dee9;font:16px/1.5 system-ui,sans-serif}
#msg{max-width:34em;padding:0 1em;text-align:center}
#bar{width:min(360px,70vw);height:10px;background:#2a3140;border-radius:5px;overflow:hidden}
#fill{height:100%;width:0;background:#5fa8d3}
</style>
</head><body>
<div id="load"><div id="msg">Loading Sightline…</div><div id="bar"><div id="fill"></div></div></div>
<script>
// The download starts first, before wasm_exec.js loads and before the
// WebGL check (which takes a while on some machines), so they overlap.
const wasm = "sightline.wasm";
const fetched = typeof WebAssembly === "object" ? fetch(wasm) : Promise.reject(new Error("no WebAssembly"));
fetched.catch(() => {});
</script>
<script src="wasm_exec.js"></script>
<script>
(async () => {
  const size = WASM_SIZE;
  const load = document.getElementById("load"), msg = document.getElementById("msg");
  const bar = document.getElementById("bar"), fill = document.getElementById("fill");
  const fail = text => {
    msg.textContent = text;
    bar.hidden = true;
    if (!load.isConnected) document.body.prepend(load);
  };
  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
    fail("Sightline needs WebAssembly, which this browser lacks or has turned off. Try a current Firefox, Chrome, Edge or Safari, or turn WebAssembly back on.");
    return;
  }
  const probe = document.createElement("canvas");
  const gl = probe.getContext("webgl2") || probe.getContext("webgl");
  if (!gl) {
    fail("Sightline needs WebGL to draw, which this browser lacks or has turned off (or the graphics driver is blocked). Turn on hardware acceleration in the browser's settings, or try another browser.");
    return;
  }
  const lose = gl.getExtension("WEBGL_lose_context");
  if (lose) lose.loseContext();
  try {
    const res = await fetched;
    if (!res.ok) throw new Error(wasm + ": HTTP " + res.status);
    const encoded = (res.headers.get("Content-Encoding") || "identity") !== "identity";
    const whole = (!encoded && +res.headers.get("Content-Length")) || size;
    let got = 0;
    const count = (async () => {
      const reader = res.clone().body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        got += value.length;
        fill.style.width = Math.min(100, 100 * got / whole).toFixed(1) + "%";
      }
    })();
    const go = new Go();
    let result;
    try {
      result = await WebAssembly.instantiateStreaming(res, go.importObject);
    } catch (e) {
      // A host that serves the wasm without Content-Type application/wasm
      // cannot stream-compile it: fetch it again and compile the bytes.
      if (!(e instanceof TypeError)) throw e;
      result = await WebAssembly.instantiate(await (await fetch(wasm)).arrayBuffer(), go.importObject);
    }
    await count.catch(() => {});
    document.documentElement.dataset.loaded = got + "/" + whole;
    load.remove();
    await go.run(result.instance);
  } catch (e) {
    fail("Sightline failed to start: " + e);
  }
})();
</script>
</body></html>
`

func main() {
	dir := flag.String("build", "web", "folder to build the bundle into")
	addr := flag.String("serve", "", "address to serve the folder on, such as 127.0.0.1:8080")
	flag.Parse()
	if err := build(*dir); err != nil {
		fmt.Fprintln(os.Stderr, "webserve:", err)
		os.Exit(1)
	}
	if *addr == "" {
		return
	}
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "webserve:", err)
		os.Exit(1)
	}
	fmt.Printf("serving %s on http://%s/\n", *dir, ln.Addr())
	if err := http.Serve(ln, precompressed(*dir)); err != nil {
		fmt.Fprintln(os.Stderr, "webserve:", err)
		os.Exit(1)
	}
}

// encodings are the precompressed files the server looks for beside a
// requested file, best first: a browser that accepts brotli gets the .br,
// then one that accepts gzip the .gz; every other request gets the file
// itself.
var encodings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// precompressed serves the folder dir as http.FileServer does, except
// that a file with a precompressed twin (name.br, name.gz) is answered
// with the twin the request's Accept-Encoding allows, under the
// original's Content-Type, with Content-Encoding naming it. Every answer
// for such a file carries Vary: Accept-Encoding, so that a cache between
// the server and the browser keeps the encodings apart.
func precompressed(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
			files.ServeHTTP(w, r)
			return
		}
		local := filepath.Join(dir, filepath.FromSlash(name))
		twins := false
		for _, e := range encodings {
			st, err := os.Stat(local + e.ext)
			if err != nil || !st.Mode().IsRegular() {
				continue
			}
			twins = true
			if !accepts(r.Header.Get("Accept-Encoding"), e.name) {
				continue
			}
			f, err := os.Open(local + e.ext)
			if err != nil {
				continue
			}
			defer f.Close()
			h := w.Header()
			h.Add("Vary", "Accept-Encoding")
			h.Set("Content-Encoding", e.name)
			typ := mime.TypeByExtension(path.Ext(name))
			if typ == "" {
				typ = "application/octet-stream"
			}
			h.Set("Content-Type", typ)
			http.ServeContent(w, r, name, st.ModTime(), f)
			return
		}
		if twins {
			w.Header().Add("Vary", "Accept-Encoding")
		}
		files.ServeHTTP(w, r)
	})
}

// accepts reports whether an Accept-Encoding header value allows the
// content coding coding: named, or matched by "*", with a q-value above
// 0 (RFC 9110, section 12.5.3). An explicit entry outranks "*".
func accepts(header, coding string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		fields := strings.Split(part, ";")
		name := strings.ToLower(strings.TrimSpace(fields[0]))
		if name != coding && name != "*" {
			continue
		}
		ok := true
		for _, p := range fields[1:] {
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				ok = err == nil && q > 0
			}
		}
		if name == coding {
			return ok
		}
		star = ok
	}
	return star
}

// gzip9 writes name.gz, gzip -9 of the file name.
func gzip9(name string) error {
	out, err := os.Create(name + ".gz")
	if err != nil {
		return err
	}
	defer out.Close()
	if _, err := exec.LookPath("gzip"); err == nil {
		cmd := exec.Command("gzip", "-9", "-n", "-c", name)
		var stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = out, &stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("gzip: %v\n%s", err, stderr.Bytes())
		}
		return out.Close()
	}
	in, err := os.Open(name)
	if err != nil {
		return err
	}
	defer in.Close()
	zw, err := gzip.NewWriterLevel(out, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := io.Copy(zw, in); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return out.Close()
}

// build writes the bundle into dir.
func build(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	wasm := filepath.Join(dir, "sightline.wasm")
	// Stripped (-s -w: no symbol table, no DWARF; panics still name
	// their functions) and without the builder's paths: the bundle is for
	// players, and every byte is downloaded.
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "./cmd/sightline")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("building wasm: %v\n%s", err, out)
	}
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %v", err)
	}
	js, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "wasm_exec.js"), js, 0o644); err != nil {
		return err
	}
	st, err := os.Stat(wasm)
	if err != nil {
		return err
	}
	page := strings.Replace(indexHTML, "WASM_SIZE", strconv.FormatInt(st.Size(), 10), 1)
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(page), 0o644); err != nil {
		return err
	}
	icon, err := assets.AppIconPNG()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "favicon.png"), icon, 0o644); err != nil {
		return err
	}
	return compress(wasm)
}

// compress writes name.gz beside the file name with gzip -9 (the gzip
// command, Debian's essential package, which packs the wasm 1% smaller
// than compress/gzip's best; compress/gzip where it is missing) and, when
// the brotli command is installed, name.br (brotli -q 11, about 30%
// smaller than the gzip for the wasm); a stale name.br from an earlier
// build is removed otherwise, never served.
func compress(name string) error {
	if err := gzip9(name); err != nil {
		return err
	}
	if _, err := exec.LookPath("brotli"); err != nil {
		if err := os.Remove(name + ".br"); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		return nil
	}
	if out, err := exec.Command("brotli", "-q", "11", "-w", "24", "-f", "-o", name+".br", name).CombinedOutput(); err != nil {
		return fmt.Errorf("brotli: %v\n%s", err, out)
	}
	return nil
}
