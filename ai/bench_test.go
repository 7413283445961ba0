package ai_test

import (
	"testing"

	"sightline/ai"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/match"
)

// midBattles plays a battle on a bundled map with random players and keeps
// clones of the states where a unit's turn begins, from the third round on.
func midBattles(tb testing.TB, mapName string, seed uint64, n int) []rules.Battle {
	tb.Helper()
	b := newBattle(tb, mapName, seed)
	players := []rules.Player{ai.NewRandom(seed), ai.NewRandom(seed + 1)}
	var out []rules.Battle
	last := -1
	for steps := 0; len(out) < n && steps < 20000; steps++ {
		if over, _ := b.Over(); over {
			b = newBattle(tb, mapName, seed+uint64(steps))
			last = -1
		}
		pr := b.Prompt()
		if pr.Kind == "turn" && pr.Unit != last && b.Round() >= 3 {
			out = append(out, b.Clone())
		}
		last = pr.Unit
		c, _, err := players[pr.Side].Decide(b, pr.Side)
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := b.Apply(c); err != nil {
			tb.Fatal(err)
		}
	}
	return out
}

// newBattle starts an ADS battle on a bundled map.
func newBattle(tb testing.TB, mapName string, seed uint64) rules.Battle {
	tb.Helper()
	m, err := maps.LoadBundled(mapName)
	if err != nil {
		tb.Fatal(err)
	}
	r, err := all.Registry().Get("ads")
	if err != nil {
		tb.Fatal(err)
	}
	s, err := match.Setup(r, m.Field, 2, seed)
	if err != nil {
		tb.Fatal(err)
	}
	b, err := r.NewBattle(s)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// BenchmarkDecide measures one unit decision mid-battle on the small
// village map and on the 64x64 fieldworks, cycling through different
// states so that the per-turn threat maps are rebuilt as often as in play
// or more.
func BenchmarkDecide(b *testing.B) {
	for _, mapName := range []string{"village", "fieldworks"} {
		states := midBattles(b, mapName, 3, 16)
		for _, level := range []string{"easy", "normal", "hard"} {
			b.Run(mapName+"/"+level, func(b *testing.B) {
				p, err := ai.New(level, 1)
				if err != nil {
					b.Fatal(err)
				}
				b.ReportAllocs()
				for i := 0; b.Loop(); i++ {
					s := states[i%len(states)]
					side := s.Prompt().Side
					if _, ok, err := p.Decide(s, side); err != nil || !ok {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
