package ads

import "sightline/rules/kit/budget"

// BaseTicks is the tick budget of a round (§4).
const BaseTicks = 5

// tickPool is the ticks as the kit's numeric pool with debt: BaseTicks a
// round, at most MaxDebt borrowed from the next (G4). It is never
// changed.
var tickPool = budget.Ticks{PerRound: BaseTicks, MaxDebt: MaxDebt}

// Afflictions are the lasting statuses that cost ticks at round start.
type Afflictions struct {
	// DazedRounds are the round starts still to be hit by Dazed (-1 tick).
	DazedRounds int `json:"dazed_rounds,omitempty"`
	// StunnedRounds are the round starts still to be hit by Stunned
	// (-2 ticks, G16); Stunned then becomes Dazed.
	StunnedRounds int `json:"stunned_rounds,omitempty"`
	// DazedNow is true while the current round is one Dazed costs, or the
	// round in which Dazed was applied.
	DazedNow bool `json:"dazed_now,omitempty"`
}

// Daze applies Dazed now: it costs a tick at each of the next two round
// starts (G19: a mid-round Daze starts costing at the next ROUND_START).
func (a *Afflictions) Daze() { a.DazedRounds, a.DazedNow = 2, true }

// Stun applies Stunned now: 2 ticks lost at each of the next two round
// starts, then Dazed.
func (a *Afflictions) Stun() { a.StunnedRounds = 2 }

// Dazed reports whether the character still suffers Dazed's -1 on actions.
func (a Afflictions) Dazed() bool { return a.DazedNow }

// StartRound returns the ticks of a round that begins now, from the bonus
// ticks and the ticks borrowed last round, and advances the afflictions.
func (a *Afflictions) StartRound(bonus, borrowed int) int {
	t := tickPool.PerRound + bonus - borrowed
	a.DazedNow = false
	switch {
	case a.StunnedRounds > 0:
		t -= 2
		a.StunnedRounds--
		if a.StunnedRounds == 0 {
			a.DazedRounds = 2
		}
	case a.DazedRounds > 0:
		t--
		a.DazedRounds--
		a.DazedNow = true
	}
	return t
}
