package ai

import (
	"testing"

	"sightline/maps"
	"sightline/rules/all"
)

// TestPausesChangeNothing: a player that pauses during its decisions
// (SetPause, as the browser build asks) pauses, and decides exactly as
// one that never does, in eight-a-side battles of every ruleset.
func TestPausesChangeNothing(t *testing.T) {
	m, err := maps.LoadBundled("village")
	if err != nil {
		t.Fatal(err)
	}
	reg := all.Registry()
	for _, id := range reg.IDs() {
		r, _ := reg.Get(id)
		b := eightASide(t, r, m.Field, 2, false)
		pauses := 0
		for step := 0; step < 60; step++ {
			if over, _ := b.Over(); over {
				break
			}
			side := b.Prompt().Side
			plain, paused := newUtility("hard", uint64(step)), newUtility("hard", uint64(step))
			paused.SetPause(func() { pauses++ })
			paused.breathless = true
			c1, _, err1 := plain.Decide(b, side)
			c2, _, err2 := paused.Decide(b, side)
			if err1 != nil || err2 != nil || !c1.Same(c2) {
				t.Fatalf("%s step %d: %v and %v with pauses (%v, %v)", id, step, c1, c2, err1, err2)
			}
			if _, err := b.Apply(c1); err != nil {
				t.Fatal(err)
			}
		}
		if pauses == 0 {
			t.Errorf("%s: no pause in 60 decisions", id)
		}
	}
}
