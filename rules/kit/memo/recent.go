package memo

// Touch moves entry i of list to the end, as the most recently used.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func Touch[T any](list []T, i int) {
	e := list[i]
	copy(list[i:], list[i+1:])
	list[len(list)-1] = e
}

// Recent is a short memo of at most Size entries kept most recently used
// last, for a handful of answers a battle asks for again and again (a
// watcher's arc, searched for at every decision): a lookup walks the
// list, so Size should stay small. The zero value, with Size set, is
// empty.
type Recent[K comparable, V any] struct {
	// Size bounds the entries; a Put beyond it forgets the least recently
	// used one.
	Size    int
	entries []recentEntry[K, V]
}

// recentEntry is one entry of a Recent.
type recentEntry[K comparable, V any] struct {
	key K
	val V
}

// Get returns the entry of k and whether there is one, making it the
// most recently used.
func (r *Recent[K, V]) Get(k K) (V, bool) {
	for i := range r.entries {
		if r.entries[i].key == k {
			Touch(r.entries, i)
			return r.entries[len(r.entries)-1].val, true
		}
	}
	var zero V
	return zero, false
}

// Put enters v for k as the most recently used entry, forgetting the
// least recently used one when r is full. k must not be held yet (Get
// first).
func (r *Recent[K, V]) Put(k K, v V) {
	if len(r.entries) >= max(r.Size, 1) {
		r.entries = append(r.entries[:0], r.entries[1:]...)
	}
	r.entries = append(r.entries, recentEntry[K, V]{k, v})
}

// Len returns how many entries r holds.
func (r *Recent[K, V]) Len() int { return len(r.entries) }

// Reset forgets every entry, keeping the memory.
func (r *Recent[K, V]) Reset() { r.entries = r.entries[:0] }
