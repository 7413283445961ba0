package grid

import (
	"slices"
	"testing"
)

// jumpCase is one row of squares, a start S and a goal G, and what a
// search with a jump should give.
type jumpCase struct {
	name string
	// row is parseASCII's; S and G stand at height 1 on a roof unless
	// ground is set (G at height 0 when low is set).
	row         string
	ground, low bool
	jump        Jump
	budget      int
	// cost is the cheapest cost to G, or -1 when G is out of reach; path
	// the columns the path to G goes through, G last, when given.
	cost int
	path []int
}

// TestJump: the jump across gaps (Jump) in Reach, Pather and a frozen
// Reach, on roofs, water and the things that stop a jump.
func TestJump(t *testing.T) {
	run4 := Jump{Run: 4, Stand: 2}
	for _, c := range []jumpCase{
		// Two roofs of height 1 and a street three squares wide: a run-up
		// of two squares, then a jump of four.
		{"run-up over a street", "S11...G1", false, false, run4, 6, 6, []int{1, 2, 6}},
		{"three squares is too short", "S11...G1", false, false, Jump{Run: 3, Stand: 1}, 20, -1, nil},
		{"the budget counts the jump", "S11...G1", false, false, run4, 5, -1, nil},
		// From the roof's edge the run-up needs two steps back first.
		{"back for the run-up", "11S...G1", false, false, run4, 8, 8, []int{1, 0, 1, 2, 6}},
		{"no room to run", "11S...G1", false, false, run4, 7, -1, nil},
		{"a run-up is straight", "1S...G1", false, false, run4, 20, -1, nil},
		// A street one square wide: a standing jump of two.
		{"standing", "1S.G1", false, false, run4, 2, 2, []int{3}},
		{"standing jump too short", "1S..G1", false, false, run4, 20, -1, nil},
		// Deep water at ground level is a gap too; rough ground to land
		// on costs what it costs to walk onto.
		{"over deep water", "S..wwwG.", true, false, run4, 6, 6, []int{1, 2, 6}},
		{"onto rough ground", "S..wwwG.", true, false, run4, 10, 7, nil},
		{"rough ground is no gap", "S..,,,G.", true, false, run4, 10, 9, []int{1, 2, 3, 4, 5, 6}},
		// Things that stop a jump.
		{"a wall in the gap", "S11.#.G1", false, false, run4, 20, -1, nil},
		{"a higher roof in the way", "S11.2.G1", false, false, run4, 20, -1, nil},
		{"no landing on a lower square", "S11...G.", false, true, run4, 20, -1, nil},
		{"a cover object at the take-off's height", "S.hG.", true, false, run4, 20, -1, nil},
		{"no jump without Jump", "S11...G1", false, false, Jump{}, 20, -1, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			f, m := parseASCII(t, c.row)
			if !c.ground {
				f.At(m['S']).Elevation = 1
				f.At(m['G']).Elevation = 1
			}
			if c.low {
				f.At(m['G']).Elevation = 0
			}
			goal := m['G']
			if c.name == "onto rough ground" {
				f.At(goal).Terrain, f.At(goal).Cost = Rough, 2
			}
			var opt *MoveOpts
			if c.jump != (Jump{}) {
				opt = &MoveOpts{Jump: &c.jump}
			}
			var r Reach
			r.Compute(f, m['S'], c.budget, opt)
			cost, ok := r.Cost(goal)
			if (c.cost < 0) == ok || (ok && cost != c.cost) {
				t.Fatalf("cost to G %d %v, want %d", cost, ok, c.cost)
			}
			if !ok {
				return
			}
			var want []Pos
			for _, x := range c.path {
				want = append(want, Pos{X: x, Y: 0})
			}
			if got := r.Path(goal, nil); c.path != nil && !slices.Equal(got, want) {
				t.Errorf("path %v, want %v", got, want)
			}
			if got := r.Freeze().Path(goal, nil); c.path != nil && !slices.Equal(got, want) {
				t.Errorf("frozen path %v, want %v", got, want)
			}
			var a Pather
			path, pc, pok := a.Path(f, m['S'], goal, opt, nil)
			if !pok || pc != cost || (c.path != nil && !slices.Equal(path, want)) {
				t.Errorf("A*: %v %d %v, want %v %d", path, pc, pok, want, cost)
			}
		})
	}
}

