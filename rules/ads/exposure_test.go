package ads

import (
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// watchEast puts watcher on an eastward overwatch with its weapon in hand.
func watchEast(t *testing.T, b *Battle, watcher *unitState) {
	t.Helper()
	for _, c := range rulestest.Legal(b, watcher.Side) {
		if c.Action == "overwatch" && c.Option == "e" && c.Weapon == watcher.Drawn {
			apply(t, b, c)
			return
		}
	}
	t.Fatal("no eastward overwatch")
}

// TestOverwatchOnAttackInside checks G20: an enemy that attacks from inside
// the watched arc draws the free overwatch shot after its attack is
// resolved, with a prompt that says so; one outside the arc does not.
func TestOverwatchOnAttackInside(t *testing.T) {
	for _, inside := range []bool{true, false} {
		at := grid.Pos{X: 8, Y: 8}
		if !inside {
			at = grid.Pos{X: 8, Y: 14}
		}
		b, watcher, shooter := stage(t, openField(16), 4, grid.Pos{X: 2, Y: 8}, at)
		watchEast(t, b, watcher)
		in := false
		for _, p := range b.overwatchArea(watcher.ID) {
			in = in || p == at
		}
		if in != inside {
			t.Fatalf("square %v in the arc: %v, want %v", at, in, inside)
		}
		b.s.Turn = 1
		apply(t, b, find(t, b, shooter.Side, "straight_shot", watcher.ID))
		if pr := b.Prompt(); pr.Kind != "defend" || pr.Unit != watcher.ID {
			t.Fatalf("the shot's defence should come first: %+v", pr)
		}
		apply(t, b, find(t, b, watcher.Side, "duck", rules.NoUnit))
		pr := b.Prompt()
		if !inside {
			if pr.Kind != "turn" || pr.Unit != shooter.ID {
				t.Fatalf("an attack outside the arc drew %+v", pr)
			}
			continue
		}
		if !watcher.Health.Active() {
			t.Skip("the watcher fell to the shot with this seed")
		}
		if pr.Kind != "overwatch" || pr.Unit != watcher.ID || pr.Attacker != shooter.ID || !strings.Contains(pr.Text, "attacks inside") {
			t.Fatalf("prompt after attacking inside the arc: %+v", pr)
		}
		shot := find(t, b, watcher.Side, "overwatch_shot", shooter.ID)
		if shot.Cost.N != 0 || shot.Cost.Reaction {
			t.Fatalf("first overwatch shot costs %v, want free", shot.Cost)
		}
		apply(t, b, shot)
		apply(t, b, find(t, b, shooter.Side, "duck", rules.NoUnit))
		if watcher.Overwatch.Shots != 1 {
			t.Fatalf("overwatch shots %d, want 1", watcher.Overwatch.Shots)
		}
	}
}

// TestOverwatchOnStandingUp checks G20: standing up from prone inside the
// arc draws the overwatch shot; dropping prone there does not.
func TestOverwatchOnStandingUp(t *testing.T) {
	b, watcher, mover := stage(t, openField(16), 4, grid.Pos{X: 2, Y: 8}, grid.Pos{X: 8, Y: 8})
	watchEast(t, b, watcher)
	b.s.Turn = 1
	apply(t, b, find(t, b, mover.Side, "drop_prone", rules.NoUnit))
	if pr := b.Prompt(); pr.Kind != "turn" {
		t.Fatalf("dropping prone drew %+v", pr)
	}
	apply(t, b, find(t, b, mover.Side, "stand_up", rules.NoUnit))
	pr := b.Prompt()
	if pr.Kind != "overwatch" || pr.Unit != watcher.ID || !strings.Contains(pr.Text, "stands up inside") {
		t.Fatalf("prompt after standing up inside the arc: %+v", pr)
	}
	h := b.Hash()
	apply(t, b, find(t, b, watcher.Side, "hold", mover.ID))
	if b.Hash() == h || b.Prompt().Kind != "turn" || watcher.Overwatch.Shots != 0 {
		t.Fatalf("after hold: %+v, shots %d", b.Prompt(), watcher.Overwatch.Shots)
	}
}

// TestLeavingCoverExposes checks G11, G20 and G21 on leaving cover: a move
// that starts in cover draws, before its first step, the Reaction Strike of
// a foe whose reach holds the mover and, on the same action, nothing more
// from that foe; a Quick Step out of cover provokes no strike.
func TestLeavingCoverExposes(t *testing.T) {
	b, striker, mover := stageUnits(t, coverField(), 3, "duelist", "trooper", grid.Pos{X: 6, Y: 7}, grid.Pos{X: 5, Y: 6})
	takeCover(t, b, mover)
	b.s.Turn = 1
	apply(t, b, moveTo(t, b, mover.Side, "move", grid.Pos{X: 3, Y: 6}))
	pr := b.Prompt()
	if pr.Kind != "reaction_strike" || pr.Unit != striker.ID || !strings.Contains(pr.Text, "leaves cover") {
		t.Fatalf("prompt on leaving cover: %+v", pr)
	}
	if mover.Pos != (grid.Pos{X: 5, Y: 6}) || mover.InCover {
		t.Fatalf("the strike should come before the first step, out of cover: at %v, in cover %v", mover.Pos, mover.InCover)
	}
	apply(t, b, find(t, b, striker.Side, "hold", mover.ID))
	if pr := b.Prompt(); pr.Kind != "turn" || mover.Pos != (grid.Pos{X: 3, Y: 6}) {
		t.Fatalf("the foe was asked twice in one move, or the walk stopped: %+v at %v", pr, mover.Pos)
	}

	// A Quick Step out of cover that stays in reach provokes nothing.
	b, _, mover = stageUnits(t, coverField(), 3, "duelist", "trooper", grid.Pos{X: 6, Y: 7}, grid.Pos{X: 5, Y: 6})
	takeCover(t, b, mover)
	b.s.Turn = 1
	apply(t, b, moveTo(t, b, mover.Side, "quick_step", grid.Pos{X: 6, Y: 6}))
	if pr := b.Prompt(); pr.Kind != "turn" || mover.InCover {
		t.Fatalf("a Quick Step out of cover drew %+v (in cover %v)", pr, mover.InCover)
	}
}

// TestSuppressedExposesFromCover checks G21: a Suppressed unit in cover
// that fires draws its suppressor's free shot after its attack, and one
// that moves out of cover draws it before its first step; firing in the
// open does not draw it.
func TestSuppressedExposesFromCover(t *testing.T) {
	for _, tc := range []struct {
		name    string
		cover   bool
		act     string
		prompt  string
		atStart bool
	}{
		{"fires from cover", true, "fire", "fires from cover", false},
		{"fires in the open", false, "fire", "", false},
		{"leaves cover", true, "move", "leaves cover", true},
	} {
		b, gunner, target := stage(t, coverField(), 5, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 6})
		if !tc.cover {
			target.Pos = grid.Pos{X: 2, Y: 6}
		} else {
			takeCover(t, b, target)
		}
		apply(t, b, find(t, b, gunner.Side, "suppressing_fire", target.ID))
		b.s.Turn = 1
		if tc.act == "fire" {
			apply(t, b, find(t, b, target.Side, "straight_shot", gunner.ID))
			apply(t, b, find(t, b, gunner.Side, "duck", rules.NoUnit))
		} else {
			apply(t, b, moveTo(t, b, target.Side, "move", grid.Pos{X: 3, Y: 6}))
		}
		pr := b.Prompt()
		if tc.prompt == "" {
			if pr.Kind != "turn" {
				t.Fatalf("%s: drew %+v", tc.name, pr)
			}
			continue
		}
		if !gunner.Health.Active() {
			continue
		}
		if pr.Kind != "suppression" || pr.Unit != gunner.ID || !strings.Contains(pr.Text, tc.prompt) {
			t.Fatalf("%s: prompt %+v", tc.name, pr)
		}
		if tc.atStart && target.Pos != (grid.Pos{X: 5, Y: 6}) {
			t.Fatalf("%s: the shot should come before the first step; at %v", tc.name, target.Pos)
		}
		apply(t, b, find(t, b, gunner.Side, "suppress_shot", target.ID))
		if gunner.SuppressShot {
			t.Fatalf("%s: the free shot is still there", tc.name)
		}
	}
}
