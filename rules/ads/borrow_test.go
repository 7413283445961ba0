package ads

import (
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// TestBorrowToFinish checks G4's borrowing to finish a non-attack
// multi-tick action: with 1 tick, Run and Total Defense are offered and
// leave the debt; with 0 ticks, or for an attack, nothing is borrowed; the
// debt comes off the next round.
func TestBorrowToFinish(t *testing.T) {
	b, u, _ := stage(t, openField(12), 4, grid.Pos{X: 1, Y: 1}, grid.Pos{X: 6, Y: 6})
	u.Ticks = 1
	if !hasAction(b, u.Side, "total_defense") || hasAction(b, u.Side, "straight_shot") {
		t.Fatal("with 1 tick: Total Defense should borrow, a shot never")
	}
	run := moveTo(t, b, u.Side, "run", grid.Pos{X: 1, Y: 9})
	if run.Cost.N != 3 {
		t.Fatalf("run costs %v", run.Cost)
	}
	apply(t, b, run)
	if u.Ticks != -2 {
		t.Fatalf("ticks after a borrowed Run: %d, want -2", u.Ticks)
	}
	u.Ticks = 0
	for _, c := range rulestest.Legal(b, u.Side) {
		if c.Action == "run" || c.Action == "total_defense" {
			t.Fatalf("%s offered with no tick in hand", c.Action)
		}
	}
	u.Ticks = -2
	var ev []rules.Event
	b.startRound(&ev)
	if u.Ticks != BaseTicks-2 {
		t.Fatalf("next round's ticks %d, want %d", u.Ticks, BaseTicks-2)
	}
}
