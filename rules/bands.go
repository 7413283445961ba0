package rules

import "sightline/rules/grid"

// RangeBand is one band of a weapon's range, for the range overlay: every
// square up to Max squares away (and beyond the previous band) takes Mod,
// signed as a Mod's Value is (positive helps the shooter).
type RangeBand struct {
	Max   int    `json:"max"`
	Mod   int    `json:"mod"`
	Label string `json:"label"`
}

// RangeBander is implemented by battles whose ranged attacks use range
// bands. RangeBands lists the bands of a unit's weapon, nearest first, and
// is empty for a melee weapon.
type RangeBander interface {
	RangeBands(unit, weapon int) []RangeBand
}

// Area is a set of squares a unit holds under watch, for overlays: an
// overwatch arc, say.
type Area struct {
	Unit    int        `json:"unit"`
	Side    int        `json:"side"`
	Kind    string     `json:"kind"` // "overwatch", or "suppression" (the suppressed unit's square)
	Squares []grid.Pos `json:"squares"`
}

// AreaWatcher is implemented by battles whose units can watch areas and
// fire into them on other units' turns. Clients draw the areas.
type AreaWatcher interface {
	Areas() []Area
}

// DefenceAdvisor is implemented by battles that can price each answer to a
// pending attack: DefenceOdds gives the attack's odds if the unit the
// prompt names answers with the legal command c. That unit is usually the
// defender or its ally; it may be a friend of the attacker whose answer
// helps the attack along (majorminor's Assist), when the prompt's
// Attacker is of its side and its Kind is not "defend": the computer
// players then seek the answer that makes the attack most harmful. The
// AI and the client's standing defence policies use it.
type DefenceAdvisor interface {
	DefenceOdds(c Command) (Odds, error)
}

// RoundLimiter is implemented by battles that end at a round limit, where
// the side with more units still in the fight wins and equal counts draw.
// MaxRounds is the last round played. Players, human or computer, plan
// the end game by it.
type RoundLimiter interface {
	MaxRounds() int
}

// Estimator is implemented by battles that can price a hypothetical attack
// for planning: EstimateOdds gives the odds of attacker's plain attack with
// one of its weapons (-1: the one in hand) on target if the two stood on
// from and to, from what players see of both. Computer players use it to judge squares they might
// move to and the threats they would face there.
type Estimator interface {
	EstimateOdds(attacker, weapon, target int, from, to grid.Pos) (Odds, error)
}

// HeroRuler is implemented by rulesets in which a side of player
// characters (SideSetup.Hero) plays otherwise than the rest: HeroRule
// says how in one line for the skirmish setup, which offers the choice
// only where a ruleset has it.
type HeroRuler interface {
	HeroRule() string
}

// Viewer is implemented by battles that can copy themselves as one side
// knows them, for a computer player's look-ahead (issue #42): View(side)
// returns an independent copy in which the units side does not see now
// are out of play (they stand in no one's way, see nothing, neither act
// nor react, and count for no side at the end); everything else is as in
// the battle, its version included, so that side's listed commands apply
// to it. A player that plays candidate moves on the view, rather than on
// a Clone, decides from what its side sees.
type Viewer interface {
	View(side int) Battle
}
