package main

import (
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"sightline/ai"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/grid/gridbench"
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
// that sim battle plays at (batchGC), and reports battles/s, the commands
// (decisions of either player) a battle took and, with GOMAXPROCS=1,
// floods/battle (benchBattles):
//
//	GOMAXPROCS=1 go test -run '^$' -bench 'BattleHeadless' -benchtime 20x ./cmd/sim
func BenchmarkBattleHeadless(b *testing.B) { benchBattles(b, "ads") }

// BenchmarkBattleHeadlessMajorminor is BenchmarkBattleHeadless for
// majorminor: its two default squads twice each, 8 a side.
func BenchmarkBattleHeadlessMajorminor(b *testing.B) { benchBattles(b, "majorminor") }

// BenchmarkBattleHeadlessTeamturn is BenchmarkBattleHeadless for
// teamturn: its two default squads twice each, 8 a side.
func BenchmarkBattleHeadlessTeamturn(b *testing.B) { benchBattles(b, "teamturn") }

// benchBattles is the battle benchmark of a ruleset: 8-versus-8 battles
// between two ai:normal players on fieldworks, battle i+1 of the run
// playing seed match.BattleSeed(1, i+1). With GOMAXPROCS=1 (one battle at
// a time, so that ns/op is one battle's time) it also reports
// floods/battle: ns/op divided by the time of one gridbench.Flood of the
// 100×100 grid, the operation BenchmarkReachable/100/gruid in rules/grid
// times. The floods are timed in the same run, the timer stopped, after
// each battle for an eighth of its time, so that the two are measured
// under the same load of a shared machine and the ratio holds however
// fast the machine is that day. It reports the flood's time too
// (ns/flood), the machine's speed that day, and cpu-floods/battle: the
// same ratio by the process's CPU time (cpuTime), which the time other
// programs take from a shared machine does not swing.
func benchBattles(b *testing.B, ruleset string) {
	r, err := all.Registry().Get(ruleset)
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
	var commands atomic.Int64
	play := func(i int) bool {
		g, err := match.New(r, m.Field, match.Spec{Sides: []string{"ai:normal", "ai:normal"}, Squads: squads, Seed: match.BattleSeed(1, i)}, false, ai.New)
		if err != nil {
			b.Error(err)
			return false
		}
		n := int64(0)
		_, err = g.Play(func(rules.Command, []rules.Event) { n++ })
		commands.Add(n)
		if err != nil {
			b.Error(err)
			return false
		}
		return true
	}
	report := func() {
		b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "battles/s")
		b.ReportMetric(float64(commands.Load())/float64(b.N), "commands/battle")
	}
	defer batchGC()()
	if runtime.GOMAXPROCS(0) > 1 {
		b.Logf("floods/battle is measured with GOMAXPROCS=1 only (here %d)", runtime.GOMAXPROCS(0))
		var next atomic.Int64
		b.ResetTimer()
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				if !play(int(next.Add(1))) {
					return
				}
			}
		})
		report()
		return
	}
	fl := gridbench.NewFlood(100)
	fl.Run()
	floods, floodTime := 0, time.Duration(0)
	var battleCPU, floodCPU time.Duration
	_, cpuOK := cpuTime()
	b.ResetTimer()
	for i := 1; i <= b.N; i++ {
		before := b.Elapsed()
		c0, _ := cpuTime()
		if !play(i) {
			return
		}
		c1, _ := cpuTime()
		b.StopTimer()
		n, d := timeFloods(fl, max((b.Elapsed()-before)/8, 2*time.Millisecond))
		c2, _ := cpuTime()
		floods, floodTime = floods+n, floodTime+d
		battleCPU, floodCPU = battleCPU+c1-c0, floodCPU+c2-c1
		b.StartTimer()
	}
	b.StopTimer()
	report()
	perBattle := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
	perFlood := float64(floodTime.Nanoseconds()) / float64(floods)
	b.ReportMetric(perBattle/perFlood, "floods/battle")
	b.ReportMetric(perFlood, "ns/flood")
	if cpuOK && floodCPU > 0 {
		b.ReportMetric((float64(battleCPU)/float64(b.N))/(float64(floodCPU)/float64(floods)), "cpu-floods/battle")
	}
}

// timeFloods runs fl in rounds of doubling length until at least span has
// passed, and returns how many floods ran and how long they took.
func timeFloods(fl *gridbench.Flood, span time.Duration) (int, time.Duration) {
	n, d := 0, time.Duration(0)
	for k := 1; d < span; k *= 2 {
		start := time.Now()
		for i := 0; i < k; i++ {
			fl.Run()
		}
		n, d = n+k, d+time.Since(start)
	}
	return n, d
}
