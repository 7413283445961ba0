package ads

// genMap is a memo's map, bounded in size, that forgets what was used
// least recently first. It holds two generations: new entries go into the
// young one; when the young one is full it becomes the old one and the
// old one is dropped; an entry found in the old generation moves back to
// the young one. So an entry the memo keeps using survives every turnover,
// and at most twice size entries are held. (The memos used to start afresh
// when full, which in a long simulator run threw away the attacks every
// battle prices again: the whole-attack memo missed half its lookups
// instead of a third.)
//
// genMap has no lock of its own: the odds memo's mutex guards it.
type genMap[K comparable, V any] struct {
	young, old map[K]V
	size       int
}

// newGenMap returns an empty genMap whose generations hold size entries
// each.
func newGenMap[K comparable, V any](size int) genMap[K, V] {
	return genMap[K, V]{size: size}
}

// get returns the entry of k and whether there is one.
func (g *genMap[K, V]) get(k K) (V, bool) {
	v, ok := g.young[k]
	if !ok {
		if v, ok = g.old[k]; ok {
			g.put(k, v)
		}
	}
	return v, ok
}

// put enters v for k.
func (g *genMap[K, V]) put(k K, v V) {
	if g.young == nil || len(g.young) >= g.size {
		g.old, g.young = g.young, make(map[K]V, min(g.size, 64))
	}
	g.young[k] = v
}

// getBytes is g.get(string(b)) without making the string: a memo keyed
// by strings looks its keys up as bytes, and copies them only to move an
// entry out of the old generation.
func getBytes[V any](g *genMap[string, V], b []byte) (V, bool) {
	v, ok := g.young[string(b)]
	if !ok {
		if v, ok = g.old[string(b)]; ok {
			g.put(string(b), v)
		}
	}
	return v, ok
}
