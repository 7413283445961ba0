package sight

import (
	"slices"
	"testing"

	"sightline/rules/grid"
)

// TestSeenAsksAgainOnlyWhenALookChanged checks that Seen answers what the
// rule says, asks the rule again when a unit moved, fell, hid or left, and
// not while nothing it reads changed, for each side apart.
func TestSeenAsksAgainOnlyWhenALookChanged(t *testing.T) {
	looks := []Look{{Pos: grid.Pos{X: 1, Y: 1}, Up: true}, {Pos: grid.Pos{X: 5, Y: 1}, Up: true}, {Pos: grid.Pos{X: 9, Y: 1}, Up: true}}
	asked := 0
	// A side sees a unit of its own, and another standing, unhidden one
	// within 5 columns of unit 0.
	sees := func(side, i int) bool {
		asked++
		l := looks[i]
		return i%2 == side || (l.Up && !l.Hidden && !l.Absent && l.Pos.X-looks[0].Pos.X <= 5)
	}
	look := func(i int) Look { return looks[i] }
	var s Seen
	want := func(side int, seen []bool, n int) {
		t.Helper()
		if got := s.Of(side, len(looks), look, sees); !slices.Equal(got, seen) || asked != n {
			t.Fatalf("side %d: %v after %d asks, want %v after %d", side, got, asked, seen, n)
		}
	}
	want(0, []bool{true, true, true}, 3)
	want(0, []bool{true, true, true}, 3)
	want(1, []bool{true, true, false}, 6)
	want(0, []bool{true, true, true}, 6)
	looks[1].Hidden = true
	want(1, []bool{true, true, false}, 9)
	want(0, []bool{true, false, true}, 12)
	looks[0].Pos.X = 4
	want(1, []bool{true, true, true}, 15)
	looks[2].Absent = true
	want(1, []bool{true, true, false}, 18)
	want(1, []bool{true, true, false}, 18)
}
