package ads

import "sightline/rules/kit/turns"

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
// die, then the lower unit id (the kit's turns.Initiative).
func (e InitEntry) Before(o InitEntry) bool { return e.initiative().Before(o.initiative()) }

// initiative is e as the kit orders it.
func (e InitEntry) initiative() turns.Initiative {
	hero := 0
	if e.Hero {
		hero = 1
	}
	return turns.Initiative{Unit: e.Unit, Total: e.Total(), Ties: [4]int{e.Agility, hero, e.Tiebreak}}
}

// SortInitiative orders the entries, first to act first.
func SortInitiative(es []InitEntry) { turns.Sort(es, InitEntry.initiative) }
