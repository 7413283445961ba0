package scenes

import (
	"image"
	"strings"
	"testing"

	"sightline/rules"
)

// TestLogEntryOpensOnClick checks the log shows one line per action, and
// that a click on an entry's line shows its rolls under it, and a second
// click hides them again.
func TestLogEntryOpensOnClick(t *testing.T) {
	s := &Battle{}
	s.log.entries = []logEntry{
		{head: "Trooper: straight_shot", lines: []string{"attack 3 [ranged skill +2]", "duck 1"}, shots: 1, hits: 1, damage: 5},
		{head: "Gunner: burst", lines: []string{"attack 2 [burst -1]", "duck 4"}, shots: 3},
	}
	r, rows := s.logLayout()
	if len(rows) != 2 || !strings.Contains(rows[0].text, "Gunner") || !strings.Contains(rows[1].text, "1/1 hit, 5 damage") {
		t.Fatalf("collapsed rows %+v", rows)
	}
	// The second row from the bottom is the trooper's entry.
	at := image.Pt(r.Min.X+20, r.Max.Y-6-14-7)
	if !s.logClick(at) {
		t.Fatal("click inside the log not taken")
	}
	r, rows = s.logLayout()
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
			s.logClick(image.Pt(r.Min.X+20, r.Max.Y-6-14*k-7))
		}
	}
	if _, rows = s.logLayout(); len(rows) != 2 {
		t.Fatalf("after closing: %+v", rows)
	}
	if s.logClick(image.Pt(r.Min.X-5, r.Min.Y+5)) {
		t.Fatal("a click left of the log was taken")
	}
}

// TestLogHidesUnseenEnemies checks the log names no unit the viewer cannot
// see, and leaves out what an unseen unit does to no one it can see.
func TestLogHidesUnseenEnemies(t *testing.T) {
	l := combatLog{hidden: func(id int) bool { return id == 1 }}
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
