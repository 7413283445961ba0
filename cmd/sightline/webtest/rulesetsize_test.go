package webtest

import (
	"encoding/json"
	"fmt"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// maxRulesetGzip is the most a ruleset may add to the stripped wasm,
// gzip -9 (issue #38: "each later ruleset adds at most 150 KB"). ADS,
// the game's first ruleset, is the base the others are measured on.
const maxRulesetGzip = 150_000

// TestBrowserRulesetSizes builds the stripped wasm as webserve does
// (plain GOOS=js GOARCH=wasm, -trimpath -ldflags='-s -w') once whole and
// once without each ruleset, prints what each ruleset adds gzip -9, and
// fails when one other than the first (ADS) adds more than
// maxRulesetGzip. A build without a ruleset replaces rules/all/all.go
// through go build -overlay with a registry of the others (each
// ruleset package's New), so it needs no build tag and no copy of the
// tree; it checks with go list that the ruleset's package is then out of
// the program, so that a ruleset reached another way does not pass as
// weightless.
func TestBrowserRulesetSizes(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm four times")
	}
	root, err := filepath.Abs(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	allGo := filepath.Join(root, "rules", "all", "all.go")
	pkgs := rulesetPackages(t, allGo)
	if len(pkgs) < 2 || pkgs[0] != "sightline/rules/ads" {
		t.Fatalf("rules/all imports the rulesets %v; want ADS first and another", pkgs)
	}
	dir := t.TempDir()
	whole := strippedWasmGzip(t, root, dir, "")
	for i, drop := range pkgs {
		overlay := writeOverlay(t, dir, allGo, pkgs, drop)
		deps := exec.Command("go", "list", "-overlay", overlay, "-deps", "./cmd/sightline")
		deps.Dir = root
		deps.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		out, err := deps.Output()
		if err != nil {
			t.Fatalf("go list without %s: %v", drop, err)
		}
		if strings.Contains("\n"+string(out), "\n"+drop+"\n") {
			t.Fatalf("the wasm still holds %s with the registry left without it: another package imports it", drop)
		}
		added := whole - strippedWasmGzip(t, root, dir, overlay)
		fmt.Printf("ruleset %s: %d bytes gzip of the wasm's %d\n", filepath.Base(drop), added, whole)
		if i > 0 && added > maxRulesetGzip {
			t.Errorf("ruleset %s adds %d bytes gzip -9 to the wasm; the goal is at most %d", drop, added, maxRulesetGzip)
		}
	}
}

// rulesetPackages lists the ruleset packages rules/all/all.go imports,
// in its order: every import under sightline/rules/ but the rules
// package itself.
func rulesetPackages(t *testing.T, allGo string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), allGo, nil, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	var pkgs []string
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		if strings.HasPrefix(p, "sightline/rules/") {
			pkgs = append(pkgs, p)
		}
	}
	return pkgs
}

// writeOverlay writes, in dir, a rules/all/all.go whose Registry holds
// every ruleset of pkgs but drop, and the go build -overlay file that
// puts it in place of allGo; it returns the overlay file's path.
func writeOverlay(t *testing.T, dir, allGo string, pkgs []string, drop string) string {
	t.Helper()
	var imports, news, names strings.Builder
	for i, p := range pkgs {
		if p == drop {
			continue
		}
		name := fmt.Sprintf("r%d", i)
		fmt.Fprintf(&imports, "\t%s %q\n", name, p)
		fmt.Fprintf(&news, "\t%s, err := %s.New()\n\tif err != nil {\n\t\tpanic(err)\n\t}\n", name+"v", name)
		fmt.Fprintf(&names, "%sv, ", name)
	}
	src := fmt.Sprintf("package all\n\nimport (\n\t\"sightline/rules\"\n%s)\n\nfunc Registry() *rules.Registry {\n%s\tr, err := rules.NewRegistry(%s)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\treturn r\n}\n",
		imports.String(), news.String(), strings.TrimSuffix(names.String(), ", "))
	base := strings.ReplaceAll(filepath.Base(drop), "/", "_")
	gen := filepath.Join(dir, "all_without_"+base+".go")
	if err := os.WriteFile(gen, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(map[string]map[string]string{"Replace": {allGo: gen}})
	if err != nil {
		t.Fatal(err)
	}
	overlay := filepath.Join(dir, "overlay_without_"+base+".json")
	if err := os.WriteFile(overlay, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return overlay
}

// strippedWasmGzip builds cmd/sightline's stripped wasm into dir, through
// overlay when it is not "", and returns its size gzip -9.
func strippedWasmGzip(t *testing.T, root, dir, overlay string) int {
	t.Helper()
	wasm := filepath.Join(dir, "sightline.wasm")
	args := []string{"build", "-trimpath", "-ldflags=-s -w", "-o", wasm}
	if overlay != "" {
		args = append(args, "-overlay", overlay)
	}
	build := exec.Command("go", append(args, "./cmd/sightline")...)
	build.Dir = root
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return len(gzip9(t, wasm))
}
