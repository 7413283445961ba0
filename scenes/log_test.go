package scenes

import (
	"image"
	"slices"
	"strings"
	"testing"

	"sightline/rules"
)

// TestLogEntryOpensOnClick checks the log shows one line per action, and
// that a click on an entry's line shows its rolls under it, and a second
// click hides them again.
func TestLogEntryOpensOnClick(t *testing.T) {
	s := &Battle{}
	s.logs.log.entries = []logEntry{
		{head: "Trooper: straight_shot", lines: []logLine{{text: "attack 3 [ranged skill +2]"}, {text: "duck 1"}}, shots: 1, hits: 1, damage: 5, rolled: true},
		{head: "Gunner: burst", lines: []logLine{{text: "attack 2 [burst -1]"}, {text: "duck 4"}}, shots: 3, rolled: true},
	}
	r, rows := s.logs.layout()
	if len(rows) != 2 || !strings.Contains(rows[0].text, "Gunner") || !strings.Contains(rows[1].text, "1/1 hit, 5 damage") {
		t.Fatalf("collapsed rows %+v", rows)
	}
	// The second row from the bottom is the trooper's entry.
	at := image.Pt(r.Min.X+20, r.Max.Y-6-14-7)
	if !s.logs.click(at) {
		t.Fatal("click inside the log not taken")
	}
	r, rows = s.logs.layout()
	var texts []string
	for _, row := range rows {
		texts = append(texts, row.text)
	}
	joined := strings.Join(texts, "|")
	if !strings.Contains(joined, "attack 3 [ranged skill +2]") || strings.Contains(joined, "attack 2 [burst -1]") {
		t.Fatalf("after opening the trooper's entry: %q", joined)
	}
	// Its headline is now above its lines; clicking it closes the entry.
	for k, row := range rows {
		if row.head && row.entry == 0 {
			s.logs.click(image.Pt(r.Min.X+20, r.Max.Y-6-14*k-7))
		}
	}
	if _, rows = s.logs.layout(); len(rows) != 2 {
		t.Fatalf("after closing: %+v", rows)
	}
	if s.logs.click(image.Pt(r.Min.X-5, r.Min.Y+5)) {
		t.Fatal("a click left of the log was taken")
	}
}

// TestLogHidesUnseenEnemies checks the log names no unit the viewer cannot
// see, and leaves out what an unseen unit does to no one it can see.
func TestLogHidesUnseenEnemies(t *testing.T) {
	l := combatLog{sight: sightHiding(8, 1)}
	name := func(s string) string { return s }
	l.add(rules.Event{Kind: rules.EvAction, Unit: 1, Target: rules.NoUnit, Action: "overwatch", Text: "Duelist: overwatch"}, nil, name)
	l.add(rules.Event{Kind: rules.EvRoll, Unit: 1, Target: rules.NoUnit, Text: "Duelist tests Resolve"}, nil, name)
	if len(l.entries) != 0 {
		t.Fatalf("an unseen unit's own action was logged: %+v", l.entries)
	}
	l.add(rules.Event{Kind: rules.EvAction, Unit: 1, Target: 0, Action: "straight_shot", Text: "Duelist: straight_shot"}, nil, name)
	l.add(rules.Event{Kind: rules.EvAction, Unit: 0, Target: 1, Action: "straight_shot", Text: "Trooper: straight_shot"}, nil, name)
	if len(l.entries) != 2 || strings.Contains(l.entries[0].head, "Duelist") || !strings.Contains(l.entries[0].head, unseenName) {
		t.Fatalf("entries %+v: want the shot at us by an unseen enemy, unnamed, then ours", l.entries)
	}
}

// TestLogRoundEntry: a round's initiative rolls are filed under the round,
// not as the last line of the previous round's last action, whose
// collapsed line then read "Gunner: Draw — Sharpshooter rolls initiative".
func TestLogRoundEntry(t *testing.T) {
	var l combatLog
	name := func(s string) string { return s }
	l.add(rules.Event{Kind: rules.EvBattleStart, Unit: rules.NoUnit, Target: rules.NoUnit}, nil, name)
	if len(l.entries) != 0 {
		t.Fatalf("a battle start with nothing to tell opened %+v", l.entries)
	}
	l.add(rules.Event{Kind: rules.EvAction, Unit: 0, Target: rules.NoUnit, Action: "draw", Text: "Gunner: Draw"}, nil, name)
	l.add(rules.Event{Kind: rules.EvRoundStart, Round: 2, Unit: rules.NoUnit, Target: rules.NoUnit}, nil, name)
	l.add(rules.Event{Kind: rules.EvInitiative, Round: 2, Unit: 1, Target: rules.NoUnit, Text: "Sharpshooter rolls initiative 8"}, nil, name)
	if len(l.entries) != 2 || len(l.entries[0].lines) != 0 {
		t.Fatalf("entries %+v: want the Draw alone, then the round", l.entries)
	}
	if got := l.entries[1].summary(); got != "Round 2 — Sharpshooter rolls initiative 8" {
		t.Errorf("the round's line reads %q", got)
	}
}

