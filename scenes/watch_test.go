package scenes

import (
	"errors"
	"strings"
	"testing"
	"time"

	"sightline/ai"
	"sightline/game"
	"sightline/maps"
	"sightline/rules/all"
	"sightline/rules/match"
	"sightline/rules/replay"
)

// TestWatchReplay watches a recorded battle to its end, where the state
// hash is the recorded final one, with every unit in sight. A replay with
// a changed hash, or an illegal step inserted, stops at that step and
// says so, on screen and to its report; one whose final hash differs, or
// which has none though its steps end the battle, stops at the end; under
// ExitWhenOver each ends the run with ErrReplayStopped. A saved battle's
// replay says where it ends, and under ExitWhenOver ends the run there.
func TestWatchReplay(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	full := recordBattle(t, "village", 8, "ai:easy", "random")
	// watch plays f until the run ends (its error), the battle is over
	// or the replay holds it, and returns what it wrote to its report.
	watch := func(f *replay.File, exit bool) (*Battle, string, error) {
		t.Helper()
		s, err := WatchReplay(res, f, BattleConfig{Speed: 64, ExitWhenOver: exit}, nil)
		if err != nil {
			t.Fatal(err)
		}
		var report strings.Builder
		s.ReportStops(&report, "--replay x.json: ")
		var in game.Input
		deadline := time.Now().Add(time.Minute)
		for time.Now().Before(deadline) {
			if over, _ := s.sess.b.Over(); over && !s.q.busy() && !exit && s.watch.ended {
				break
			}
			if !exit && (s.watch.stop != nil || s.watch.ended) && !s.q.busy() {
				break
			}
			s.q.skip(&s.sh, s.view.tile())
			if _, err := s.Update(&in); err != nil {
				return s, report.String(), err
			}
		}
		return s, report.String(), nil
	}
	res.Saves = &memBattles{}
	s, _, _ := watch(full, false)
	if s.canSave() {
		t.Error("a replay watched offers to be saved as a battle")
	}
	if over, _ := s.sess.b.Over(); !over || s.sess.b.Hash() != full.Final || s.viewer != -1 || s.note != "" || s.watch.stop != nil {
		t.Fatalf("watched to the end: over %v, hash %.12s (recorded %.12s), viewer %d, note %q, stop %v", over, s.sess.b.Hash(), full.Final, s.viewer, s.note, s.watch.stop)
	}
	if _, _, err := watch(full, true); err != game.ErrQuit {
		t.Fatalf("watched to the end under ExitWhenOver: %v", err)
	}
	edit := func(fn func(*replay.File)) *replay.File {
		x := *full
		x.Steps = append([]match.Step(nil), full.Steps...)
		fn(&x)
		return &x
	}
	illegal := full.Steps[10]
	illegal.Command.Unit, illegal.Command.Action = 9999, "no_such_action"
	for _, c := range []struct {
		name    string
		f       *replay.File
		version uint64 // the battle's version where the replay stops
		want    string
	}{
		{"a changed hash at step 11", edit(func(x *replay.File) { x.Steps[10].Hash = strings.Repeat("0", 64) }), 11, "The replay stops at step 11: state hash"},
		{"an illegal step 11", edit(func(x *replay.File) {
			x.Steps = append(x.Steps[:10:10], append([]match.Step{illegal}, x.Steps[10:]...)...)
		}), 10, "The replay stops at step 11: command side"},
		{"a wrong final hash", edit(func(x *replay.File) { x.Final = strings.Repeat("0", 64) }), 0, "The replay stops: final hash"},
		{"no final hash though the battle ends", edit(func(x *replay.File) { x.Final = "" }), 0, "no final hash"},
	} {
		for _, exit := range []bool{false, true} {
			s, report, err := watch(c.f, exit)
			if s.watch.stop == nil || !strings.Contains(s.note, c.want) || c.version != 0 && s.sess.b.Version() != c.version {
				t.Errorf("%s: stop %v at version %d, note %q", c.name, s.watch.stop, s.sess.b.Version(), s.note)
			}
			if report != "--replay x.json: t"+s.note[1:]+"\n" {
				t.Errorf("%s: reported %q for the note %q", c.name, report, s.note)
			}
			if exit && (!errors.Is(err, ErrReplayStopped) || !strings.Contains(err.Error(), strings.TrimPrefix(c.want, "The replay stops"))) {
				t.Errorf("%s under ExitWhenOver: the run ends with %v", c.name, err)
			}
			if !exit && err != nil {
				t.Errorf("%s: the run ends with %v", c.name, err)
			}
		}
	}
	part := *full
	part.Steps, part.Final = full.Steps[:30], ""
	if s, _, _ := watch(&part, false); s.sess.b.Version() != 30 || !strings.Contains(s.note, "ends here") {
		t.Fatalf("a saved battle's replay: version %d, note %q", s.sess.b.Version(), s.note)
	}
	if s, _, err := watch(&part, true); err != game.ErrQuit || s.sess.b.Version() != 30 {
		t.Fatalf("a saved battle's replay under ExitWhenOver: %v at version %d", err, s.sess.b.Version())
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
			s.q.skip(&s.sh, s.view.tile())
			if _, err := s.Update(&none); err != nil {
				t.Fatal(err)
			}
		}
	}
	run(5)
	s.Update(&space)
	at := s.sess.b.Version()
	run(200)
	if s.sess.b.Version() != at || !s.Export().(map[string]any)["paused"].(bool) {
		t.Fatalf("paused at version %d, then at %d after 200 frames", at, s.sess.b.Version())
	}
	s.Update(&space)
	run(20)
	if s.sess.b.Version() <= at {
		t.Fatalf("still at version %d after going on", s.sess.b.Version())
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
	mt, err := match.New(r, m.Field, match.Spec{Map: name, Sides: sides, Seed: seed}, true, ai.New)
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
