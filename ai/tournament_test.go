package ai_test

import (
	"testing"

	"sightline/ai"
	"sightline/rules"
	"sightline/rules/match"
)

// tournament plays mirrored games of level a against level b on a bundled
// map: each seed twice, with the players swapped between spawn sides. It
// returns a's wins, b's wins and the games played.
func tournament(t *testing.T, mapName, a, b string, seeds int) (winsA, winsB, games int) {
	t.Helper()
	for s := 0; s < seeds; s++ {
		seed := rules.SplitSeed(2026, s)
		for _, swap := range []bool{false, true} {
			levels := []string{a, b}
			if swap {
				levels[0], levels[1] = b, a
			}
			var players []rules.Player
			for side, lv := range levels {
				p, err := ai.New(lv, match.PlayerSeed(seed, side))
				if err != nil {
					t.Fatal(err)
				}
				players = append(players, p)
			}
			res, err := match.Play(newBattle(t, mapName, seed), players, false)
			if err != nil {
				t.Fatal(err)
			}
			games++
			switch {
			case res.Winner < 0:
			case (res.Winner == 0) != swap:
				winsA++
			default:
				winsB++
			}
		}
	}
	return winsA, winsB, games
}

// TestEasyBeatsRandom plays a handful of mirrored games: easy must win
// clearly.
func TestEasyBeatsRandom(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole battles")
	}
	a, b, n := tournament(t, "village", "easy", "random", 3)
	t.Logf("easy %d, random %d, of %d games", a, b, n)
	if a < n-1 || b > 0 {
		t.Errorf("easy won %d and random %d of %d mirrored games; want easy all but one at least", a, b, n)
	}
}

// TestNormalBeatsEasy plays 16 mirrored games: normal must win clearly, as
// it does in the README's tournaments.
func TestNormalBeatsEasy(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole battles")
	}
	a, b, n := tournament(t, "village", "normal", "easy", 8)
	t.Logf("normal %d, easy %d, of %d games", a, b, n)
	// Careful players draw more since cover counts (a battle at the round
	// cap with equal units is a draw), so the guard is on the wins: normal
	// takes half of all games and three times easy's wins.
	if a < n/2 || a < 3*b {
		t.Errorf("normal won %d and easy %d of %d mirrored games; want normal at least half and three times easy's wins", a, b, n)
	}
}

// TestHardBeatsNormal plays 16 mirrored games: hard must win clearly, as
// it does in the README's tournaments.
func TestHardBeatsNormal(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole battles")
	}
	a, b, n := tournament(t, "village", "hard", "normal", 8)
	t.Logf("hard %d, normal %d, of %d games", a, b, n)
	if a < n/2 || a < 2*b {
		t.Errorf("hard won %d and normal %d of %d mirrored games; want hard at least half and twice normal's wins", a, b, n)
	}
}
