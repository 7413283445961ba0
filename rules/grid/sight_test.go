package grid

import (
	"math/rand/v2"
	"testing"
)

func TestLineOfSightTable(t *testing.T) {
	cases := []struct {
		name string
		rows []string
		full bool // make the 'h' object full height
		want bool
	}{
		{"open", []string{"A...B"}, false, true},
		{"wall", []string{"A.#.B"}, false, false},
		{"sight passes a single wall's corner, as in FOV", []string{"A#.", "...", "..B"}, false, true},
		{"a diagonal gap between two walls lets sight through, as in FOV", []string{"A#.", "#..", "..B"}, false, true},
		{"a wall on the diagonal blocks", []string{"A..", ".#.", "..B"}, false, false},
		{"a wall beside a knight's line blocks", []string{"A#..", "...B"}, false, false},
		{"diagonal clear", []string{"A..", "...", "..B"}, false, true},
		{"half cover never blocks", []string{"A..h..B"}, false, true},
		{"full cover in the middle blocks", []string{"A..h..B"}, true, false},
		{"full cover next to the target does not", []string{"A....hB"}, true, true},
		{"full cover next to the shooter does not", []string{"Ah....B"}, true, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, m := parseASCII(t, c.rows...)
			for i := range f.Covers {
				f.Covers[i].Full = c.full
			}
			if got := LineOfSight(f, m['A'], m['B'], nil); got != c.want {
				t.Errorf("A→B %v, want %v", got, c.want)
			}
			if got := LineOfSight(f, m['B'], m['A'], nil); got != c.want {
				t.Errorf("B→A %v, want %v (symmetry)", got, c.want)
			}
		})
	}
	f, m := parseASCII(t, "A..h..B")
	f.Covers[0].Full = true
	if !LineOfSight(f, m['A'], m['B'], []bool{true}) {
		t.Error("broken cover must not block")
	}
}

func TestCoverBetween(t *testing.T) {
	f, m := parseASCII(t, "A...hB...C")
	if got := CoverBetween(f, m['A'], m['B'], nil); got != 0 {
		t.Errorf("sandbags between A and B: got %d, want cover 0", got)
	}
	if got := CoverBetween(f, m['C'], m['B'], nil); got != NoCover || !Flanked(f, m['C'], m['B'], nil) {
		t.Errorf("from behind: got cover %d, want none and flanked", got)
	}
	if got := CoverBetween(f, m['A'], m['B'], []bool{true}); got != NoCover {
		t.Errorf("broken cover protects nothing, got %d", got)
	}
	// Directional object cover facing east only.
	f.Covers[0].Faces = East
	if got := CoverBetween(f, m['A'], m['B'], nil); got != NoCover {
		t.Errorf("cover facing east must not protect against the west, got %d", got)
	}
	// Edge cover on the north edge of D.
	g, gm := parseASCII(t, "..A..", ".....", "..D..", ".....", "..S..")
	g.Covers = append(g.Covers, Cover{Material: Stone, Cell: gm['D'], Edge: North})
	g.HEdges[gm['D'].Y*g.W+gm['D'].X] = 0
	if got := CoverBetween(g, gm['A'], gm['D'], nil); got != 0 {
		t.Errorf("wall on D's north edge against a northern attacker: got %d", got)
	}
	if got := CoverBetween(g, gm['S'], gm['D'], nil); got != NoCover {
		t.Errorf("from the south the wall gives nothing, got %d", got)
	}
}

// TestCoverBetweenByClass checks that a categories ruleset's picker takes
// the section that hides the most of a body, where the ADS picker takes
// the hardest material: sandbags (AP 18) at half height on D's west edge
// against a three-quarter wall of thin wood (AP 2) just west of it.
func TestCoverBetweenByClass(t *testing.T) {
	f, m := parseASCII(t, "A..hD")
	f.Covers[0].Material, f.Covers[0].Category = ThinWood, CoverThreeQuarter
	edge := addEdge(t, f, m['D'], West, Sandbag, false)
	wood := &f.Covers[0]
	if got := CoverBetween(f, m['A'], m['D'], nil); got != edge {
		t.Errorf("by armour: got %d, want the sandbag edge %d", got, edge)
	}
	if got := CoverBetweenByClass(f, m['A'], m['D'], nil); got != 0 {
		t.Errorf("by class: got %d, want the three-quarter wood 0", got)
	}
	// Of two of one class, the harder.
	wood.Category = CoverHalf
	if got := CoverBetweenByClass(f, m['A'], m['D'], nil); got != edge {
		t.Errorf("two half covers: got %d, want the sandbag edge %d", got, edge)
	}
	// Broken sections count for neither.
	broken := make([]bool, len(f.Covers))
	broken[edge] = true
	if got := CoverBetweenByClass(f, m['A'], m['D'], broken); got != 0 {
		t.Errorf("with the edge broken: got %d, want the wood 0", got)
	}
	if got := CoverBetweenByClass(f, m['D'], m['A'], nil); got != NoCover {
		t.Errorf("the attacker's cover is not the defender's: got %d", got)
	}
}

// TestLineOfSightSymmetric checks a sees b iff b sees a on random fields,
// and that off-field squares never panic.
func TestLineOfSightSymmetric(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for n := 0; n < 50; n++ {
		f := NewField("r", 12, 12)
		for i := range f.Cells {
			switch rng.IntN(8) {
			case 0:
				f.Cells[i].BlocksSight, f.Cells[i].Cost = true, 0
			case 1:
				f.Covers = append(f.Covers, Cover{Material: Stone, Full: rng.IntN(2) == 0, Cell: Pos{X: i % 12, Y: i / 12}})
				f.Cells[i].Cover = int16(len(f.Covers) - 1)
			}
		}
		for k := 0; k < 200; k++ {
			a := Pos{X: rng.IntN(14) - 1, Y: rng.IntN(14) - 1}
			b := Pos{X: rng.IntN(14) - 1, Y: rng.IntN(14) - 1}
			if LineOfSight(f, a, b, nil) != LineOfSight(f, b, a, nil) {
				t.Fatalf("asymmetric between %v and %v", a, b)
			}
			CoverBetween(f, a, b, nil)
		}
	}
}
