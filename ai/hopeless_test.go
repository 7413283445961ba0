package ai

import (
	"strings"
	"testing"

	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
)

// TestNoHopelessShots: in whole eight-a-side battles, no attack a unit
// chooses on its turn has a chance to hit below 0.2%, the most an attack
// under the hopeless value can have (a nearly dead target's takedown at 2.5
// times the value of a fresh one's). Suppressing fire, which pins rather
// than hits, is left out. Before hopeless, normal and easy fired a few
// such shots a battle, a hip fire or a disabling shot across the map that
// scored about what ending the turn did and won on its noise.
func TestNoHopelessShots(t *testing.T) {
	r, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	shots := 0
	for _, level := range []string{"easy", "normal"} {
		for _, mapName := range []string{"fieldworks", "village"} {
			m, err := maps.LoadBundled(mapName)
			if err != nil {
				t.Fatal(err)
			}
			for seed := uint64(1); seed <= 2; seed++ {
				b := eightASide(t, r, m.Field, seed, false)
				players := []*Utility{newUtility(level, seed), newUtility(level, seed+1)}
				for step := 0; step < 3000; step++ {
					if over, _ := b.Over(); over {
						break
					}
					pr := b.Prompt()
					c, _, err := players[pr.Side].Decide(b, pr.Side)
					if err != nil {
						t.Fatal(err)
					}
					if pr.Kind == "turn" && c.Target != rules.NoUnit && !strings.Contains(c.Action, "suppress") {
						if o, err := b.Odds(c); err == nil {
							shots++
							if o.Hit < 0.002 {
								t.Errorf("%s on %s, seed %d, step %d: %s by unit %d at unit %d with a chance to hit of %.4f", level, mapName, seed, step, c.Action, c.Unit, c.Target, o.Hit)
							}
						}
					}
					if _, err := b.Apply(c); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	if shots < 100 {
		t.Errorf("only %d shots were checked", shots)
	}
}
