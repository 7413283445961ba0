package webtest

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// aiFrames opens a battle of two normal computer players on the village
// (the setup the settings remember, through the title's second button),
// times every animation frame of the page for a while of their turns,
// and prints the longest: a decision that runs on the page's one thread
// without a break stalls it.
func aiFrames(t *testing.T, ctx context.Context, url string) {
	t.Helper()
	setup := `{"setup": {"ruleset": "ads", "map": "village", "sides": ["ai:normal", "ai:normal"]}}`
	js := fmt.Sprintf(`localStorage.clear(); localStorage.setItem("sightline.settings", %q); "ok"`, setup)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[string](js)); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	scene := func() string {
		s, err := chromedp.Run(ctx, chromedp.Poll[string](`globalThis.sightlineState`, chromedp.WithPollingTimeout(60*time.Second)))
		if err != nil {
			t.Fatalf("no state published: %v", err)
		}
		var p struct {
			Scene string `json:"scene"`
		}
		json.Unmarshal([]byte(s), &p)
		return p.Scene
	}
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
	const watch = 10 * time.Second
	start := `globalThis.frameGaps = []; { let last = performance.now(); const f = now => { frameGaps.push(now - last); last = now; requestAnimationFrame(f); }; requestAnimationFrame(f); } "ok"`
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[string](start)); err != nil {
		t.Fatal(err)
	}
	time.Sleep(watch)
	gaps, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`frameGaps.slice(1)`))
	if err != nil || len(gaps) < 10 {
		t.Fatalf("frames timed: %d (%v)", len(gaps), err)
	}
	slices.Sort(gaps)
	fmt.Printf("longest frame during AI turns: %.0f ms (p99 %.0f ms, median %.0f ms, %d frames in %v)\n",
		gaps[len(gaps)-1], gaps[len(gaps)*99/100], gaps[len(gaps)/2], len(gaps), watch)
}
