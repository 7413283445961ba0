//go:build !js

package main

import (
	"encoding/json"
	"regexp"
	"testing"
)

// attackLine matches the collapsed log line of an attack whose shots a
// roll decided ("Gunner: Calculated Shot — 1/1 hit, 9 damage").
var attackLine = regexp.MustCompile(` — \d+/\d+ hit`)

// TestLogDiceEndToEnd plays an ADS battle between two computer players on
// fieldworks in the real client to its end and reads state.log_entries:
// every entry has its text and a dice list ([] when it rolled nothing,
// never missing or null), every attack has dice, and every face is a
// ten-sided die's.
func TestLogDiceEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	bin := buildGame(t)
	e, _ := runGame(t, bin, 0, "", "--ruleset", "ads", "--map", "fieldworks", "--sides", "ai:normal,ai:normal", "--seed", "3", "--speed", "16", "--exit-when-over")
	if !e.Over {
		t.Fatalf("the battle did not end: %d frames, round %d", e.Frames, e.Rounds)
	}
	attacks, rolled := 0, 0
	for i, raw := range e.State.LogEntries {
		var text string
		var dice []int
		if err := json.Unmarshal(raw["text"], &text); err != nil || text == "" {
			t.Fatalf("entry %d has no text: %s", i, raw["text"])
		}
		if d := string(raw["dice"]); d == "" || d == "null" {
			t.Fatalf("entry %d (%q) has dice %q, want a list", i, text, d)
		}
		if err := json.Unmarshal(raw["dice"], &dice); err != nil {
			t.Fatalf("entry %d (%q): dice %s: %v", i, text, raw["dice"], err)
		}
		for _, f := range dice {
			if f < 1 || f > 10 {
				t.Errorf("entry %d (%q) has a face %d, no dT's", i, text, f)
			}
		}
		if len(dice) > 0 {
			rolled++
		}
		if attackLine.MatchString(text) {
			attacks++
			if len(dice) == 0 {
				t.Errorf("entry %d, an attack, has no dice: %q", i, text)
			}
		}
	}
	if attacks < 10 || rolled <= attacks {
		t.Fatalf("%d entries, %d attacks, %d with dice: too few to tell", len(e.State.LogEntries), attacks, rolled)
	}
	t.Logf("%d entries, %d attacks, %d with dice", len(e.State.LogEntries), attacks, rolled)
}
