package teamturn

import (
	"reflect"
	"testing"

	"sightline/rules/grid"
)

// TestOddsMemoTellsEveryNumber prices an attack through the memo, then
// the same attack with each number its odds read changed in turn, and
// checks that each answer is the one worked out afresh: a number the
// memo's key left out would hand back the first attack's odds.
func TestOddsMemoTellsEveryNumber(t *testing.T) {
	b := newTestBattle(t, 12, 12, []placed{{"tester", 0, grid.Pos{X: 2, Y: 2}}, {"def8", 1, grid.Pos{X: 6, Y: 2}}})
	a, d := &b.S.Units[0], &b.S.Units[1]
	base := b.attackTerms(a, d, 0, aim{})
	changes := map[string]func(tm *terms, hp *int){
		"AttTarget": func(tm *terms, _ *int) { tm.AttTarget += 2 },
		"Favour":    func(tm *terms, _ *int) { tm.Favour++ },
		"RollMod":   func(tm *terms, _ *int) { tm.RollMod += 3 },
		"DefTarget": func(tm *terms, _ *int) { tm.DefTarget += 2 },
		"DefFavour": func(tm *terms, _ *int) { tm.DefFavour++ },
		"AR":        func(tm *terms, _ *int) { tm.AR += 2 },
		"damage N": func(tm *terms, _ *int) {
			w := WeaponSpec{N: tm.dmg[0] + 1, Sides: tm.dmg[1], Bonus: tm.dmg[2]}
			tm.Damage, tm.dmg = w.damage(), [3]int{w.N, w.Sides, w.Bonus}
		},
		"damage Sides": func(tm *terms, _ *int) {
			w := WeaponSpec{N: tm.dmg[0], Sides: tm.dmg[1] + 2, Bonus: tm.dmg[2]}
			tm.Damage, tm.dmg = w.damage(), [3]int{w.N, w.Sides, w.Bonus}
		},
		"damage Bonus": func(tm *terms, _ *int) {
			w := WeaponSpec{N: tm.dmg[0], Sides: tm.dmg[1], Bonus: tm.dmg[2] + 2}
			tm.Damage, tm.dmg = w.damage(), [3]int{w.N, w.Sides, w.Bonus}
		},
		"static":    func(tm *terms, _ *int) { tm.Static, tm.StaticDef = true, 12 },
		"StaticDef": func(tm *terms, _ *int) { tm.Static, tm.StaticDef = true, 8 },
		"dying":     func(tm *terms, _ *int) { tm.Dying, tm.Fails = true, 0 },
		"Fails":     func(tm *terms, _ *int) { tm.Dying, tm.Fails = true, 2 },
		"hp":        func(_ *terms, hp *int) { *hp = 2 },
	}
	hp0 := 5
	for name, change := range changes {
		b.odds = newOddsMemo()
		if got, want := b.oddsOf(base, hp0), base.odds(hp0); !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: the memo's first answer %+v differs from the odds %+v", name, got, want)
		}
		tm, hp := base, hp0
		before := base.odds(hp0)
		// StaticDef and Fails change a static or dying attack, which the
		// memo holds first.
		switch name {
		case "StaticDef":
			changes["static"](&tm, &hp)
			before = b.oddsOf(tm, hp)
		case "Fails":
			changes["dying"](&tm, &hp)
			before = b.oddsOf(tm, hp)
		}
		change(&tm, &hp)
		want := tm.odds(hp)
		if reflect.DeepEqual(want, before) {
			t.Fatalf("%s: the change leaves the odds as they were; the test tells nothing", name)
		}
		if got := b.oddsOf(tm, hp); !reflect.DeepEqual(got, want) {
			t.Errorf("%s changed: the memo answered %+v, the odds are %+v", name, got, want)
		}
		if got := b.oddsOf(tm, hp); !reflect.DeepEqual(got, want) {
			t.Errorf("%s changed, asked again: the memo answered %+v, the odds are %+v", name, got, want)
		}
	}
}

// TestMeanDamageThroughMemo checks the listed damage the memo gives for
// every weapon of the content, and for rolls that differ in one number
// only, against the mean of the roll worked out afresh, asked twice
// (the second from the memo).
func TestMeanDamageThroughMemo(t *testing.T) {
	b := newTestBattle(t, 8, 8, []placed{{"tester", 0, grid.Pos{X: 1, Y: 1}}, {"def8", 1, grid.Pos{X: 5, Y: 5}}})
	ws := append([]WeaponSpec(nil), testContent().Weapons...)
	ws = append(ws, WeaponSpec{N: 1, Sides: 6}, WeaponSpec{N: 2, Sides: 6}, WeaponSpec{N: 1, Sides: 8}, WeaponSpec{N: 1, Sides: 6, Bonus: 2})
	for round := 0; round < 2; round++ {
		for i := range ws {
			w := &ws[i]
			if got, want := b.meanDamage(w), int(w.damage().Dist().Mean()+0.5); got != want {
				t.Errorf("round %d: %dd%d%+d lists damage %d, its roll's mean is %d", round, w.N, w.Sides, w.Bonus, got, want)
			}
		}
	}
}
