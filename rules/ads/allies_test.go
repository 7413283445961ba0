package ads

import (
	"strconv"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// stageSides builds a battle on f with side A's units ua and side B's ub,
// puts unit i (A's first, in id order) on at[i], and gives unit 0 the
// turn; every unit has full ticks.
func stageSides(t *testing.T, f *grid.Field, seed uint64, ua, ub []string, at ...grid.Pos) *Battle {
	t.Helper()
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	rb, err := r.NewBattle(rules.Setup{Field: f, Seed: seed, Sides: []rules.SideSetup{{Name: "A", Units: ua}, {Name: "B", Units: ub}}})
	if err != nil {
		t.Fatal(err)
	}
	b := rb.(*Battle)
	if len(b.s.Units) != len(at) {
		t.Fatalf("%d units, %d squares", len(b.s.Units), len(at))
	}
	b.s.Order = b.s.Order[:0]
	for i := range b.s.Units {
		u := &b.s.Units[i]
		u.Pos, u.Ticks, u.FreeReaction = at[i], BaseTicks, true
		b.s.Order = append(b.s.Order, u.ID)
	}
	b.s.Turn = 0
	return b
}

// TestDefendAlly checks Defend Ally (§5.3, G25): the defence prompt of a
// shot unit offers it for the adjacent ally only, free with the free
// Reaction and priced by DefenceOdds; the protector rolls its Block at -2
// with its own Total Defense, pays and counts the defence; the target rolls
// nothing and keeps its free Reaction, and the hits land on the target.
func TestDefendAlly(t *testing.T) {
	for _, total := range []bool{false, true} {
		b := stageSides(t, openField(12), 4, []string{"gunner"}, []string{"trooper", "trooper", "trooper"},
			grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 8}, grid.Pos{X: 6, Y: 9}, grid.Pos{X: 1, Y: 11})
		att, tgt, pro, far := &b.s.Units[0], &b.s.Units[1], &b.s.Units[2], &b.s.Units[3]
		pro.TotalDefense = total
		apply(t, b, find(t, b, att.Side, "straight_shot", tgt.ID))
		var da []rules.Command
		for _, c := range rulestest.Legal(b, tgt.Side) {
			if c.Action == "defend_ally" {
				da = append(da, c)
			}
		}
		if len(da) != 1 || da[0].Option != strconv.Itoa(pro.ID) || da[0].Unit != tgt.ID || da[0].Target != att.ID ||
			da[0].Cost.N != 0 || !da[0].Cost.Reaction {
			t.Fatalf("defend ally answers %+v, want one by unit %d (not %d), free with the Reaction", da, pro.ID, far.ID)
		}
		o, err := b.DefenceOdds(da[0])
		if err != nil || o.Hit <= 0 || !hasDefMod(b, da[0], "defend ally", -2) {
			t.Fatalf("defend ally odds %+v %v", o, err)
		}
		ev := apply(t, b, da[0])
		rolled := false
		for _, e := range ev {
			if e.Kind == rules.EvRoll && e.Unit == tgt.ID {
				t.Fatalf("the defended unit rolled: %+v", e)
			}
			if e.Kind == rules.EvRoll && e.Unit == pro.ID && e.Text == "defend_ally" &&
				hasMod(e.Mods, "defend ally", -2) && hasMod(e.Mods, "athletics", 1) && hasMod(e.Mods, "total defense", 2) == total {
				rolled = true
			}
			if e.Kind == rules.EvDamage && e.Target != tgt.ID {
				t.Fatalf("damage off the defended unit: %+v", e)
			}
		}
		if !rolled {
			t.Fatalf("no protector Block at -2 (total defense %v) in %+v", total, ev)
		}
		if pro.Defences != 1 || pro.FreeReaction || pro.Ticks != BaseTicks || tgt.Defences != 0 || !tgt.FreeReaction || pro.Health.Stamina != pro.Health.MaxStamina() {
			t.Fatalf("protector defences %d free %v ticks %d; target defences %d free %v", pro.Defences, pro.FreeReaction, pro.Ticks, tgt.Defences, tgt.FreeReaction)
		}
	}
}

// hasDefMod reports whether the odds of defence c list a defence modifier;
// Odds.Mods lists the attack's, so it looks at the spec.
func hasDefMod(b *Battle, c rules.Command, src string, v int) bool {
	return hasMod(b.defendAllySpec(b.s.Pending, c).DefenceMods, src, v)
}

