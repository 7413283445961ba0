package ads

import (
	"reflect"
	"slices"
	"testing"

	"sightline/rules"
)

// TestOddsKeyKnowsEveryField lists AttackSpec's fields, each of which
// keyOf must put in the memo's key: a new one must be added there and
// here.
func TestOddsKeyKnowsEveryField(t *testing.T) {
	known := []string{"AttackDice", "AttackMods", "DefenceDice", "DefenceRerolls", "DefenceMods", "Bullets",
		"Weapon", "Strength", "Impact", "Extra", "ExtraWounds", "Knockout", "KnockoutOut", "NextTurnPassed", "Penetration", "Head", "Critical",
		"Aimed", "AimedAt", "Second", "Soak", "Target", "ResolveDice", "ResolveFlat"}
	var found []string
	ty := reflect.TypeOf(AttackSpec{})
	for i := 0; i < ty.NumField(); i++ {
		found = append(found, ty.Field(i).Name)
	}
	if !slices.Equal(found, known) {
		t.Fatalf("AttackSpec's fields are %q; keyOf knows %q: teach it the new ones", found, known)
	}
}

// TestAttackOddsMemo checks that the memo answers as AttackOdds, for a
// first and a remembered asking, and hands out memory of its own.
func TestAttackOddsMemo(t *testing.T) {
	b := newTestBattle(t, 1)
	specs := []AttackSpec{
		{AttackDice: 4, AttackMods: []rules.Mod{{Source: "skill", Value: 2}}, DefenceDice: 3, Bullets: 3, Weapon: 6, Target: NewHealth(3, 3, 0), ResolveDice: 3},
		{AttackDice: 4, AttackMods: []rules.Mod{{Source: "other", Value: 2}}, DefenceDice: 3, Bullets: 3, Weapon: 6, Target: NewHealth(3, 3, 0), ResolveDice: 3},
		{AttackDice: 5, DefenceDice: 2, DefenceRerolls: 1, DefenceMods: []rules.Mod{{Source: "cover", Value: 1}}, Weapon: 8, Second: &SecondHit{Offset: 2, Weapon: 4}, Soak: Soak{Armour: 2}, Target: NewHealth(2, 2, 0)},
	}
	for round := 0; round < 2; round++ {
		for i, s := range specs {
			got, want := b.attackOdds(s), AttackOdds(s)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d spec %d: memo gives %+v, want %+v", round, i, got, want)
			}
			if len(got.Damage) > 0 {
				got.Damage[0] = -1
			}
		}
	}
}

// TestOddsKeyTellsEveryValue changes each number and flag of an attack in
// turn, inside the soak, the target and the second weapon too, and checks
// that its key changes, and the chains' key with it for a value of the
// damage side, and the hits' key for a value of the hits: the keys pack
// the flags as bits, and a flag packed twice or a field left out would
// mix two attacks.
func TestOddsKeyTellsEveryValue(t *testing.T) {
	base := AttackSpec{AttackDice: 4, AttackMods: []rules.Mod{{Value: 1}}, DefenceDice: 3, DefenceRerolls: 1,
		DefenceMods: []rules.Mod{{Value: 2}}, Bullets: 3, Weapon: 6, Strength: 2, Extra: 1, ExtraWounds: 1,
		Penetration: 1, AimedAt: Arms, Second: &SecondHit{Offset: 1, Weapon: 4, Strength: 1, Penetration: 1},
		Soak: Soak{Armour: 2, Cloak: 1, Cover: 3, Misc: 1, Exposed: 1 << Head}, Target: NewHealth(3, 2, 0),
		ResolveDice: 3, ResolveFlat: 1}
	// rolls are the fields that only weigh the margins or price the
	// Resolve test; hits those hitKey holds.
	rolls := map[string]bool{"AttackDice": true, "AttackMods": true, "DefenceDice": true, "DefenceRerolls": true,
		"DefenceMods": true, "ResolveDice": true, "ResolveFlat": true, "KnockoutOut": true, "NextTurnPassed": true}
	hits := map[string]bool{"Weapon": true, "Strength": true, "Extra": true, "Penetration": true, "Impact": true,
		"Head": true, "Critical": true, "Aimed": true, "AimedAt": true, "Soak": true}
	tried := 0
	// change calls try with a copy of base for every way of changing one
	// value inside v, a field of the copy named top.
	var change func(top string, v reflect.Value, try func(top string))
	change = func(top string, v reflect.Value, try func(string)) {
		switch v.Kind() {
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				change(top, v.Field(i), try)
			}
		case reflect.Pointer:
			change(top, v.Elem(), try)
		case reflect.Slice: // the modifiers: their sum
			f := v.Index(0).FieldByName("Value")
			f.SetInt(f.Int() + 1)
			try(top)
			f.SetInt(f.Int() - 1)
		case reflect.Bool:
			v.SetBool(!v.Bool())
			try(top)
			v.SetBool(!v.Bool())
		case reflect.Int, reflect.Uint8:
			if v.Kind() == reflect.Int {
				v.SetInt(v.Int() + 1)
				try(top)
				v.SetInt(v.Int() - 1)
			} else {
				v.SetUint(v.Uint() ^ 1<<Legs)
				try(top)
				v.SetUint(v.Uint() ^ 1<<Legs)
			}
		default:
			t.Fatalf("%s holds a %s the test cannot change", top, v.Kind())
		}
	}
	s := base
	second := *base.Second
	s.Second = &second
	s.AttackMods = slices.Clone(base.AttackMods)
	s.DefenceMods = slices.Clone(base.DefenceMods)
	sv := reflect.ValueOf(&s).Elem()
	for i := 0; i < sv.NumField(); i++ {
		name := sv.Type().Field(i).Name
		change(name, sv.Field(i), func(top string) {
			tried++
			if keyOf(&s) == keyOf(&base) {
				t.Errorf("a change of %s leaves the odds key alike", top)
			}
			if !rolls[top] && damageKeyOf(&s) == damageKeyOf(&base) {
				t.Errorf("a change of %s leaves the damage key alike", top)
			}
			if hits[top] && hitKeyOf(&s) == hitKeyOf(&base) {
				t.Errorf("a change of %s leaves the hits' key alike", top)
			}
		})
	}
	if keyOf(&s) != keyOf(&base) {
		t.Fatal("the changes were not all undone")
	}
	s.Second = &SecondHit{}
	if damageKeyOf(&s) == damageKeyOf(&AttackSpec{Bullets: s.Bullets, Weapon: s.Weapon, Strength: s.Strength,
		Extra: s.Extra, ExtraWounds: s.ExtraWounds, Penetration: s.Penetration, AimedAt: s.AimedAt, Soak: s.Soak,
		Target: s.Target}) {
		t.Error("a second weapon of all 0 leaves the damage key alike")
	}
	if tried < 30 {
		t.Fatalf("only %d changes tried", tried)
	}
}

