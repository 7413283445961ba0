package scenes

import (
	"slices"

	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/match"
)

// BattleConfig describes the battle to play, as the client's flags or the
// skirmish setup choose it.
type BattleConfig struct {
	Ruleset string
	Map     string
	Root    string
	// Sides lists the players in spawn order: "human", "ai:easy",
	// "ai:normal", "ai:hard" or "random".
	Sides []string
	// Seed is the battle's seed; 0 has NewBattle pick a new one
	// (Resources.NewSeed), so that every quick skirmish is a new battle.
	Seed uint64
	// Speed multiplies the animation speed; 0 means 1.
	Speed float64
	// ExitWhenOver quits the game once the battle has ended and its last
	// events have played.
	ExitWhenOver bool
	// Ambush is the Sides entry (from 1) that springs an ambush, 0 none.
	Ambush int
	// Squads names the ruleset squad of each Sides entry, in the same
	// order; a missing or empty entry fields the default squad
	// (match.DefaultSquads).
	Squads []string
	// Units gives a Sides entry a squad of the player's own: when Units[i]
	// is not empty, entry i fields these unit templates, in this order,
	// instead of Squads[i].
	Units [][]string
	// Hero is the Sides entry (from 1) whose side are player characters
	// (rules.SideSetup.Hero), 0 none: the setup offers it where the
	// ruleset has a rule for them (rules.HeroRuler).
	Hero int
}

// Spec returns the match spec of the battle: the same one the simulator
// builds for sim battle --battles 1 --seed Seed (with --squads naming the
// squads, when Squads or Units choose others than the defaults or Hero
// names a side of player characters).
func (c BattleConfig) Spec() match.Spec {
	sp := match.Spec{Ruleset: c.Ruleset, Map: c.Map, Sides: c.Sides, Seed: match.BattleSeed(c.Seed, 0), Ambush: c.Ambush}
	if !slices.ContainsFunc(c.Squads, func(id string) bool { return id != "" }) &&
		!slices.ContainsFunc(c.Units, func(u []string) bool { return len(u) > 0 }) && c.Hero == 0 {
		return sp
	}
	r, err := all.Registry().Get(c.Ruleset)
	if err != nil {
		return sp // NewBattle names the unknown ruleset
	}
	squads, err := match.DefaultSquads(r, len(c.Sides))
	if err != nil {
		return sp
	}
	for i, id := range c.Squads {
		if i < len(squads) && id != "" {
			squads[i] = rules.SideSetup{Squad: id}
		}
	}
	for i, u := range c.Units {
		if i < len(squads) && len(u) > 0 {
			squads[i] = rules.SideSetup{Units: cloned(u)}
		}
	}
	if c.Hero >= 1 && c.Hero <= len(squads) {
		squads[c.Hero-1].Hero = true
	}
	sp.Squads = squads
	return sp
}
