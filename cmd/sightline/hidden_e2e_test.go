//go:build !js

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sightline/ai"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/grid"
	"sightline/rules/match"
)

// shownState is the part of --state TestHotseatHidesWhatASideMissed reads:
// the units listed and the screen's account of the events it played
// (events_shown).
type shownState struct {
	State struct {
		Scene  string `json:"scene"`
		Viewer *int   `json:"viewer"`
		Units  []struct {
			ID, Side int
		} `json:"units"`
		Events []struct {
			Side     int    `json:"side"`
			Kind     string `json:"kind"`
			How      string `json:"how"`
			Sounds   int    `json:"sounds"`
			Floaters int    `json:"floaters"`
			Logged   int    `json:"logged"`
			Camera   bool   `json:"camera"`
		} `json:"events_shown"`
		Sounds   *int `json:"sounds_played"`
		Floaters *int `json:"floaters_shown"`
	} `json:"state"`
}

// hotseatMove is the start of a hotseat battle a script can play: side
// 1's first unit ends its turn, then side 2's unit walks from one square
// to another, every step of it out of side 1's sight (rules.Perceive).
type hotseatMove struct {
	seed     uint64
	from, to grid.Pos
}

// planHotseat plays the fieldworks battle of two people, seed by seed,
// as the client would, and returns the first seed in which side 1's first
// unit ending its turn hands the turn to side 2, with a move side 2's
// unit can make three or more squares away of which side 1 perceives no
// step.
func planHotseat(t *testing.T) hotseatMove {
	t.Helper()
	rs, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Open("fieldworks", "")
	if err != nil {
		t.Fatal(err)
	}
	// unseenWalk reports whether side 1 perceives none of the steps of
	// move c on b.
	unseenWalk := func(b rules.Battle, c rules.Command) bool {
		before := rules.SeenUnits(b, 0, nil)
		cp := b.Clone()
		ev, err := cp.Apply(c)
		if err != nil {
			return false
		}
		sight := rules.SightOf(cp, 0, before)
		for _, e := range ev {
			if e.Kind == rules.EvStep && rules.Perceive(e, &sight).How != rules.Unnoticed {
				return false
			}
		}
		return true
	}
	tagged := func(b rules.Battle, pr rules.Prompt, tag string) (rules.Command, bool) {
		tg, ok := b.(rules.ActionTagger)
		if !ok {
			t.Fatal("the ADS battle tags no action")
		}
		for _, c := range rules.Expand(b, b.Legal(pr.Side)) {
			if c.Unit == pr.Unit && c.Target == rules.NoUnit && slices.Contains(tg.ActionTags(c.Action), tag) {
				if tag != rules.TagMove || grid.Distance(c.To, b.Units()[c.Unit].Pos) >= 3 && unseenWalk(b, c) {
					return c, true
				}
			}
		}
		return rules.Command{}, false
	}
	for seed := uint64(1); seed <= 20; seed++ {
		mt, err := match.New(rs, m.Field, match.Spec{Ruleset: "ads", Map: "fieldworks", Sides: []string{"human", "human"}, Seed: match.BattleSeed(seed, 0)}, false, ai.New)
		if err != nil {
			t.Fatal(err)
		}
		b := mt.Battle()
		pr := b.Prompt()
		end, ok := tagged(b, pr, rules.TagEndTurn)
		if pr.Side != 0 || pr.Kind != "turn" || !ok {
			continue
		}
		if _, err := b.Apply(end); err != nil {
			t.Fatal(err)
		}
		if pr = b.Prompt(); pr.Side != 1 || pr.Kind != "turn" {
			continue
		}
		if mv, ok := tagged(b, pr, rules.TagMove); ok {
			return hotseatMove{seed: seed, from: b.Units()[pr.Unit].Pos, to: mv.To}
		}
	}
	t.Fatal("no fieldworks seed up to 20 hands side 1's first turn to side 2")
	return hotseatMove{}
}

