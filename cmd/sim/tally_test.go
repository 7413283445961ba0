package main

import (
	"testing"

	"sightline/rules"
)

// TestTallyCountsActionsOnly: the summary's actions are the actions units
// used; a happening told as an action event with no action id (ADS
// bleeding out) is not one, and used to be listed as an unnamed action.
func TestTallyCountsActionsOnly(t *testing.T) {
	tl := newTallyOf([][]string{{"Rifle"}, {"Knife"}}, []int{0, 1})
	tl.add(rules.Command{Side: 0, Unit: 0, Action: "straight_shot", Target: 1, Weapon: 0}, []rules.Event{
		{Kind: rules.EvAction, Unit: 0, Target: 1, Action: "straight_shot"},
		{Kind: rules.EvReaction, Unit: 1, Target: 0, Action: "duck"},
		{Kind: rules.EvDamage, Unit: 0, Target: 1, Value: 4},
	})
	tl.add(rules.Command{Side: 0, Unit: 0, Action: "end_turn", Target: rules.NoUnit}, []rules.Event{
		{Kind: rules.EvAction, Unit: 0, Target: rules.NoUnit, Action: "end_turn"},
		{Kind: rules.EvAction, Unit: 1, Target: rules.NoUnit, Text: "Duelist bleeds out: 1 Wound (4)"},
	})
	want := map[string]int{"straight_shot": 1, "duck": 1, "end_turn": 1}
	if len(tl.actions) != len(want) {
		t.Errorf("actions %v, want %v", tl.actions, want)
	}
	for a, n := range want {
		if tl.actions[a] != n {
			t.Errorf("actions %v, want %v", tl.actions, want)
			break
		}
	}
	if tl.damage["Rifle"] != 4 {
		t.Errorf("damage %v, want Rifle 4", tl.damage)
	}
}

// TestTallyTakedowns: a unit out of the fight counts for the weapon that
// last damaged it, once, though it goes down and dies later; one that
// nothing damaged counts for none.
func TestTallyTakedowns(t *testing.T) {
	tl := newTallyOf([][]string{{"Rifle", "Knife"}, {"Maul"}, {"Pistol"}}, []int{0, 1, 1})
	shoot := func(a, w, target, dmg int) {
		tl.add(rules.Command{Unit: a, Action: "strike", Target: target, Weapon: w}, []rules.Event{
			{Kind: rules.EvAction, Unit: a, Target: target, Action: "strike"},
			{Kind: rules.EvDamage, Unit: a, Target: target, Value: dmg},
		})
	}
	shoot(0, 0, 1, 5) // rifle hurts the maul's bearer
	shoot(0, 1, 1, 0) // the knife is soaked: no credit
	tl.add(rules.Command{Unit: 1, Action: "end_turn", Target: rules.NoUnit}, []rules.Event{
		{Kind: rules.EvUnitDown, Unit: 1, Target: rules.NoUnit},
		{Kind: rules.EvUnitDead, Unit: 1, Target: rules.NoUnit},
		{Kind: rules.EvUnitDown, Unit: 2, Target: rules.NoUnit}, // fell unhurt
	})
	if len(tl.takedowns) != 1 || tl.takedowns["Rifle"] != 1 {
		t.Errorf("takedowns %v, want the rifle's one", tl.takedowns)
	}
}

// TestTallyFriendlyDamage: damage to the attacker's own side (a stray
// shot) is counted apart from the damage its weapon deals the enemy, and
// an ally it puts down is no takedown for it.
func TestTallyFriendlyDamage(t *testing.T) {
	tl := newTallyOf([][]string{{"Rifle"}, {"Knife"}, {"Maul"}}, []int{0, 0, 1})
	tl.add(rules.Command{Unit: 0, Action: "burst", Target: 2, Weapon: 0}, []rules.Event{
		{Kind: rules.EvAction, Unit: 0, Target: 2, Action: "burst"},
		{Kind: rules.EvDamage, Unit: 0, Target: 2, Value: 6},
		{Kind: rules.EvDamage, Unit: 0, Target: 1, Value: 9}, // strays into the knife's bearer
		{Kind: rules.EvUnitDown, Unit: 1, Target: rules.NoUnit},
	})
	if tl.damage["Rifle"] != 6 || tl.allies["Rifle"] != 9 || len(tl.takedowns) != 0 {
		t.Errorf("damage %v, to allies %v, takedowns %v; want 6 and 9 and none", tl.damage, tl.allies, tl.takedowns)
	}
}
