package teamturn

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/rulestest"
)

// TestCloneMatchesSaveLoad plays random battles and checks after every
// command that Clone's state is the one a Save and a Load give, saves
// the same, and shares no slice or pointer with the original.
func TestCloneMatchesSaveLoad(t *testing.T) {
	steps := 0
	for seed := uint64(1); seed <= 4; seed++ {
		randomBattle(t, "fieldworks", seed, func(b *Battle, c rules.Command, ev []rules.Event) {
			steps++
			cl := b.Clone().(*Battle)
			data, err := b.Save()
			if err != nil {
				t.Fatal(err)
			}
			var want state
			if err := json.Unmarshal(data, &want); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(cl.S, want) {
				t.Fatalf("seed %d after %v: Clone's state differs from a Save and Load:\n got %+v\nwant %+v", seed, c, cl.S, want)
			}
			if d, _ := cl.Save(); !bytes.Equal(d, data) {
				t.Fatalf("seed %d after %v: the clone saves differently", seed, c)
			}
			if cl.S.Dice == b.S.Dice {
				t.Fatal("the clone shares the dice")
			}
			skipDice := func(path string) bool { return path == "state.Dice" }
			if p := rulestest.Shared(b.S, cl.S, "state", skipDice); p != "" {
				t.Fatalf("seed %d after %v: the clone shares %s", seed, c, p)
			}
		})
	}
	if steps < 100 {
		t.Fatalf("only %d commands played", steps)
	}
}

// TestCloneKnowsEveryReference: every field of the state that holds a
// slice or a pointer is one clone.go copies, so a new one must be added
// there and here.
func TestCloneKnowsEveryReference(t *testing.T) {
	known := []string{
		"SideSetup.Units", "Slots.Borrowed", "Slots.Left", "frame.Walk", "frame.Window",
		"state.Dice", "state.Paused", "state.Sides", "state.Teams", "state.Units", "state.Walk", "state.Window",
		"unit.Charged", "unit.Counters", "unit.Integrity",
		"walk.Inside", "walk.Path", "walk.Provoked", "walk.Triggered", "window.Queue",
	}
	slices.Sort(known)
	if found := rulestest.References(state{}, reflect.TypeOf(rules.Dice{})); !slices.Equal(found, known) {
		t.Fatalf("the state's slice and pointer fields are %q; clone.go copies %q: teach it the new ones", found, known)
	}
}
