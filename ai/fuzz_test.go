package ai_test

import (
	"testing"

	"sightline/ai"
	"sightline/rules"
	"sightline/rules/ads"
	"sightline/rules/grid"
)

// randomField draws a w×h field from d: walls, rough ground, half and
// full object covers and edge covers, with spawn zones on the west and
// east columns kept clear.
func randomField(d *rules.Dice, w, h int) *grid.Field {
	f := grid.NewField("fuzz", w, h)
	for y := 0; y < h; y++ {
		for x := 2; x < w-2; x++ {
			p := grid.Pos{X: x, Y: y}
			c := f.At(p)
			switch r := d.Intn(100); {
			case r < 8:
				c.Terrain, c.Cost, c.BlocksSight = grid.Wall, 0, true
			case r < 14:
				c.Terrain, c.Cost = grid.Rough, 2
			case r < 20:
				f.Covers = append(f.Covers, grid.Cover{Material: grid.Material(d.Intn(6)), Cell: p, Full: d.Intn(3) == 0, Faces: uint8(d.Intn(16))})
				c.Cover, c.Cost = int16(len(f.Covers)-1), 0
			case r < 24:
				edge := grid.North
				if d.Intn(2) == 0 {
					edge = grid.West
				}
				f.Covers = append(f.Covers, grid.Cover{Material: grid.Material(d.Intn(6)), Cell: p, Edge: edge, Full: d.Intn(4) == 0})
				i := int16(len(f.Covers) - 1)
				if edge == grid.North {
					f.HEdges[y*w+x] = i
				} else {
					f.VEdges[y*(w+1)+x] = i
				}
			}
		}
	}
	for side, x := range []int{0, w - 1} {
		z := grid.Zone{Name: "spawn", Side: side, Sides: 2}
		for y := 0; y < h; y++ {
			z.Tiles = append(z.Tiles, grid.Pos{X: x, Y: y})
		}
		f.Zones = append(f.Zones, z)
	}
	return f
}

// FuzzNeverIllegal plays AI against AI on random maps and seeds and fails
// on any command that is not among the legal ones.
func FuzzNeverIllegal(f *testing.F) {
	for i := uint64(0); i < 6; i++ {
		f.Add(i, uint8(i), uint8(10+i), uint8(6+i))
	}
	levels := []string{"easy", "normal", "hard", "random"}
	f.Fuzz(func(t *testing.T, seed uint64, lv, w, h uint8) {
		fw, fh := 8+int(w)%20, 5+int(h)%14
		fd := randomField(rules.NewDice(seed, 99), fw, fh)
		r, err := ads.New()
		if err != nil {
			t.Fatal(err)
		}
		b, err := r.NewBattle(rules.Setup{Field: fd, Seed: seed, Sides: []rules.SideSetup{{Name: "a", Squad: "line"}, {Name: "b", Squad: "raiders"}}})
		if err != nil {
			t.Skip(err)
		}
		var players []rules.Player
		for side := 0; side < 2; side++ {
			p, err := ai.New(levels[(int(lv)+side)%len(levels)], seed+uint64(side))
			if err != nil {
				t.Fatal(err)
			}
			players = append(players, p)
		}
		for n := 0; n < 400; n++ {
			if over, _ := b.Over(); over {
				return
			}
			side := b.Prompt().Side
			c, ok, err := players[side].Decide(b, side)
			if err != nil || !ok {
				t.Fatalf("side %d did not decide: %v", side, err)
			}
			if !isLegal(b, side, c) {
				t.Fatalf("command %d: %v to %v is not legal", n, c, c.To)
			}
			if _, err := b.Apply(c); err != nil {
				t.Fatalf("command %d: %v rejected: %v", n, c, err)
			}
		}
	})
}
