package grid

import (
	"math/rand/v2"
	"testing"
)

// randomField builds an n×n field from rng with about 25% walls and, when
// levels > 1, floors and walls on random elevations 0..levels-1.
func randomField(rng *rand.Rand, n, levels int) *Field {
	f := NewField("rand", n, n)
	for i := range f.Cells {
		c := &f.Cells[i]
		if rng.IntN(4) == 0 {
			c.Terrain, c.Cost, c.BlocksSight = Wall, 0, true
		}
		if levels > 1 {
			c.Elevation = int8(rng.IntN(levels))
		}
	}
	return f
}

// TestLineOfSightMatchesFOV checks that, without cover, LineOfSight from a
// floor square to another is exactly FOV's answer, elevation included.
func TestLineOfSightMatchesFOV(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for n := 0; n < 40; n++ {
		size := 5 + rng.IntN(14)
		f := randomField(rng, size, 1+n%3)
		var v FOV
		for k := 0; k < 6; k++ {
			o := Pos{X: rng.IntN(size), Y: rng.IntN(size)}
			if f.At(o).BlocksSight {
				continue
			}
			v.Compute(f, o, 2*size)
			for y := 0; y < size; y++ {
				for x := 0; x < size; x++ {
					p := Pos{X: x, Y: y}
					if f.At(p).BlocksSight {
						continue
					}
					if got, want := LineOfSight(f, o, p, nil), v.Visible(p); got != want {
						t.Fatalf("field %d: LineOfSight %v→%v = %v, FOV says %v", n, o, p, got, want)
					}
				}
			}
		}
	}
}

// TestFOVSymmetricWithElevation extends FOV's symmetry to fields with
// several levels.
func TestFOVSymmetricWithElevation(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	var va, vb FOV
	for n := 0; n < 30; n++ {
		f := randomField(rng, 14, 3)
		for k := 0; k < 60; k++ {
			a := Pos{X: rng.IntN(14), Y: rng.IntN(14)}
			b := Pos{X: rng.IntN(14), Y: rng.IntN(14)}
			if f.At(a).BlocksSight || f.At(b).BlocksSight {
				continue
			}
			va.Compute(f, a, 30)
			vb.Compute(f, b, 30)
			if va.Visible(b) != vb.Visible(a) {
				t.Fatalf("field %d: %v sees %v: %v, back: %v", n, a, b, va.Visible(b), vb.Visible(a))
			}
		}
	}
}

func TestLineOfSightElevation(t *testing.T) {
	f, m := parseASCII(t, "A.#.B")
	if LineOfSight(f, m['A'], m['B'], nil) {
		t.Fatal("a ground wall blocks two ground units")
	}
	f.At(m['A']).Elevation = 1
	if !LineOfSight(f, m['A'], m['B'], nil) || !LineOfSight(f, m['B'], m['A'], nil) {
		t.Error("a unit on level 1 sees over a level-0 wall, and is seen")
	}
	f.At(Pos{X: 2, Y: 0}).Elevation = 1
	if LineOfSight(f, m['A'], m['B'], nil) {
		t.Error("a wall on the viewer's level blocks")
	}
	g, gm := parseASCII(t, "A..H..B")
	if LineOfSight(g, gm['A'], gm['B'], nil) {
		t.Fatal("full cover in the middle blocks")
	}
	g.At(gm['B']).Elevation = 1
	if !LineOfSight(g, gm['A'], gm['B'], nil) {
		t.Error("a unit on level 1 sees over ground cover")
	}
}

func TestLineOfSightEdgeCover(t *testing.T) {
	cases := []struct {
		name string
		at   Pos
		side uint8
		full bool
		want bool
	}{
		{"full edge in the middle blocks", Pos{X: 3, Y: 0}, West, true, false},
		{"half edge never blocks", Pos{X: 3, Y: 0}, West, false, true},
		{"full edge on the target's boundary does not block", Pos{X: 6, Y: 0}, West, true, true},
		{"full edge on the shooter's boundary does not block", Pos{X: 0, Y: 0}, East, true, true},
		{"an edge along the line's side is grazed only at its end", Pos{X: 3, Y: 0}, North, true, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, m := parseASCII(t, "A.....B", ".......")
			addEdge(t, f, c.at, c.side, Stone, c.full)
			if got := LineOfSight(f, m['A'], m['B'], nil); got != c.want {
				t.Errorf("A→B %v, want %v", got, c.want)
			}
			if got := LineOfSight(f, m['B'], m['A'], nil); got != c.want {
				t.Errorf("B→A %v, want %v", got, c.want)
			}
		})
	}
	f, m := parseASCII(t, "A.....B")
	i := addEdge(t, f, Pos{X: 3, Y: 0}, West, Stone, true)
	broken := make([]bool, i+1)
	broken[i] = true
	if !LineOfSight(f, m['A'], m['B'], broken) {
		t.Error("a broken edge never blocks")
	}
	// An edge on the field's east border, reached from a diagonal line.
	g, gm := parseASCII(t, "A..", "...", "..B")
	addEdge(t, g, gm['B'], East, Stone, true)
	if !LineOfSight(g, gm['A'], gm['B'], nil) {
		t.Error("an edge on the target's far side does not block")
	}
}

