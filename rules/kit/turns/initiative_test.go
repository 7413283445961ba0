package turns

import (
	"slices"
	"testing"
)

// TestInitiativeOrder checks the order Sort gives: the higher total, then
// each tie-break in turn, then the lower unit id.
func TestInitiativeOrder(t *testing.T) {
	es := []Initiative{
		{Unit: 0, Total: 10},
		{Unit: 1, Total: 12},
		{Unit: 2, Total: 10, Ties: [4]int{1}},
		{Unit: 3, Total: 10, Ties: [4]int{1, 0, 5}},
		{Unit: 4, Total: 10},
	}
	Sort(es, func(e Initiative) Initiative { return e })
	var got []int
	for _, e := range es {
		got = append(got, e.Unit)
	}
	if want := []int{1, 3, 2, 0, 4}; !slices.Equal(got, want) {
		t.Errorf("order %v; want %v", got, want)
	}
	if es[0].Before(es[0]) {
		t.Error("an entry acts before itself")
	}
}
