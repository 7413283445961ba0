package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"sightline/ai"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/match"
)

// openRows returns the rows of the log's newest entry opened, top first.
func openRows(l combatLog) []string {
	s := &Battle{logs: logPanel{log: l}}
	s.logs.log.entries[len(s.logs.log.entries)-1].open = true
	_, rows := s.logs.layout()
	var out []string
	for k := len(rows) - 1; k >= 0; k-- {
		if rows[k].entry == len(s.logs.log.entries)-1 {
			out = append(out, strings.TrimSpace(rows[k].text))
		}
	}
	return out
}

// checkRows fails t unless got is want.
func checkRows(t *testing.T, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("the opened entry reads\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// TestLogWorkingADS: an ADS attack opened reads as the table works it:
// the attack's dice, its modifiers by source and total, the defence's
// dice and modifiers against the attack's total, each projectile with
// its margin, and the damage. Its events are those of the golden battle
// (rules/ads/testdata), with names for the units.
func TestLogWorkingADS(t *testing.T) {
	var l combatLog
	name := func(s string) string { return strings.ToUpper(s[:1]) + strings.ReplaceAll(s[1:], "_", " ") }
	for _, e := range []rules.Event{
		{Kind: rules.EvAction, Unit: 0, Target: 4, Action: "straight_shot", Text: "Trooper: Straight Shot"},
		{Kind: rules.EvReaction, Unit: 4, Target: 0, Action: "drop_prone"},
		{Kind: rules.EvRoll, Unit: 0, Target: 4, Dice: []int{7, 8, 5}, Mods: []rules.Mod{{Source: "ranged skill", Value: 2}, {Source: "attack 2 this round", Value: -1}}, Total: 3, Text: "attack"},
		{Kind: rules.EvRoll, Unit: 4, Target: 0, Dice: []int{7, 2, 8, 7, 5, 8, 7}, Mods: []rules.Mod{{Source: "prone", Value: 2}, {Source: "aim", Value: 1}}, Total: 8, Text: "duck"},
		{Kind: rules.EvShot, Unit: 0, Target: 4, Value: 1, Total: -5},
		{Kind: rules.EvShot, Unit: 0, Target: 4, Value: 2, Total: 2, Hit: true},
		{Kind: rules.EvDamage, Unit: 0, Target: 4, Value: 6, Soak: 1, Location: "torso", Text: "6 damage to the torso (1 soaked)"},
	} {
		l.add(e, nil, name)
	}
	checkRows(t, openRows(l), []string{
		"▼ Trooper: Straight Shot",
		"unit 4: Drop prone",
		"unit 0's Attack",
		"rolled 7 8 5 · ranged skill +2 · attack 2 this round -1 → 3",
		"unit 4's Duck",
		"rolled 7 2 8 7 5 8 7 · prone +2 · aim +1 → 8 · vs unit 0's 3",
		"shot 1: miss, margin -5",
		"shot 2: hit, margin 2",
		"6 damage to the torso (1 soaked)",
	})
	if got := l.entries[0].summary(); got != "Trooper: Straight Shot — 1/2 hit, 6 damage" {
		t.Errorf("collapsed: %q", got)
	}
	if got := l.entries[0].dice(); !slices.Equal(got, []int{7, 8, 5, 7, 2, 8, 7, 5, 8, 7}) {
		t.Errorf("the entry's dice are %v", got)
	}
}

// TestLogWorkingMajorMinor: a majorminor attack keeps the ruleset's own
// sentence (the d20 against Defense) and adds each modifier's source
// under it, and the damage roll's faces.
func TestLogWorkingMajorMinor(t *testing.T) {
	var l combatLog
	name := func(s string) string { return s }
	for _, e := range []rules.Event{
		{Kind: rules.EvAction, Unit: 1, Target: 7, Action: "attack", Text: "Gunhand: Attack"},
		{Kind: rules.EvRoll, Unit: 1, Target: 7, Action: "attack", Total: 16, Hit: true, Dice: []int{14}, Mods: []rules.Mod{{Source: "Dexterity", Value: 4}, {Source: "weapon", Value: 1}, {Source: "beyond range", Value: -3}}, Text: "Gunhand's attack on Urchin: 16 (d20 14 +2) against Defense 12: hit"},
		{Kind: rules.EvShot, Unit: 1, Target: 7, Value: 1, Hit: true},
		{Kind: rules.EvDamage, Unit: 1, Target: 7, Value: 24, Dice: []int{18}, Text: "Urchin takes 24 damage (d20 18): -6 HP left"},
		{Kind: rules.EvUnitDown, Unit: 7, Target: rules.NoUnit, Text: "Urchin falls unconscious"},
	} {
		l.add(e, nil, name)
	}
	checkRows(t, openRows(l), []string{
		"▼ Gunhand: Attack",
		"Gunhand's attack on Urchin: 16 (d20 14 +2) against Defense 12: hit",
		"rolled 14 · Dexterity +4 · weapon +1 · beyond range -3 → 16",
		"shot 1: hit",
		"Urchin takes 24 damage (d20 18): -6 HP left",
		"rolled 18",
		"Urchin falls unconscious",
	})
	if got := l.entries[0].dice(); !slices.Equal(got, []int{14, 18}) {
		t.Errorf("the entry's dice are %v", got)
	}
}

// TestLogWorkingTeamturn: a teamturn attack shows both d20s of the
// unfavourable roll, the defence's d20 against the attack's total, the
// modifiers by source (the defender's named as such), and the damage
// dice.
func TestLogWorkingTeamturn(t *testing.T) {
	var l combatLog
	name := func(s string) string { return s }
	for _, e := range []rules.Event{
		{Kind: rules.EvAction, Unit: 3, Target: 6, Action: "attack", Text: "Marksman: Attack"},
		{Kind: rules.EvRoll, Unit: 3, Target: 6, Action: "attack", Total: 5, Dice: []int{5, 3}, Mods: []rules.Mod{{Source: "Agility", Value: 6}, {Source: "Shoot", Value: 7}, {Source: "beyond nominal range: unfavourable", Value: -1}, {Source: "defence: Agility", Value: 5}},
			Text: "Marksman's attack on Duelist with the Marksman rifle: unfavourable [5 3] keeps 5 against 13"},
		{Kind: rules.EvRoll, Unit: 6, Target: 3, Action: "defence", Total: 6, Dice: []int{6}, Text: "Duelist's defence: d20 6 against 7"},
		{Kind: rules.EvShot, Unit: 3, Target: 6, Value: 1, Hit: true, Text: "Marksman's attack: hit"},
		{Kind: rules.EvDamage, Unit: 3, Target: 6, Value: 4, Dice: []int{3, 1}, Text: "Duelist takes 4 damage ([3 1], armour 0): 6 HP left"},
	} {
		l.add(e, nil, name)
	}
	checkRows(t, openRows(l), []string{
		"▼ Marksman: Attack",
		"Marksman's attack on Duelist with the Marksman rifle: unfavourable [5 3] keeps 5 against 13",
		"rolled 5 3 · Agility +6 · Shoot +7 · beyond nominal range: unfavourable -1 · defence: Agility +5 → 5",
		"Duelist's defence: d20 6 against 7",
		"rolled 6 → 6 · vs unit 3's 5",
		"Marksman's attack: hit",
		"Duelist takes 4 damage ([3 1], armour 0): 6 HP left",
		"rolled 3 1",
	})
	if got := l.entries[0].dice(); !slices.Equal(got, []int{5, 3, 6, 3, 1}) {
		t.Errorf("the entry's dice are %v", got)
	}
}

// TestLogHidesUnseenDice: an attack on the viewer's unit by a unit it
// cannot see names the attacker "an unseen enemy" and shows neither its
// dice nor its modifiers nor the ruleset's words (which name it), only
// its total; the defender's own roll shows in full.
func TestLogHidesUnseenDice(t *testing.T) {
	l := combatLog{sight: sightHiding(8, 3)}
	name := func(s string) string { return s }
	for _, e := range []rules.Event{
		{Kind: rules.EvAction, Unit: 3, Target: 6, Action: "attack", Text: "Marksman: Attack"},
		{Kind: rules.EvRoll, Unit: 3, Target: 6, Action: "attack", Total: 5, Dice: []int{5, 3}, Mods: []rules.Mod{{Source: "Agility", Value: 6}},
			Text: "Marksman's attack on Duelist with the Marksman rifle: unfavourable [5 3] keeps 5 against 13"},
		{Kind: rules.EvRoll, Unit: 6, Target: 3, Action: "defence", Total: 6, Dice: []int{6}, Text: "Duelist's defence: d20 6 against 7"},
		{Kind: rules.EvShot, Unit: 3, Target: 6, Value: 1, Hit: true, Text: "Marksman's attack: hit"},
		{Kind: rules.EvDamage, Unit: 3, Target: 6, Value: 4, Dice: []int{3, 1}, Text: "Duelist takes 4 damage ([3 1], armour 0): 6 HP left"},
	} {
		l.add(e, nil, name)
	}
	checkRows(t, openRows(l), []string{
		"▼ an unseen enemy: attack",
		"an unseen enemy's attack",
		"dice unseen → 5",
		"unit 6's defence",
		"rolled 6 → 6 · vs an unseen enemy's 5",
		"shot 1: hit",
		"unit 6 takes 4 damage",
	})
	if got := l.entries[0].dice(); !slices.Equal(got, []int{6}) {
		t.Errorf("the entry's dice are %v, want the defender's alone", got)
	}
}

// TestLogShowsEveryDie plays a battle of each ruleset between computer
// players and files its events: every event's dice end the current
// entry's dice in the order rolled, every roll's working shows its faces
// and each modifier's source, and every attack (an entry whose shots a
// roll decided) has dice; ADS's Suppressing Fire, whose shots roll
// nothing, reads as shots with no roll, not as misses.
func TestLogShowsEveryDie(t *testing.T) {
	m, err := maps.LoadBundled("warehouse")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"ads", "majorminor", "teamturn"} {
		t.Run(id, func(t *testing.T) {
			r, _ := all.Registry().Get(id)
			mt, err := match.New(r, m.Field, match.Spec{Map: "warehouse", Sides: []string{"ai:easy", "ai:easy"}, Seed: 3}, false, ai.New)
			if err != nil {
				t.Fatal(err)
			}
			var l combatLog
			name := func(s string) string { return s }
			rolls, attacks := 0, 0
			attack := false // the current entry has a shot that may hit
			check := func(e rules.Event) {
				n := len(l.entries)
				l.add(e, mt.Battle(), name)
				cur := &l.entries[len(l.entries)-1]
				if len(l.entries) > n && n > 0 {
					if prev := &l.entries[n-1]; attack {
						attacks++
						if len(prev.dice()) == 0 || !strings.Contains(prev.summary(), " hit") {
							t.Errorf("an attack without dice: %q", prev.summary())
						}
					} else if prev.shots > 0 && !strings.HasSuffix(prev.summary(), " shots, no roll") {
						t.Errorf("shots no roll decided read %q", prev.summary())
					}
					attack = false
				}
				attack = attack || (e.Kind == rules.EvShot && e.Text != "suppressing fire")
				if len(e.Dice) == 0 {
					return
				}
				if d := cur.dice(); !slices.Equal(d[len(d)-len(e.Dice):], e.Dice) {
					t.Fatalf("after %+v the entry's dice are %v", e, d)
				}
				if e.Kind != rules.EvRoll && e.Kind != rules.EvInitiative {
					return
				}
				rolls++
				w := cur.lines[len(cur.lines)-1].work
				faces := strings.Trim(fmt.Sprint(e.Dice), "[]")
				if !strings.Contains(w, "rolled "+faces) || (e.Total != 0 && !strings.Contains(w, fmt.Sprintf("→ %d", e.Total))) {
					t.Fatalf("the working of %+v reads %q", e, w)
				}
				for _, md := range e.Mods {
					if !strings.Contains(w, fmt.Sprintf("%s %+d", md.Source, md.Value)) {
						t.Fatalf("the working of %+v reads %q: no %s", e, w, md.Source)
					}
				}
			}
			if _, err := mt.Play(func(_ rules.Command, ev []rules.Event) {
				for _, e := range ev {
					check(e)
				}
			}); err != nil {
				t.Fatal(err)
			}
			if rolls == 0 || attacks == 0 {
				t.Fatalf("%d rolls and %d attacks filed: the battle tells nothing", rolls, attacks)
			}
			t.Logf("%d rolls, %d attacks", rolls, attacks)
		})
	}
}

// TestLogFilesWindowAnswersUnderAttack: majorminor's Assist, Disrupt and
// Hold, answered in the window an attack opens before it rolls, are lines
// of the attack's entry, whose collapsed line then carries the attack's
// outcome; once the attack has rolled, the next action opens its own.
// The events are those of the golden battle (rules/majorminor/testdata).
func TestLogFilesWindowAnswersUnderAttack(t *testing.T) {
	r, _ := all.Registry().Get("majorminor")
	m, err := maps.LoadBundled("village")
	if err != nil {
		t.Fatal(err)
	}
	setup, err := match.Setup(r, m.Field, 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	b, err := r.NewBattle(setup)
	if err != nil {
		t.Fatal(err)
	}
	var l combatLog
	name := func(s string) string { return s }
	for _, e := range []rules.Event{
		{Kind: rules.EvAction, Unit: 1, Target: 5, Action: "attack", Cost: rules.Cost{N: 1, Unit: "major"}, Text: "Gunhand: Attack"},
		{Kind: rules.EvAction, Unit: 1, Target: rules.NoUnit, Text: "Gunhand starts the fight: everyone rolls a Defense Check"},
		{Kind: rules.EvRoll, Unit: 0, Target: rules.NoUnit, Total: 17, Dice: []int{14}, Text: "Gunhand's Defense Check: 17 (d20 14 + Athletics 2 + armor 1)"},
		{Kind: rules.EvAction, Unit: 2, Target: rules.NoUnit, Action: "assist", Cost: rules.Cost{N: 1, Unit: "minor", Reaction: true}, Text: "Enforcer: Assist"},
		{Kind: rules.EvReaction, Unit: 2, Target: 1, Action: "assist", Text: "Enforcer assists Gunhand's Check (+3)"},
		{Kind: rules.EvAction, Unit: 3, Target: rules.NoUnit, Action: "hold_check", Text: "Sharpshooter: Hold"},
		{Kind: rules.EvRoll, Unit: 1, Target: 5, Action: "attack", Total: 16, Dice: []int{11}, Text: "Gunhand's attack on Brawler: 16 (d20 11 +5) against Defense 19: miss"},
		{Kind: rules.EvShot, Unit: 1, Target: 5, Value: 1},
		{Kind: rules.EvAction, Unit: 3, Target: rules.NoUnit, Action: "hold_check", Text: "Sharpshooter: Hold"},
	} {
		l.add(e, b, name)
	}
	if len(l.entries) != 2 || l.entries[0].summary() != "Gunhand: Attack — 0/1 hit" {
		var got []string
		for _, e := range l.entries {
			got = append(got, e.summary())
		}
		t.Fatalf("entries %q: want the attack with its window's answers, then the hold after it", got)
	}
	if got := l.entries[0].dice(); !slices.Equal(got, []int{14, 11}) {
		t.Errorf("the attack's dice are %v", got)
	}
}
