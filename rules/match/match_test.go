package match_test

import (
	"testing"

	"sightline/ai"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/match"
)

func play(t *testing.T, seed uint64) match.Result {
	t.Helper()
	m, err := maps.LoadBundled("village")
	if err != nil {
		t.Fatal(err)
	}
	r, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	s, err := match.Setup(r, m.Field, 2, seed)
	if err != nil {
		t.Fatal(err)
	}
	b, err := r.NewBattle(s)
	if err != nil {
		t.Fatal(err)
	}
	players := []rules.Player{ai.NewRandom(match.PlayerSeed(seed, 0)), ai.NewRandom(match.PlayerSeed(seed, 1))}
	res, err := match.Play(b, players, true)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestPlayIsDeterministic plays the same seed twice and a different seed
// once: equal seeds give equal hashes and steps.
func TestPlayIsDeterministic(t *testing.T) {
	a, b, c := play(t, 7), play(t, 7), play(t, 8)
	if a.Hash != b.Hash || len(a.Steps) != len(b.Steps) {
		t.Fatalf("same seed, different battles: %s/%d vs %s/%d", a.Hash, len(a.Steps), b.Hash, len(b.Steps))
	}
	if a.Hash == c.Hash {
		t.Error("different seeds gave the same final hash")
	}
	if a.Rounds < 1 || len(a.Steps) == 0 {
		t.Errorf("battle ended at once: %+v", a)
	}
}
