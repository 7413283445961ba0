package ai

import (
	"testing"

	"sightline/rules"
)

// TestShotBands: the band shotBands gives each distance is the one whose
// factor rangeFactor answers, for units with and without a range and with
// limits short and long, so that the bound prices the same shots as the
// score.
func TestShotBands(t *testing.T) {
	factors := [5]float64{1.2, 1, 0.6, 0.3, 0}
	var bands []uint8
	for r := -1; r <= 40; r++ {
		for l := 0; l <= 130; l += 1 + l/8 {
			bands = shotBands(bands, 128, r, l)
			if len(bands) != 128 {
				t.Fatalf("range %d limit %d: %d bands, want 128", r, l, len(bands))
			}
			for d, b := range bands {
				if got, want := factors[b], rangeFactor(d, r, l); got != want {
					t.Fatalf("range %d limit %d distance %d: band %d's factor %v, rangeFactor %v", r, l, d, b, got, want)
				}
			}
		}
	}
}

// TestRangeFactorLimits: the factors of a weapon follow its limit: none
// beyond it (a ruleset that forbids shots beyond twice the range), 0.6 up
// to halfway from the range to it, and, for ADS's limit of three times
// the range (or 4 squares), exactly the bands of ADS's range modifiers
// that the factors were first written for.
func TestRangeFactorLimits(t *testing.T) {
	ads := func(d, r int) float64 { // the factors before limits were read
		switch {
		case r <= 0:
			return 0
		case d <= 4:
			return 1.2
		case d <= r:
			return 1
		case d <= 2*r:
			return 0.6
		case d <= 3*r:
			return 0.3
		}
		return 0
	}
	for r := 0; r <= 40; r++ {
		l := maxRange(rules.Weapon{Range: r, MaxRange: max(4, 3*r)})
		for d := 0; d <= 130; d++ {
			if got, want := rangeFactor(d, r, l), ads(d, r); got != want {
				t.Fatalf("range %d distance %d: %v, ADS's bands give %v", r, d, got, want)
			}
			// A ruleset that leaves the limit unsaid gets three times
			// the range.
			if r >= 2 {
				if got, want := rangeFactor(d, r, maxRange(rules.Weapon{Range: r})), ads(d, r); got != want {
					t.Fatalf("range %d distance %d, no limit given: %v, want %v", r, d, got, want)
				}
			}
		}
	}
	for _, c := range []struct {
		d, r, l int
		want    float64
	}{
		{d: 12, r: 12, l: 24, want: 1},
		{d: 18, r: 12, l: 24, want: 0.6},
		{d: 19, r: 12, l: 24, want: 0.3},
		{d: 24, r: 12, l: 24, want: 0.3},
		{d: 25, r: 12, l: 24, want: 0}, // d100: no shot beyond twice the range
		{d: 3, r: 6, l: 2, want: 0},    // beyond the limit, however close
		{d: 40, r: 10, l: 50, want: 0.3},
		{d: 30, r: 10, l: 50, want: 0.6}, // ail: five increments
	} {
		if got := rangeFactor(c.d, c.r, c.l); got != c.want {
			t.Errorf("rangeFactor(%d, %d, %d) = %v, want %v", c.d, c.r, c.l, got, c.want)
		}
	}
}

// TestGoneWeaponsLeftOut checks a weapon the ruleset marks gone (broken,
// taken) adds neither to a unit's reach nor to its lethality, as a jammed
// one does not, while a dropped one, which it may draw again, still does.
func TestGoneWeaponsLeftOut(t *testing.T) {
	rifle := rules.Weapon{Name: "Rifle", Range: 12, MaxRange: 36, Damage: 5, Ammo: 10, Mag: 10}
	knife := rules.Weapon{Name: "Knife", Melee: true, Range: 1, Damage: 2}
	pistol := rules.Weapon{Name: "Pistol", Range: 6, MaxRange: 18, Damage: 3, Ammo: 8, Mag: 8}
	gone := func(w rules.Weapon) rules.Weapon { w.Gone = true; return w }
	for _, c := range []struct {
		name        string
		weapons     []rules.Weapon
		ranged, lng int
		melee       bool
		lethal      float64
	}{
		{"all to hand", []rules.Weapon{rifle, knife, pistol}, 12, 36, true, 5},
		{"rifle broken", []rules.Weapon{gone(rifle), knife, pistol}, 6, 18, true, 3},
		{"knife taken", []rules.Weapon{rifle, gone(knife)}, 12, 36, false, 5},
		{"all gone", []rules.Weapon{gone(rifle), gone(knife)}, 0, 0, false, 0},
	} {
		u := &rules.Unit{Weapons: c.weapons}
		r, l, m := reach(u)
		if r != c.ranged || l != c.lng || m != c.melee {
			t.Errorf("%s: reach %d, %d, melee %v; want %d, %d, %v", c.name, r, l, m, c.ranged, c.lng, c.melee)
		}
		if got := lethality(u); got != c.lethal {
			t.Errorf("%s: lethality %v, want %v", c.name, got, c.lethal)
		}
	}
}
