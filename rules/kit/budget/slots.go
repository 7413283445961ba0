// Package budget holds the ruleset kit's action budgets: a turn's named
// pools that costs are paid from, as majorminor's Major, Minor and
// Movement actions, teamturn's Long, Base, Move and Quick, d100's halves
// or ail's standard and move actions are (Pools, Slots), and a numeric
// pool with debt, as ADS's ticks are (Ticks).
package budget

import (
	"fmt"

	"sightline/rules"
)

// Pool is one kind of slot a unit gets every turn.
type Pool struct {
	// Name is what players call it ("Major").
	Name string
	// Unit is the rules.Cost.Unit that the pool pays ("major").
	Unit string
	// PerTurn is how many of it a turn brings.
	PerTurn int
}

// Pools is a ruleset's budget definition: its pools in the order the
// unit panel shows them. The pool that pays the attacks comes first, so
// that players reading one budget read that one.
type Pools []Pool

// Slots is one unit's budget in the battle state: what is left of each
// pool this turn, and how many of next turn's were spent ahead on
// reactions (majorminor G3), indexed as the Pools.
type Slots struct {
	Left     []int `json:"left"`
	Borrowed []int `json:"borrowed"`
}

// Index returns the index of the pool that pays unit, or -1.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (p Pools) Index(unit string) int {
	for i, q := range p {
		if q.Unit == unit {
			return i
		}
	}
	return -1
}

// Empty returns a budget with nothing left and nothing borrowed, for a
// unit whose turn has not come.
func (p Pools) Empty() Slots {
	return Slots{Left: make([]int, len(p)), Borrowed: make([]int, len(p))}
}

// Fresh refills s for a new turn: each pool's PerTurn less what was
// borrowed from it, and nothing borrowed any more.
func (p Pools) Fresh(s *Slots) {
	for i, q := range p {
		s.Left[i] = max(0, q.PerTurn-s.Borrowed[i])
		s.Borrowed[i] = 0
	}
}

// CanPay reports whether s has c's price left in the pool c names (a free
// cost always can).
func (p Pools) CanPay(s Slots, c rules.Cost) bool {
	if c.N == 0 {
		return true
	}
	i := p.Index(c.Unit)
	return i >= 0 && s.Left[i] >= c.N
}

// Pay takes c's price from s; it panics on a cost that CanPay refuses,
// which is a ruleset's bug.
func (p Pools) Pay(s *Slots, c rules.Cost) {
	if c.N == 0 {
		return
	}
	if !p.CanPay(*s, c) {
		panic(fmt.Sprintf("budget: cannot pay %v from %v", c, s.Left))
	}
	s.Left[p.Index(c.Unit)] -= c.N
}

// Add gives s n more of the pool that pays unit this turn (a Dash's
// extra Movement action).
func (p Pools) Add(s *Slots, unit string, n int) {
	if i := p.Index(unit); i >= 0 {
		s.Left[i] += n
	}
}

// CanBorrow reports whether one of next turn's slots of the pool that
// pays unit is still unspent, so that a reaction may spend it now.
func (p Pools) CanBorrow(s Slots, unit string) bool {
	i := p.Index(unit)
	return i >= 0 && s.Borrowed[i] < p[i].PerTurn
}

// Borrow spends one of next turn's slots of the pool that pays unit.
func (p Pools) Borrow(s *Slots, unit string) {
	if !p.CanBorrow(*s, unit) {
		panic(fmt.Sprintf("budget: cannot borrow a %s slot", unit))
	}
	s.Borrowed[p.Index(unit)]++
}

// Check reports what is wrong with a loaded s, or nil.
func (p Pools) Check(s Slots) error {
	if len(s.Left) != len(p) || len(s.Borrowed) != len(p) {
		return fmt.Errorf("a budget has %d and %d pools, want %d", len(s.Left), len(s.Borrowed), len(p))
	}
	for i, q := range p {
		if s.Left[i] < 0 || s.Left[i] > 8*max(1, q.PerTurn) || s.Borrowed[i] < 0 || s.Borrowed[i] > q.PerTurn {
			return fmt.Errorf("the %s budget %d (borrowed %d) is out of range", q.Name, s.Left[i], s.Borrowed[i])
		}
	}
	return nil
}

// Tracks returns s as the unit view's budget tracks: each pool's slots
// left this turn (Max its PerTurn), then, for each pool borrowed from, a
// track "next <Name>" with what the next turn will still bring, so that
// the screen shows a borrowed slot as spent.
func (p Pools) Tracks(s Slots) []rules.Track {
	out := make([]rules.Track, 0, len(p))
	for i, q := range p {
		out = append(out, rules.Track{Name: q.Name, Value: s.Left[i], Max: max(q.PerTurn, s.Left[i]), Pays: q.Unit})
	}
	for i, q := range p {
		if s.Borrowed[i] > 0 {
			out = append(out, rules.Track{Name: "next " + q.Name, Value: q.PerTurn - s.Borrowed[i], Max: q.PerTurn, Pays: "next " + q.Unit})
		}
	}
	return out
}