// TestLogFilesDefenceUnderAttack: the defender's answer to an attack is a
// line of the attack's entry, so the attack's collapsed line carries its
// outcome ("Gunner: Calculated Shot — 0/1 hit"), not the answer's ("Gunner:
// Duck — 0/1 hit"). A reaction by anyone else, or at anyone else (an
// overwatch shot at a mover), opens its own entry.
func TestLogFilesDefenceUnderAttack(t *testing.T) {
	var l combatLog
	name := func(s string) string { return s }
	l.add(rules.Event{Kind: rules.EvAction, Unit: 0, Target: 4, Action: "calculated_shot", Text: "Gunner: Calculated Shot"}, nil, name)
	l.add(rules.Event{Kind: rules.EvPrompt, Unit: 4, Target: 0, Text: "Gunner is attacked with Calculated Shot"}, nil, name)
	l.add(rules.Event{Kind: rules.EvReaction, Unit: 4, Target: 0, Action: "duck", Text: "Gunner: Duck"}, nil, name)
	l.add(rules.Event{Kind: rules.EvRoll, Unit: 0, Target: 4, Dice: []int{3}, Total: 0, Text: "attack"}, nil, name)
	l.add(rules.Event{Kind: rules.EvShot, Unit: 0, Target: 4, Value: 1}, nil, name)
	if len(l.entries) != 1 || l.entries[0].summary() != "Gunner: Calculated Shot — 0/1 hit" {
		t.Fatalf("entries %+v", l.entries)
	}
	if got := lineTexts(l.entries[0].lines); got != "Gunner is attacked with Calculated Shot|Gunner: Duck|unit 0's attack|shot 1: miss" {
		t.Errorf("the attack's lines are %q", got)
	}
	l.add(rules.Event{Kind: rules.EvAction, Unit: 5, Target: rules.NoUnit, Action: "move", Text: "Duelist: Move"}, nil, name)
	l.add(rules.Event{Kind: rules.EvReaction, Unit: 1, Target: 5, Action: "overwatch_shot", Text: "Breacher: Overwatch Shot"}, nil, name)
	l.add(rules.Event{Kind: rules.EvReaction, Unit: 5, Target: 1, Action: "duck", Text: "Duelist: Duck"}, nil, name)
	l.add(rules.Event{Kind: rules.EvReaction, Unit: 2, Target: 5, Action: "reaction_strike", Text: "Sharpshooter: Reaction Strike"}, nil, name)
	if len(l.entries) != 4 || l.entries[2].head != "Breacher: Overwatch Shot" || len(l.entries[2].lines) != 1 || len(l.entries[1].lines) != 0 {
		t.Fatalf("entries %+v: want the move, the overwatch shot with the duck under it, then the strike", l.entries)
	}
}

// lineTexts joins the texts of lines with "|".
func lineTexts(lines []logLine) string {
	var out []string
	for _, l := range lines {
		out = append(out, l.text)
	}
	return strings.Join(out, "|")
}

// sightHiding returns the sight of a viewer who sees n units but those
// hidden, and every square.
func sightHiding(n int, hidden ...int) *rules.Sight {
	s := &rules.Sight{Units: make([]bool, n)}
	for i := range s.Units {
		s.Units[i] = !slices.Contains(hidden, i)
	}
	return s
}

// TestLogShotAtUnseenTarget: a seen unit's shots at a unit the viewer
// cannot see are logged as shots out of sight, neither hits nor misses,
// and tally no hit.
func TestLogShotAtUnseenTarget(t *testing.T) {
	l := combatLog{sight: sightHiding(8, 2)}
	name := func(s string) string { return s }
	l.add(rules.Event{Kind: rules.EvAction, Unit: 1, Target: 2, Action: "shoot", Text: "Scout: shoot"}, nil, name)
	l.add(rules.Event{Kind: rules.EvShot, Unit: 1, Target: 2, Value: 1, Hit: true, Text: "Scout's shot at Gunner: hit"}, nil, name)
	l.add(rules.Event{Kind: rules.EvDamage, Unit: 1, Target: 2, Value: 5, Text: "Gunner takes 5"}, nil, name)
	if len(l.entries) != 1 {
		t.Fatalf("entries %+v, want the one shot", l.entries)
	}
	e := l.entries[0]
	if e.hits != 0 || e.damage != 0 {
		t.Errorf("the shot out of sight tallied %d hits and %d damage", e.hits, e.damage)
	}
	if got := e.summary(); strings.Contains(got, "hit") || strings.Contains(got, "Gunner") || !strings.Contains(got, "out of sight") {
		t.Errorf("collapsed line %q tells how a shot out of sight went", got)
	}
}
