package webtest

import (
	"context"
	"encoding/json"
	"fmt"
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
	"github.com/chromedp/chromedp/kb"
)

// aiBattleSeed is the seed of the computer players' battle aiBattle
// plays: squads of two on the village, over in six rounds.
const aiBattleSeed = 10

// aiBattle plays a battle of two normal computer players to its end in
// the page: the smallest bundled map (the village, 32×24), squads of two
// (a breacher and a scout each), seed aiBattleSeed, animations at 8×,
// opened through the setup the settings remember (the title's second
// button). It times every animation frame of the page meanwhile and
// prints the longest: a decision that runs on the page's one thread
// without a break stalls it. The battle's final hash must be the one
// sim battle --battles 1 --seed S --squads gives for the same squads.
func aiBattle(t *testing.T, ctx context.Context, url string) {
	t.Helper()
	setup := fmt.Sprintf(`{"speed": 8, "setup": {"ruleset": "ads", "map": "village", "sides": ["ai:normal", "ai:normal"], "seed": %d, "units": [["breacher", "scout"], ["breacher", "scout"]]}}`, aiBattleSeed)
	js := fmt.Sprintf(`localStorage.clear(); localStorage.setItem("sightline.settings", %q); "ok"`, setup)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[string](js)); err != nil {
		t.Fatal(err)
	}
	// Every stretch the page's thread spends in the game's code (each
	// entry into Go, wasm_exec.js's _resume) is timed too, once the
	// frames are: the frames' length is mostly the browser's drawing
	// (see bareFrames), the stretches are what the game blocks the page
	// for.
	var hook page.ScriptIdentifier
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		r, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: timeGo})
		hook = r.Identifier
		return err
	}))
	if err != nil {
		t.Fatal(err)
	}
	defer chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.RemoveScriptToEvaluateOnNewDocument, page.RemoveScriptToEvaluateOnNewDocumentParams{Identifier: hook})
		return err
	}))
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	type battleState struct {
		Scene  string `json:"scene"`
		Over   bool   `json:"over"`
		Hash   string `json:"hash"`
		Rounds int    `json:"rounds"`
		Seed   uint64 `json:"seed"`
	}
	read := func() battleState { t.Helper(); return published[battleState](t, ctx) }
	scene := func() string { return read().Scene }
	deadline := time.Now().Add(60 * time.Second)
	for scene() != "title" {
		if time.Now().After(deadline) {
			t.Fatal("the title did not open")
		}
		time.Sleep(200 * time.Millisecond)
	}
	for _, k := range []string{kb.ArrowDown, "\r"} {
		if err := chromedp.Do(ctx, chromedp.KeyEvent(k)); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond)
	}
	for s := scene(); s != "battle"; s = scene() {
		if s == "setup" {
			if err := chromedp.Do(ctx, chromedp.KeyEvent("\r")); err != nil {
				t.Fatal(err)
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no battle of two computer players started (scene %s)", s)
		}
		time.Sleep(300 * time.Millisecond)
	}
	start := `globalThis.goStretches = []; globalThis.frameGaps = []; { let last = performance.now(); const f = now => { frameGaps.push(now - last); last = now; requestAnimationFrame(f); }; requestAnimationFrame(f); } "ok"`
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[string](start)); err != nil {
		t.Fatal(err)
	}
	began := time.Now()
	var end battleState
	for end = read(); end.Scene != "battle" || !end.Over; end = read() {
		if time.Since(began) > 3*time.Minute {
			t.Fatalf("the computer players' battle is not over after 3 minutes: %+v", end)
		}
		time.Sleep(250 * time.Millisecond)
	}
	took := time.Since(began)
	gaps, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`frameGaps.slice(1)`))
	if err != nil || len(gaps) < 10 {
		t.Fatalf("frames timed: %d (%v)", len(gaps), err)
	}
	slices.Sort(gaps)
	fmt.Printf("longest frame during AI turns: %.0f ms (p99 %.0f ms, median %.0f ms, %d frames in %.1f s)\n",
		gaps[len(gaps)-1], gaps[len(gaps)*99/100], gaps[len(gaps)/2], len(gaps), took.Seconds())
	stretches, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`goStretches`))
	if err != nil || len(stretches) < 10 {
		t.Fatalf("stretches in Go timed: %d (%v)", len(stretches), err)
	}
	slices.Sort(stretches)
	fmt.Printf("longest stretch in Go during AI turns: %.0f ms (p99 %.0f ms, median %.1f ms, %d stretches)\n",
		stretches[len(stretches)-1], stretches[len(stretches)*99/100], stretches[len(stretches)/2], len(stretches))
	bareFrames(t, ctx, strings.Replace(url, "/?test", "/bare.html", 1))

	// The simulator plays the same battle.
	squads := filepath.Join(t.TempDir(), "squads.json")
	if err := os.WriteFile(squads, []byte(`[{"units": ["breacher", "scout"]}, {"units": ["breacher", "scout"]}]`), 0o644); err != nil {
		t.Fatal(err)
	}
	sim := exec.Command("go", "run", "./cmd/sim", "battle", "--ruleset", "ads", "--map", "village", "--sides", "ai:normal,ai:normal",
		"--squads", squads, "--battles", "1", "--seed", fmt.Sprint(aiBattleSeed), "--json")
	sim.Dir = repoRoot
	sim.Env = append(os.Environ(), "CGO_ENABLED=0")
	out, err := sim.Output()
	if err != nil {
		t.Fatalf("sim battle: %v", err)
	}
	var res struct {
		Hashes []string `json:"hashes"`
		Rounds []int    `json:"rounds"`
	}
	if err := json.Unmarshal(out, &res); err != nil || len(res.Hashes) != 1 {
		t.Fatalf("sim battle printed %q (%v)", out, err)
	}
	if end.Seed != aiBattleSeed {
		t.Fatalf("the setup started a battle on seed %d, want %d", end.Seed, aiBattleSeed)
	}
	if end.Hash != res.Hashes[0] {
		t.Errorf("the browser's battle ended on hash %s after %d rounds; sim battle --seed %d ends on %s after %v", end.Hash, end.Rounds, aiBattleSeed, res.Hashes[0], res.Rounds)
	}
	t.Logf("computer players' battle: over after %d rounds in %.1f s, hash %s, as sim's", end.Rounds, took.Seconds(), end.Hash)
}

