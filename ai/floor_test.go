package ai

import (
	"testing"

	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
)

// TestMoveFloorChoosesAsExhaustive: a player that passes over the moves
// that cannot beat the floor (moveFloor) chooses, decision after decision
// of eight-a-side battles, exactly what a twin that scores every move
// chooses, at the easy and normal levels (hard never passes over a move),
// and it does pass over some.
func TestMoveFloorChoosesAsExhaustive(t *testing.T) {
	r, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	steps := 700
	if testing.Short() {
		steps = 250
	}
	for _, level := range []string{"easy", "normal"} {
		for _, mapName := range []string{"fieldworks", "village"} {
			m, err := maps.LoadBundled(mapName)
			if err != nil {
				t.Fatal(err)
			}
			b := eightASide(t, r, m.Field, 5, false)
			var fast, full [2]*Utility
			for side := range fast {
				fast[side], full[side] = newUtility(level, uint64(5+side)), newUtility(level, uint64(5+side))
				full[side].exhaustive = true
			}
			passed := 0
			playTwins(t, b, fast[:], full[:], steps, nil, func(step int, pr rules.Prompt, c, want rules.Command) {
				if pr.Kind == "turn" {
					passed += len(full[pr.Side].cands) - len(fast[pr.Side].cands)
				}
				if !c.Same(want) || c.Cost != want.Cost {
					t.Fatalf("%s on %s, step %d (%s of unit %d): chose %+v, scoring every move %+v", level, mapName, step, pr.Kind, pr.Unit, c, want)
				}
			})
			if passed == 0 {
				t.Errorf("%s on %s: no move was passed over", level, mapName)
			}
		}
	}
}
