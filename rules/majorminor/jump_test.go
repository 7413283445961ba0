package majorminor

import (
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestJumpProvokes: a jump is a step of the walk like any other: leaving
// a hostile's melee reach by a jump opens the Opportunity Attack window
// before the jump is made, and holding lets it go on.
func TestJumpProvokes(t *testing.T) {
	// A roof of width 4 (x 0-3) one level up, a street at x 4, the roof
	// again from x 5; the jumper on the edge, a hostile behind it.
	b := newTestBattle(t, 12, 3, []placed{{"jumper4", 0, grid.Pos{X: 3, Y: 1}}, {"tester", 1, grid.Pos{X: 2, Y: 1}}}, false)
	for x := 0; x < 12; x++ {
		for _, y := range []int{0, 2} {
			*b.Field().At(grid.Pos{X: x, Y: y}) = grid.Cell{Terrain: grid.Wall, BlocksSight: true, Cover: grid.NoCover}
		}
		if x != 4 {
			b.Field().At(grid.Pos{X: x, Y: 1}).Elevation = 1
		}
	}
	inCombat(b, 0, nil)
	land := grid.Pos{X: 5, Y: 1}
	ev := play(t, b, "move", 0, -1, &land)
	if pr := b.Prompt(); pr.Kind != kindOpportunity || pr.Unit != 1 {
		t.Fatalf("after the jump is chosen: prompt %+v, want the hostile's Opportunity Attack", pr)
	}
	if b.S.Units[0].Pos != (grid.Pos{X: 3, Y: 1}) {
		t.Fatalf("the jumper moved to %v before the window was answered", b.S.Units[0].Pos)
	}
	for _, e := range ev {
		if strings.Contains(e.Text, "jumps") {
			t.Errorf("the jump was told before it was made: %q", e.Text)
		}
	}
	ev = play(t, b, "hold", 1, -1, nil)
	jumped := false
	for _, e := range ev {
		jumped = jumped || (e.Kind == rules.EvAction && e.Text == "Jumper jumps 2 m across the gap")
	}
	if b.S.Units[0].Pos != land || !jumped {
		t.Errorf("after holding: jumper at %v, jump told %v, want at %v: %v", b.S.Units[0].Pos, jumped, land, ev)
	}
}
