package ads

import (
	"encoding/json"
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// FuzzLoad reads arbitrary bytes as a saved battle, starting from saves
// taken along a random battle: Load either refuses them with an error or
// gives a battle that answers every question, prices its attacks, and
// plays its first and last legal commands on copies, without a panic.
func FuzzLoad(f *testing.F) {
	b := newTestBattle(f, 3)
	pick := rules.NewDice(3, 5)
	for n := 0; n < 400; n++ {
		if over, _ := b.Over(); over {
			break
		}
		if n%25 == 0 || b.s.Pending != nil && n%5 == 0 || len(b.s.Triggers) > 0 {
			data, err := b.Save()
			if err != nil {
				f.Fatal(err)
			}
			f.Add(data)
		}
		if _, err := b.Apply(pickCommand(pick, rulestest.Legal(b, b.Prompt().Side))); err != nil {
			f.Fatal(err)
		}
	}
	r, err := New()
	if err != nil {
		f.Fatal(err)
	}
	field := b.field
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := r.Load(data, field)
		if err != nil {
			return
		}
		exerciseLoaded(l)
	})
}

// exerciseLoaded asks a loaded battle everything a client or a player
// asks, and plays its first and last legal commands on copies.
func exerciseLoaded(l rules.Battle) {
	l.Prompt()
	l.Units()
	l.Order()
	l.Covers()
	l.Hash()
	l.Over()
	l.Save()
	for side := 0; side < 4; side++ {
		legal := rulestest.Legal(l, side)
		for i, c := range legal {
			if i < 40 || i == len(legal)-1 {
				l.Odds(c)
				l.Path(c)
			}
		}
		if len(legal) > 0 {
			l.Clone().Apply(legal[0])
			l.Clone().Apply(legal[len(legal)-1])
		}
		for _, u := range l.Units() {
			l.Sees(side, u.ID)
		}
	}
	for _, u := range l.Units() {
		l.Reach(rules.MoveOf(u.ID, "move"), nil)
	}
}

// TestLoadRefusesBrokenSaves edits one thing at a time in a save taken
// while an attack waits on a defence and a unit keeps overwatch: Load must
// refuse each with an error naming the problem, and accept the save
// unedited.
func TestLoadRefusesBrokenSaves(t *testing.T) {
	b := newTestBattle(t, 5)
	pick := rules.NewDice(5, 5)
	for n := 0; n < 2000 && b.s.Pending == nil; n++ {
		if _, err := b.Apply(pickCommand(pick, rulestest.Legal(b, b.Prompt().Side))); err != nil {
			t.Fatal(err)
		}
	}
	if b.s.Pending == nil {
		t.Fatal("no attack waited on a defence")
	}
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	good, err := b.Save()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Load(good, b.field); err != nil {
		t.Fatalf("the save unedited: %v", err)
	}
	for _, edit := range []struct {
		name, want string
		change     func(s *state)
	}{
		{"turn past the order", "turn 99", func(s *state) { s.Turn = 99 }},
		{"order names no unit", "turn order names unit 40", func(s *state) { s.Order[0] = 40 }},
		{"unit id", "has id 7", func(s *state) { s.Units[2].ID = 7 }},
		{"side", "side 5 of 2", func(s *state) { s.Units[1].Side = 5 }},
		{"no weapons", "carries 0 weapons", func(s *state) { s.Units[0].Weapons = nil }},
		{"other weapon", "weapon 0 is \"sidearm\"", func(s *state) { s.Units[0].Weapons[0].ID = "sidearm" }},
		{"weapon drawn", "draws weapon 9", func(s *state) { s.Units[3].Drawn = 9 }},
		{"off hand", "off hand", func(s *state) { s.Units[3].Off = 9 }},
		{"wounds", "health", func(s *state) { s.Units[0].Health.Wounds = 99 }},
		{"ticks", "ticks", func(s *state) { s.Units[0].Ticks = 1 << 40 }},
		{"attack target", "attacks unit", func(s *state) { s.Pending.Target = -2 }},
		{"attack weapon", "with weapon 30", func(s *state) { s.Pending.Weapon = 30 }},
		{"bullets", "bullets", func(s *state) { s.Pending.Bullets = 1 << 30 }},
		{"overwatch direction", "towards \"up\"", func(s *state) { s.Units[0].Overwatch = &overwatchState{Dir: "up"} }},
		{"opportunity kind", "unknown kind \"dance\"", func(s *state) {
			s.Triggers = append(s.Triggers, trigger{Unit: 0, Kind: "dance", Target: 1})
		}},
		{"walk off the map", "off the map", func(s *state) {
			s.Moving = &moveState{Unit: 0, Action: "move", Path: []grid.Pos{{X: -1, Y: 0}}}
		}},
		{"spray target", "target unit 77", func(s *state) {
			s.Spray = &sprayState{Attacker: 0, Weapon: 0, Targets: []int{77}}
		}},
		{"die", "a die showing 12", func(s *state) {
			s.Spray = &sprayState{Attacker: 0, Weapon: 0, Roll: Pool{Dice: []int{12}}}
		}},
		{"cover", "cover section 0", func(s *state) { s.Covers[0].SP = -4 }},
		{"round", "round 0", func(s *state) { s.Round = 0 }},
	} {
		var s state
		if err := json.Unmarshal(good, &s); err != nil {
			t.Fatal(err)
		}
		if len(s.Covers) == 0 {
			t.Fatal("the test field has no cover")
		}
		edit.change(&s)
		data, err := json.Marshal(&s)
		if err != nil {
			t.Fatal(err)
		}
		_, err = r.Load(data, b.field)
		if err == nil || !strings.Contains(err.Error(), edit.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: Load says %v, want one line with %q", edit.name, err, edit.want)
		}
	}
}
