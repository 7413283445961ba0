package memo

import (
	"sync"
	"testing"
)

// TestLockedGetPut checks that GetLocked finds what PutLocked entered,
// on many goroutines at once (go test -race sees the lock).
func TestLockedGetPut(t *testing.T) {
	var mu sync.Mutex
	g := NewGen[int, int](64)
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < 16; i++ {
				k := w*16 + i
				if _, ok := GetLocked(&mu, &g, k); ok {
					t.Errorf("key %d found before it was put", k)
				}
				PutLocked(&mu, &g, k, k*k)
				if v, ok := GetLocked(&mu, &g, k); !ok || v != k*k {
					t.Errorf("GetLocked(%d) = %d, %v", k, v, ok)
				}
			}
		}(w)
	}
	wg.Wait()
}

// TestSlots checks that Slots answers nil where nothing was put, below
// and beyond the entries, and the entry put elsewhere.
func TestSlots(t *testing.T) {
	var s Slots[string]
	a, b := "a", "b"
	if s.At(0) != nil || s.At(-1) != nil {
		t.Fatal("an empty Slots has an entry")
	}
	s.Put(3, &a)
	s.Put(1, &b)
	for i, want := range []*string{nil, &b, nil, &a, nil} {
		if got := s.At(i); got != want {
			t.Errorf("At(%d) = %v, want %v", i, got, want)
		}
	}
}
