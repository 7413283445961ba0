package ads

import (
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// sprintField is a 16x16 open field with a wall on x=4 from y=5 to y=11.
func sprintField() *grid.Field {
	f := openField(16)
	for y := 5; y <= 11; y++ {
		c := f.At(grid.Pos{X: 4, Y: y})
		c.Cost, c.Terrain, c.BlocksSight = 0, grid.Wall, true
	}
	return f
}

// TestSprintOneTurn checks Sprint's one-turn limit (§5.4): a square that a
// Run reaches around the wall's end (two turns) is no Sprint destination,
// a square one 90-degree turn away is, for 4 ticks, and the walk follows
// that route (6 steps north, then 8 east) rather than the cheaper
// diagonal path of a Move or Run.
func TestSprintOneTurn(t *testing.T) {
	b, u, _ := stageUnits(t, sprintField(), 3, "gunner", "trooper", grid.Pos{X: 2, Y: 8}, grid.Pos{X: 14, Y: 14})
	behind := grid.Pos{X: 6, Y: 8}
	if !hasMove(b, u.Side, "run", behind) {
		t.Fatal("a Run should reach behind the wall")
	}
	if hasMove(b, u.Side, "sprint", behind) {
		t.Fatal("a Sprint reached behind the wall, which needs two turns")
	}
	for _, r := range b.Reach(rules.MoveOf(u.ID, "sprint"), nil) {
		if r.To == behind {
			t.Fatal("Reach offers a Sprint behind the wall")
		}
	}
	far := grid.Pos{X: 10, Y: 2}
	sp := moveTo(t, b, u.Side, "sprint", far)
	if sp.Cost.N != 4 {
		t.Fatalf("sprint costs %v", sp.Cost)
	}
	want := b.Path(sp)
	if len(want) != 14 || want[5] != (grid.Pos{X: 2, Y: 2}) {
		t.Fatalf("sprint path %v, want 6 north then 8 east", want)
	}
	ev := apply(t, b, sp)
	var walked []grid.Pos
	for _, e := range ev {
		if e.Kind == rules.EvStep {
			walked = append(walked, e.To)
		}
	}
	if len(walked) != len(want) || u.Pos != far || u.Ticks != BaseTicks-4 || !u.Sprinted {
		t.Fatalf("walked %v to %v with %d ticks left, want %v", walked, u.Pos, u.Ticks, want)
	}
	for i := range want {
		if walked[i] != want[i] {
			t.Fatalf("walked %v, want %v", walked, want)
		}
	}
}

// hasMove reports whether side has a legal command of action to p.
func hasMove(b *Battle, side int, action string, p grid.Pos) bool {
	for _, c := range rulestest.Legal(b, side) {
		if c.Action == action && c.To == p {
			return true
		}
	}
	return false
}
