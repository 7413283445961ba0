package sight

import (
	"testing"

	"sightline/rules/grid"
)

// TestFieldsKeepsTheNewest checks that Fields hands out one cache per
// field, keeps at most Keep, and forgets the one used least recently.
func TestFieldsKeepsTheNewest(t *testing.T) {
	m := Fields{Keep: 2}
	a, b, c := grid.NewField("a", 4, 4), grid.NewField("b", 4, 4), grid.NewField("c", 4, 4)
	ca := m.On(a)
	if m.On(a) != ca || ca.Index().Field() != a {
		t.Fatal("a field's cache changed between two asks")
	}
	cb := m.On(b)
	m.On(a) // a is now the newest
	m.On(c) // forgets b
	if m.On(a) != ca {
		t.Error("the field used most recently was forgotten")
	}
	if m.On(b) == cb {
		t.Error("the field used least recently was kept beyond Keep")
	}
}

// TestClear checks that Clear answers grid.LineOfSight with no cover
// broken for every pair of squares, makes the battle's cache when it has
// none or one for another field, and that no Fields hands out none.
func TestClear(t *testing.T) {
	f := grid.NewField("walls", 6, 6)
	for y := 1; y < 5; y++ {
		f.At(grid.Pos{X: 3, Y: y}).BlocksSight = true
	}
	var cache *grid.SightCache
	for i := 0; i < 36; i++ {
		for j := 0; j < 36; j++ {
			a, c := grid.Pos{X: i % 6, Y: i / 6}, grid.Pos{X: j % 6, Y: j / 6}
			if got, want := Clear(&cache, f, a, c), grid.LineOfSight(f, a, c, nil); got != want {
				t.Fatalf("Clear(%v, %v) = %v, LineOfSight says %v", a, c, got, want)
			}
		}
	}
	if cache == nil || cache.Index().Field() != f {
		t.Fatal("Clear made no cache for its field")
	}
	g := grid.NewField("open", 6, 6)
	if !Clear(&cache, g, grid.Pos{X: 0, Y: 2}, grid.Pos{X: 5, Y: 2}) || cache.Index().Field() != g {
		t.Error("Clear read a cache made for another field")
	}
	var none *Fields
	if none.On(f) != nil || (&Fields{Keep: 1}).On(nil) != nil {
		t.Error("On gave a cache with no Fields or no field")
	}
}
