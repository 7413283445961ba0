package ads

import (
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestTakeCoverMovesToCover checks G1: against a shot, the Take Cover
// reaction offers the square within Speed behind the stone wall facing the
// attacker, priced as the state it leaves; answering walks there (two
// steps), puts the defender in cover with head and arms covered this round,
// and rolls the shot against Duck with the cover bonus.
func TestTakeCoverMovesToCover(t *testing.T) {
	b, att, def := stage(t, coverField(), 5, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 3, Y: 7})
	apply(t, b, find(t, b, att.Side, "straight_shot", def.ID))
	c := find(t, b, def.Side, "take_cover", rules.NoUnit)
	if c.To != (grid.Pos{X: 5, Y: 6}) || c.Cost.N != 1 || !c.Cost.Reaction {
		t.Fatalf("take cover offered to %v for %v, want (5,6) for 1 tick with the free Reaction", c.To, c.Cost)
	}
	duck, err := b.DefenceOdds(find(t, b, def.Side, "duck", rules.NoUnit))
	if err != nil {
		t.Fatal(err)
	}
	tc, err := b.DefenceOdds(c)
	if err != nil || tc.Hit >= duck.Hit {
		t.Fatalf("take cover priced at %v (%v), Duck in the open at %v", tc.Hit, err, duck.Hit)
	}
	ev := apply(t, b, c)
	steps, rolled := 0, false
	for _, e := range ev {
		switch {
		case e.Kind == rules.EvStep && e.Unit == def.ID:
			steps++
		case e.Kind == rules.EvRoll && e.Unit == def.ID && e.Text == "duck" && hasMod(e.Mods, "cover", CoverBonus):
			rolled = true
		}
	}
	if steps != 2 || def.Pos != c.To || !def.InCover || def.CoverRound != b.s.Round || !rolled {
		t.Fatalf("after the reaction: %d steps to %v, in cover %v (round %d), duck with cover %v", steps, def.Pos, def.InCover, def.CoverRound, rolled)
	}
	if def.Ticks != BaseTicks-1 || def.FreeReaction {
		t.Fatalf("paid: ticks %d, free reaction %v", def.Ticks, def.FreeReaction)
	}
}

// TestTakeCoverInPlaceAgainstMelee checks that against a melee attack the
// reaction is taken where the defender stands, and not offered away from
// cover.
func TestTakeCoverInPlaceAgainstMelee(t *testing.T) {
	b, att, def := stageUnits(t, coverField(), 5, "duelist", "trooper", grid.Pos{X: 5, Y: 7}, grid.Pos{X: 5, Y: 6})
	apply(t, b, find(t, b, att.Side, "melee_strike", def.ID))
	c := find(t, b, def.Side, "take_cover", rules.NoUnit)
	if c.To != def.Pos {
		t.Fatalf("take cover against melee offered at %v, want in place %v", c.To, def.Pos)
	}
	ev := apply(t, b, c)
	for _, e := range ev {
		if e.Kind == rules.EvStep {
			t.Fatalf("the defender moved: %+v", e)
		}
	}
	if !def.InCover {
		t.Fatal("not in cover")
	}

	b, att, def = stageUnits(t, coverField(), 5, "duelist", "trooper", grid.Pos{X: 1, Y: 10}, grid.Pos{X: 1, Y: 11})
	apply(t, b, find(t, b, att.Side, "melee_strike", def.ID))
	if hasAction(b, def.Side, "take_cover") {
		t.Fatal("take cover offered with no cover near")
	}
}

// TestTakeCoverWalkProvokes checks that the Take Cover reaction's move
// provokes like any move: leaving an enemy duelist's reach on the way to
// cover draws its Reaction Strike, and the shot is rolled from cover after
// the walk.
func TestTakeCoverWalkProvokes(t *testing.T) {
	b := stageSides(t, coverField(), 5, []string{"gunner", "duelist"}, []string{"trooper"},
		grid.Pos{X: 5, Y: 1}, grid.Pos{X: 3, Y: 8}, grid.Pos{X: 3, Y: 7})
	att, duelist, def := &b.s.Units[0], &b.s.Units[1], &b.s.Units[2]
	apply(t, b, find(t, b, att.Side, "straight_shot", def.ID))
	c := find(t, b, def.Side, "take_cover", rules.NoUnit)
	if c.To != (grid.Pos{X: 5, Y: 6}) {
		t.Fatalf("take cover to %v, want (5,6)", c.To)
	}
	apply(t, b, c)
	if pr := b.Prompt(); pr.Kind != "reaction_strike" || pr.Unit != duelist.ID || pr.Attacker != def.ID {
		t.Fatalf("prompt on leaving the duelist's reach: %+v (defender at %v)", pr, def.Pos)
	}
	apply(t, b, find(t, b, duelist.Side, "hold", def.ID))
	if !def.Health.Active() || def.Pos != c.To || !def.InCover {
		t.Fatalf("after the walk: at %v, in cover %v", def.Pos, def.InCover)
	}
}
