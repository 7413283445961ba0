package ads

import (
	"sync"

	"sightline/rules/grid"
)

// sharedMemos are the memos that depend on no battle's state: attack odds
// keyed by the whole numeric attack, and lines of sight on a field. A
// Ruleset hands the same ones to every battle it starts or loads, so that
// the simulator's thousands of battles on one map, or a rematch in the
// client, find them warm. Each memo guards itself with a mutex, since the
// battles play on many goroutines.
type sharedMemos struct {
	odds *oddsMemo
	mu   sync.Mutex
	// sight holds the line-of-sight caches of the fields played most
	// recently, newest last; at most sharedFields of them, so that a
	// program that loads many maps does not keep them all.
	sight []*grid.SightCache
}

// sharedFields is how many fields' line-of-sight caches a ruleset keeps.
const sharedFields = 4

// newSharedMemos returns empty memos.
func newSharedMemos() *sharedMemos {
	return &sharedMemos{odds: newOddsMemo()}
}

// sightOn returns the line-of-sight cache of field f, made on first need.
func (m *sharedMemos) sightOn(f *grid.Field) *grid.SightCache {
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
	if len(m.sight) >= sharedFields {
		m.sight = append(m.sight[:0:0], m.sight[1:]...)
	}
	m.sight = append(m.sight, c)
	return c
}

// attach gives b the shared memos; a Ruleset made without them (the zero
// value) leaves b to make its own.
func (m *sharedMemos) attach(b *Battle) {
	if m == nil || b.field == nil {
		return
	}
	b.odds = m.odds
	b.sight = m.sightOn(b.field)
}