// timeGo wraps the Go class wasm_exec.js defines so that, once
// globalThis.goStretches is an array, each entry into Go (_resume: a
// callback, a timer, the start) pushes the milliseconds it took: the
// page's thread runs nothing else meanwhile.
const timeGo = `{
	let G;
	Object.defineProperty(globalThis, "Go", { configurable: true, get() { return G; }, set(v) {
		G = v;
		const resume = v.prototype._resume;
		v.prototype._resume = function () {
			const t0 = performance.now();
			try { return resume.call(this); } finally { if (globalThis.goStretches) goStretches.push(performance.now() - t0); }
		};
	} });
}`

// bareFrames times the animation frames of the bare Ebitengine program
// (testdata/bare, which fills the screen and nothing else) for three
// seconds and prints them as the AI battle's: in headless Chromium the
// canvas is drawn in software, and the frames of a program that draws
// nothing are as long as most of the game's.
func bareFrames(t *testing.T, ctx context.Context, url string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`performance.getEntriesByName("sightline-first-frame").length > 0`, chromedp.WithPollingTimeout(60*time.Second))); err != nil {
		t.Fatalf("the bare program drew no first frame: %v", err)
	}
	start := `globalThis.frameGaps = []; { let last = performance.now(); const f = now => { frameGaps.push(now - last); last = now; requestAnimationFrame(f); }; requestAnimationFrame(f); } "ok"`
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[string](start)); err != nil {
		t.Fatal(err)
	}
	time.Sleep(3 * time.Second)
	gaps, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`frameGaps.slice(1)`))
	if err != nil || len(gaps) < 10 {
		t.Fatalf("bare frames timed: %d (%v)", len(gaps), err)
	}
	slices.Sort(gaps)
	fmt.Printf("frames of the bare Ebitengine program: longest %.0f ms (p99 %.0f ms, median %.0f ms, %d frames in 3 s)\n",
		gaps[len(gaps)-1], gaps[len(gaps)*99/100], gaps[len(gaps)/2], len(gaps))
}
