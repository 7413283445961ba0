package rules

import (
	"encoding/json"
	"testing"

	"sightline/rules/grid"
)

// TestPerceive rules on crafted events as side 0 perceives them: unit 0 is
// its own, unit 1 an enemy it sees, units 2 and 3 enemies it does not
// see; it sees the squares west of x = 5.
func TestPerceive(t *testing.T) {
	s := &Sight{Side: 0, Units: []bool{true, true, false, false}, Own: []bool{true, false, false, false},
		Square: func(p grid.Pos) bool { return p.X < 5 }}
	in, out := grid.Pos{X: 2, Y: 2}, grid.Pos{X: 8, Y: 2}
	seen := func(u, t bool) Perceived { return Perceived{How: Seen, Unit: u, Target: t} }
	for _, c := range []struct {
		name string
		e    Event
		want Perceived
	}{
		{"a round starts", Event{Kind: EvRoundStart, Unit: NoUnit, Target: NoUnit}, seen(false, false)},
		{"the battle ends", Event{Kind: EvBattleEnd, Unit: NoUnit, Target: NoUnit, Side: 1}, seen(false, false)},
		{"a side's turn starts", Event{Kind: EvTurnStart, Unit: NoUnit, Target: NoUnit, Side: 1}, seen(false, false)},
		{"its own unit steps out of its sight", Event{Kind: EvStep, Unit: 0, Target: NoUnit, From: out, To: out}, seen(true, false)},
		{"a seen enemy steps in sight", Event{Kind: EvStep, Unit: 1, Target: NoUnit, From: out, To: in}, seen(true, false)},
		{"a seen enemy steps out of sight squares", Event{Kind: EvStep, Unit: 1, Target: NoUnit, From: out, To: out}, Perceived{}},
		{"an unseen enemy steps on seen squares", Event{Kind: EvStep, Unit: 2, Target: NoUnit, From: in, To: in}, Perceived{}},
		{"a seen enemy shoots its unit", Event{Kind: EvShot, Unit: 1, Target: 0, Hit: true}, seen(true, true)},
		{"an unseen enemy shoots its unit", Event{Kind: EvShot, Unit: 2, Target: 0, Hit: true}, seen(false, true)},
		{"a seen enemy shoots an unseen one", Event{Kind: EvShot, Unit: 1, Target: 2}, seen(true, false)},
		{"two unseen enemies fight", Event{Kind: EvShot, Unit: 2, Target: 3, Hit: true}, Perceived{How: Heard}},
		{"an unseen enemy's shot hurts its unit", Event{Kind: EvDamage, Unit: 2, Target: 0, Value: 3}, seen(false, true)},
		{"a seen enemy hurts an unseen one", Event{Kind: EvDamage, Unit: 1, Target: 2, Value: 3}, Perceived{}},
		{"an unseen enemy hurts another", Event{Kind: EvDamage, Unit: 2, Target: 3, Value: 3}, Perceived{}},
		{"an unseen enemy falls unconscious", Event{Kind: EvUnitDown, Unit: 3, Target: NoUnit}, Perceived{}},
		{"a seen enemy falls unconscious", Event{Kind: EvUnitDown, Unit: 1, Target: NoUnit}, seen(true, false)},
		{"an unseen enemy aims at its unit", Event{Kind: EvAction, Unit: 2, Target: 0, Action: "aim"}, seen(false, true)},
		{"an unseen enemy acts on another", Event{Kind: EvAction, Unit: 2, Target: 3, Action: "aim"}, Perceived{}},
		{"an unseen enemy rolls against its unit", Event{Kind: EvRoll, Unit: 2, Target: 0, Dice: []int{4}}, seen(false, true)},
		{"an unseen enemy rolls alone", Event{Kind: EvRoll, Unit: 2, Target: NoUnit, Dice: []int{4}}, Perceived{}},
		{"an unseen enemy reacts", Event{Kind: EvReaction, Unit: 3, Target: 2, Action: "dodge"}, Perceived{}},
		{"an unseen enemy's turn starts", Event{Kind: EvTurnStart, Unit: 2, Target: NoUnit}, Perceived{}},
		{"an unseen enemy gains a status", Event{Kind: EvStatusGained, Unit: 2, Target: NoUnit, Status: "prone"}, Perceived{}},
		{"a seen enemy's weapon jams", Event{Kind: EvJam, Unit: 1, Target: NoUnit}, seen(true, false)},
		{"an unseen enemy reloads", Event{Kind: EvReload, Unit: 3, Target: NoUnit}, Perceived{}},
		{"cover in sight is chipped", Event{Kind: EvCoverDamage, Unit: NoUnit, Target: NoUnit, To: in, Value: 2}, seen(false, false)},
		{"cover out of sight is chipped", Event{Kind: EvCoverDamage, Unit: NoUnit, Target: NoUnit, To: out, Value: 2}, Perceived{}},
		{"cover out of sight breaks", Event{Kind: EvCoverBroken, Unit: NoUnit, Target: NoUnit, To: out}, Perceived{How: Heard}},
		{"a ruleset's own kind about an unseen unit", Event{Kind: "shout", Unit: 2, Target: NoUnit}, Perceived{}},
		{"a ruleset's own kind about no unit", Event{Kind: "weather", Unit: NoUnit, Target: NoUnit}, seen(false, false)},
	} {
		if got := Perceive(c.e, s); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}

// TestPerceiveWholeSight checks that a sight of every unit with no square
// test (a watched replay's, or a computer battle's) sees every event.
func TestPerceiveWholeSight(t *testing.T) {
	s := &Sight{Side: 0, Units: []bool{true, true}}
	for _, e := range []Event{
		{Kind: EvStep, Unit: 1, Target: NoUnit},
		{Kind: EvShot, Unit: 1, Target: 0},
		{Kind: EvCoverBroken, Unit: NoUnit, Target: NoUnit},
		{Kind: EvUnitDead, Unit: 1, Target: NoUnit},
	} {
		if p := Perceive(e, s); p.How != Seen {
			t.Errorf("%s: %v, want seen", e.Kind, p.How)
		}
	}
}

// TestPerceivedJSON checks that a perception reads as its name in JSON.
func TestPerceivedJSON(t *testing.T) {
	b, err := json.Marshal(Perceived{How: Heard})
	if err != nil || string(b) != `{"how":"heard"}` {
		t.Errorf("%s, %v", b, err)
	}
}
