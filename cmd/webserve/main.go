// Command webserve builds Sightline's browser bundle and serves it.
//
//	webserve -build DIR            build index.html, favicon.png, sightline.wasm(.gz) and wasm_exec.js into DIR
//	webserve -build DIR -serve ADDR  build, then serve DIR on ADDR (127.0.0.1:8080 for make web)
//
// It imports no Ebitengine; the wasm is built with the go tool.
package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"mime"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"sightline/assets"
)

const indexHTML = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Sightline</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/png" href="favicon.png">
<style>html,body{margin:0;height:100%;background:#10141c;overflow:hidden}</style>
</head><body>
<script src="wasm_exec.js"></script>
<script>
const go = new Go();
WebAssembly.instantiateStreaming(fetch("sightline.wasm"), go.importObject)
  .then(r => go.run(r.instance))
  .catch(e => { document.body.textContent = "Sightline failed to start: " + e; });
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
	fmt.Printf("serving %s on http://%s/\n", *dir, *addr)
	if err := http.ListenAndServe(*addr, http.FileServer(http.Dir(*dir))); err != nil {
		fmt.Fprintln(os.Stderr, "webserve:", err)
		os.Exit(1)
	}
}

// build writes the bundle into dir.
func build(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	wasm := filepath.Join(dir, "sightline.wasm")
	cmd := exec.Command("go", "build", "-o", wasm, "./cmd/sightline")
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
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(indexHTML), 0o644); err != nil {
		return err
	}
	icon, err := assets.AppIconPNG()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "favicon.png"), icon, 0o644); err != nil {
		return err
	}
	b, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(b)
	zw.Close()
	return os.WriteFile(wasm+".gz", gz.Bytes(), 0o644)
}
