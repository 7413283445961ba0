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
		"Weapon", "Strength", "Impact", "Extra", "ExtraWounds", "Knockout", "Penetration", "Head", "Critical",
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
