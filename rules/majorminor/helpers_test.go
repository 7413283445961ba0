package majorminor

import (
	"errors"
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
		WeaponSpec{ID: "ten", Name: "Ten-metre gun", Range: 10, Hit: Dex, Damage: Dex, Break: 5},
	)
	c.Units = append(c.Units,
		UnitSpec{ID: "tester", Name: "Tester", Role: "rifleman", Str: 2, Dex: 2, Ath: 2, MaxHP: 20, Speed: 6, Size: 2, Weapons: []string{"ten", "machete", "fists"}},
		UnitSpec{ID: "athlete4", Name: "Athlete", Role: "melee", Str: 2, Dex: 2, Ath: 4, MaxHP: 20, Speed: 6, Size: 2, Weapons: []string{"fists"}},
		UnitSpec{ID: "jumper4", Name: "Jumper", Role: "melee", Str: 2, Dex: 2, Ath: 4, MaxHP: 20, Speed: 10, Size: 2, Weapons: []string{"fists"}},
		UnitSpec{ID: "jumper5", Name: "Leaper", Role: "melee", Str: 2, Dex: 2, Ath: 5, MaxHP: 20, Speed: 10, Size: 2, Weapons: []string{"fists"}},
		UnitSpec{ID: "tank", Name: "Tank", Role: "melee", Str: 2, Dex: 2, Ath: 2, MaxHP: 500, Speed: 6, Size: 2, Weapons: []string{"fists"}},
		UnitSpec{ID: "small", Name: "Small one", Role: "melee", Str: 1, Dex: 2, Ath: 2, MaxHP: 20, Speed: 6, Size: 1, Weapons: []string{"fists"}},
	)
	return c
}

// newTestBattle starts a battle on an open w×h field with the units
// placed as given (side 0 is side 1 of the players), in the approach.
func newTestBattle(t *testing.T, w, h int, units []placed, hero bool) *Battle {
	t.Helper()
	setup, at := rulestest.SetupOn(w, h, []string{"Players", "GM", "Third"}, nil, units, placed.of)
	setup.Sides[0].Hero = hero
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

// seedRolling returns a dice seed whose first rolls are the given faces
// of the given dice (pairs of sides and face), for the battle's next
// rolls.
func seedRolling(t *testing.T, rolls ...[2]int) *rules.Dice {
	t.Helper()
	return rulestest.SeedRolling(t, 5_000_000, rolls...)
}

// play applies c (found in the legal list by its action, unit and
// target) and fails the test on a refusal.
func play(t *testing.T, b *Battle, action string, unit, target int, to *grid.Pos) []rules.Event {
	t.Helper()
	return rulestest.Play(t, b, rulestest.Pick{Action: action, Unit: unit, Target: target, Weapon: -1, To: to})
}

// untilTurn plays end_turn and holds until it is unit's turn.
func untilTurn(t *testing.T, b *Battle, unit int) {
	t.Helper()
	for n := 0; n < 100; n++ {
		pr := b.Prompt()
		if pr.Kind == "turn" && pr.Unit == unit {
			return
		}
		act := "end_turn"
		if pr.Kind == kindOpportunity {
			act = "hold"
		} else if pr.Kind == kindAssist {
			act = "hold_check"
		}
		play(t, b, act, pr.Unit, -1, nil)
	}
	t.Fatalf("unit %d's turn never came", unit)
}

// isIllegal reports whether err is a rejection of an illegal command.
func isIllegal(err error) bool { return errors.Is(err, rules.ErrIllegal) }
