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
			noSharing(t, reflect.ValueOf(&b.s).Elem(), reflect.ValueOf(&c.s).Elem(), "state")
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

// noSharing fails when a and c, two copies of one value, share the memory
// of a non-empty slice or of a pointer.
func noSharing(t *testing.T, a, c reflect.Value, path string) {
	t.Helper()
	if a.Type() == reflect.TypeOf(rules.Dice{}) {
		return // the dice are checked apart
	}
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || c.IsNil() {
			return
		}
		if a.Pointer() == c.Pointer() {
			t.Fatalf("%s: the clone shares the pointer", path)
		}
		noSharing(t, a.Elem(), c.Elem(), path)
	case reflect.Slice:
		if path == "state.Covers" {
			return // shared until written (TestCloneCoversCopyOnWrite)
		}
		if a.Len() > 0 && a.Pointer() == c.Pointer() {
			t.Fatalf("%s: the clone shares the slice", path)
		}
		for i := 0; i < min(a.Len(), c.Len()); i++ {
			noSharing(t, a.Index(i), c.Index(i), path+"[]")
		}
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			noSharing(t, a.Field(i), c.Field(i), path+"."+a.Type().Field(i).Name)
		}
	case reflect.Map, reflect.Interface, reflect.Chan, reflect.Func:
		t.Fatalf("%s: clone.go copies no %s", path, a.Kind())
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
	var found []string
	seen := map[reflect.Type]bool{}
	var walk func(reflect.Type)
	walk = func(ty reflect.Type) {
		for ty.Kind() == reflect.Pointer || ty.Kind() == reflect.Slice {
			ty = ty.Elem()
		}
		if ty.Kind() != reflect.Struct || seen[ty] || ty == reflect.TypeOf(rules.Dice{}) {
			return
		}
		seen[ty] = true
		for i := 0; i < ty.NumField(); i++ {
			f := ty.Field(i)
			switch f.Type.Kind() {
			case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface, reflect.Chan, reflect.Func:
				found = append(found, ty.Name()+"."+f.Name)
			}
			walk(f.Type)
		}
	}
	walk(reflect.TypeOf(state{}))
	slices.Sort(found)
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
