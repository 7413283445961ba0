package main

import (
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"sightline/maps"
	"sightline/rules/grid"
)

type exported struct {
	Frames int `json:"frames"`
	State  struct {
		Scene    string    `json:"scene"`
		Camera   []float64 `json:"camera"`
		Tile     int       `json:"tile"`
		Selected int       `json:"selected"`
		Units    []struct {
			ID, Side, X, Y int
		} `json:"units"`
	} `json:"state"`
}

func buildGame(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "sightline")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	return bin
}

func runGame(t *testing.T, bin string, frames int, script string) (exported, image.Image) {
	t.Helper()
	dir := t.TempDir()
	sp, shot, st := filepath.Join(dir, "script.txt"), filepath.Join(dir, "shot.png"), filepath.Join(dir, "state.json")
	if err := os.WriteFile(sp, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "--frames", fmt.Sprint(frames), "--screenshot", shot, "--state", st, "--script", sp)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("game run: %v\n%s", err, out)
	}
	var e exported
	b, err := os.ReadFile(st)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &e); err != nil {
		t.Fatalf("state: %v", err)
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	return e, img
}

// TestDesktopEndToEnd runs the real binary in a real window (under
// xvfb-run), enters the quick skirmish, selects a unit and walks it, then
// checks the screenshot's pixels and the exported state.
func TestDesktopEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	bin := buildGame(t)
	// First run: enter the skirmish and read where things are.
	e, _ := runGame(t, bin, 10, "2 press confirm\n")
	if e.State.Scene != "skirmish" || len(e.State.Units) == 0 {
		t.Fatalf("Enter did not start the skirmish: %+v", e.State)
	}
	u := e.State.Units[0]
	m, err := maps.LoadBundled("village")
	if err != nil {
		t.Fatal(err)
	}
	occupied := map[grid.Pos]bool{}
	for _, x := range e.State.Units {
		occupied[grid.Pos{X: x.X, Y: x.Y}] = true
	}
	target := grid.Pos{X: -1}
	for dx := 3; dx >= 1 && target.X < 0; dx-- {
		for _, dy := range []int{0, 1, -1} {
			p := grid.Pos{X: u.X + dx, Y: u.Y + dy}
			if m.Field.Walkable(p) && !occupied[p] {
				target = p
				break
			}
		}
	}
	if target.X < 0 {
		t.Fatal("no walkable square near the first unit")
	}
	screen := func(p grid.Pos) string {
		ts := float64(e.State.Tile)
		return fmt.Sprintf("%d %d", int(float64(p.X)*ts+ts/2-e.State.Camera[0]), int(float64(p.Y)*ts+ts/2-e.State.Camera[1]))
	}
	script := strings.Join([]string{
		"2 press confirm",
		"10 click " + screen(grid.Pos{X: u.X, Y: u.Y}),
		"15 click " + screen(target),
	}, "\n")
	e2, img := runGame(t, bin, 90, script)
	if e2.State.Selected != u.ID {
		t.Errorf("selected %d, want unit %d", e2.State.Selected, u.ID)
	}
	got := e2.State.Units[0]
	if got.X != target.X || got.Y != target.Y {
		t.Errorf("unit 0 at (%d,%d), want it walked to %v", got.X, got.Y, target)
	}
	checkPixels(t, img)
	if os.Getenv("SIGHTLINE_UPDATE_SCREENSHOT") != "" {
		writeReadmeShot(t, img)
	}
}

// checkPixels fails on a blank frame or one without the map's grass.
func checkPixels(t *testing.T, img image.Image) {
	t.Helper()
	colours := map[[3]uint32]int{}
	green := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[[3]uint32{r >> 8, g >> 8, bl >> 8}]++
			if g > r+0x1000 && g > bl+0x1000 {
				green++
			}
		}
	}
	if len(colours) < 50 {
		t.Errorf("screenshot has %d colours: blank or broken", len(colours))
	}
	if green < 500 {
		t.Errorf("screenshot has %d grass-green pixels; the map is not drawn", green)
	}
}

func writeReadmeShot(t *testing.T, img image.Image) {
	f, err := os.Create("../../docs/screenshot-desktop.png")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	png.Encode(f, img)
}

// TestBadFlags checks that bad flag values give one line and exit code 2.
func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{{"--frames", "x"}, {"--frames", "-3"}, {"--screenshot", "a.png"}, {"--script", "/nonexistent"}, {"--bogus"}} {
		_, err := parseFlags(args, os.Stderr)
		if err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%v: want a one-line error, got %v", args, err)
		}
	}
	if testing.Short() {
		return
	}
	bin := buildGame(t)
	cmd := exec.Command(bin, "--frames", "nope")
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 {
		t.Fatalf("want exit code 2, got %v", err)
	}
	if lines := strings.Count(strings.TrimSpace(string(out)), "\n"); lines != 0 {
		t.Errorf("want one line, got %q", out)
	}
}
