package match_test

import (
	"testing"

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
			g, err := match.New(r, f, spec(s), false)
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
