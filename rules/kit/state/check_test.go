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
