package teamturn

import (
	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/battle"
	"sightline/rules/kit/budget"
)

// pools is teamturn's budget (§4): one Base, one Move and one Quick
// action a turn, or instead one Long action that takes them all. Base
// comes first: it pays the attacks. A Base action traded down pays a
// Move or a Quick action from the Base pool (G5); Move and Quick do not
// trade.
var pools = budget.Pools{
	{Name: "Base", Unit: "base", PerTurn: 1},
	{Name: "Move", Unit: "move", PerTurn: 1},
	{Name: "Quick", Unit: "quick", PerTurn: 1},
	{Name: "Long", Unit: "long", PerTurn: 1},
}

// The tiers an action is priced in (§4).
const (
	tierBase  = "base"
	tierMove  = "move"
	tierQuick = "quick"
	tierLong  = "long"
)

// state is the whole battle, saved as JSON; Hash is the sha256 of that.
type state struct {
	// Head is the ruleset, seed, version and round (rules/kit/battle).
	battle.Head
	Sides []rules.SideSetup `json:"sides"`
	Units []unit            `json:"units"`
	// Teams is the order in which the sides take their team turns (G13).
	Teams []int `json:"teams"`
	// Team is the index in Teams of the side whose team turn it is.
	Team int `json:"team"`
	// Window is the reaction window open now, if any.
	Window *window `json:"window,omitempty"`
	// Walk is a move under way, paused for a window its steps opened.
	Walk *walk `json:"walk,omitempty"`
	// Paused are the windows and walks set aside, last on top, while a
	// reaction they gave plays out (a readied Move's walk, the window of
	// an ally attacked); each is taken up again when the one above it is
	// done (resume).
	Paused []frame     `json:"paused,omitempty"`
	Dice   *rules.Dice `json:"dice"`
	Over   bool        `json:"over"`
	Winner int         `json:"winner"`
}

// Outcome reports whether the battle is over and the winning side, -1
// for a draw (battle.State).
func (s *state) Outcome() (bool, int) { return s.Over, s.Winner }

// counter is a number of counters of one type on a unit (§9).
type counter struct {
	Type string `json:"type"`
	N    int    `json:"n"`
}

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
	// Integrity is each weapon's integrity left (§6.6); a weapon whose
	// template lists none never degrades.
	Integrity []int `json:"integrity"`
	// Charged says, for each weapon, whether a Recharge ability is ready.
	Charged []bool       `json:"charged"`
	Slots   budget.Slots `json:"slots"`
	// Traded is the tier ("move" or "quick") the Base action was traded
	// down to this turn (G5), "" when it was not.
	Traded string `json:"traded,omitempty"`
	// Reacted: the unit's one reaction of the round is spent (G4).
	Reacted bool `json:"reacted,omitempty"`
	// Counters are the unit's counters, in the order gained.
	Counters []counter `json:"counters,omitempty"`
	// Dodging: defence rolls are favourable until its next team turn.
	Dodging bool `json:"dodging,omitempty"`
	// Helped: its next check this round is favourable (G15).
	Helped bool `json:"helped,omitempty"`
	// Hidden: enemies do not see it until found, or until it attacks or
	// steps into an enemy's sight.
	Hidden bool `json:"hidden,omitempty"`
	// Ready: the unit holds an action, spent as its reaction when its
	// trigger happens, until its next team turn (§5, G4): its Base for
	// an attack with weapon ReadyWeapon, or, ReadyMove, a Move (its Move
	// action, ReadyFrom "move", or else its Base traded down). The
	// trigger is a foe stepping within the weapon's reach or nominal
	// range (for a Move, its Speed) in its sight, or, ReadyAlly, an ally
	// in its sight attacked (readytrigger.go).
	Ready       bool   `json:"ready,omitempty"`
	ReadyWeapon int    `json:"ready_weapon,omitempty"`
	ReadyMove   bool   `json:"ready_move,omitempty"`
	ReadyAlly   bool   `json:"ready_ally,omitempty"`
	ReadyFrom   string `json:"ready_from,omitempty"`
	// Dying units (HP 0 or less) roll death checks at Upkeep (G6).
	Fails  int  `json:"fails,omitempty"`
	Saves  int  `json:"saves,omitempty"`
	Stable bool `json:"stable,omitempty"`
	Dead   bool `json:"dead,omitempty"`
}

// Hide marks u absent in a side's view (View): out of the fight, at most
// 0 HP.
func (u *unit) Hide() { u.Absent, u.HP = true, min(u.HP, 0) }

// window is a reaction window: who decides, on what.
type window struct {
	// Kind is kindOpportunity or kindReady.
	Kind string `json:"kind"`
	// Unit decides; Attacker provoked the window (the target of
	// opportunity).
	Unit     int `json:"unit"`
	Attacker int `json:"attacker"`
	// Queue lists the units still to be asked after Unit, in order.
	Queue []int `json:"queue,omitempty"`
	// Trigger, for a kindReady window, is triggerAlly when Attacker's
	// attack on Ally (an ally of Unit's) opened it, "" when a foe's step
	// did: only units readied for that trigger are asked in it.
	Trigger string `json:"trigger,omitempty"`
	Ally    int    `json:"ally,omitempty"`
}

// frame is a window or walk set aside (state.Paused): Window's Queue
// lists every unit still to be asked in it.
type frame struct {
	Window *window `json:"window,omitempty"`
	Walk   *walk   `json:"walk,omitempty"`
}

// walk is a move under way: the squares still to walk, and for each
// unit how many squares the mover has walked so far within its reach or
// range (G11), and whom it has already provoked.
type walk struct {
	Unit     int        `json:"unit"`
	Path     []grid.Pos `json:"path"`
	Inside   []int      `json:"inside"`
	Provoked []int      `json:"provoked,omitempty"`
	// Triggered lists the units whose readied attack this walk has
	// already offered.
	Triggered []int `json:"triggered,omitempty"`
	// Disengage: a Disengage provokes no one.
	Disengage bool `json:"disengage,omitempty"`
}

// counterN returns how many counters of type typ u has.
func (u *unit) counterN(typ string) int {
	for _, c := range u.Counters {
		if c.Type == typ {
			return c.N
		}
	}
	return 0
}

// addCounter gives u n counters of type typ.
func (u *unit) addCounter(typ string, n int) {
	for i := range u.Counters {
		if u.Counters[i].Type == typ {
			u.Counters[i].N += n
			return
		}
	}
	u.Counters = append(u.Counters, counter{Type: typ, N: n})
}

// dying reports whether u is down and rolling death checks.
func (u *unit) dying() bool { return u.HP <= 0 && !u.Stable && !u.Dead }
