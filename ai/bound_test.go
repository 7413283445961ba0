package ai_test

import (
	"testing"

	"sightline/ai"
)

// TestBoundAtLeastScore: the bound that lets a decision leave moves
// unscored is never below a square's score, on the bundled maps mid-battle.
func TestBoundAtLeastScore(t *testing.T) {
	checked := 0
	for _, mapName := range []string{"village", "fieldworks"} {
		for _, s := range midBattles(t, mapName, 5, 8) {
			n, err := ai.CheckBound(s, s.Prompt().Side)
			if err != nil {
				t.Fatalf("%s round %d: %v", mapName, s.Round(), err)
			}
			checked += n
		}
	}
	t.Logf("checked %d squares", checked)
	if checked == 0 {
		t.Fatal("no state had an enemy in sight: nothing checked")
	}
}
