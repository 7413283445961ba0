package main

import (
	"sync/atomic"
	"testing"

	"sightline/ai"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/match"
)

// eightVersusEight fields two 8-unit squads: each default squad twice.
func eightVersusEight(r rules.Ruleset) []rules.SideSetup {
	var out []rules.SideSetup
	for i := 0; i < 2; i++ {
		sq := r.Squads()[i%len(r.Squads())]
		out = append(out, rules.SideSetup{Units: append(append([]string(nil), sq.Units...), sq.Units...)})
	}
	return out
}

// BenchmarkBattleHeadless plays whole 8-versus-8 ADS battles between two
// normal AI players on the bundled 64x64 map fieldworks, one battle per
// iteration, on every GOMAXPROCS core at once, with the collector's pace
// that sim battle plays at (batchGC), and reports battles/s and the
// commands (decisions of either player) a battle took.
func BenchmarkBattleHeadless(b *testing.B) {
	r, err := all.Registry().Get("ads")
	if err != nil {
		b.Fatal(err)
	}
	m, err := maps.LoadBundled("fieldworks")
	if err != nil {
		b.Fatal(err)
	}
	if m.Field.W != 64 || m.Field.H != 64 {
		b.Fatalf("fieldworks is %dx%d, the benchmark wants 64x64", m.Field.W, m.Field.H)
	}
	squads := eightVersusEight(r)
	defer batchGC()()
	var next, commands atomic.Int64
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			i := int(next.Add(1))
			g, err := match.New(r, m.Field, match.Spec{Sides: []string{"ai:normal", "ai:normal"}, Squads: squads, Seed: match.BattleSeed(1, i)}, false, ai.New)
			if err != nil {
				b.Error(err)
				return
			}
			n := int64(0)
			_, err = g.Play(func(rules.Command, []rules.Event) { n++ })
			commands.Add(n)
			if err != nil {
				b.Error(err)
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "battles/s")
	b.ReportMetric(float64(commands.Load())/float64(b.N), "commands/battle")
}
