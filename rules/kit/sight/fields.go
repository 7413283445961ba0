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

// On returns the line-of-sight cache of field f, made on first need.
func (m *Fields) On(f *grid.Field) *grid.SightCache {
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
