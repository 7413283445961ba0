package match_test

import (
	"testing"

	"sightline/ai"
	"sightline/rules/all"
	"sightline/rules/match"
)

// TestWarmMemosChangeNoBattle plays one battle between normal computer
// players on a fresh ruleset, and again on a ruleset whose memos (shared
// by all its battles) other battles have warmed: the two end alike.
func TestWarmMemosChangeNoBattle(t *testing.T) {
	_, f := village(t)
	spec := func(seed uint64) match.Spec {
		return match.Spec{Sides: []string{"ai:normal", "ai:hard"}, Seed: seed}
	}
	playOn := func(seeds ...uint64) string {
		r, err := all.Registry().Get("ads")
		if err != nil {
			t.Fatal(err)
		}
		var hash string
		for _, s := range seeds {
			g, err := match.New(r, f, spec(s), false, ai.New)
			if err != nil {
				t.Fatal(err)
			}
			res, err := g.Play(nil)
			if err != nil {
				t.Fatal(err)
			}
			hash = res.Hash
		}
		return hash
	}
	cold := playOn(5)
	if warm := playOn(3, 4, 5); warm != cold {
		t.Fatalf("seed 5 ends with hash %s after other battles on the ruleset, %s on a fresh one", warm, cold)
	}
}

// TestDecideOnCloneBesideOriginal has a computer player decide on a clone
// on another goroutine while the original battle plays on, as the game's
// background players do: run with -race, it finds any memo or cover
// section a battle and its clones share without a guard.
func TestDecideOnCloneBesideOriginal(t *testing.T) {
	r, f := village(t)
	g, err := match.New(r, f, match.Spec{Sides: []string{"ai:hard", "ai:normal"}, Seed: 11}, false, ai.New)
	if err != nil {
		t.Fatal(err)
	}
	for step := 0; step < 120 && !g.Over(); step++ {
		b := g.Battle()
		side := b.Prompt().Side
		p, err := ai.ParsePlayer("ai:normal", uint64(step))
		if err != nil {
			t.Fatal(err)
		}
		cp := b.Clone()
		done := make(chan error, 1)
		go func() {
			_, _, err := p.Decide(cp, side)
			done <- err
		}()
		// Meanwhile the original is read as a client draws it, and plays.
		_ = b.Units()
		_ = b.Covers()
		_ = b.Legal(side)
		if _, _, err := g.Step(); err != nil {
			t.Fatal(err)
		}
		if err := <-done; err != nil {
			t.Fatalf("step %d: the player on the clone: %v", step, err)
		}
	}
}
