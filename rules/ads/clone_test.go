package ads

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/rulestest"
)

// jsonState is the state a Save and a Load of b give: what Clone must copy.
func jsonState(t testing.TB, b *Battle) state {
	t.Helper()
	data, err := b.Save()
	if err != nil {
		t.Fatal(err)
	}
	var s state
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestCloneMatchesSaveLoad plays random battles and checks at every step
// that Clone's state is the one a Save and a Load give, saves the same,
// and shares no slice or pointer with the original.
func TestCloneMatchesSaveLoad(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 7)
		for n := 0; n < 400; n++ {
			c := b.Clone().(*Battle)
			if want := jsonState(t, b); !reflect.DeepEqual(c.s, want) {
				t.Fatalf("seed %d step %d: Clone's state differs from a Save and Load:\n got %+v\nwant %+v", seed, n, c.s, want)
			}
			a, _ := b.Save()
			d, _ := c.Save()
			if !bytes.Equal(a, d) {
				t.Fatalf("seed %d step %d: the clone saves differently", seed, n)
			}
			if c.s.Dice != nil && c.s.Dice == b.s.Dice {
				t.Fatal("the clone shares the dice")
			}
			// The dice are checked above; the cover sections are shared
			// until written (TestCloneCoversCopyOnWrite).
			if p := rulestest.Shared(b.s, c.s, "state", func(path string) bool { return path == "state.Dice" || path == "state.Covers" }); p != "" {
				t.Fatalf("seed %d step %d: the clone shares %s", seed, n, p)
			}
			if over, _ := b.Over(); over {
				break
			}
			legal := rulestest.Legal(b, b.Prompt().Side)
			if _, err := b.Apply(pickCommand(pick, legal)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestCloneKnowsEveryReference lists every field of the state that holds
// a slice or a pointer: each must be copied by clone.go, so a new one must
// be added there and here.
func TestCloneKnowsEveryReference(t *testing.T) {
	known := []string{
		"PoolRoll.Dice", "PoolRoll.Explosions", "PoolRoll.Rerolled", "SideSetup.Units", "Total.Mods",
		"moveState.Asked", "moveState.Path", "moveState.Resume", "moveState.Then",
		"pendingAttack.Preset", "pendingAttack.Protector", "preset.Defence",
		"sprayState.Targets", "state.Covers", "state.Dice", "state.Moving", "state.Order",
		"state.Pending", "state.Sides", "state.Spray", "state.Triggers", "state.Units",
		"trigger.To", "unitState.Overwatch", "unitState.Swordpoint", "unitState.Weapons",
	}
	found := rulestest.References(state{}, reflect.TypeOf(rules.Dice{}))
	slices.Sort(known)
	if !slices.Equal(found, known) {
		t.Fatalf("the state's slice and pointer fields are %q; clone.go copies %q: teach it the new ones", found, known)
	}
}

// TestCloneIsIndependent plays a command on a clone and checks that the
// original is unchanged, and the other way round.
func TestCloneIsIndependent(t *testing.T) {
	b := newTestBattle(t, 3)
	pick := rules.NewDice(3, 7)
	for n := 0; n < 60; n++ {
		before, _ := b.Save()
		c := b.Clone()
		legal := rulestest.Legal(c, c.Prompt().Side)
		if _, err := c.Apply(pickCommand(pick, legal)); err != nil {
			t.Fatal(err)
		}
		if after, _ := b.Save(); !bytes.Equal(before, after) {
			t.Fatalf("step %d: playing on the clone changed the original", n)
		}
		cs, _ := c.Save()
		legal = rulestest.Legal(b, b.Prompt().Side)
		if _, err := b.Apply(pickCommand(pick, legal)); err != nil {
			t.Fatal(err)
		}
		if cs2, _ := c.Save(); !bytes.Equal(cs, cs2) {
			t.Fatalf("step %d: playing on the original changed the clone", n)
		}
		if over, _ := b.Over(); over {
			break
		}
	}
}

// TestCloneCoversCopyOnWrite wears cover down on a clone and then on the
// original: the two share the sections only until one of them changes.
func TestCloneCoversCopyOnWrite(t *testing.T) {
	b := newTestBattle(t, 3)
	if len(b.s.Covers) == 0 {
		t.Fatal("the test battle has no cover")
	}
	before := b.Covers()
	c := b.Clone().(*Battle)
	c.damageCover(0, 1, "test", new([]rules.Event))
	if got := b.Covers(); !slices.Equal(got, before) {
		t.Fatalf("wearing cover on the clone changed the original: %v, was %v", got, before)
	}
	if got := c.Covers(); got[0] != before[0]-1 {
		t.Fatalf("the clone's section 0 has %d left, want %d", got[0], before[0]-1)
	}
	d := b.Clone().(*Battle)
	b.damageCover(0, 2, "test", new([]rules.Event))
	if got := d.Covers(); !slices.Equal(got, before) {
		t.Fatalf("wearing cover on the original changed a clone: %v, was %v", got, before)
	}
	if got := c.Covers(); got[0] != before[0]-1 {
		t.Fatalf("wearing cover on the original changed the first clone: %d left, want %d", got[0], before[0]-1)
	}
	if got := b.Covers(); got[0] != before[0]-2 {
		t.Fatalf("the original's section 0 has %d left, want %d", got[0], before[0]-2)
	}
}
