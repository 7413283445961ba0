package ai

import (
	"testing"

	"sightline/rules"
)

// TestStrayHarm: a shot's chance to stray into its own side costs normal
// and hard a share of the harm it would do there, more the likelier the
// stray, and nothing to easy or to a shot that cannot stray.
func TestStrayHarm(t *testing.T) {
	shot := rules.Odds{Hit: 0.5, Damage: []float64{0.5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.5}, Takedown: 0.1}
	normal, easy := weightsFor("normal"), weightsFor("easy")
	if c := strayHarm(&normal, shot); c != 0 {
		t.Errorf("a shot that cannot stray costs %v", c)
	}
	low, high := shot, shot
	low.Stray, high.Stray = 0.1, 0.3
	cl, ch := strayHarm(&normal, low), strayHarm(&normal, high)
	if cl <= 0 || ch <= cl {
		t.Errorf("stray costs %v at 10%% and %v at 30%%; want both above 0, the likelier more", cl, ch)
	}
	// At 30% with Stray 3 the cost outweighs what the hit is worth.
	if ch <= harmOf(&normal, shot) {
		t.Errorf("a 30%% stray costs %v against the shot's worth %v", ch, harmOf(&normal, shot))
	}
	if c := strayHarm(&easy, high); c != 0 {
		t.Errorf("easy pays %v for a stray; it fires into melee regardless", c)
	}
}
