package setup

import (
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

func TestPlace(t *testing.T) {
	f := grid.NewField("t", 6, 2)
	f.Zones = []grid.Zone{
		{Name: "a", Side: 0, Sides: 2, Tiles: []grid.Pos{{X: 0, Y: 0}, {X: 0, Y: 1}, {X: 1, Y: 0}}},
		{Name: "b", Side: 1, Sides: 2, Tiles: []grid.Pos{{X: 5, Y: 0}, {X: 5, Y: 1}}},
	}
	f.At(grid.Pos{X: 0, Y: 0}).Cost = 0 // a wall in side 1's zone
	squads := []rules.Squad{{ID: "pair", Units: []string{"x", "y"}}}
	known := func(id string) bool { return id == "x" || id == "y" }
	got, err := Place("test", rules.Setup{Field: f, Sides: []rules.SideSetup{{Squad: "pair"}, {Units: []string{"y"}}}}, squads, known)
	if err != nil {
		t.Fatal(err)
	}
	want := []Placed{{0, "x", grid.Pos{X: 0, Y: 1}}, {0, "y", grid.Pos{X: 1, Y: 0}}, {1, "y", grid.Pos{X: 5, Y: 0}}}
	if len(got) != len(want) {
		t.Fatalf("placed %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("unit %d: %v, want %v", i, got[i], want[i])
		}
	}
	for _, c := range []struct {
		sides []rules.SideSetup
		says  string
	}{
		{[]rules.SideSetup{{Squad: "pair"}}, "two sides"},
		{[]rules.SideSetup{{Squad: "trio"}, {Squad: "pair"}}, "unknown squad"},
		{[]rules.SideSetup{{Units: []string{"z"}}, {Squad: "pair"}}, "unknown unit"},
		{[]rules.SideSetup{{Squad: "pair"}, {Units: []string{"x", "y", "x"}}}, "2 free squares for 3 units"},
	} {
		if _, err := Place("test", rules.Setup{Field: f, Sides: c.sides}, squads, known); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%v: %v, want %q", c.sides, err, c.says)
		}
	}
}