// TestJumpStops: occupancy and edge cover on a jump.
func TestJumpStops(t *testing.T) {
	f, m := parseASCII(t, "S11...G1")
	f.At(m['S']).Elevation, f.At(m['G']).Elevation = 1, 1
	at := func(p Pos) int { return p.Y*f.W + p.X }
	reached := func(opt MoveOpts) bool {
		opt.Jump = &Jump{Run: 4, Stand: 2}
		var r Reach
		r.Compute(f, m['S'], 10, &opt)
		_, ok := r.Cost(m['G'])
		return ok
	}
	blocked := make([]bool, len(f.Cells))
	blocked[at(Pos{X: 4, Y: 0})] = true // a unit in the street below
	if !reached(MoveOpts{Blocked: blocked}) {
		t.Error("a unit below the jump stopped it")
	}
	blocked[at(m['G'])] = true
	if reached(MoveOpts{Blocked: blocked}) {
		t.Error("landed on an occupied square")
	}
	nostop := make([]bool, len(f.Cells))
	nostop[at(m['G'])] = true
	if reached(MoveOpts{NoStop: nostop}) {
		t.Error("landed on a square no one may stop on")
	}
	e := addEdge(t, f, Pos{X: 4, Y: 0}, East, ThinWood, false)
	if reached(MoveOpts{}) {
		t.Error("jumped across edge cover")
	}
	broken := make([]bool, len(f.Covers))
	broken[e] = true
	if !reached(MoveOpts{Broken: broken}) {
		t.Error("broken edge cover stopped the jump")
	}
	f.VEdges[0*(f.W+1)+5] = NoCover // the edge cover gone again
	if !reached(MoveOpts{StepOK: func(a, b Pos) bool { return true }}) {
		t.Error("a StepOK that allows everything stopped the jump")
	}
	if reached(MoveOpts{StepOK: func(a, b Pos) bool { return b != m['G'] }}) {
		t.Error("StepOK was not asked of the jump")
	}
	if reached(MoveOpts{Fly: true}) {
		t.Error("a flyer jumped")
	}
}

// TestJumpOnFieldWithoutGaps: where there is no gap, a search given a
// Jump finds the same squares at the same costs as one without.
func TestJumpOnFieldWithoutGaps(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		f, opt := mixedGrid(40, seed)
		from := Pos{X: 20, Y: 20}
		opt.Blocked[20*40+20] = false
		var plain, jumping Reach
		plain.Compute(f, from, 20, opt)
		jopt := *opt
		jopt.Jump = &Jump{Run: 4, Stand: 2}
		jumping.Compute(f, from, 20, &jopt)
		for y := 0; y < f.H; y++ {
			for x := 0; x < f.W; x++ {
				p := Pos{X: x, Y: y}
				c1, ok1 := plain.Cost(p)
				c2, ok2 := jumping.Cost(p)
				if c1 != c2 || ok1 != ok2 {
					t.Fatalf("seed %d %v: %d %v without jumps, %d %v with", seed, p, c1, ok1, c2, ok2)
				}
			}
		}
	}
}

// TestHasGaps: a field with a street below a roof, or deep water, has
// gaps; walls, cover objects and rough ground are none.
func TestHasGaps(t *testing.T) {
	for rows, want := range map[string]bool{
		"..#,h.": false,
		"..1...": true,
		"..w...": true,
	} {
		f, _ := parseASCII(t, rows)
		if got := HasGaps(f); got != want {
			t.Errorf("%q: HasGaps %v, want %v", rows, got, want)
		}
	}
}
