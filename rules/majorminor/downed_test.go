package majorminor

import (
	"testing"

	"sightline/rules/grid"
)

// TestDownedOnItsOwnMove: a unit that an Opportunity Attack takes out of
// the fight on its own move stops there, and its turn passes on (the
// soak found a fallen unit still acting).
func TestDownedOnItsOwnMove(t *testing.T) {
	b := newTestBattle(t, 14, 5, []placed{{"tester", 0, grid.Pos{X: 5, Y: 2}}, {"tester", 0, grid.Pos{X: 1, Y: 4}}, {"tester", 1, grid.Pos{X: 6, Y: 2}}, {"tester", 1, grid.Pos{X: 12, Y: 4}}}, false)
	inCombat(b, 0, map[int]int{0: 1})
	b.S.Units[0].HP = 1
	b.S.Units[2].Held = 1 // the machete
	to := grid.Pos{X: 1, Y: 2}
	play(t, b, "move", 0, -1, &to)
	play(t, b, "opportunity_attack", 2, 0, nil)
	if b.S.Units[0].HP > 0 {
		t.Fatal("the strike at Defense 1 did not land")
	}
	if b.S.Units[0].Pos != (grid.Pos{X: 5, Y: 2}) {
		t.Errorf("the fallen unit walked on to %v", b.S.Units[0].Pos)
	}
	if pr := b.Prompt(); pr.Unit == 0 {
		t.Errorf("the fallen unit still decides: %+v", pr)
	}
}
