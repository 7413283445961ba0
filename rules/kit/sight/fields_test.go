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
