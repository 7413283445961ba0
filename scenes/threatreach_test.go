package scenes

import (
	"testing"

	"sightline/rules"
)

// TestThreatReach checks the threat overlay's reach: the farthest a
// weapon the unit still has attacks, by its range limit where the ruleset
// gives one, a jammed weapon counting and a gone one not.
func TestThreatReach(t *testing.T) {
	rifle := rules.Weapon{Name: "Rifle", Range: 12, MaxRange: 36, Ammo: 10, Mag: 10}
	knife := rules.Weapon{Name: "Knife", Melee: true, Range: 1}
	pistol := rules.Weapon{Name: "Pistol", Range: 6, Ammo: 8, Mag: 8}
	jammed, gone := rifle, rifle
	jammed.Jammed, gone.Gone = true, true
	for _, c := range []struct {
		name    string
		weapons []rules.Weapon
		want    int
	}{
		{"rifle", []rules.Weapon{rifle, knife}, 36},
		{"no range limit", []rules.Weapon{pistol, knife}, 6},
		{"jammed rifle", []rules.Weapon{jammed, knife}, 36},
		{"rifle taken", []rules.Weapon{gone, pistol, knife}, 6},
		{"only a taken rifle", []rules.Weapon{gone}, 0},
		{"unarmed", nil, 0},
	} {
		if got := threatReach(&rules.Unit{Weapons: c.weapons}); got != c.want {
			t.Errorf("%s: reach %d, want %d", c.name, got, c.want)
		}
	}
}
