package scenes

import (
	"strings"
	"testing"
	"time"

	"sightline/game"
	"sightline/maps"
	"sightline/rules/all"
	"sightline/rules/match"
	"sightline/rules/replay"
)

// TestWatchReplay watches a recorded battle to its end, where the state
// hash is the recorded final one, with every unit in sight; a replay with
// a changed hash stops at that step and says so; a saved battle's replay
// says where it ends.
func TestWatchReplay(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	full := recordBattle(t, "village", 8, "ai:easy", "random")
	watch := func(f *replay.File) *Battle {
		t.Helper()
		s, err := WatchReplay(res, f, BattleConfig{Speed: 64}, nil)
		if err != nil {
			t.Fatal(err)
		}
		var in game.Input
		deadline := time.Now().Add(time.Minute)
		for time.Now().Before(deadline) {
			if over, _ := s.b.Over(); over && !s.q.busy() {
				break
			}
			if s.watch.stopped || s.watch.next == len(s.watch.steps) && !s.q.busy() && s.note != "" {
				break
			}
			s.q.skip(&s.sh, s.tile())
			if _, err := s.Update(&in); err != nil {
				t.Fatal(err)
			}
		}
		return s
	}
	res.Saves = &memBattles{}
	s := watch(full)
	if s.canSave() {
		t.Error("a replay watched offers to be saved as a battle")
	}
	if over, _ := s.b.Over(); !over || s.b.Hash() != full.Final || s.viewer != -1 || s.note != "" {
		t.Fatalf("watched to the end: over %v, hash %.12s (recorded %.12s), viewer %d, note %q", over, s.b.Hash(), full.Final, s.viewer, s.note)
	}
	bad := *full
	bad.Steps = append([]match.Step(nil), full.Steps...)
	bad.Steps[10].Hash = strings.Repeat("0", 64)
	if s := watch(&bad); !s.watch.stopped || !strings.Contains(s.note, "step 11") || s.b.Version() != 11 {
		t.Fatalf("a changed hash at step 11: stopped %v at version %d, note %q", s.watch.stopped, s.b.Version(), s.note)
	}
	part := *full
	part.Steps, part.Final = full.Steps[:30], ""
	if s := watch(&part); s.b.Version() != 30 || !strings.Contains(s.note, "ends here") {
		t.Fatalf("a saved battle's replay: version %d, note %q", s.b.Version(), s.note)
	}
}

// TestReplayPauses: Space (or Enter) holds a watched replay at its step,
// however long, and goes on when pressed again.
func TestReplayPauses(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	f := recordBattle(t, "village", 8, "ai:easy", "random")
	s, err := WatchReplay(res, f, BattleConfig{Speed: 64}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var none, space game.Input
	space.Press(game.ActConfirm)
	run := func(frames int) {
		for i := 0; i < frames; i++ {
			s.q.skip(&s.sh, s.tile())
			if _, err := s.Update(&none); err != nil {
				t.Fatal(err)
			}
		}
	}
	run(5)
	s.Update(&space)
	at := s.b.Version()
	run(200)
	if s.b.Version() != at || !s.Export().(map[string]any)["paused"].(bool) {
		t.Fatalf("paused at version %d, then at %d after 200 frames", at, s.b.Version())
	}
	s.Update(&space)
	run(20)
	if s.b.Version() <= at {
		t.Fatalf("still at version %d after going on", s.b.Version())
	}
}

// recordBattle plays a whole ADS battle headless on the bundled map name
// with seed and players, and returns its replay.
func recordBattle(t *testing.T, name string, seed uint64, sides ...string) *replay.File {
	t.Helper()
	r, _ := all.Registry().Get("ads")
	m, err := maps.LoadBundled(name)
	if err != nil {
		t.Fatal(err)
	}
	mt, err := match.New(r, m.Field, match.Spec{Map: name, Sides: sides, Seed: seed}, true)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := mt.Play(nil); err != nil {
		t.Fatal(err)
	}
	f, err := replay.FromMatch(mt)
	if err != nil {
		t.Fatal(err)
	}
	return f
}
