package moves

// Index finds a table's entries by id without Table.ByID's walk down the
// table nor a map's hashing of the whole string: a ruleset asks for an
// action's price, marks or modifier for nearly every command it lists
// and prices (ADS: the map's hashing was 1.7% of a simulated battle), so
// it reads an open-addressed table, each id at or after its slot (a mix
// of its length and three of its bytes, which sets a table's ids apart
// well enough for a probe or two) and before the next empty slot. An
// Index has more than twice as many slots as the table has entries, so
// that there is always an empty one; it is never changed once made.
type Index[B, U any] struct {
	slots []*Action[B, U]
}

// NewIndex returns the index of t's entries; of an id listed twice
// (which Check refuses) the first.
func NewIndex[B, U any](t Table[B, U]) Index[B, U] {
	n := 16
	for n <= 2*len(t) {
		n *= 2
	}
	x := Index[B, U]{slots: make([]*Action[B, U], n)}
	for _, a := range t {
		if a.ID == "" {
			continue
		}
		h := x.slot(a.ID)
		for x.slots[h] != nil && x.slots[h].ID != a.ID {
			h = (h + 1) & (n - 1)
		}
		if x.slots[h] == nil {
			x.slots[h] = a
		}
	}
	return x
}

// slot is where Lookup starts looking for id, which is not empty.
func (x Index[B, U]) slot(id string) int {
	n := len(id)
	return (n*131 + int(id[0])*31 + int(id[n/2])*7 + int(id[n-1])) & (len(x.slots) - 1)
}

// Lookup returns the entry of action id, nil for none (and for the zero
// Index).
func (x Index[B, U]) Lookup(id string) *Action[B, U] {
	if id == "" || len(x.slots) == 0 {
		return nil
	}
	for h := x.slot(id); ; h = (h + 1) & (len(x.slots) - 1) {
		switch a := x.slots[h]; {
		case a == nil:
			return nil
		case a.ID == id:
			return a
		}
	}
}

// Marked reports whether action id has every mark of m (Action.Marks);
// an id that is no action has none.
func (x Index[B, U]) Marked(id string, m uint32) bool {
	a := x.Lookup(id)
	return a != nil && a.Marks&m == m
}
