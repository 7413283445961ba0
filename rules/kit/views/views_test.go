package views

import (
	"slices"
	"strconv"
	"testing"

	"sightline/rules"
)

// testUnit is the test's unit state: a health and its weapons' ammunition.
type testUnit struct {
	HP   int
	Ammo []int
}

// testSource is a battle of test units that counts the views it builds.
type testSource struct {
	units []testUnit
	built []int
}

func (s *testSource) Len() int          { return len(s.units) }
func (s *testSource) Weapons(i int) int { return len(s.units[i].Ammo) }
func (s *testSource) Same(i int, was *testUnit) bool {
	return s.units[i].HP == was.HP && slices.Equal(s.units[i].Ammo, was.Ammo)
}
func (s *testSource) Remember(i int, into *testUnit) {
	w := into.Ammo[:0]
	*into = s.units[i]
	into.Ammo = append(w, s.units[i].Ammo...)
}
func (s *testSource) Build(i int, whole bool, v *rules.Unit, tracks []rules.Track, statuses []string, weapons []rules.Weapon) {
	s.built = append(s.built, i)
	u := &s.units[i]
	tracks[0] = rules.Track{Name: "HP", Value: u.HP}
	if u.HP <= 0 {
		statuses = append(statuses, "down")
	}
	for _, a := range u.Ammo {
		weapons = append(weapons, rules.Weapon{Name: strconv.Itoa(a)})
	}
	*v = rules.Unit{ID: i, Tracks: tracks, Statuses: statuses, Weapons: weapons}
}

// TestAppendRebuildsOnlyChanges checks that Append builds every view on
// the first call, then only the views of units that changed, every view
// again under another key or while whole, and that the views always say
// what the units are now.
func TestAppendRebuildsOnlyChanges(t *testing.T) {
	src := &testSource{units: []testUnit{{HP: 3, Ammo: []int{1}}, {HP: 2}, {HP: 5, Ammo: []int{4, 6}}}}
	room := Room{Tracks: 1, Statuses: 1}
	var buf rules.UnitBuffer
	check := func(step string, views []rules.Unit, built []int) {
		t.Helper()
		if !slices.Equal(src.built, built) {
			t.Errorf("%s: built %v; want %v", step, src.built, built)
		}
		src.built = nil
		for i, u := range src.units {
			v := views[i]
			if v.Tracks[0].Value != u.HP || len(v.Weapons) != len(u.Ammo) || (u.HP <= 0) != (len(v.Statuses) == 1) {
				t.Errorf("%s: unit %d's view %+v is not its state %+v", step, i, v, u)
			}
		}
	}
	check("first", Append[testUnit](&buf, src, "a", false, room), []int{0, 1, 2})
	check("unchanged", Append[testUnit](&buf, src, "a", false, room), nil)
	src.units[1].HP = 0
	src.units[2].Ammo[1] = 5
	check("two changed", Append[testUnit](&buf, src, "a", false, room), []int{1, 2})
	check("another key", Append[testUnit](&buf, src, "b", false, room), []int{0, 1, 2})
	check("whole", Append[testUnit](&buf, src, "b", true, room), []int{0, 1, 2})
	check("after whole", Append[testUnit](&buf, src, "b", false, room), []int{0, 1, 2})
	src.units[0].Ammo = append(src.units[0].Ammo, 9)
	check("a weapon more", Append[testUnit](&buf, src, "b", false, room), []int{0, 1, 2})
	check("settled", Append[testUnit](&buf, src, "b", false, room), nil)
}
