package memo

import "sync"

// GetLocked is g.Get(k) under mu, for a Gen that memos shared between
// goroutines guard with one mutex: a lookup holds it only for the
// lookup, so that the entry missing is made outside it (then PutLocked).
func GetLocked[K comparable, V any](mu *sync.Mutex, g *Gen[K, V], k K) (V, bool) {
	mu.Lock()
	defer mu.Unlock()
	return g.Get(k)
}

// PutLocked is g.Put(k, v) under mu.
func PutLocked[K comparable, V any](mu *sync.Mutex, g *Gen[K, V], k K, v V) {
	mu.Lock()
	defer mu.Unlock()
	g.Put(k, v)
}

// Slots holds remembered entries by a small index from 0 (a margin, a
// count of hits), nil where none is: a memo's row of answers to one
// question by a number. The zero value is empty; Slots has no lock of its
// own.
type Slots[T any] struct {
	s []*T
}

// At returns the entry of i, nil for none or for i beyond every entry
// put.
func (s *Slots[T]) At(i int) *T {
	if i >= 0 && i < len(s.s) {
		return s.s[i]
	}
	return nil
}

// Put enters v for i >= 0.
func (s *Slots[T]) Put(i int, v *T) {
	for len(s.s) <= i {
		s.s = append(s.s, nil)
	}
	s.s[i] = v
}