// TestOddsKeyShiftedSums checks what keyOf's sharing rests on: attacks
// whose sums of attack and defence modifiers, both at least 0, differ
// alike have the same numbers bit for bit, and one key; and a sum below 0,
// whose totals dice.AddFlat floors at 0, keeps its own key.
func TestOddsKeyShiftedSums(t *testing.T) {
	specs := []AttackSpec{
		{AttackDice: 4, DefenceDice: 3, Bullets: 3, Weapon: 6, Target: NewHealth(3, 3, 0), ResolveDice: 3},
		{AttackDice: 5, DefenceDice: 2, DefenceRerolls: 1, Weapon: 8, Second: &SecondHit{Offset: 2, Weapon: 4}, Soak: Soak{Armour: 2}, Target: NewHealth(2, 2, 0)},
		{AttackDice: 3, DefenceDice: 4, DefenceRerolls: 2, Bullets: 5, Weapon: 5, Penetration: 1, Soak: Soak{Armour: 2, Cloak: 1},
			Target: Health{Base: 12, Stamina: 7, Wounds: 2, MaxWounds: 10}, ResolveDice: 2, ResolveFlat: 1},
		{AttackDice: 6, Bullets: 1, Weapon: 4, Knockout: true, KnockoutOut: true, Target: NewHealth(2, 3, 0), ResolveDice: 2},
		{AttackDice: 2, DefenceDice: 5, Bullets: 2, Weapon: 7, ExtraWounds: 1, Critical: true, Target: NewHealth(4, 2, 0), ResolveDice: 1},
	}
	numbers := func(s AttackSpec, a, d int) (rules.Odds, oddsKey) {
		s.AttackMods = []rules.Mod{{Source: "a", Value: a}}
		s.DefenceMods = []rules.Mod{{Source: "d", Value: d}}
		o := AttackOdds(s)
		o.Mods = nil
		return o, keyOf(&s)
	}
	for i, s := range specs {
		for _, sums := range [][2]int{{0, 0}, {2, 0}, {0, 3}, {1, 1}} {
			want, wantKey := numbers(s, sums[0], sums[1])
			for k := 1; k <= 4; k++ {
				got, key := numbers(s, sums[0]+k, sums[1]+k)
				if key != wantKey {
					t.Errorf("spec %d, sums %v moved up %d: another key", i, sums, k)
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("spec %d, sums %v moved up %d: %+v, want %+v", i, sums, k, got, want)
				}
			}
		}
		low, lowKey := numbers(s, -2, 0)
		up, upKey := numbers(s, 0, 2)
		if lowKey == upKey {
			t.Errorf("spec %d: sums -2/0 and 0/2 share a key", i)
		}
		if i == 0 && reflect.DeepEqual(low, up) {
			t.Errorf("spec %d: -2/0 and 0/2 give the same numbers; the test shows no floor", i)
		}
	}
}
