package ads

import "testing"

// firstTicks returns each action id of the moves table with its tick
// cost: what lookupTicks must answer.
func firstTicks() map[string]int {
	m := map[string]int{}
	for _, a := range actions {
		m[a.ID] = a.Cost.N
	}
	return m
}

// TestTicksOf checks that the index behind ticksOf answers as the moves
// table does for every action and for ids that are no action.
func TestTicksOf(t *testing.T) {
	want := firstTicks()
	for id, n := range want {
		if got, ok := lookupTicks(id); got != n || !ok {
			t.Errorf("lookupTicks(%q) = %d, %v, want %d, true", id, got, ok, n)
		}
	}
	for _, id := range []string{"", "m", "mov", "movee", "Move", "sprint ", "end_turnx", "no_such_action"} {
		if _, ok := want[id]; ok {
			t.Fatalf("%q is an action; pick another", id)
		}
		if got, ok := lookupTicks(id); got != 0 || ok {
			t.Errorf("lookupTicks(%q) = %d, %v, want 0, false", id, got, ok)
		}
	}
}

// BenchmarkTicksOf measures ticksOf beside a map of the same ids, which
// it replaced, over every action id.
func BenchmarkTicksOf(b *testing.B) {
	m := firstTicks()
	ids := make([]string, 0, len(actions))
	for _, a := range actions {
		ids = append(ids, a.ID)
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
			n += m[ids[i%len(ids)]]
		}
		_ = n
	})
}
