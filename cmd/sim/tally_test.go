package main

import (
	"testing"

	"sightline/rules"
)

// TestTallyCountsActionsOnly: the summary's actions are the actions units
// used; a happening told as an action event with no action id (ADS
// bleeding out) is not one, and used to be listed as an unnamed action.
func TestTallyCountsActionsOnly(t *testing.T) {
	tl := &tally{weapons: [][]string{{"Rifle"}, {"Knife"}}, current: map[int]string{}, damage: map[string]int{}, actions: map[string]int{}}
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
