package main

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/ads"
	"sightline/rules/all"
	"sightline/rules/oddscheck"
)

// checkOutput is sim odds --check --json's object, as far as the tests read it.
type checkOutput struct {
	Hit   float64
	Mods  []rules.Mod
	Check *struct {
		Samples    int
		Hit        oddscheck.Figure
		DamageMean oddscheck.Figure `json:"damage_mean"`
		Takedown   *oddscheck.Figure
	}
}

// TestOddsCheck plays the scenarios docs/simulator.md names, a breacher's maul at a prone
// duelist that ducks (Intelligence 2: 2 rerolls) and a ducking
// sharpshooter (Intelligence 3) at 0 Stamina with 6 Wounds, Dazed and
// Stunned: every figure is within 4.5 standard errors, the JSON carries
// exactly the check's fields, the takedown where the attack settles it
// (the hurt target dies of the Wounds a hit adds), and two runs print
// the same bytes. (At 200,000 attacks the check of the duelist fails on
// the old RollPool, z -7.5; sim odds --check 200000 is run by hand.)
func TestOddsCheck(t *testing.T) {
	for _, c := range []struct {
		ruleset, path string
		takedown      bool
	}{
		{"ads", "testdata/ads-odds.json", false}, {"ads", "testdata/ads-odds-duck.json", false}, {"ads", "testdata/ads-odds-hurt.json", true},
		{"majorminor", "testdata/majorminor-odds.json", true}, {"majorminor", "testdata/majorminor-odds-known.json", true},
		{"teamturn", "testdata/teamturn-odds.json", true},
	} {
		code, out, errs := sim("odds", "--ruleset", c.ruleset, "--scenario", c.path, "--json", "--check", "3000", "--seed", "7")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", c.path, code, errs)
		}
		var o checkOutput
		if err := json.Unmarshal([]byte(out), &o); err != nil {
			t.Fatal(err)
		}
		ck := o.Check
		if ck == nil || ck.Samples != 3000 || ck.Hit.Exact != o.Hit || (ck.Takedown != nil) != c.takedown {
			t.Fatalf("%s: check %+v, want 3000 samples, the odds' hit %v, takedown %v", c.path, ck, o.Hit, c.takedown)
		}
		var raw struct{ Check map[string]json.RawMessage }
		json.Unmarshal([]byte(out), &raw)
		keys := []string{}
		for k := range raw.Check {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		want := []string{"damage_mean", "hit", "samples"}
		if c.takedown {
			want = []string{"damage_mean", "hit", "samples", "takedown"}
		}
		if !slices.Equal(keys, want) {
			t.Errorf("%s: check fields %v, want %v", c.path, keys, want)
		}
		for _, f := range []*oddscheck.Figure{&ck.Hit, &ck.DamageMean, ck.Takedown} {
			if f != nil && (math.Abs(f.Z) > oddscheck.Limit || f.Observed <= 0) {
				t.Errorf("%s: figure %+v", c.path, *f)
			}
		}
		if _, again, _ := sim("odds", "--ruleset", c.ruleset, "--scenario", c.path, "--json", "--check", "3000", "--seed", "7"); again != out {
			t.Errorf("%s: two runs differ", c.path)
		}
	}
}

