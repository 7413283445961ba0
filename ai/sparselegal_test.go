package ai

import (
	"testing"

	"sightline/maps"
	"sightline/rules"
	"sightline/rules/ads"
	"sightline/rules/all"
)

// fullLegal is an ADS battle that hides its rules.SparseLegalAppender and
// rules.LegalRunsAppender (the methods of the same names here have other
// signatures), so that the AI asks for the full list alone
// (rules.LegalAppender) and reads every command of it.
type fullLegal struct{ *ads.Battle }

// AppendSparseLegal hides the battle's.
func (fullLegal) AppendSparseLegal() {}

// AppendLegalRuns hides the battle's.
func (fullLegal) AppendLegalRuns() {}

// TestDecideSparseLegal plays battles between normal and between hard
// players, and at every decision has a twin of the deciding player, with
// the same seed and history, decide on the same battle from the full list
// without runs: the commands must be the same, every field, though the
// player read the sparse list's runs by their squares and made the move
// it chose from its run.
func TestDecideSparseLegal(t *testing.T) {
	r, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := any(fullLegal{}).(rules.LegalRunsAppender); ok {
		t.Fatal("fullLegal does not hide the runs")
	}
	if _, ok := any(fullLegal{}).(rules.SparseLegalAppender); ok {
		t.Fatal("fullLegal does not hide the sparse list")
	}
	steps := 400
	if testing.Short() {
		steps = 150
	}
	for _, mapName := range []string{"fieldworks", "village"} {
		m, err := maps.LoadBundled(mapName)
		if err != nil {
			t.Fatal(err)
		}
		for _, game := range []struct {
			seed  uint64
			level string
		}{{1, "normal"}, {2, "hard"}} {
			seed, level := game.seed, game.level
			b := eightASide(t, r, m.Field, seed, true)
			full := fullLegal{b.(*ads.Battle)}
			players := []*Utility{newUtility(level, seed), newUtility(level, seed+1)}
			twins := []*Utility{newUtility(level, seed), newUtility(level, seed+1)}
			moves := 0
			playTwins(t, b, players, twins, steps, full, func(step int, _ rules.Prompt, c, want rules.Command) {
				if c != want {
					t.Fatalf("%s %s seed %d step %d: %+v from the sparse list, %+v from the full one", mapName, level, seed, step, c, want)
				}
				if c.Action == "move" || c.Action == "run" || c.Action == "sprint" || c.Action == "quick_step" {
					moves++
				}
			})
			if moves == 0 {
				t.Errorf("%s %s seed %d: no move chosen", mapName, level, seed)
			}
		}
	}
}