// readShown runs the game as runGame does and reads the --state and
// --state-all files it writes.
func readShown(t *testing.T, bin string, frames int, script string, args ...string) (viewed, whole shownState) {
	t.Helper()
	dir := t.TempDir()
	sp, st, sa := filepath.Join(dir, "script.txt"), filepath.Join(dir, "state.json"), filepath.Join(dir, "all.json")
	if err := os.WriteFile(sp, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	args = append(args, "--settings", filepath.Join(dir, "settings.json"), "--state", st, "--state-all", sa, "--script", sp, "--frames", fmt.Sprint(frames))
	if out, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
		t.Fatalf("game run %v: %v\n%s", args, err, out)
	}
	for name, into := range map[string]*shownState{st: &viewed, sa: &whole} {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, into); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	return viewed, whole
}

// TestHotseatHidesWhatASideMissed plays the start of a fieldworks battle
// of two people on one screen (issue #42): at the start side 1's --state
// lists no unit of side 2 (--state-all lists them), and after side 2 has
// walked a unit and the screen has passed back, no sound, log line,
// floater or camera move has followed an event side 1 did not perceive,
// on side 1's screen (its recap) or in its log, while side 1's own moves
// and what it saw did show.
func TestHotseatHidesWhatASideMissed(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	bin := buildGame(t)
	plan := planHotseat(t)
	args := []string{"--map", "fieldworks", "--sides", "human,human", "--seed", fmt.Sprint(plan.seed), "--speed", "8"}

	start, whole := readShown(t, bin, 5, "", args...)
	if start.State.Scene != "battle" || start.State.Viewer == nil || *start.State.Viewer != 0 {
		t.Fatalf("at the start: scene %q, viewer %v; want the battle through side 1's eyes", start.State.Scene, start.State.Viewer)
	}
	for _, u := range start.State.Units {
		if u.Side != 0 {
			t.Errorf("side 1's --state at the start lists unit %d of side %d", u.ID, u.Side+1)
		}
	}
	if n := len(whole.State.Units); n <= len(start.State.Units) || !slices.ContainsFunc(whole.State.Units, func(u struct{ ID, Side int }) bool { return u.Side == 1 }) {
		t.Errorf("--state-all lists %d units against --state's %d: want side 2's there too", n, len(start.State.Units))
	}

	// Side 1 ends its turn, the screen passes to side 2, who walks its
	// unit and ends its turn; the screen passes back to side 1 when its
	// turn comes, and a few turns more are ended on both sides.
	script := strings.Join([]string{
		"5 press end_turn",
		"6 press confirm",
		"12 clicktile " + tile(plan.from),
		"22 clicktile " + tile(plan.to),
		"32 press end_turn",
		"33 press confirm",
		"40 press end_turn",
		"41 press confirm",
		"48 press end_turn",
		"49 press confirm",
	}, "\n") + "\n"
	end, _ := readShown(t, bin, 900, script, args...)
	if end.State.Sounds == nil || end.State.Floaters == nil {
		t.Fatalf("--state has no sounds_played or floaters_shown: %+v", end.State)
	}
	var missed, shown, sounded int
	for _, e := range end.State.Events {
		if e.Side != 0 {
			continue
		}
		// Side 1 moves no unit of its own, and side 2's walk was out of
		// its sight: no step may sound on its screen, whatever the
		// screen judged of it.
		if e.Kind == string(rules.EvStep) && (e.Sounds > 0 || e.How != "unnoticed") {
			t.Errorf("side 1's screen played a step of side 2's hidden walk: %+v", e)
		}
		switch {
		case e.How == "seen":
			shown++
			sounded += e.Sounds
		case e.Sounds > 0 || e.Floaters > 0 || e.Camera:
			t.Errorf("side 1 did not see a %s event (%s) but it brought %d sounds, %d floaters, camera moved %v", e.Kind, e.How, e.Sounds, e.Floaters, e.Camera)
		case e.How == "unnoticed" && e.Logged > 0:
			t.Errorf("side 1 did not notice a %s event but its log filed %d lines of it", e.Kind, e.Logged)
		}
		if e.How == "unnoticed" {
			missed++
		}
	}
	t.Logf("side 1: %d events seen (%d sounds), %d unnoticed; %d sounds played, %d floaters in all", shown, sounded, missed, *end.State.Sounds, *end.State.Floaters)
	if missed == 0 {
		t.Error("side 1 missed no event: side 2's walk out of its sight was not accounted for")
	}
	if shown == 0 {
		t.Error("side 1 saw no event: the account is empty")
	}
	if *end.State.Sounds == 0 {
		t.Error("no sound was played: side 2's walk should have sounded on its own screen")
	}
}
