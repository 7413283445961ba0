package sight

import (
	"sync"

	"sightline/rules/grid"
)

// Fields is a memo that depends on no battle's state (rules/kit/memo
// says the kinds): the line-of-sight caches of the fields played most
// recently, which a ruleset hands to every battle it starts or loads, so
// that the simulator's thousands of battles on one map, or a rematch in
// the client, find them warm. It keeps at most Keep of them, newest
// last, so that a program that loads many maps does not keep them all,
// and guards itself with a mutex, since battles play on many goroutines.
// The zero value, with Keep set, is empty.
type Fields struct {
	// Keep bounds the fields remembered (at least one is).
	Keep  int
	mu    sync.Mutex
	sight []*grid.SightCache
}

// On returns the line-of-sight cache of field f, made on first need; nil
// for no Fields or no field (a battle then makes its own: Clear).
func (m *Fields) On(f *grid.Field) *grid.SightCache {
	if m == nil || f == nil {
		return nil
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for i, c := range m.sight {
		if c.Index().Field() == f {
			// Keep the newest last.
			m.sight = append(append(m.sight[:i:i], m.sight[i+1:]...), c)
			return c
		}
	}
	c := grid.NewSightCache(grid.NewSightIndex(f))
	if len(m.sight) >= max(m.Keep, 1) {
		m.sight = append(m.sight[:0:0], m.sight[1:]...)
	}
	m.sight = append(m.sight, c)
	return c
}

// Clear reports whether a unit on a sees a unit on c on field f with no
// cover section broken (grid.LineOfSight), through *cache: the battle's
// cache, shared with its clones (a Fields' On), made for f when it is
// nil or for another field. It is the line of sight of a ruleset whose
// cover does not wear away.
func Clear(cache **grid.SightCache, f *grid.Field, a, c grid.Pos) bool {
	if *cache == nil || (*cache).Index().Field() != f {
		*cache = grid.NewSightCache(grid.NewSightIndex(f))
	}
	return (*cache).LineOfSightFunc(a, c, unbroken)
}

// unbroken reports that no cover section is broken.
func unbroken(int) bool { return false }
