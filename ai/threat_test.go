package ai

import (
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// fakeBattle is just enough of a battle for a view: a field, units and
// cover. Every other method comes from the nil interface and must not be
// called.
type fakeBattle struct {
	rules.Battle
	f     *grid.Field
	units []rules.Unit
}

func (b fakeBattle) Field() *grid.Field       { return b.f }
func (b fakeBattle) Units() []rules.Unit      { return b.units }
func (b fakeBattle) Covers() []int            { return nil }
func (b fakeBattle) Sees(side, unit int) bool { return true }

// TestThreatMapFollowsAMovingEnemy: after a seen enemy moves, the threat
// map is the one of its new square, not of the old (the map was once kept
// whenever the number of seen enemies stayed the same).
func TestThreatMapFollowsAMovingEnemy(t *testing.T) {
	// A wall splits the field; the enemy first stands west of it, then
	// east, and the square east of the wall is seen only from the east.
	f := grid.NewField("threat", 9, 5)
	for y := 0; y < 5; y++ {
		c := f.At(grid.Pos{X: 4, Y: y})
		c.Terrain, c.Cost, c.BlocksSight = grid.Wall, 0, true
	}
	east := grid.Pos{X: 6, Y: 2}
	units := []rules.Unit{
		{ID: 0, Side: 0, Active: true, Pos: grid.Pos{X: 0, Y: 0}},
		{ID: 1, Side: 1, Active: true, Pos: grid.Pos{X: 1, Y: 2}},
	}
	var tm threatMap
	for step, at := range []grid.Pos{{X: 1, Y: 2}, {X: 7, Y: 2}} {
		units[1].Pos = at
		b := fakeBattle{f: f, units: append([]rules.Unit(nil), units...)}
		v := newView(b, 0, nil, nil)
		tm.update(&v)
		seen := tm.see(0, east.Y*f.W+east.X) != unseen
		if seen != (step == 1) {
			t.Fatalf("enemy on %v: square %v seen %v", at, east, seen)
		}
	}
}
