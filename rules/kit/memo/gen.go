package memo

// Gen is a memo's map, bounded in size, that forgets what was used least
// recently first. It holds two generations: new entries go into the
// young one; when the young one is full it becomes the old one and the
// old one is dropped; an entry found in the old generation moves back to
// the young one. So an entry the memo keeps using survives every
// turnover, and at most twice size entries are held. (A memo that starts
// afresh when full throws away, in a long simulator run, the entries
// every battle asks for again: ADS's whole-attack memo missed half its
// lookups that way instead of a third.)
//
// Gen has no lock of its own: a memo shared between goroutines guards it.
type Gen[K comparable, V any] struct {
	young, old map[K]V
	size       int
}

// NewGen returns an empty Gen whose generations hold size entries each.
func NewGen[K comparable, V any](size int) Gen[K, V] {
	return Gen[K, V]{size: size}
}

// Get returns the entry of k and whether there is one.
func (g *Gen[K, V]) Get(k K) (V, bool) {
	v, ok := g.young[k]
	if !ok {
		if v, ok = g.old[k]; ok {
			g.Put(k, v)
		}
	}
	return v, ok
}

// Put enters v for k.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (g *Gen[K, V]) Put(k K, v V) {
	if g.young == nil || len(g.young) >= g.size {
		g.old, g.young = g.young, make(map[K]V, min(g.size, 64))
	}
	g.young[k] = v
}

// Len returns how many entries g holds in its two generations.
func (g *Gen[K, V]) Len() int { return len(g.young) + len(g.old) }

// GetBytes is g.Get(string(b)) without making the string: a memo keyed by
// strings looks its keys up as bytes, and copies them only to move an
// entry out of the old generation.
func GetBytes[V any](g *Gen[string, V], b []byte) (V, bool) {
	v, ok := g.young[string(b)]
	if !ok {
		if v, ok = g.old[string(b)]; ok {
			g.Put(string(b), v)
		}
	}
	return v, ok
}
