package ads

import (
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// rollMods returns the mods of the first roll event of unit with text.
func rollMods(ev []rules.Event, unit int, text string) ([]rules.Mod, bool) {
	for _, e := range ev {
		if e.Kind == rules.EvRoll && e.Unit == unit && e.Text == text {
			return e.Mods, true
		}
	}
	return nil, false
}

// TestAimBeforeADefence checks Aim as a reaction on the defence prompt: it
// spends the free Reaction, keeps the prompt waiting with Aim gone from
// it, and gives the defence rolled next +1, in the odds and the roll; a
// unit that aimed this round is not offered it.
func TestAimBeforeADefence(t *testing.T) {
	b, att, def := stage(t, openField(12), 4, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 8})
	apply(t, b, find(t, b, att.Side, "straight_shot", def.ID))
	aim := find(t, b, def.Side, "aim", att.ID)
	if aim.Cost.N != 0 || !aim.Cost.Reaction {
		t.Fatalf("aim as a reaction costs %v, want the free Reaction", aim.Cost)
	}
	if _, err := b.DefenceOdds(aim); err == nil {
		t.Fatal("DefenceOdds priced the Aim answer itself")
	}
	apply(t, b, aim)
	if pr := b.Prompt(); pr.Kind != "defend" || pr.Unit != def.ID || def.FreeReaction || !def.Aimed || def.Ticks != BaseTicks {
		t.Fatalf("after aiming: prompt %+v, free %v, aimed %v, ticks %d", pr, def.FreeReaction, def.Aimed, def.Ticks)
	}
	if hasAction(b, def.Side, "aim") {
		t.Fatal("aim offered twice")
	}
	if c := find(t, b, def.Side, "dodge", rules.NoUnit); c.Cost.N != 1 {
		t.Fatalf("dodge after the free Reaction went to Aim costs %v", c.Cost)
	}
	duck := find(t, b, def.Side, "duck", rules.NoUnit)
	o, err := b.DefenceOdds(duck)
	if err != nil || !hasMod(o.Mods, "defence: aim", AimMod) {
		t.Fatalf("duck odds after aiming: %v, %v", o.Mods, err)
	}
	ev := apply(t, b, duck)
	if mods, ok := rollMods(ev, def.ID, "duck"); !ok || !hasMod(mods, "aim", AimMod) {
		t.Fatalf("duck roll mods %v, want aim +1", mods)
	}

	// A unit that aimed this round has no Aim to declare.
	b, att, def = stage(t, openField(12), 4, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 8})
	def.Aimed = true
	apply(t, b, find(t, b, att.Side, "straight_shot", def.ID))
	if hasAction(b, def.Side, "aim") {
		t.Fatal("aim offered after the round's Aim")
	}
}

// TestAimBeforeAnOpportunity checks Aim as a reaction before a Reaction
// Strike: the opportunity waits again, the strike then costs a tick (the
// free Reaction went to Aim) and is made at +1; and Aim is not offered when
// the strike could no longer be paid after it.
func TestAimBeforeAnOpportunity(t *testing.T) {
	b, mover, striker := stageUnits(t, openField(12), 2, "gunner", "duelist", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 5, Y: 6})
	apply(t, b, moveTo(t, b, mover.Side, "move", grid.Pos{X: 5, Y: 2}))
	apply(t, b, find(t, b, striker.Side, "aim", mover.ID))
	if pr := b.Prompt(); pr.Kind != "reaction_strike" || pr.Unit != striker.ID || !striker.Aim {
		t.Fatalf("after aiming: %+v, aim %v", pr, striker.Aim)
	}
	strike := find(t, b, striker.Side, "reaction_strike", mover.ID)
	if strike.Cost.N != 1 {
		t.Fatalf("strike after aiming costs %v, want 1 tick", strike.Cost)
	}
	if o, err := b.Odds(strike); err != nil || !hasMod(o.Mods, "aim", AimMod) {
		t.Fatalf("strike odds %v, %v: want aim +1", o.Mods, err)
	}
	apply(t, b, strike)
	ev := apply(t, b, find(t, b, mover.Side, "no_defence", rules.NoUnit))
	if mods, ok := rollMods(ev, striker.ID, "attack"); !ok || !hasMod(mods, "aim", AimMod) {
		t.Fatalf("strike roll mods %v, want aim +1", mods)
	}
	if striker.Ticks != BaseTicks-1 || striker.Aim {
		t.Fatalf("striker after: ticks %d, aim %v", striker.Ticks, striker.Aim)
	}

	// With no ticks left, the free Reaction pays the strike or the Aim,
	// not both: no Aim.
	b, mover, striker = stageUnits(t, openField(12), 2, "gunner", "duelist", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 5, Y: 6})
	striker.Ticks = 0
	apply(t, b, moveTo(t, b, mover.Side, "move", grid.Pos{X: 5, Y: 2}))
	if b.Prompt().Kind != "reaction_strike" || hasAction(b, striker.Side, "aim") {
		t.Fatalf("aim offered when the strike could not be paid after it: %+v", rulestest.Legal(b, striker.Side))
	}
}
