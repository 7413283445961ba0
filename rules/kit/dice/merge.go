package dice

// Keyed is one state of a chain of outcomes packed into a word (a
// target's health, say), with its probability.
type Keyed struct {
	Key uint64
	P   float64
}

// Merge adds probabilities by key into a list, each key listed once in
// the order first added: one step of a chain of states, where every state
// meets every outcome of a hit and equal states add up in one fixed
// order. It finds a key through the last one added (a run of outcomes,
// a dead target's or overkill's, makes the same state again and again),
// else through a hashed index of the first mergeIndexLoad keys, else by a
// search of the list. A Merge is made for each step (NewMerge), on the
// caller's stack.
type Merge struct {
	list []Keyed
	// index holds 1 + the position in list of the keys it indexes, 0 in
	// an empty slot.
	index [mergeIndexSize]int16
	// last is the position in list of the key lastKey, -1 before any.
	lastKey uint64
	last    int
}

// mergeIndexSize is the number of slots of a Merge's index, a power of
// two; the index holds the first mergeIndexLoad keys, after which the
// search looks through all.
const (
	mergeIndexSize = 1 << 7
	mergeIndexLoad = mergeIndexSize / 2
)

// NewMerge returns an empty merge that appends to buf[:0].
func NewMerge(buf []Keyed) Merge { return Merge{list: buf[:0], last: -1} }

// Add adds probability p to key k. Its common case, the key added last,
// is short enough to be inlined.
func (m *Merge) Add(k uint64, p float64) {
	if k == m.lastKey && m.last >= 0 {
		m.list[m.last].P += p
		return
	}
	m.add(k, p)
}

// add is Add for a key other than the last one added.
func (m *Merge) add(k uint64, p float64) {
	found := -1
	if len(m.list) <= mergeIndexLoad {
		for h := mergeSlot(k); m.index[h] != 0; h = (h + 1) & (mergeIndexSize - 1) {
			if i := int(m.index[h]) - 1; m.list[i].Key == k {
				found = i
				break
			}
		}
	} else {
		for i := range m.list {
			if m.list[i].Key == k {
				found = i
				break
			}
		}
	}
	if found >= 0 {
		m.list[found].P += p
		m.lastKey, m.last = k, found
		return
	}
	if len(m.list) < mergeIndexLoad {
		h := mergeSlot(k)
		for m.index[h] != 0 {
			h = (h + 1) & (mergeIndexSize - 1)
		}
		m.index[h] = int16(len(m.list) + 1)
	}
	m.lastKey, m.last = k, len(m.list)
	m.list = append(m.list, Keyed{Key: k, P: p})
}

// List returns the states merged, in the order first added; the slice
// is the one NewMerge was given, grown.
func (m *Merge) List() []Keyed { return m.list }

// mergeSlot is the first slot of key k in a Merge's index.
func mergeSlot(k uint64) int {
	return int((k*0x9e3779b97f4a7c15)>>57) & (mergeIndexSize - 1)
}
