package ads

import "testing"

// TestTicksOf checks that ticksOf's table answers as ticksByID does for
// every action and for ids that are no action, and stays under half full,
// so that a probe always ends.
func TestTicksOf(t *testing.T) {
	for _, a := range actionTable {
		if got, want := ticksOf(a.id), ticksByID[a.id]; got != want {
			t.Errorf("ticksOf(%q) = %d, want %d", a.id, got, want)
		}
	}
	for _, id := range []string{"", "m", "mov", "movee", "Move", "sprint ", "end_turnx", "no_such_action"} {
		if _, ok := ticksByID[id]; ok {
			t.Fatalf("%q is an action; pick another", id)
		}
		if got := ticksOf(id); got != 0 {
			t.Errorf("ticksOf(%q) = %d, want 0", id, got)
		}
	}
	if 2*len(ticksByID) >= ticksSlotCount {
		t.Errorf("%d actions in %d slots: the table must stay under half full", len(ticksByID), ticksSlotCount)
	}
	// Every id's probe is short: the mix sets them apart.
	worst := 0
	for id := range ticksByID {
		n := 0
		for h := ticksSlot(id); ticksSlots[h].id != id; h = (h + 1) % ticksSlotCount {
			n++
		}
		worst = max(worst, n)
	}
	if worst > 4 {
		t.Errorf("an id sits %d slots after its own: choose a better mix", worst)
	}
}

// BenchmarkTicksOf measures ticksOf beside the map it replaces, over
// every action id.
func BenchmarkTicksOf(b *testing.B) {
	ids := make([]string, 0, len(actionTable))
	for _, a := range actionTable {
		ids = append(ids, a.id)
	}
	b.Run("table", func(b *testing.B) {
		n := 0
		for i := 0; i < b.N; i++ {
			n += ticksOf(ids[i%len(ids)])
		}
		_ = n
	})
	b.Run("map", func(b *testing.B) {
		n := 0
		for i := 0; i < b.N; i++ {
			n += ticksByID[ids[i%len(ids)]]
		}
		_ = n
	})
}
