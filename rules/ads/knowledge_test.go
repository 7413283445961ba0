package ads

import (
	"reflect"
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// wallField is a 12x12 field cut in two by a sight-blocking wall down
// x = 6, with a thin wooden crate on (8,3) east of it, and spawn zones in
// the west and east corners.
func wallField() *grid.Field {
	f := grid.NewField("wall", 12, 12)
	for y := 0; y < 12; y++ {
		c := f.At(grid.Pos{X: 6, Y: y})
		c.Cost, c.BlocksSight, c.Terrain = 0, true, grid.Wall
	}
	f.Covers = []grid.Cover{{Material: grid.ThinWood, Cell: grid.Pos{X: 8, Y: 3}}}
	f.At(grid.Pos{X: 8, Y: 3}).Cover, f.At(grid.Pos{X: 8, Y: 3}).Cost = 0, 0
	spawnCorners(f)
	return f
}

// TestKnowledge follows side 0's knowledge (rules.Knowledge) through a
// crafted battle: an enemy seen then gone behind the wall leaves a marker
// where it was seen, with the round; a unit of the side next to the
// marker finds nobody and forgets it; a cover broken out of sight still
// looks whole until a unit of the side sees its square; a unit out of the
// fight leaves no marker; and a save of the knowledge restores to the
// same, refusing markers and covers it could not hold.
func TestKnowledge(t *testing.T) {
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	nb, err := r.NewBattle(rules.Setup{Field: wallField(), Seed: 1, Sides: []rules.SideSetup{{Name: "A", Squad: "line"}, {Name: "B", Squad: "raiders"}}})
	if err != nil {
		t.Fatal(err)
	}
	b := nb.(*Battle)
	var mine, theirs []int
	for i, u := range b.s.Units {
		if u.Side == 0 {
			mine = append(mine, i)
		} else {
			theirs = append(theirs, i)
		}
	}
	e := theirs[0]
	k := rules.NewKnowledge(0)
	k.Note(b)
	if m := k.Markers(nil); len(m) != 0 {
		t.Fatalf("at the start side 0 has markers %v", m)
	}
	b.s.Units[e].Pos = grid.Pos{X: 4, Y: 5}
	if !b.Sees(0, e) {
		t.Fatal("side 0 does not see the enemy on its side of the wall")
	}
	k.Note(b)
	if m, ok := k.Last(e); !ok || m.Pos != (grid.Pos{X: 4, Y: 5}) || m.Round != b.Round() {
		t.Fatalf("the enemy seen on (4,5): last sighting %+v %v", m, ok)
	}
	if m := k.Markers(nil); len(m) != 0 {
		t.Fatalf("an enemy in sight has a marker: %v", m)
	}
	b.s.Units[e].Pos = grid.Pos{X: 9, Y: 9}
	if b.Sees(0, e) {
		t.Fatal("side 0 sees through the wall")
	}
	k.Note(b)
	want := []rules.Marker{{Unit: e, Pos: grid.Pos{X: 4, Y: 5}, Facing: b.s.Units[e].Facing, Round: b.Round()}}
	if m := k.Markers(nil); !reflect.DeepEqual(m, want) {
		t.Fatalf("markers %v, want %v", m, want)
	}
	v := k.View(b)
	if v.Seen[e] || v.Units[e].Pos != (grid.Pos{}) || v.Units[e].Tracks != nil || v.Units[e].Weapons != nil || !v.Units[e].Active || v.Units[e].Name != b.Units()[e].Name {
		t.Fatalf("the unseen enemy in the view: %+v", v.Units[e])
	}
	if !reflect.DeepEqual(v.Markers, want) || !reflect.DeepEqual(v.Units[mine[0]], b.Units()[mine[0]]) {
		t.Fatalf("the view's markers %v or own unit differ", v.Markers)
	}

	// A save of it restores to the same, and is refused when it could not
	// be.
	saved := k.Saved()
	back, err := rules.RestoreKnowledge(b, saved)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Saved(), saved) {
		t.Fatalf("restored %+v, saved %+v", back.Saved(), saved)
	}
	for what, bad := range map[string]func(s *rules.SavedKnowledge){
		"no enemy":    func(s *rules.SavedKnowledge) { s.Markers[0].Unit = mine[0] },
		"off the map": func(s *rules.SavedKnowledge) { s.Markers[0].Pos.X = 40 },
		"in round":    func(s *rules.SavedKnowledge) { s.Markers[0].Round = 9 },
		"cover":       func(s *rules.SavedKnowledge) { s.Covers = []int{1, 2} },
		"has 10 left": func(s *rules.SavedKnowledge) { s.Covers = []int{99} },
	} {
		s := k.Saved()
		bad(&s)
		if _, err := rules.RestoreKnowledge(b, s); err == nil || !strings.Contains(err.Error(), what) || strings.Contains(err.Error(), "\n") {
			t.Errorf("a save with %s: %v", what, err)
		}
	}

	// A cover broken out of sight looks whole until seen.
	whole := b.s.Covers[0].SP
	for !b.s.Covers[0].Broken() {
		b.damageCover(0, 1, "test", new([]rules.Event))
	}
	k.Note(b)
	if got := k.Covers(b, nil); got[0] != whole {
		t.Fatalf("a cover broken out of sight: side 0 knows %v, want %d", got, whole)
	}
	if got := b.Covers(); got[0] != 0 {
		t.Fatalf("the broken cover has %d left", got[0])
	}
	b.s.Units[mine[0]].Pos = grid.Pos{X: 10, Y: 2}
	k.Note(b)
	if got := k.Covers(b, nil); got[0] != 0 {
		t.Fatalf("a broken cover seen: side 0 knows %v, want 0", got)
	}

	// Next to the marker and nobody there: forgotten.
	b.s.Units[mine[1]].Pos = grid.Pos{X: 4, Y: 4}
	k.Note(b)
	if m := k.Markers(nil); len(m) != 0 {
		t.Fatalf("a unit next to the marked square keeps markers %v", m)
	}

	// Out of the fight: forgotten, wherever it lies.
	b.s.Units[mine[1]].Pos = grid.Pos{X: 1, Y: 1}
	b.s.Units[mine[0]].Pos = grid.Pos{X: 0, Y: 0}
	b.s.Units[e].Pos = grid.Pos{X: 4, Y: 8}
	k.Note(b)
	b.s.Units[e].Pos = grid.Pos{X: 9, Y: 9}
	k.Note(b)
	if m := k.Markers(nil); len(m) == 0 || m[0].Unit != e || m[0].Pos != (grid.Pos{X: 4, Y: 8}) {
		t.Fatalf("markers %v, want unit %d's on (4,8) first", m, e)
	}
	b.s.Units[e].Health.Dead = true
	k.Note(b)
	if _, ok := k.Last(e); ok {
		t.Fatalf("a unit out of the fight keeps its marker: %v", k.Markers(nil))
	}
}