// TestFollowStep checks Follow Step (§5.4): a Quick Step out of an engaged
// foe's reach gives the foe a "follow_step" prompt, whose answer moves it
// into the square left for the free Reaction; holding leaves it; a Quick
// Step that stays in reach gives nothing.
func TestFollowStep(t *testing.T) {
	for _, follow := range []bool{true, false} {
		b, mover, foe := stageUnits(t, openField(12), 2, "trooper", "duelist", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 5, Y: 6})
		apply(t, b, moveTo(t, b, mover.Side, "quick_step", grid.Pos{X: 5, Y: 4}))
		pr := b.Prompt()
		if pr.Kind != "follow_step" || pr.Unit != foe.ID || pr.Attacker != mover.ID {
			t.Fatalf("prompt after stepping away: %+v", pr)
		}
		fs := find(t, b, foe.Side, "follow_step", mover.ID)
		if fs.To != (grid.Pos{X: 5, Y: 5}) || fs.Cost.N != 0 || !fs.Cost.Reaction {
			t.Fatalf("follow step %+v, want to (5,5) for the free Reaction", fs)
		}
		if !follow {
			apply(t, b, find(t, b, foe.Side, "hold", mover.ID))
			if foe.Pos != (grid.Pos{X: 5, Y: 6}) || !foe.FreeReaction {
				t.Fatalf("after hold: foe at %v, free reaction %v", foe.Pos, foe.FreeReaction)
			}
			continue
		}
		ev := apply(t, b, fs)
		stepped := false
		for _, e := range ev {
			stepped = stepped || (e.Kind == rules.EvStep && e.Unit == foe.ID && e.To == fs.To)
		}
		if !stepped || foe.Pos != fs.To || foe.FreeReaction || foe.Ticks != BaseTicks {
			t.Fatalf("after following: foe at %v (step event %v), free reaction %v, ticks %d", foe.Pos, stepped, foe.FreeReaction, foe.Ticks)
		}
		if pr := b.Prompt(); pr.Kind != "turn" || pr.Unit != mover.ID {
			t.Fatalf("prompt after the follow step: %+v", pr)
		}
	}
	// A Quick Step that stays in reach is no stepping away.
	b, mover, _ := stageUnits(t, openField(12), 2, "trooper", "duelist", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 5, Y: 6})
	apply(t, b, moveTo(t, b, mover.Side, "quick_step", grid.Pos{X: 4, Y: 5}))
	if pr := b.Prompt(); pr.Kind != "turn" {
		t.Fatalf("a step within reach gave %+v", pr)
	}
}

// TestAidAlly checks Aid Ally (§5.5): the adjacent ally is offered, free
// with the free Reaction; the odds fall below a plain Duck's (the rerolls
// can only help); answering rolls the aider's Awareness, grants a reroll
// per 3 successes and has the target duck.
func TestAidAlly(t *testing.T) {
	earned := 0
	for seed := uint64(1); seed <= 30; seed++ {
		b := stageSides(t, openField(12), seed, []string{"gunner"}, []string{"trooper", "scout"},
			grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 8}, grid.Pos{X: 4, Y: 9})
		att, tgt, aider := &b.s.Units[0], &b.s.Units[1], &b.s.Units[2]
		apply(t, b, find(t, b, att.Side, "straight_shot", tgt.ID))
		aid := find(t, b, tgt.Side, "aid_ally", rules.NoUnit)
		if aid.Option != strconv.Itoa(aider.ID) || aid.Unit != tgt.ID || aid.Cost.N != 0 || !aid.Cost.Reaction {
			t.Fatalf("aid ally %+v", aid)
		}
		if seed == 1 {
			duck, err1 := b.DefenceOdds(find(t, b, tgt.Side, "duck", rules.NoUnit))
			o, err2 := b.DefenceOdds(aid)
			sum := 0.0
			for _, p := range o.Damage {
				sum += p
			}
			if err1 != nil || err2 != nil || o.Hit >= duck.Hit || sum < 0.999 || sum > 1.001 {
				t.Fatalf("aided odds hit %v (damage mass %v, %v), duck %v (%v)", o.Hit, sum, err2, duck.Hit, err1)
			}
		}
		ev := apply(t, b, aid)
		tested, ducked := false, false
		for _, e := range ev {
			if e.Kind == rules.EvRoll && e.Unit == aider.ID && hasMod(e.Mods, "awareness", 2) {
				tested = true
				if e.Value != e.Total/AidPerReroll {
					t.Fatalf("seed %d: %d successes earned %d rerolls", seed, e.Total, e.Value)
				}
				earned += e.Value
			}
			ducked = ducked || (e.Kind == rules.EvRoll && e.Unit == tgt.ID && e.Text == "duck")
		}
		if !tested || !ducked || aider.FreeReaction || aider.Ticks != BaseTicks || tgt.Defences != 1 || aider.Defences != 0 {
			t.Fatalf("seed %d: aider tested %v, target ducked %v; aider free %v ticks %d; defences %d/%d", seed, tested, ducked, aider.FreeReaction, aider.Ticks, tgt.Defences, aider.Defences)
		}
	}
	if earned == 0 {
		t.Fatal("no aid earned a reroll in 30 seeds")
	}
}
