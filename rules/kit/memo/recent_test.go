package memo

import (
	"slices"
	"testing"
)

// TestTouch checks that Touch moves one entry to the end and keeps the
// others in order.
func TestTouch(t *testing.T) {
	list := []int{1, 2, 3, 4}
	Touch(list, 1)
	if want := []int{1, 3, 4, 2}; !slices.Equal(list, want) {
		t.Fatalf("Touch(1) = %v; want %v", list, want)
	}
}

// TestRecentForgetsLeastRecentlyUsed checks that a Recent holds at most
// Size entries and forgets the one used least recently, a Get counting as
// a use.
func TestRecentForgetsLeastRecentlyUsed(t *testing.T) {
	r := Recent[int, string]{Size: 3}
	r.Put(1, "one")
	r.Put(2, "two")
	r.Put(3, "three")
	if v, ok := r.Get(1); !ok || v != "one" {
		t.Fatalf("Get(1) = %q, %v", v, ok)
	}
	r.Put(4, "four") // forgets 2, used least recently
	if r.Len() != 3 {
		t.Fatalf("Len = %d; want 3", r.Len())
	}
	if _, ok := r.Get(2); ok {
		t.Error("2, the least recently used, is still held")
	}
	for _, k := range []int{1, 3, 4} {
		if _, ok := r.Get(k); !ok {
			t.Errorf("%d is forgotten", k)
		}
	}
	r.Reset()
	if _, ok := r.Get(4); ok || r.Len() != 0 {
		t.Error("Reset kept an entry")
	}
}
