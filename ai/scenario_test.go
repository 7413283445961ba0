package ai_test

import (
	"testing"

	"sightline/ai"
	"sightline/rules"
	"sightline/rules/grid"
)

var aiNew = ai.New

// TestTakesCover: a rifleman in the open under fire, with sandbags two
// squares away between it and the enemy, moves behind them.
func TestTakesCover(t *testing.T) {
	rows := []string{
		"..............",
		"..............",
		"..a.h.......A.",
		"..............",
		"..............",
	}
	for _, level := range []string{"normal", "hard"} {
		for seed := uint64(1); seed <= 3; seed++ {
			s := buildScenario(t, rows, 'a', func(units []map[string]any, ids map[rune]int) {})
			b2, cmds := playTurn(t, s, level, seed)
			at := b2.Units()[s.ids['a']].Pos
			if !behind(b2, at, s.marks['A']) {
				t.Errorf("%s seed %d: %v ends the turn on %v, not behind the sandbags", level, seed, cmds, at)
			}
		}
	}
}

// behind reports whether a unit on p has cover against an attacker on
// att.
func behind(b rules.Battle, p, att grid.Pos) bool {
	return grid.CoverBetween(b.Field(), att, p, nil) != grid.NoCover
}

// playTurn plays the scenario's acting unit's whole turn on a clone, with
// players of level on both sides, and returns the battle after it and the
// acting side's commands.
func playTurn(t *testing.T, s *scenario, level string, seed uint64) (rules.Battle, []string) {
	t.Helper()
	b := s.b.Clone()
	actor := b.Prompt().Unit
	var players []rules.Player
	for side := 0; side < 2; side++ {
		p, err := ai.New(level, seed+uint64(side))
		if err != nil {
			t.Fatal(err)
		}
		players = append(players, p)
	}
	var cmds []string
	for n := 0; n < 30; n++ {
		pr := b.Prompt()
		if over, _ := b.Over(); over || pr.Kind == "turn" && pr.Unit != actor {
			break
		}
		c, _, err := players[pr.Side].Decide(b, pr.Side)
		if err != nil {
			t.Fatal(err)
		}
		if pr.Unit == actor {
			cmds = append(cmds, c.Action)
		}
		if _, err := b.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	return b, cmds
}
