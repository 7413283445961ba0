package memo

import (
	"slices"
	"testing"
)

// TestSlabKeepsWhatItHandsOut checks that values and copies handed out
// keep their contents while the slab hands out more, that a copy's
// capacity is its length, and that the chunks grow by doubling from
// First to Limit, a longer list getting a chunk of its own.
func TestSlabKeepsWhatItHandsOut(t *testing.T) {
	s := Slab[int]{First: 2, Limit: 8}
	var ptrs []*int
	var lists [][]int
	var caps []int
	for i := 0; i < 20; i++ {
		ptrs = append(ptrs, s.New(i))
		caps = append(caps, cap(s.chunk))
		list := []int{i, i + 1, i + 2}
		lists = append(lists, s.Copy(list))
		list[0] = -1 // the copy is the slab's own
	}
	long := s.Copy(make([]int, 30))
	for i := range ptrs {
		if *ptrs[i] != i || !slices.Equal(lists[i], []int{i, i + 1, i + 2}) || cap(lists[i]) != 3 {
			t.Fatalf("entry %d: %d, %v (cap %d)", i, *ptrs[i], lists[i], cap(lists[i]))
		}
	}
	if caps[0] != 2 || slices.Max(caps) != 8 || len(long) != 30 || cap(s.chunk) != 30 {
		t.Errorf("chunk capacities %v, then %d for a list of 30", caps, cap(s.chunk))
	}
}
