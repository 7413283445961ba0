package main

import (
	"flag"
	"fmt"
	"runtime"
	"sync"
	"testing"

	"sightline/ai"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/match"
)

// checkedPlayer wraps a player and checks the engine's invariants through
// its public view before every decision.
type checkedPlayer struct {
	rules.Player
	fail func(string)
}

func (c checkedPlayer) Decide(b rules.Battle, side int) (rules.Command, bool, error) {
	seen := map[[2]int]int{}
	// One list of views serves both checks: deciding changes nothing, and
	// building the views was a third of the soak's time.
	units := b.Units()
	for _, u := range units {
		for _, tr := range append(append([]rules.Track(nil), u.Tracks...), u.Budget...) {
			if tr.Max > 0 && (tr.Value > tr.Max) {
				c.fail(fmt.Sprintf("unit %d %s %d above its maximum %d", u.ID, tr.Name, tr.Value, tr.Max))
			}
		}
		if u.Dead {
			continue
		}
		k := [2]int{u.Pos.X, u.Pos.Y}
		if o, ok := seen[k]; ok {
			c.fail(fmt.Sprintf("units %d and %d share %v", o, u.ID, u.Pos))
		}
		seen[k] = u.ID
	}
	cmd, ok, err := c.Player.Decide(b, side)
	if ok && cmd.Unit >= 0 && cmd.Unit < len(units) && units[cmd.Unit].Dead {
		c.fail(fmt.Sprintf("dead unit %d acts: %v", cmd.Unit, cmd))
	}
	return cmd, ok, err
}

// soakBattles is the number of battles TestSoak plays per ruleset.
var soakBattles = flag.Int("soak.battles", 2000, "battles per ruleset in TestSoak")

// TestSoak plays -soak.battles (2,000) battles per registered ruleset
// across the bundled maps, two or four sides, mirrored or not, between
// random players (which reach the most corners of the rules), with the
// invariant checks of checkedPlayer before every decision; every 100th
// command and at the end it checks that the state survives a save and
// restore with the same hash. make test runs it; -short skips it. On this
// 2-core machine it takes under a minute for ADS.
func TestSoak(t *testing.T) {
	if testing.Short() {
		t.Skip("soak test")
	}
	battles := *soakBattles
	reg := all.Registry()
	var fields []*maps.Map
	for _, n := range maps.Names() {
		m, err := maps.LoadBundled(n)
		if err != nil {
			t.Fatal(err)
		}
		fields = append(fields, m)
	}
	for _, id := range reg.IDs() {
		r, _ := reg.Get(id)
		t.Run(id, func(t *testing.T) {
			var mu sync.Mutex
			failures := 0
			fail := func(msg string) {
				mu.Lock()
				defer mu.Unlock()
				if failures < 5 {
					t.Error(msg)
				}
				failures++
			}
			jobs := make(chan int)
			var wg sync.WaitGroup
			for w := 0; w < runtime.GOMAXPROCS(0); w++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i := range jobs {
						soakOne(r, fields[i%len(fields)], i, fail)
					}
				}()
			}
			for i := 0; i < battles; i++ {
				jobs <- i
			}
			close(jobs)
			wg.Wait()
			if failures > 0 {
				t.Errorf("%d invariant failures in %d battles", failures, battles)
			}
		})
	}
}

// soakOne plays soak battle i on m and reports every broken invariant.
func soakOne(r rules.Ruleset, m *maps.Map, i int, fail func(string)) {
	sides := []string{"random", "random"}
	if i%5 == 4 {
		sides = []string{"random", "random", "random", "random"}
	}
	spec := match.Spec{Ruleset: r.ID(), Map: m.Name, Sides: sides, Seed: match.BattleSeed(99, i), Rotate: i % 2}
	where := fmt.Sprintf("%s battle %d (seed %d)", m.Name, i, spec.Seed)
	g, err := match.New(r, m.Field, spec, false, ai.New)
	if err != nil {
		fail(fmt.Sprintf("%s: %v", where, err))
		return
	}
	for side := range sides {
		g.SetPlayer(side, checkedPlayer{ai.NewRandom(match.PlayerSeed(spec.Seed, side)), func(s string) { fail(where + ": " + s) }})
	}
	b := g.Battle()
	n := 0
	_, err = g.Play(func(c rules.Command, ev []rules.Event) {
		n++
		if b.Version() != uint64(n) {
			fail(fmt.Sprintf("%s: version %d after %d commands", where, b.Version(), n))
		}
		if n%100 == 0 {
			checkSaveRestore(r, m, b, where, fail)
		}
	})
	if err != nil {
		fail(fmt.Sprintf("%s: %v", where, err))
		return
	}
	checkSaveRestore(r, m, b, where, fail)
}

// checkSaveRestore saves b, restores it and compares the hashes.
func checkSaveRestore(r rules.Ruleset, m *maps.Map, b rules.Battle, where string, fail func(string)) {
	data, err := b.Save()
	if err != nil {
		fail(fmt.Sprintf("%s: save: %v", where, err))
		return
	}
	back, err := r.Load(data, m.Field)
	if err != nil || back.Hash() != b.Hash() {
		fail(fmt.Sprintf("%s: save and restore changed the hash at version %d (%v)", where, b.Version(), err))
	}
}
