package ai

import (
	"testing"

	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/grid"
)

// eightASide starts a battle under r on field f from seed with eight units
// a side, each of r's first two squads twice; with hero set, the first
// side's units are heroes.
func eightASide(t testing.TB, r rules.Ruleset, f *grid.Field, seed uint64, hero bool) rules.Battle {
	t.Helper()
	var sides []rules.SideSetup
	for i, sq := range r.Squads()[:2] {
		sides = append(sides, rules.SideSetup{Name: sq.Name, Units: append(append([]string(nil), sq.Units...), sq.Units...), Hero: hero && i == 0})
	}
	b, err := r.NewBattle(rules.Setup{Field: f, Seed: seed, Sides: sides})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// playNormals plays, on each named bundled map, an eight-a-side ADS
// battle of seed between two normal players seeded seed and seed+1, for
// at most steps commands, and calls after once a player has decided,
// before its command is applied: with the map's name, the step (from 0 on
// each map), the player and the prompt it answered.
func playNormals(t *testing.T, mapNames []string, seed uint64, steps int, after func(mapName string, step int, p *Utility, pr rules.Prompt)) {
	t.Helper()
	r, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	for _, mapName := range mapNames {
		m, err := maps.LoadBundled(mapName)
		if err != nil {
			t.Fatal(err)
		}
		b := eightASide(t, r, m.Field, seed, false)
		players := []*Utility{newUtility("normal", seed), newUtility("normal", seed+1)}
		for step := 0; step < steps; step++ {
			if over, _ := b.Over(); over {
				break
			}
			pr := b.Prompt()
			p := players[pr.Side]
			c, _, err := p.Decide(b, pr.Side)
			if err != nil {
				t.Fatal(err)
			}
			after(mapName, step, p, pr)
			if _, err := b.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// playTwins plays b for at most steps commands between players, and at
// every decision asks the deciding player's twin too, on the battle
// twinView shows it (b itself when nil), then calls check with the step,
// the prompt, the player's command, which is then applied, and the twin's.
func playTwins(t *testing.T, b rules.Battle, players, twins []*Utility, steps int, twinView rules.Battle, check func(step int, pr rules.Prompt, c, want rules.Command)) {
	t.Helper()
	if twinView == nil {
		twinView = b
	}
	for step := 0; step < steps; step++ {
		if over, _ := b.Over(); over {
			break
		}
		pr := b.Prompt()
		c, _, err := players[pr.Side].Decide(b, pr.Side)
		if err != nil {
			t.Fatal(err)
		}
		want, _, err := twins[pr.Side].Decide(twinView, pr.Side)
		if err != nil {
			t.Fatal(err)
		}
		check(step, pr, c, want)
		if _, err := b.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
}
