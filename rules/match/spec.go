package match

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/grid"
)

// Spec is everything besides the commands that determines a battle: the
// ruleset, the map, the players and their squads, the seed and who stands
// where. The game client (cmd/sightline --ruleset --map --sides --seed) and
// the simulator (sim battle --battles 1) build the same Spec from the same
// flags, so they play the identical battle; a replay file stores it as its
// header.
type Spec struct {
	// Ruleset is the ruleset's registry id.
	Ruleset string `json:"ruleset"`
	// Map is the bundled map's name or the .tmx path, as given.
	Map string `json:"map"`
	// Sides lists the players in --sides order: "ai:easy", "ai:normal",
	// "ai:hard", "random" or "human".
	Sides []string `json:"sides"`
	// Squads gives each Sides entry its squad, in the same order. Empty
	// means DefaultSquads.
	Squads []rules.SideSetup `json:"squads,omitempty"`
	// Seed is the battle's seed; the dice and every computer player's
	// stream derive from it.
	Seed uint64 `json:"seed"`
	// Rotate moves the players round the spawn sides: spawn side k holds
	// Sides entry (k+Rotate) mod len(Sides). A mirrored game of two sides
	// has Rotate 1.
	Rotate int `json:"rotate,omitempty"`
	// Ambush is the Sides entry (from 1) whose side springs an ambush,
	// opening the battle with a surprise round; 0 for none.
	Ambush int `json:"ambush,omitempty"`
}

// Human is the Sides spelling of a player that the caller supplies through
// Match.SetPlayer, such as the client's mouse-and-keyboard player.
const Human = "human"

// Entry returns the Sides entry that stands on spawn side side.
func (s Spec) Entry(side int) int {
	n := len(s.Sides)
	if n == 0 {
		return 0
	}
	return ((side+s.Rotate)%n + n) % n
}

// DefaultSquads returns the squad choice when no --squads file is given:
// Sides entry i fields the ruleset's squad i modulo the number of squads,
// in the order Ruleset.Squads lists them. A squad stays with its player
// when Rotate moves the player, so a mirrored game cancels the map's
// advantage without swapping squads between players.
func DefaultSquads(r rules.Ruleset, n int) ([]rules.SideSetup, error) {
	squads := r.Squads()
	if len(squads) == 0 {
		return nil, errorf("ruleset %s has no squads", r.ID())
	}
	out := make([]rules.SideSetup, n)
	for i := range out {
		out[i] = rules.SideSetup{Squad: squads[i%len(squads)].ID}
	}
	return out, nil
}

// Setup turns the spec into the rules.Setup of its battle on f, with one
// side per Sides entry in spawn-zone order, named "side 1", "side 2"...
// unless its squad entry names it.
func (s Spec) Setup(r rules.Ruleset, f *grid.Field) (rules.Setup, error) {
	n := len(s.Sides)
	if n < 2 || n > 4 {
		return rules.Setup{}, errorf("%d sides: a battle has 2 to 4", n)
	}
	if f == nil {
		return rules.Setup{}, errorf("no battlefield")
	}
	squads := s.Squads
	if len(squads) == 0 {
		var err error
		if squads, err = DefaultSquads(r, n); err != nil {
			return rules.Setup{}, err
		}
	}
	if len(squads) != n {
		return rules.Setup{}, errorf("%d squads for %d sides", len(squads), n)
	}
	if s.Ambush < 0 || s.Ambush > n {
		return rules.Setup{}, errorf("ambush by side %d: there are %d sides", s.Ambush, n)
	}
	setup := rules.Setup{Field: f, Seed: s.Seed}
	for side := 0; side < n; side++ {
		e := s.Entry(side)
		ss := squads[e]
		ss.Units = append([]string(nil), ss.Units...)
		if ss.Name == "" {
			ss.Name = fmt.Sprintf("side %d", side+1)
		}
		ss.Ambush = s.Ambush == e+1
		setup.Sides = append(setup.Sides, ss)
	}
	return setup, nil
}

// PlayerSeed derives the seed of side's player from the battle seed, so a
// player's own random stream never touches the battle's dice.
func PlayerSeed(seed uint64, side int) uint64 { return rules.SplitSeed(seed^0xa1a1a1a1, side) }

// Setup builds the rules.Setup for a battle of sides default squads, side
// i fielding the ruleset's squad i modulo the number of squads. It is
// Spec.Setup with computer players and no rotation, for tests that bring
// their own players.
func Setup(r rules.Ruleset, f *grid.Field, sides int, seed uint64) (rules.Setup, error) {
	s := Spec{Ruleset: r.ID(), Seed: seed, Sides: make([]string, sides)}
	for i := range s.Sides {
		s.Sides[i] = "random"
	}
	return s.Setup(r, f)
}

// BattleSeed is the seed of battle i in a run with master seed seed:
// rules.SplitSeed(seed, i). The client's --seed S plays BattleSeed(S, 0),
// the same battle as sim battle --battles 1 --seed S.
func BattleSeed(seed uint64, i int) uint64 { return rules.SplitSeed(seed, i) }
