package grid

import (
	"slices"
	"strings"
	"testing"
)

// TestSpawns reads the spawn zones of a field with a two-sided and a
// four-sided layout (SpawnLayout gives them as made, and none for three): each count its own layout; three sides the first
// three zones of the four-sided one (one side, the first of the two-sided
// one); none or five sides, or three on a field with the two-sided layout
// alone, an error naming the map and the layouts it has.
func TestSpawns(t *testing.T) {
	f := NewField("arena", 8, 8)
	at := func(x int) []Pos { return []Pos{{X: x, Y: 0}} }
	for side := 0; side < 2; side++ {
		f.Zones = append(f.Zones, Zone{Name: "spawn", Side: side, Sides: 2, Tiles: at(side)})
	}
	for side := 3; side >= 0; side-- { // out of order, as a map may list them
		f.Zones = append(f.Zones, Zone{Name: "spawn", Side: side, Sides: 4, Tiles: at(4 + side)})
	}
	f.Zones = append(f.Zones, Zone{Name: "objective", Side: -1, Sides: 0, Tiles: at(7)})
	for _, c := range []struct {
		n    int
		want []int // the x of each side's square
	}{{2, []int{0, 1}}, {4, []int{4, 5, 6, 7}}, {3, []int{4, 5, 6}}, {1, []int{0}}} {
		got, err := f.Spawns(c.n)
		if err != nil {
			t.Fatalf("%d sides: %v", c.n, err)
		}
		var xs []int
		for _, z := range got {
			if len(z) != 1 {
				t.Fatalf("%d sides: zones %v", c.n, got)
			}
			xs = append(xs, z[0].X)
		}
		if !slices.Equal(xs, c.want) {
			t.Errorf("%d sides: squares at x %v, want %v", c.n, xs, c.want)
		}
	}
	if _, ok := f.SpawnLayout(3); ok {
		t.Error("SpawnLayout(3) stands in for a layout the field does not make")
	}
	if z, ok := f.SpawnLayout(4); !ok || len(z) != 4 {
		t.Errorf("SpawnLayout(4) = %v, %v", z, ok)
	}
	for _, n := range []int{0, 5} {
		if _, err := f.Spawns(n); err == nil || !strings.Contains(err.Error(), "arena") {
			t.Errorf("%d sides: %v, want an error naming the map", n, err)
		}
	}
	if _, err := NewField("bare", 4, 4).Spawns(2); err == nil || !strings.Contains(err.Error(), `"bare" has no spawn zones`) {
		t.Errorf("a field without spawns: %v", err)
	}
	f.Zones = f.Zones[:2]
	if _, err := f.Spawns(3); err == nil || !strings.Contains(err.Error(), `"arena" has spawn zones for battles of 2 sides, not 3`) {
		t.Errorf("three sides on a two-sided layout: %v", err)
	}
}
