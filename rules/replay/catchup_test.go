package replay_test

import (
	"strings"
	"testing"

	"sightline/ai"
	"sightline/rules/match"
	"sightline/rules/replay"
)

// TestCatchUp hands side 1 of a battle between two normal computer
// players, saved halfway with that side as a person's seat, to a new
// normal computer player with the seat's seed: caught up on the side's
// steps, it plays on to the very end the first battle reaches; a fresh
// one that did not catch up plays another battle. A record with a wrong
// hash, and a side the battle lacks, are refused with one line.
func TestCatchUp(t *testing.T) {
	r, field := village(t)
	spec := match.Spec{Map: "village", Sides: []string{"ai:normal", "ai:normal"}, Seed: 9}
	m, err := match.New(r, field, spec, true, ai.New)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 60; i++ {
		if _, ok, err := m.Step(); err != nil || !ok {
			t.Fatalf("step %d: %v %v", i, ok, err)
		}
	}
	saved, err := replay.Snapshot(m)
	if err != nil {
		t.Fatal(err)
	}
	mine := 0
	for _, s := range saved.Steps {
		if s.Command.Side == 0 {
			mine++
		}
	}
	if mine == 0 {
		t.Fatal("side 1 took no step in the first 60")
	}
	f := *saved
	f.Steps = append([]match.Step(nil), saved.Steps...)
	f.Sides = []string{match.Human, "ai:normal"}
	want, err := m.Play(nil)
	if err != nil {
		t.Fatal(err)
	}
	playOn := func(catchUp bool) string {
		t.Helper()
		back, _, err := replay.Resume(&f, r, field, ai.New)
		if err != nil {
			t.Fatal(err)
		}
		p, err := ai.New("normal", match.PlayerSeed(spec.Seed, 0))
		if err != nil {
			t.Fatal(err)
		}
		if catchUp {
			if err := replay.CatchUp(&f, r, field, 0, p); err != nil {
				t.Fatal(err)
			}
		}
		if err := back.SetPlayer(0, p); err != nil {
			t.Fatal(err)
		}
		res, err := back.Play(nil)
		if err != nil {
			t.Fatal(err)
		}
		return res.Hash
	}
	if got := playOn(true); got != want.Hash {
		t.Errorf("caught up: the battle ends at %.12s, the computer players' at %.12s", got, want.Hash)
	}
	if got := playOn(false); got == want.Hash {
		t.Errorf("a computer player that did not catch up on %d steps played the same battle: the test shows nothing", mine)
	}
	p, _ := ai.New("normal", 1)
	broken := f
	broken.Steps = append([]match.Step(nil), f.Steps...)
	broken.Steps[20].Hash = strings.Repeat("0", 64)
	for name, c := range map[string]struct {
		f    *replay.File
		side int
		want string
	}{
		"hash": {&broken, 0, "step 21"},
		"side": {&f, 2, "no spawn side"},
	} {
		err := replay.CatchUp(c.f, r, field, c.side, p)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v; want one line with %q", name, err, c.want)
		}
	}
}
