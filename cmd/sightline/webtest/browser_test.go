// Package webtest drives the browser build of Sightline in headless
// Chromium. It imports no Ebitengine, so it runs without a display.
package webtest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

const chromium = "/usr/bin/chromium"

type pageState struct {
	Scene     string `json:"scene"`
	Ruleset   string `json:"ruleset"`
	Version   int    `json:"version"`
	Hash      string `json:"hash"`
	Animating bool   `json:"animating"`
	Prompt    struct {
		Side int    `json:"side"`
		Unit int    `json:"unit"`
		Kind string `json:"kind"`
	} `json:"prompt"`
	Human    []string  `json:"human_commands"`
	Leaving  bool      `json:"leaving"`
	Saved    bool      `json:"saved"`
	Replays  bool      `json:"replays"`
	Settings string    `json:"settings"`
	Selected int       `json:"selected"`
	Camera   []float64 `json:"camera"`
	Tile     int       `json:"tile"`
	Row      int       `json:"row"`
	Units    []struct {
		ID, Side, X, Y int
	} `json:"units"`
}

// TestBrowserEndToEnd builds the wasm bundle and serves it on 127.0.0.1
// exactly as make web does (cmd/webserve), prints the wasm's size and the
// bytes the server sends for it (wasmSizes) and the time to the first
// frame against a bare Ebitengine program's (firstFrames), opens the game
// in headless Chromium, clicks the title's
// button, waits for the player's turn and ends it with the E key, and
// checks the state the game publishes and the pixels of a CDP screenshot.
// Then it saves the battle (Esc, Enter) into the browser's local storage,
// continues it from the title (C) at the version it was saved at, and
// finds it offered again after the page is loaded anew; turns the sound
// up in the settings, which land in local storage as well; and plays back
// a replay kept in local storage from the title's Replays….
func TestBrowserEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	if _, err := os.Stat(chromium); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("chromium is required under CI: %v (make test installs it)", err)
		}
		t.Skip("chromium is not installed; make test installs it")
	}
	dir, addr := serveBundle(t)
	for _, f := range []string{"index.html", "sightline.wasm", "sightline.wasm.gz", "wasm_exec.js", "favicon.png"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Fatalf("bundle lacks %s", f)
		}
	}
	wasmSizes(t, dir, addr)
	buildBare(t, dir)
	// "?test" asks the page to publish its state (sightlineState); a
	// player's page publishes none.
	url := fmt.Sprintf("http://%s/?test", addr)

	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(960, 640),
	}
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()

	if err := chromedp.Do(ctx, chromedp.EmulateViewport(960, 640)); err != nil {
		t.Fatal(err)
	}
	firstFrames(t, ctx, addr)
	missingFeatures(t, ctx, addr)
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatalf("opening %s: %v", url, err)
	}
	state := func() pageState {
		t.Helper()
		s, err := chromedp.Run(ctx, chromedp.Poll[string](`globalThis.sightlineState`, chromedp.WithPollingTimeout(90*time.Second)))
		if err != nil {
			t.Fatalf("no state published: %v", err)
		}
		var p pageState
		if err := json.Unmarshal([]byte(s), &p); err != nil {
			t.Fatalf("state %q: %v", s, err)
		}
		return p
	}
	waitFor := func(what string, ok func(pageState) bool) pageState {
		t.Helper()
		deadline := time.Now().Add(60 * time.Second)
		for {
			p := state()
			if ok(p) {
				return p
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: state stayed %+v", what, p)
			}
			time.Sleep(200 * time.Millisecond)
		}
	}
	if p := state(); p.Scene != "title" {
		t.Fatalf("the game should open on the title, got %+v", p)
	}
	// The loading bar counted every byte of the wasm, decoded, against
	// the wasm's size, though the server sent it compressed.
	raw, err := os.Stat(filepath.Join(dir, "sightline.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.documentElement.dataset.loaded || ""`))
	if want := fmt.Sprintf("%d/%d", raw.Size(), raw.Size()); err != nil || loaded != want {
		t.Errorf("the loading bar counted %q (%v), want %q", loaded, err, want)
	}
	// The title's "Quick skirmish" button is centred at (480, 345).
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(480, 345)); err != nil {
		t.Fatal(err)
	}
	p := waitFor("clicking Quick skirmish", func(p pageState) bool { return p.Scene == "battle" })
	// The player is side 0; the computer acts first when its units lead
	// the initiative order. On the player's turn the active unit is
	// selected; E ends its turn through the engine.
	p = waitFor("the player's turn", func(p pageState) bool {
		return p.Prompt.Side == 0 && p.Prompt.Kind == "turn" && !p.Animating && p.Selected == p.Prompt.Unit
	})
	if err := chromedp.Do(ctx, chromedp.KeyEvent("e")); err != nil {
		t.Fatal(err)
	}
	waitFor("pressing E", func(q pageState) bool {
		return q.Version > p.Version && len(q.Human) > 0 && q.Human[0] == "end_turn"
	})

	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	colours := map[uint32]bool{}
	b := img.Bounds()
	for yy := b.Min.Y; yy < b.Max.Y; yy += 3 {
		for xx := b.Min.X; xx < b.Max.X; xx += 3 {
			r, g, bl, _ := img.At(xx, yy).RGBA()
			colours[(r>>8)<<16|(g>>8)<<8|bl>>8] = true
		}
	}
	if len(colours) < 50 {
		t.Errorf("browser screenshot has %d colours: the canvas is blank", len(colours))
	}
	if os.Getenv("SIGHTLINE_UPDATE_SCREENSHOT") != "" {
		os.WriteFile("../../../docs/screenshot-browser.png", shot, 0o644)
	}

	p = waitFor("the player's next turn", func(p pageState) bool {
		return p.Scene == "battle" && p.Prompt.Side == 0 && p.Prompt.Kind == "turn" && !p.Animating && p.Selected == p.Prompt.Unit
	})
	if err := chromedp.Do(ctx, chromedp.KeyEvent("\x1b")); err != nil { // Esc
		t.Fatal(err)
	}
	waitFor("Esc in the battle", func(q pageState) bool { return q.Leaving })
	if err := chromedp.Do(ctx, chromedp.KeyEvent("\r")); err != nil { // Enter: Save and leave
		t.Fatal(err)
	}
	waitFor("Save and leave", func(q pageState) bool { return q.Scene == "title" && q.Saved })
	stored, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => { const n = JSON.parse(localStorage.getItem("sightline.saved-battles") || "[]"); return n.length == 1 ? (localStorage.getItem("sightline.saved." + n[0]) || "") : ""; })()`))
	if err != nil || len(stored) < 100 {
		t.Fatalf("local storage holds %d bytes of saved battle (%v)", len(stored), err)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent("c")); err != nil {
		t.Fatal(err)
	}
	// The battle continued is the one saved: the engine's state hash too.
	if q := waitFor("C on the title", func(q pageState) bool { return q.Scene == "battle" && q.Version == p.Version }); q.Hash == "" || q.Hash != p.Hash {
		t.Errorf("the battle continued has hash %q; it was saved at %q", q.Hash, p.Hash)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	waitFor("the page loaded again", func(q pageState) bool { return q.Scene == "title" && q.Saved })

	// The settings go to local storage too: F2, ↓ to the sound effects
	// (below the master volume), then → turns them up from 60% to 70%.
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.F2)); err != nil {
		t.Fatal(err)
	}
	waitFor("F2 on the title", func(q pageState) bool { return q.Scene == "settings" })
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowDown)); err != nil {
		t.Fatal(err)
	}
	waitFor("↓ in the settings", func(q pageState) bool { return q.Scene == "settings" && q.Row == 1 })
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		prefs, err := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.getItem("sightline.settings") || ""`))
		if err == nil && strings.Contains(prefs, `"volume": 7`) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("local storage settings after → on the sound: %q (%v)", prefs, err)
		}
		time.Sleep(200 * time.Millisecond)
	}

	// A settings entry with one value out of range keeps the rest, the
	// squads above all; the title says so, and the next change keeps the
	// entry under sightline.settings.broken first.
	broken := `{"volume": 11, "speed": 2, "squads": {"ads": [["breacher", "scout"], []]}}`
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(`localStorage.setItem("sightline.settings", %q); "ok"`, broken))); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	waitFor("the page loaded with a volume of 11 kept", func(q pageState) bool {
		return q.Scene == "title" && strings.Contains(q.Settings, "volume 11") && strings.Contains(q.Settings, "sightline.settings.broken")
	})
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.F2)); err != nil {
		t.Fatal(err)
	}
	waitFor("F2 on the title", func(q pageState) bool { return q.Scene == "settings" })
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowDown)); err != nil {
		t.Fatal(err)
	}
	waitFor("↓ in the settings", func(q pageState) bool { return q.Scene == "settings" && q.Row == 1 })
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)); err != nil {
		t.Fatal(err)
	}
	deadline = time.Now().Add(30 * time.Second)
	for {
		prefs, err := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.getItem("sightline.settings") || ""`))
		kept, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.getItem("sightline.settings.broken") || ""`))
		if err == nil && strings.Contains(prefs, `"volume": 7`) && strings.Contains(prefs, `"breacher"`) && kept == broken {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("local storage after → on the sound with a broken entry: %q, kept %q (%v)", prefs, kept, err)
		}
		time.Sleep(200 * time.Millisecond)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.removeItem("sightline.settings"); "ok"`)); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Escape)); err != nil {
		t.Fatal(err)
	}

	// Replays kept in local storage are offered on the title (R), listed,
	// and played back (Enter). The saved battle is a replay file too.
	js := fmt.Sprintf(`localStorage.setItem("sightline.replay.kept", %q); localStorage.setItem("sightline.replays", '["kept"]'); "ok"`, stored)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[string](js)); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	waitFor("the page loaded with a replay kept", func(q pageState) bool { return q.Scene == "title" && q.Replays })
	if err := chromedp.Do(ctx, chromedp.KeyEvent("r")); err != nil {
		t.Fatal(err)
	}
	waitFor("R on the title", func(q pageState) bool { return q.Scene == "replays" })
	if err := chromedp.Do(ctx, chromedp.KeyEvent("\r")); err != nil {
		t.Fatal(err)
	}
	waitFor("Enter on the replay", func(q pageState) bool { return q.Scene == "battle" && q.Version > 0 })

	// A majorminor and a teamturn battle play in the browser too: the
	// battle the settings remember (the setup's last) starts from the
	// title's second button (↓ then Enter), through the setup where it
	// opens first.
	for _, rs := range []string{"majorminor", "teamturn"} {
		setup := fmt.Sprintf(`{"setup": {"ruleset": %q, "map": "rooftops", "sides": ["human", "ai:normal"]}}`, rs)
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(`localStorage.setItem("sightline.settings", %q); "ok"`, setup))); err != nil {
			t.Fatal(err)
		}
		if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
			t.Fatal(err)
		}
		waitFor("the page loaded with a "+rs+" setup", func(q pageState) bool { return q.Scene == "title" })
		for _, k := range []string{kb.ArrowDown, "\r"} {
			if err := chromedp.Do(ctx, chromedp.KeyEvent(k)); err != nil {
				t.Fatal(err)
			}
			time.Sleep(300 * time.Millisecond)
		}
		if q := waitFor("the setup or its battle", func(q pageState) bool { return q.Scene == "setup" || q.Scene == "battle" }); q.Scene == "setup" {
			if err := chromedp.Do(ctx, chromedp.KeyEvent("\r")); err != nil {
				t.Fatal(err)
			}
		}
		waitFor("a "+rs+" battle waiting on a turn", func(q pageState) bool {
			return q.Scene == "battle" && q.Ruleset == rs && q.Prompt.Kind == "turn"
		})
	}
	// The battlefield plays by touch too.
	touchPlay(t, ctx, url)
	// Computer players play a battle to its end, the simulator's, and
	// their turns are timed.
	aiBattle(t, ctx, url)

	// A player's page, opened without "?test", publishes no state: the
	// export names every unit's square.
	plain := strings.TrimSuffix(url, "?test")
	if err := chromedp.Do(ctx, chromedp.Navigate(plain)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.querySelector("canvas") !== null`, chromedp.WithPollingTimeout(60*time.Second))); err != nil {
		t.Fatalf("the plain page drew no canvas: %v", err)
	}
	time.Sleep(3 * time.Second)
	if published, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`typeof globalThis.sightlineState !== "undefined"`)); err != nil || published {
		t.Errorf("a page opened without ?test published its state (%v)", err)
	}
}
