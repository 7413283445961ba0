package turns

import "sort"

// Initiative is one unit's place in an initiative order, rolled every
// round (ADS) or once per combat: its total, and the tie-breaks its rules
// list in turn (ADS: Agility, player characters first, a tie-break die),
// each higher first; when all are equal the lower unit id acts first.
// Unused tie-breaks stay 0.
type Initiative struct {
	Unit, Total int
	Ties        [4]int
}

// Before reports whether e acts before o: the higher total, then the
// higher of each tie-break in turn, then the lower unit id.
func (e Initiative) Before(o Initiative) bool {
	if e.Total != o.Total {
		return e.Total > o.Total
	}
	for i := range e.Ties {
		if e.Ties[i] != o.Ties[i] {
			return e.Ties[i] > o.Ties[i]
		}
	}
	return e.Unit < o.Unit
}

// Sort orders a ruleset's initiative entries, first to act first, by the
// Initiative of each (of), keeping the order of entries that are equal
// (none are, with distinct units).
func Sort[E any](es []E, of func(E) Initiative) {
	sort.SliceStable(es, func(i, j int) bool { return of(es[i]).Before(of(es[j])) })
}
