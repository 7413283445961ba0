package teamturn

import (
	"errors"
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// placed is a unit of a test battle: its template, side and square.
type placed struct {
	template string
	side     int
	at       grid.Pos
}

// of reads a placed unit for rulestest.SetupOn.
func (u placed) of() (string, int, grid.Pos) { return u.template, u.side, u.at }

// testContent is the shipped content with a few units made for the
// digest's worked examples.
func testContent() *Content {
	c := DefaultContent()
	c.Weapons = append(c.Weapons,
		WeaponSpec{ID: "gun20", Name: "Twenty-metre gun", Nominal: 20, Max: 30, Attr: Agi, Skill: Shoot, N: 1, Sides: 6, Integrity: 5},
	)
	c.Units = append(c.Units,
		UnitSpec{ID: "tester", Name: "Tester", Role: "rifleman", Str: 4, Agi: 6, Fortitude: 10, Stealth: 10, Perception: 10, Brawl: 4, Finesse: 6, Shoot: 6, MaxHP: 100, Speed: 6, Weapons: []string{"gun20", "knife", "arc", "arc"}},
		UnitSpec{ID: "twin", Name: "Twin blades", Role: "melee", Str: 4, Agi: 6, Fortitude: 10, Stealth: 10, Perception: 10, Brawl: 4, Finesse: 6, Shoot: 6, MaxHP: 100, Speed: 6, Weapons: []string{"knife", "hatchet"}, TwoWeapon: true},
		UnitSpec{ID: "def8", Name: "Target eight", Role: "melee", Str: 4, Agi: 8, Fortitude: 10, Stealth: 10, Perception: 10, MaxHP: 100, Speed: 6, Weapons: []string{"fists"}},
		UnitSpec{ID: "def12", Name: "Target twelve", Role: "melee", Str: 4, Agi: 12, Fortitude: 10, Stealth: 10, Perception: 10, MaxHP: 100, Speed: 6, Weapons: []string{"fists"}},
		UnitSpec{ID: "big", Name: "Big one", Role: "melee", Str: 4, Agi: 5, Fortitude: 10, Stealth: 10, Perception: 10, Size: -1, MaxHP: 100, Speed: 6, Weapons: []string{"fists"}},
		UnitSpec{ID: "guard", Name: "Guard", Role: "melee", Str: 4, Agi: 6, Fortitude: 10, Stealth: 10, Perception: 10, Brawl: 6, MaxHP: 100, Speed: 6, Weapons: []string{"fists"}},
	)
	return c
}

// newTestBattle starts a battle on an open w×h field with the units
// placed as given; sides[i] sets side i's flags.
func newTestBattle(t *testing.T, w, h int, units []placed, sides ...rules.SideSetup) *Battle {
	t.Helper()
	setup, at := rulestest.SetupOn(w, h, []string{"Team A", "Team B", "Team C"}, sides, units, placed.of)
	r, err := NewWith(testContent())
	if err != nil {
		t.Fatal(err)
	}
	b, err := r.NewBattle(setup)
	if err != nil {
		t.Fatal(err)
	}
	bt := b.(*Battle)
	// Units are numbered side by side; put each where the test wants it.
	for k, p := range at {
		bt.S.Units[k].Pos = p
	}
	return bt
}

// seedRolling returns dice whose first rolls are the given faces of the
// given dice (pairs of sides and face).
func seedRolling(t *testing.T, rolls ...[2]int) *rules.Dice {
	t.Helper()
	return rulestest.SeedRolling(t, 20_000_000, rolls...)
}

// find returns the legal command of action by unit on target (any when
// target < 0) with weapon (any when < 0), and whether there is one.
func find(b *Battle, action string, unit, target, weapon int, to *grid.Pos) (rules.Command, bool) {
	return rulestest.Find(b, rulestest.Pick{Action: action, Unit: unit, Target: target, Weapon: weapon, To: to})
}

// play applies the legal command find finds and fails the test when
// there is none or it is refused.
func play(t *testing.T, b *Battle, action string, unit, target, weapon int, to *grid.Pos) []rules.Event {
	t.Helper()
	return rulestest.Play(t, b, rulestest.Pick{Action: action, Unit: unit, Target: target, Weapon: weapon, To: to})
}

// endTurn ends the team turn of the side whose turn it is.
func endTurn(t *testing.T, b *Battle) []rules.Event {
	t.Helper()
	return play(t, b, "end_turn", rules.NoUnit, -1, -1, nil)
}

// legalFor lists the distinct actions unit may take now.
func legalFor(b *Battle, unit int) []string {
	var out []string
	for _, c := range rulestest.Legal(b, b.Prompt().Side) {
		if c.Unit == unit && !slices.Contains(out, c.Action) {
			out = append(out, c.Action)
		}
	}
	return out
}

// rollsOf returns the roll events of action (the attacker's checks).
func rollsOf(ev []rules.Event, action string) []rules.Event {
	var out []rules.Event
	for _, e := range ev {
		if e.Kind == rules.EvRoll && e.Action == action {
			out = append(out, e)
		}
	}
	return out
}

// shotHit reports whether the events' first shot hit.
func shotHit(t *testing.T, ev []rules.Event) bool {
	t.Helper()
	for _, e := range ev {
		if e.Kind == rules.EvShot {
			return e.Hit
		}
	}
	t.Fatal("no shot among the events")
	return false
}

// isIllegal reports whether err is a rejection of an illegal command.
func isIllegal(err error) bool { return errors.Is(err, rules.ErrIllegal) }
