package majorminor

import (
	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/battle"
	"sightline/rules/kit/budget"
)

// The phases of a battle.
const (
	// phaseApproach is the skirmish before combat: Movement and Minor
	// actions only, until a unit's Major action against a hostile starts
	// combat.
	phaseApproach = "approach"
	// phaseCombat is combat in its Initiate Order.
	phaseCombat = "combat"
)

// pools is majorminor's budget: one Major, one Minor and one Movement
// action a turn. Major comes first: it pays the attacks.
var pools = budget.Pools{
	{Name: "Major", Unit: "major", PerTurn: 1},
	{Name: "Minor", Unit: "minor", PerTurn: 1},
	{Name: "Move", Unit: "move", PerTurn: 1},
}

// state is the whole battle, saved as JSON; Hash is the sha256 of that.
type state struct {
	// Head is the ruleset, seed, version and round (rules/kit/battle).
	battle.Head
	Phase string            `json:"phase"`
	Sides []rules.SideSetup `json:"sides"`
	Units []unit            `json:"units"`
	// Order is the seat order, as unit ids: the approach's, then the
	// Initiate Order's from the First Turn on.
	Order []int `json:"order"`
	// Turn is the index in Order of the unit whose turn it is.
	Turn int `json:"turn"`
	// Initiator is the unit whose Major action started combat, -1 before.
	Initiator int `json:"initiator"`
	// Window is the reaction window open now, if any.
	Window *window `json:"window,omitempty"`
	// Walk is a move under way, paused for a window its steps opened.
	Walk   *walk       `json:"walk,omitempty"`
	Dice   *rules.Dice `json:"dice"`
	Over   bool        `json:"over"`
	Winner int         `json:"winner"`
}

// Outcome reports whether the battle is over and the winning side, -1
// for a draw (battle.State).
func (s *state) Outcome() (bool, int) { return s.Over, s.Winner }

// unit is one unit's state.
type unit struct {
	ID       int      `json:"id"`
	Side     int      `json:"side"`
	Template string   `json:"template"`
	Name     string   `json:"name"`
	Pos      grid.Pos `json:"pos"`
	Facing   int      `json:"facing"`
	HP       int      `json:"hp"`
	// Absent marks, in a side's view of the battle (View), a unit that
	// side does not see: out of the fight and out of everyone's way.
	Absent bool `json:"absent,omitempty"`
	// Defense is the current Defense Check, valid once HasDefense.
	Defense    int          `json:"defense"`
	HasDefense bool         `json:"has_defense"`
	Held       int          `json:"held"`
	Broken     []bool       `json:"broken"`
	Slots      budget.Slots `json:"slots"`
	Disengaged bool         `json:"disengaged,omitempty"`
	// Surprised: the First-Turn unit loses its Major action (G10).
	Surprised bool `json:"surprised,omitempty"`
	// Grappling and GrappledBy are unit ids, -1 for none.
	Grappling  int `json:"grappling"`
	GrappledBy int `json:"grappled_by"`
}

// Hide marks u absent in a side's view (View): out of the fight, at most
// 0 HP.
func (u *unit) Hide() { u.Absent, u.HP = true, min(u.HP, 0) }

// window is a reaction window: who decides, on what.
type window struct {
	// Kind is "opportunity" or "assist".
	Kind string `json:"kind"`
	// Unit decides; Attacker provoked the window.
	Unit     int `json:"unit"`
	Attacker int `json:"attacker"`
	// Queue lists the units still to be asked after Unit, in order.
	Queue []int `json:"queue,omitempty"`
	// Attack is the pending attack of an assist window.
	Attack *pending `json:"attack,omitempty"`
}

// pending is a declared attack waiting on its Assist/Disrupt window.
type pending struct {
	Attacker int  `json:"attacker"`
	Target   int  `json:"target"`
	Weapon   int  `json:"weapon"`
	Grapple  bool `json:"grapple,omitempty"`
	// Adjust is the sum of the Assist (+3) and Disrupt (−3) adjustments
	// declared so far.
	Adjust int `json:"adjust"`
	// Initiating marks the Major action that starts combat.
	Initiating bool `json:"initiating,omitempty"`
	// Surprise: the target could not see the initiator (G10).
	Surprise bool `json:"surprise,omitempty"`
	// Opportunity marks an Opportunity Attack, after which the paused
	// walk goes on.
	Opportunity bool `json:"opportunity,omitempty"`
}

// walk is a move under way: the squares still to walk.
type walk struct {
	Unit int        `json:"unit"`
	Path []grid.Pos `json:"path"`
}
