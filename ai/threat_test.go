package ai

import (
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// fakeBattle is just enough of a battle for a view: a field, units and
// cover (nil covers for none). Every other method comes from the nil
// interface and must not be called.
type fakeBattle struct {
	rules.Battle
	f      *grid.Field
	units  []rules.Unit
	covers []int
}

func (b fakeBattle) Field() *grid.Field       { return b.f }
func (b fakeBattle) Units() []rules.Unit      { return b.units }
func (b fakeBattle) Covers() []int            { return b.covers }
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
		v := newView(b, 0, nil, nil, nil)
		tm.update(&v)
		seen := tm.see(0, east.Y*f.W+east.X) != unseen
		if seen != (step == 1) {
			t.Fatalf("enemy on %v: square %v seen %v", at, east, seen)
		}
	}
}

// TestThreatMapKeepsMapsOfSquares: a threat map that keeps the maps of
// squares enemies left, and their fields of view across changes of the
// broken cover, answers every square as a threat map made afresh, while
// enemies come and go among a few squares and cover breaks and is mended.
func TestThreatMapKeepsMapsOfSquares(t *testing.T) {
	d := rules.NewDice(7, 1)
	f := grid.NewField("threat", 16, 12)
	for i := range f.Cells {
		p := grid.Pos{X: i % f.W, Y: i / f.W}
		c := &f.Cells[i]
		switch r := d.Intn(100); {
		case r < 10:
			c.Terrain, c.Cost, c.BlocksSight = grid.Wall, 0, true
		case r < 18:
			f.Covers = append(f.Covers, grid.Cover{Material: grid.Stone, Cell: p, Full: d.Intn(2) == 0})
			c.Cover, c.Cost = int16(len(f.Covers)-1), 0
		case r < 24:
			f.Covers = append(f.Covers, grid.Cover{Material: grid.Stone, Cell: p, Edge: grid.North, Full: d.Intn(2) == 0})
			f.HEdges[i] = int16(len(f.Covers) - 1)
		}
	}
	var spots []grid.Pos
	for len(spots) < 12 {
		p := grid.Pos{X: d.Intn(f.W), Y: d.Intn(f.H)}
		if f.Walkable(p) {
			spots = append(spots, p)
		}
	}
	units := []rules.Unit{{ID: 0, Side: 0, Active: true, Pos: spots[0]}}
	for id := 1; id <= 3; id++ {
		units = append(units, rules.Unit{ID: id, Side: 1, Active: true, Pos: spots[id]})
	}
	covers := make([]int, len(f.Covers))
	for i := range covers {
		covers[i] = 1
	}
	var tm threatMap
	for step := 0; step < 150; step++ {
		units[1+d.Intn(3)].Pos = spots[d.Intn(len(spots))]
		if d.Intn(4) == 0 {
			covers[d.Intn(len(covers))] ^= 1
		}
		b := fakeBattle{f: f, units: append([]rules.Unit(nil), units...), covers: append([]int(nil), covers...)}
		v := newView(b, 0, nil, nil, nil)
		tm.update(&v)
		var fresh threatMap
		fresh.update(&v)
		for k := range v.enemies {
			if tm.flanked(k) != fresh.flanked(k) {
				t.Fatalf("step %d: enemy %d flanked %v, afresh %v", step, k, tm.flanked(k), fresh.flanked(k))
			}
			for i := range f.Cells {
				see, shel := tm.at(k, i)
				wantSee, wantShel := fresh.at(k, i)
				if see != wantSee || see != unseen && shel != wantShel {
					t.Fatalf("step %d: enemy %d on %v, square %d: see %d shelter %d, afresh %d %d", step, k, tm.maps[k].at, i, see, shel, wantSee, wantShel)
				}
			}
		}
	}
}
