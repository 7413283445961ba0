package ads

import (
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// hurtPenalties are the test penalties of a unit at 0 Stamina with 6
// Wounds, Dazed and Stunned, as its defence shows them.
var hurtPenalties = []rules.Mod{{Source: "wounds", Value: -2}, {Source: "dazed", Value: -1}, {Source: "stunned", Value: -2}}

// TestDefencePenaltiesOfAHurtDefender checks that a defender at 0 Stamina
// with 6 Wounds, Dazed and Stunned carries all three penalties on its
// defence: in the attack's odds, in the priced answers of the defence
// prompt (DefenceOdds), and on the Duck it then rolls.
func TestDefencePenaltiesOfAHurtDefender(t *testing.T) {
	b, att, def := stage(t, openField(12), 4, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 8})
	def.Health.Stamina, def.Health.Wounds, def.Health.Bloodied = 0, 6, true
	def.Aff.Daze()
	def.Aff.Stun()
	shot := find(t, b, att.Side, "straight_shot", def.ID)
	o, err := b.Odds(shot)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range hurtPenalties {
		if !hasMod(o.Mods, "defence: "+m.Source, m.Value) {
			t.Errorf("the shot's odds lack defence: %s %+d: %v", m.Source, m.Value, o.Mods)
		}
	}
	apply(t, b, shot)
	priced := 0
	for _, c := range rulestest.Legal(b, def.Side) {
		do, err := b.DefenceOdds(c)
		if err != nil {
			continue
		}
		priced++
		for _, m := range hurtPenalties {
			if has := hasMod(do.Mods, "defence: "+m.Source, m.Value); has == (c.Action == "no_defence") {
				t.Errorf("%s: defence: %s %+d shown %v, want %v: %v", c.Action, m.Source, m.Value, has, !has, do.Mods)
			}
		}
	}
	if priced < 3 {
		t.Fatalf("%d priced answers, want duck, dodge, no defence and more", priced)
	}
	ev := apply(t, b, find(t, b, def.Side, "duck", rules.NoUnit))
	mods, ok := rollMods(ev, def.ID, "duck")
	for _, m := range hurtPenalties {
		if !ok || !hasMod(mods, m.Source, m.Value) {
			t.Errorf("the duck roll lacks %s %+d: %v", m.Source, m.Value, mods)
		}
	}
}
