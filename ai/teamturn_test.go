package ai_test

import (
	"testing"

	"sightline/ai"
	"sightline/rules"
	"sightline/rules/ads"
)

// teamPrompts shows an ADS battle's turns as a whole side's turns: the
// prompt of a turn names no unit, as in a ruleset where a team acts in
// any order; everything else is the battle's own.
type teamPrompts struct{ *ads.Battle }

func (b teamPrompts) Prompt() rules.Prompt {
	pr := b.Battle.Prompt()
	if pr.Kind == "turn" {
		pr.Unit = rules.NoUnit
	}
	return pr
}

// TestTeamTurn: on a turn prompt that names no unit, the computer player
// weighs the turn of the side's unit that has commands and decides as it
// would on that unit's own turn. Two copies of one battle, one showing
// its turns as team turns, are played side by side by two players of
// each level with the same seed, and every decision must agree. Before, a
// team turn went to the fallback: the first free command, which ended
// the turn.
func TestTeamTurn(t *testing.T) {
	for _, level := range []string{"normal", "hard"} {
		t.Run(level, func(t *testing.T) { teamTurnAgrees(t, level) })
	}
}

func teamTurnAgrees(t *testing.T, level string) {
	const seed = 4
	plain := newBattle(t, "village", seed)
	team := teamPrompts{newBattle(t, "village", seed).(*ads.Battle)}
	var pp, tp []rules.Player
	for side := range 2 {
		for _, ps := range []*[]rules.Player{&pp, &tp} {
			p, err := ai.New(level, uint64(100+side))
			if err != nil {
				t.Fatal(err)
			}
			*ps = append(*ps, p)
		}
	}
	teamTurns := 0
	for n := 0; n < 300; n++ {
		if over, _ := plain.Over(); over {
			break
		}
		pr := plain.Prompt()
		want, _, err := pp[pr.Side].Decide(plain, pr.Side)
		if err != nil {
			t.Fatal(err)
		}
		got, _, err := tp[pr.Side].Decide(team, pr.Side)
		if err != nil {
			t.Fatal(err)
		}
		if pr.Kind == "turn" {
			teamTurns++
		}
		if !got.Same(want) {
			t.Fatalf("decision %d (%s of unit %d): on a team turn %v, on the unit's %v", n, pr.Kind, pr.Unit, got, want)
		}
		if _, err := plain.Apply(want); err != nil {
			t.Fatal(err)
		}
		if _, err := team.Apply(got); err != nil {
			t.Fatal(err)
		}
	}
	if teamTurns < 50 {
		t.Fatalf("only %d team turns decided", teamTurns)
	}
}