func TestLineOfSightHunkered(t *testing.T) {
	f, m := parseASCII(t, "A...hB...C")
	hunk := make([]bool, f.W*f.H)
	hunk[m['B'].X] = true
	opt := &SightOpts{Hunkered: hunk}
	if LineOfSightOpts(f, m['A'], m['B'], opt) || LineOfSightOpts(f, m['B'], m['A'], opt) {
		t.Error("a hunkered unit is hidden across its cover, both ways")
	}
	if !LineOfSightOpts(f, m['C'], m['B'], opt) {
		t.Error("from behind the hunkered unit is seen")
	}
	opt.Broken = []bool{true}
	if !LineOfSightOpts(f, m['A'], m['B'], opt) {
		t.Error("broken cover hides nobody")
	}
}

// TestLineOfSightSymmetricAll checks symmetry on random fields with walls,
// objects, edges, elevation, broken and hunkered marks, and that
// off-field ends never panic and see nothing.
func TestLineOfSightSymmetricAll(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for n := 0; n < 40; n++ {
		f := randomCoverField(rng, 10)
		opt := &SightOpts{Broken: make([]bool, len(f.Covers)), Hunkered: make([]bool, f.W*f.H)}
		for i := range opt.Broken {
			opt.Broken[i] = rng.IntN(5) == 0
		}
		for i := range opt.Hunkered {
			opt.Hunkered[i] = rng.IntN(4) == 0
		}
		for k := 0; k < 300; k++ {
			a := Pos{X: rng.IntN(12) - 1, Y: rng.IntN(12) - 1}
			b := Pos{X: rng.IntN(12) - 1, Y: rng.IntN(12) - 1}
			ab, ba := LineOfSightOpts(f, a, b, opt), LineOfSightOpts(f, b, a, opt)
			if ab != ba {
				t.Fatalf("field %d: asymmetric between %v and %v", n, a, b)
			}
			if ab && (!f.In(a) || !f.In(b)) {
				t.Fatalf("off-field %v, %v seen", a, b)
			}
			CoverBetween(f, a, b, opt.Broken)
			Flanked(f, a, b, opt.Broken)
		}
	}
}

// randomCoverField adds object and edge cover and levels to a random field.
func randomCoverField(rng *rand.Rand, n int) *Field {
	f := randomField(rng, n, 2)
	for i := range f.Cells {
		p := Pos{X: i % n, Y: i / n}
		if rng.IntN(8) == 0 && !f.Cells[i].BlocksSight {
			f.Covers = append(f.Covers, Cover{Material: Material(rng.IntN(6)), Full: rng.IntN(2) == 0, Cell: p, Faces: uint8(rng.IntN(16))})
			f.Cells[i].Cover, f.Cells[i].Cost = int16(len(f.Covers)-1), 0
		}
	}
	for k := 0; k < n; k++ {
		p := Pos{X: rng.IntN(n), Y: rng.IntN(n)}
		cv := Cover{Material: Material(rng.IntN(6)), Full: rng.IntN(2) == 0, Cell: p, Edge: North}
		if rng.IntN(2) == 0 {
			cv.Edge = West
		}
		i := int16(len(f.Covers))
		if cv.Edge == North && f.HEdges[p.Y*n+p.X] < 0 {
			f.Covers = append(f.Covers, cv)
			f.HEdges[p.Y*n+p.X] = i
		} else if cv.Edge == West && f.VEdges[p.Y*(n+1)+p.X] < 0 {
			f.Covers = append(f.Covers, cv)
			f.VEdges[p.Y*(n+1)+p.X] = i
		}
	}
	return f
}

// FuzzLineOfSight builds a small field from the fuzz input and checks that
// line of sight, cover and the movement searches never panic, that sight
// is symmetric, and that without cover it agrees with FOV.
func FuzzLineOfSight(f *testing.F) {
	f.Add(uint64(1), 8, 0, 0, 7, 7)
	f.Add(uint64(7), 3, -1, 2, 2, 9)
	f.Add(uint64(99), 16, 3, 15, 12, 0)
	f.Fuzz(func(t *testing.T, seed uint64, size, ax, ay, bx, by int) {
		size = 1 + abs(size%20)
		rng := rand.New(rand.NewPCG(seed, 1))
		fl := randomCoverField(rng, size)
		a, b := Pos{X: ax, Y: ay}, Pos{X: bx, Y: by}
		if LineOfSight(fl, a, b, nil) != LineOfSight(fl, b, a, nil) {
			t.Fatalf("asymmetric between %v and %v", a, b)
		}
		CoverBetween(fl, a, b, nil)
		var r Reach
		r.Compute(fl, a, size, nil)
		r.Cost(b)
		r.Path(b, nil)
		var pa Pather
		pa.Path(fl, a, b, &MoveOpts{Fly: seed%2 == 0}, nil)
		bare := randomField(rand.New(rand.NewPCG(seed, 2)), size, 1+int(seed%3))
		if !bare.In(a) || !bare.In(b) || bare.At(a).BlocksSight || bare.At(b).BlocksSight {
			return
		}
		var v FOV
		v.Compute(bare, a, 2*size)
		if v.Visible(b) != LineOfSight(bare, a, b, nil) {
			t.Fatalf("FOV and LineOfSight disagree between %v and %v", a, b)
		}
	})
}
