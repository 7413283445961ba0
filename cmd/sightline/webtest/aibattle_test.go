package webtest

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
	"time"

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
	start := `globalThis.frameGaps = []; { let last = performance.now(); const f = now => { frameGaps.push(now - last); last = now; requestAnimationFrame(f); }; requestAnimationFrame(f); } "ok"`
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
