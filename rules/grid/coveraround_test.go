package grid

import (
	"math/rand/v2"
	"testing"
)

// coverBetweenScan is CoverBetween without coverAround's shortcut: every
// edge and neighbour tested.
func coverBetweenScan(f *Field, att, def Pos, broken []bool) int16 {
	if !f.In(att) || !f.In(def) || att == def {
		return NoCover
	}
	ax, ay := centre(att)
	dx, dy := centre(def)
	s := seg{ax, ay, dx, dy}
	best, bestAP := NoCover, -1
	for k := 0; k < 4; k++ {
		i := defEdge(f, def, k)
		if i < 0 || isBroken(broken, int(i)) {
			continue
		}
		if cv := f.Covers[i]; !edgeNextTo(cv, att) && s.touches(edgeSeg(cv)) && cv.AP() > bestAP {
			best, bestAP = i, cv.AP()
		}
	}
	for _, d := range steps {
		p := def.Add(d)
		if !f.In(p) || p == att {
			continue
		}
		i := f.At(p).Cover
		if i < 0 || isBroken(broken, int(i)) || !s.hitsCell(p) || !faces(f.Covers[i], p, att) {
			continue
		}
		if ap := f.Covers[i].AP(); ap > bestAP {
			best, bestAP = i, ap
		}
	}
	return best
}

// TestCoverAroundChangesNothing checks CoverBetween and NextToCover, which
// skip the squares coverAround clears, against the full scan on random
// fields, sparse and dense in cover, with and without broken sections.
func TestCoverAroundChangesNothing(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 52))
	for n := 0; n < 30; n++ {
		size := 3 + rng.IntN(12)
		f := randomCoverField(rng, size)
		if n%2 == 0 { // sparse: keep a few sections only
			for i := range f.Cells {
				if f.Cells[i].Cover >= 0 && rng.IntN(4) != 0 {
					f.Cells[i].Cover = NoCover
				}
			}
			for i := range f.HEdges {
				if f.HEdges[i] >= 0 && rng.IntN(3) != 0 {
					f.HEdges[i] = NoCover
				}
			}
			for i := range f.VEdges {
				if f.VEdges[i] >= 0 && rng.IntN(3) != 0 {
					f.VEdges[i] = NoCover
				}
			}
		}
		var broken []bool
		if n%3 == 0 {
			broken = make([]bool, len(f.Covers))
			for i := range broken {
				broken[i] = rng.IntN(3) == 0
			}
		}
		for dy := -1; dy <= size; dy++ {
			for dx := -1; dx <= size; dx++ {
				def := Pos{X: dx, Y: dy}
				scan := false
				if f.In(def) {
					for _, d := range steps {
						q := def.Add(d)
						if f.In(q) && f.At(q).Cover >= 0 && !isBroken(broken, int(f.At(q).Cover)) {
							scan = true
						}
					}
					for k := 0; k < 4; k++ {
						if i := defEdge(f, def, k); i >= 0 && !isBroken(broken, int(i)) {
							scan = true
						}
					}
				}
				if got := NextToCover(f, def, broken); got != scan {
					t.Fatalf("field %d: NextToCover(%v) = %v, want %v", n, def, got, scan)
				}
				for ay := -1; ay <= size; ay++ {
					for ax := -1; ax <= size; ax++ {
						att := Pos{X: ax, Y: ay}
						if got, want := CoverBetween(f, att, def, broken), coverBetweenScan(f, att, def, broken); got != want {
							t.Fatalf("field %d: CoverBetween(%v, %v) = %d, want %d", n, att, def, got, want)
						}
					}
				}
			}
		}
	}
}