// TestOddsCheckSameOnAnyWorkers checks that the check's result does not
// depend on how many goroutines play it.
func TestOddsCheckSameOnAnyWorkers(t *testing.T) {
	s, err := readScenario("testdata/ads-odds-hurt.json")
	if err != nil {
		t.Fatal(err)
	}
	r, _ := all.Registry().Get("ads")
	one, err := oddscheck.Run(s.stager(r), 999, 3, 1)
	if err != nil {
		t.Fatal(err)
	}
	three, err := oddscheck.Run(s.stager(r), 999, 3, 3)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := mustJSON(t, one), mustJSON(t, three); a != b {
		t.Fatalf("1 worker %s, 3 workers %s", a, b)
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// offRuleset is ADS whose battles' odds promise 3 points more of hit
// chance than the dice give.
type offRuleset struct{ rules.Ruleset }

func (r offRuleset) NewBattle(s rules.Setup) (rules.Battle, error) {
	b, err := r.Ruleset.NewBattle(s)
	if err != nil {
		return nil, err
	}
	return offBattle{b.(*ads.Battle)}, nil
}

// offBattle is an ADS battle with wrong odds.
type offBattle struct{ *ads.Battle }

func (b offBattle) Odds(c rules.Command) (rules.Odds, error) {
	o, err := b.Battle.Odds(c)
	o.Hit = min(1, o.Hit+0.03)
	return o, err
}

// TestOddsCheckFailsOnWrongOdds checks that the check fails, exit 1 with
// one line naming the figure, on a battle whose odds are off.
func TestOddsCheckFailsOnWrongOdds(t *testing.T) {
	r, _ := all.Registry().Get("ads")
	reg, err := rules.NewRegistry(offRuleset{r})
	if err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	p := "testdata/ads-odds-hurt.json"
	code := runOddsIn(reg, []string{"--ruleset", "ads", "--scenario", p, "--check", "3000"}, &out, &errb)
	e := errb.String()
	if code != 1 || !strings.HasPrefix(e, p+": check failed: hit: ") || strings.Count(strings.TrimSpace(e), "\n") != 0 {
		t.Fatalf("exit %d, stderr %q: want 1 and one line naming the hit", code, e)
	}
	if !strings.Contains(out.String(), "check: the attack played 3000 times") {
		t.Errorf("the figures were not printed: %s", out.String())
	}
	// The right odds pass the same check.
	out.Reset()
	errb.Reset()
	if code := runOddsIn(all.Registry(), []string{"--ruleset", "ads", "--scenario", p, "--check", "3000"}, &out, &errb); code != 0 {
		t.Fatalf("ADS itself: exit %d, %s", code, errb.String())
	}
}

// TestOddsScenarioUnitStates checks a scenario unit's stamina, wounds and
// statuses: a defender at 0 Stamina with 6 Wounds, Dazed and Stunned
// defends with all three penalties, and a status or count the ruleset
// does not know, or a stance listed twice, is one line naming the file,
// exit 1.
func TestOddsScenarioUnitStates(t *testing.T) {
	_, _, mods := oddsOf(t, "testdata/ads-odds-hurt.json")
	for _, want := range []string{"defence: wounds", "defence: dazed", "defence: stunned"} {
		if !slices.Contains(mods, want) {
			t.Errorf("the hurt defender's odds lack %q: %v", want, mods)
		}
	}
	dir := t.TempDir()
	for name, body := range map[string]string{
		"status.json":  `{"attacker": {"unit": "trooper"}, "defender": {"unit": "gunner", "statuses": ["sleepy"]}, "weapon": "rifle", "action": "burst", "distance": 8}`,
		"wounds.json":  `{"attacker": {"unit": "trooper"}, "defender": {"unit": "gunner", "wounds": 10}, "weapon": "rifle", "action": "burst", "distance": 8}`,
		"stamina.json": `{"attacker": {"unit": "trooper", "stamina": 99}, "defender": {"unit": "gunner"}, "weapon": "rifle", "action": "burst", "distance": 8}`,
		"minus.json":   `{"attacker": {"unit": "trooper"}, "defender": {"unit": "gunner", "stamina": -1}, "weapon": "rifle", "action": "burst", "distance": 8}`,
		"twice.json":   `{"attacker": {"unit": "trooper"}, "defender": {"unit": "gunner", "stances": ["prone", "prone"]}, "weapon": "rifle", "action": "burst", "distance": 8}`,
	} {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(body), 0o644)
		code, _, errs := sim("odds", "--ruleset", "ads", "--scenario", p)
		if code != 1 || !strings.HasPrefix(errs, p+": ") || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%s: want exit 1 and one line naming the file, got %d %q", name, code, errs)
		}
	}
}
