package ads

import "sightline/rules/kit/sight"

// sharedMemos are the memos that depend on no battle's state: attack odds
// keyed by the whole numeric attack, and lines of sight on a field (the
// kit's sight.Fields). A Ruleset hands the same ones to every battle it
// starts or loads, so that the simulator's thousands of battles on one
// map, or a rematch in the client, find them warm. Each memo guards
// itself with a mutex, since the battles play on many goroutines.
type sharedMemos struct {
	odds  *oddsMemo
	sight sight.Fields
}

// sharedFields is how many fields' line-of-sight caches a ruleset keeps.
const sharedFields = 4

// newSharedMemos returns empty memos.
func newSharedMemos() *sharedMemos {
	return &sharedMemos{odds: newOddsMemo(), sight: sight.Fields{Keep: sharedFields}}
}

// attach gives b the shared memos; a Ruleset made without them (the zero
// value) leaves b to make its own.
func (m *sharedMemos) attach(b *Battle) {
	if m == nil || b.field == nil {
		return
	}
	b.odds = m.odds
	b.sight = m.sight.On(b.field)
}
