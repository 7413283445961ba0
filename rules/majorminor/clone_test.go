package majorminor

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// TestCloneMatchesSaveLoad plays random battles and checks after every
// command that Clone's state is the one a Save and a Load give, saves
// the same, and shares no slice or pointer with the original; then the
// same with a reaction window and a paused walk put in the last state,
// which random play rarely leaves open between commands.
func TestCloneMatchesSaveLoad(t *testing.T) {
	steps := 0
	var last *Battle
	for seed := uint64(1); seed <= 4; seed++ {
		last = randomBattle(t, "fieldworks", seed, func(b *Battle, c rules.Command, ev []rules.Event) {
			steps++
			checkClone(t, b, fmt.Sprintf("seed %d after %v", seed, c))
		})
	}
	if steps < 100 {
		t.Fatalf("only %d commands played", steps)
	}
	b := last
	b.S.Window = &window{Kind: "assist", Unit: 1, Attacker: 0, Queue: []int{2, 3}, Attack: &pending{Attacker: 0, Target: 1, Weapon: 0, Adjust: 3}}
	b.S.Walk = &walk{Unit: 0, Path: []grid.Pos{{X: 1, Y: 2}, {X: 2, Y: 2}}}
	checkClone(t, b, "a window and a walk")
	b.S.Window.Queue, b.S.Window.Attack = []int{}, nil
	b.S.Walk.Path = []grid.Pos{}
	checkClone(t, b, "an empty queue and path")
	b.S.Order = []int{}
	b.S.Units[0].Broken = []bool{}
	checkClone(t, b, "an empty order and broken list")
}

// checkClone checks that b's Clone has the state a Save and a Load give,
// saves the same and shares no slice or pointer with b.
func checkClone(t *testing.T, b *Battle, what string) {
	t.Helper()
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
		t.Fatalf("%s: Clone's state differs from a Save and Load:\n got %+v\nwant %+v", what, cl.S, want)
	}
	if d, _ := cl.Save(); !bytes.Equal(d, data) {
		t.Fatalf("%s: the clone saves differently", what)
	}
	if cl.S.Dice == b.S.Dice {
		t.Fatal("the clone shares the dice")
	}
	skipDice := func(path string) bool { return path == "state.Dice" }
	if p := rulestest.Shared(b.S, cl.S, "state", skipDice); p != "" {
		t.Fatalf("%s: the clone shares %s", what, p)
	}
}

// TestCloneKnowsEveryReference: every field of the state that holds a
// slice or a pointer is one clone.go copies, so a new one must be added
// there and here.
func TestCloneKnowsEveryReference(t *testing.T) {
	known := []string{
		"SideSetup.Units", "Slots.Borrowed", "Slots.Left",
		"state.Dice", "state.Order", "state.Sides", "state.Units", "state.Walk", "state.Window",
		"unit.Broken", "walk.Path", "window.Attack", "window.Queue",
	}
	slices.Sort(known)
	if found := rulestest.References(state{}, reflect.TypeOf(rules.Dice{})); !slices.Equal(found, known) {
		t.Fatalf("the state's slice and pointer fields are %q; clone.go copies %q: teach it the new ones", found, known)
	}
}
