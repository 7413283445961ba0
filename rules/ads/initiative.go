package ads

import "sort"

// InitEntry is one combatant's initiative roll for a round.
type InitEntry struct {
	Unit    int  `json:"unit"`
	Roll    int  `json:"roll"` // the d10
	Agility int  `json:"agility"`
	Speed   int  `json:"speed"`
	Misc    int  `json:"misc,omitempty"`
	Hero    bool `json:"hero,omitempty"`
	// Tiebreak is a final deterministic die for "GM decides" ties.
	Tiebreak int `json:"tiebreak"`
}

// Total is the initiative: d10 + Agility + Speed + Misc.
func (e InitEntry) Total() int { return e.Roll + e.Agility + e.Speed + e.Misc }

// Before reports whether e acts before o: higher total, then higher
// Agility, then player characters before NPCs, then the higher tie-break
// die, then the lower unit id.
func (e InitEntry) Before(o InitEntry) bool {
	if a, b := e.Total(), o.Total(); a != b {
		return a > b
	}
	if e.Agility != o.Agility {
		return e.Agility > o.Agility
	}
	if e.Hero != o.Hero {
		return e.Hero
	}
	if e.Tiebreak != o.Tiebreak {
		return e.Tiebreak > o.Tiebreak
	}
	return e.Unit < o.Unit
}

// SortInitiative orders the entries, first to act first.
func SortInitiative(es []InitEntry) {
	sort.SliceStable(es, func(i, j int) bool { return es[i].Before(es[j]) })
}
