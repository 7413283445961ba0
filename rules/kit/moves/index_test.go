package moves

import (
	"fmt"
	"testing"
)

// TestIndexFindsEveryEntry checks that an index of a table of many ids,
// some of whose slots collide, finds every entry as ByID does, nothing
// for ids it lacks, the first of an id listed twice, and reads the marks.
func TestIndexFindsEveryEntry(t *testing.T) {
	var tab Table[int, int]
	for i := 0; i < 90; i++ {
		tab = append(tab, &Action[int, int]{ID: fmt.Sprintf("a%d_%c", i, 'a'+i%26), Marks: uint32(i % 4)})
	}
	first := tab[7]
	tab = append(tab, &Action[int, int]{ID: first.ID})
	x := NewIndex(tab)
	if len(x.slots) <= 2*len(tab) {
		t.Fatalf("%d slots for %d entries", len(x.slots), len(tab))
	}
	for _, a := range tab[:90] {
		if got := x.Lookup(a.ID); got != tab.ByID(a.ID) {
			t.Errorf("Lookup(%q) = %v, want %v", a.ID, got, tab.ByID(a.ID))
		}
		if x.Marked(a.ID, 2) != (a.Marks&2 != 0) || !x.Marked(a.ID, 0) {
			t.Errorf("Marked(%q) disagrees with marks %b", a.ID, a.Marks)
		}
	}
	for _, id := range []string{"", "b1", "a1_c", "a7_h "} {
		if x.Lookup(id) != nil || x.Marked(id, 0) {
			t.Errorf("Lookup(%q) found an entry", id)
		}
	}
	if (Index[int, int]{}).Lookup("a0_a") != nil {
		t.Error("the zero Index found an entry")
	}
}
