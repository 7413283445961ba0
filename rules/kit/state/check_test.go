package state

import (
	"strings"
	"testing"

	"sightline/rules/grid"
)

// TestCloneSliceAsJSON checks that CloneSlice and ClonePtr copy without
// sharing, and that an empty slice keeps or drops as the JSON round trip
// does.
func TestCloneSliceAsJSON(t *testing.T) {
	a := []int{1, 2}
	c := CloneSlice(a, false)
	c[0] = 9
	if a[0] != 1 {
		t.Error("CloneSlice shares memory")
	}
	if CloneSlice([]int{}, false) != nil || CloneSlice([]int{}, true) == nil || CloneSlice([]int(nil), true) != nil {
		t.Error("an empty slice does not keep or drop as omitempty says")
	}
	v := 3
	p := ClonePtr(&v)
	*p = 4
	if v != 3 || ClonePtr[int](nil) != nil {
		t.Error("ClonePtr shares the value or makes one from nil")
	}
}

// TestChecks checks the load checks' verdicts and their words.
func TestChecks(t *testing.T) {
	if !InRange(0, 3) || !InRange(3, 3) || InRange(-1, 3) || InRange(4, 3) {
		t.Error("InRange is wrong at its ends")
	}
	if !IsIndex(0, 1) || IsIndex(1, 1) || IsIndex(-1, 1) {
		t.Error("IsIndex is wrong at its ends")
	}
	if err := CheckIDs("turn order", []int{0, 2}, 3, 3); err != nil {
		t.Errorf("a good order: %v", err)
	}
	if err := CheckIDs("turn order", []int{0, 3}, 3, 3); err == nil || err.Error() != "turn order names unit 3 of 3" {
		t.Errorf("an order naming no unit: %v", err)
	}
	if err := CheckIDs("turn order", []int{0, 1, 2, 0}, 3, 3); err == nil || !strings.Contains(err.Error(), "of 4 for 3") {
		t.Errorf("an order too long: %v", err)
	}
	f := grid.NewField("check", 4, 4)
	if err := CheckPath(f, []grid.Pos{{X: 1, Y: 1}}, 1); err != nil {
		t.Errorf("a good path: %v", err)
	}
	if err := CheckPath(f, []grid.Pos{{X: 4, Y: 1}}, 0); err == nil {
		t.Error("a path off the map passed")
	}
	if err := CheckPath(f, []grid.Pos{{X: 1, Y: 1}}, 2); err == nil {
		t.Error("a next step beyond the path passed")
	}
}

// TestOriginCountsAndUnit checks the header and unit checks' verdicts,
// their order and their words.
func TestOriginCountsAndUnit(t *testing.T) {
	if err := CheckOrigin("x", "x", true); err != nil {
		t.Errorf("a good origin: %v", err)
	}
	if err := CheckOrigin("ads", "x", false); err == nil || err.Error() != `it is for ruleset "ads"` {
		t.Errorf("another ruleset's save: %v", err)
	}
	if err := CheckOrigin("x", "x", false); err == nil || err.Error() != "it has no dice state" {
		t.Errorf("a save without dice: %v", err)
	}
	if err := CheckCounts(30, 30, 8, 256, 7); err != nil {
		t.Errorf("counts at their ends: %v", err)
	}
	for _, c := range []struct {
		round, sides, units, winner int
		want                        string
	}{
		{0, 2, 1, -1, "round 0 is out of range"},
		{31, 1, 1, -1, "round 31 is out of range"},
		{1, 9, 1, -1, "9 sides"},
		{1, 2, 0, -1, "0 units"},
		{1, 2, 257, -1, "257 units"},
		{1, 2, 1, 2, "winner 2 is no side"},
		{1, 2, 1, -2, "winner -2 is no side"},
	} {
		if err := CheckCounts(c.round, 30, c.sides, c.units, c.winner); err == nil || err.Error() != c.want {
			t.Errorf("CheckCounts(%+v) = %v, want %q", c, err, c.want)
		}
	}
	f := grid.NewField("check", 4, 4)
	at := grid.Pos{X: 1, Y: 1}
	if err := CheckUnit(f, 2, "t", true, 2, 1, 2, at); err != nil {
		t.Errorf("a good unit: %v", err)
	}
	for _, c := range []struct {
		known    bool
		id, side int
		at       grid.Pos
		want     string
	}{
		{false, 0, 9, grid.Pos{X: 9}, `unit 2: unknown template "t"`},
		{true, 0, 9, grid.Pos{X: 9}, "unit 2 has id 0"},
		{true, 2, 2, grid.Pos{X: 9}, "unit 2: side 2"},
		{true, 2, 0, grid.Pos{X: 4}, "unit 2 stands off the map at (4,0)"},
	} {
		if err := CheckUnit(f, 2, "t", c.known, c.id, c.side, 2, c.at); err == nil || err.Error() != c.want {
			t.Errorf("CheckUnit(%+v) = %v, want %q", c, err, c.want)
		}
	}
}
