package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sightline/maps"
)

func sim(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestRulesetsListsADS(t *testing.T) {
	code, out, _ := sim("rulesets")
	if code != 0 || !strings.HasPrefix(out, "ads\t") {
		t.Fatalf("code %d, output %q: want a line starting with the id ads", code, out)
	}
}

func TestMapsListsBundled(t *testing.T) {
	code, out, errs := sim("maps")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != len(maps.Names()) {
		t.Fatalf("code %d, %d lines (%q, %q), want one per bundled map", code, len(lines), out, errs)
	}
	for i, n := range maps.Names() {
		if !strings.HasPrefix(lines[i], n+"\t") {
			t.Errorf("line %q should start with %q", lines[i], n)
		}
	}
}

func TestLintBundledClean(t *testing.T) {
	code, out, _ := sim(append([]string{"lint"}, maps.Names()...)...)
	if code != 0 || out != "" {
		t.Fatalf("bundled maps should lint clean: code %d, %q", code, out)
	}
}

func TestLintBrokenMap(t *testing.T) {
	p := filepath.Join(t.TempDir(), "iso.tmx")
	os.WriteFile(p, []byte(`<?xml version="1.0"?><map orientation="isometric" width="2" height="2" tilewidth="32" tileheight="16"></map>`), 0o644)
	code, out, _ := sim("lint", p, "village")
	if code != 1 || !strings.HasPrefix(out, p+": ") || strings.Count(out, "\n") != 1 {
		t.Fatalf("want exit 1 and one line naming %s, got %d %q", p, code, out)
	}
}

func TestUnknownCommand(t *testing.T) {
	if code, _, errs := sim("bogus"); code != 2 || !strings.Contains(errs, "bogus") {
		t.Fatalf("want exit 2 naming the command, got %d %q", code, errs)
	}
}

// TestBattleJSONSameForAnyWorkers plays the same mirrored seed with 1 and
// 2 workers: the JSON must be byte-identical and carry the contract fields.
func TestBattleJSONSameForAnyWorkers(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole battles")
	}
	args := []string{"battle", "--ruleset", "ads", "--map", "village", "--sides", "random,random", "--battles", "1", "--seed", "11", "--mirror", "--json"}
	c1, out1, e1 := sim(append(args, "--workers", "1")...)
	c2, out2, e2 := sim(append(args, "--workers", "2")...)
	if c1 != 0 || c2 != 0 {
		t.Fatalf("exit %d/%d: %s %s", c1, c2, e1, e2)
	}
	if out1 != out2 {
		t.Fatalf("JSON differs between 1 and 2 workers:\n%s\n%s", out1, out2)
	}
	for _, field := range []string{`"ruleset":"ads"`, `"map":"village"`, `"battles":2`, `"draws":`, `"wins":[`, `"wins_by_player":[`, `"mean_rounds":`, `"hashes":["`} {
		if !strings.Contains(out1, field) {
			t.Errorf("JSON lacks %s: %s", field, out1)
		}
	}
}

func TestBattleBadFlags(t *testing.T) {
	for _, args := range [][]string{{"--battles", "0"}, {"--sides", "random"}, {"--sides", "random,ai:genius"}, {"--ruleset", "chess"}, {"--workers", "0"}} {
		code, _, errs := sim(append([]string{"battle"}, args...)...)
		if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || errs == "" {
			t.Errorf("%v: want exit 2 and one line, got %d %q", args, code, errs)
		}
	}
}

func TestOddsScenario(t *testing.T) {
	code, out, errs := sim("odds", "--ruleset", "ads", "--scenario", "testdata/ads-odds.json", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var o struct {
		Hit, Takedown float64
		Damage        []float64
	}
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		t.Fatal(err)
	}
	sum := 0.0
	for _, p := range o.Damage {
		sum += p
	}
	if o.Hit <= 0 || o.Hit >= 1 || o.Takedown < 0 || o.Takedown > o.Hit || sum < 0.999999 || sum > 1.000001 {
		t.Errorf("implausible odds: hit %v takedown %v damage mass %v", o.Hit, o.Takedown, sum)
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte(`{"attack_dice": 3, "bogus": 1}`), 0o644)
	if code, _, errs := sim("odds", "--ruleset", "ads", "--scenario", bad); code != 1 || !strings.HasPrefix(errs, bad+":") {
		t.Errorf("a bad scenario should fail with a line naming it, got %d %q", code, errs)
	}
}

// TestReplayRoundTripAndTamper writes a replay with battle --replays,
// checks it plays back, then rejects a tampered and a truncated copy.
func TestReplayRoundTripAndTamper(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole battle")
	}
	dir := t.TempDir()
	if code, _, errs := sim("battle", "--battles", "1", "--seed", "5", "--replays", dir, "--json"); code != 0 {
		t.Fatalf("battle: %d %s", code, errs)
	}
	p := filepath.Join(dir, "battle-0000.json")
	if code, out, errs := sim("replay", p); code != 0 || !strings.Contains(out, "match") {
		t.Fatalf("replay of a fresh file: %d %q %q", code, out, errs)
	}
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	tampered := filepath.Join(dir, "tampered.json")
	os.WriteFile(tampered, []byte(strings.Replace(string(b), `"seed":`, `"seed":1`, 1)), 0o644)
	truncated := filepath.Join(dir, "truncated.json")
	os.WriteFile(truncated, b[:len(b)/2], 0o644)
	for _, f := range []string{tampered, truncated, filepath.Join(dir, "missing.json")} {
		code, _, errs := sim("replay", f)
		if code != 1 || !strings.HasPrefix(errs, f+":") || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%s: want exit 1 and one line naming it, got %d %q", f, code, errs)
		}
	}
}
