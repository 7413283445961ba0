package dice

import (
	"math"
	"slices"
	"testing"
)

// dense returns d as a dense slice from 0; d must not go below 0.
func dense(d Dist) []float64 {
	out := make([]float64, d.Max()+1)
	d.Each(func(v int, p float64) { out[v] = p })
	return out
}

// TestOutcomesMergeInFirstSeenOrder checks that Outcomes lists each value
// once, in the order first added, with the probabilities added, for
// values below and beyond its index.
func TestOutcomesMergeInFirstSeenOrder(t *testing.T) {
	o := NewOutcomes(2)
	for _, x := range []Outcome{{5, 0.1}, {0, 0.2}, {100, 0.05}, {5, 0.3}, {70, 0.1}, {100, 0.05}, {0, 0.2}} {
		o.Add(x.V, x.P)
	}
	want := []Outcome{{5, 0.1 + 0.3}, {0, 0.2 + 0.2}, {100, 0.05 + 0.05}, {70, 0.1}}
	if got := o.List(); !slices.Equal(got, want) {
		t.Fatalf("List = %v, want %v", got, want)
	}
}

// TestAppendKeyTellsContentsApart checks that equal outcomes make equal
// keys and that a value, a probability or a length apart makes another.
func TestAppendKeyTellsContentsApart(t *testing.T) {
	base := []Outcome{{0, 0.25}, {3, 0.75}}
	key := string(AppendKey(nil, base))
	if again := string(AppendKey(nil, slices.Clone(base))); again != key {
		t.Error("equal outcomes made different keys")
	}
	for _, o := range [][]Outcome{{{0, 0.25}, {4, 0.75}}, {{0, 0.25}, {3, math.Nextafter(0.75, 1)}}, {{0, 0.25}}} {
		if string(AppendKey(nil, o)) == key {
			t.Errorf("%v has the key of %v", o, base)
		}
	}
}

// TestAddFlatAndDifferenceAsDist checks AddFlat against Dist's Shift and
// Clamp, and Difference against Dist's Compare, on a few pools.
func TestAddFlatAndDifferenceAsDist(t *testing.T) {
	for _, n := range []int{0, 1, 3} {
		succ := Pool{N: n, Sides: 10, Success: 7, Explode: 10}.Dist()
		for _, flat := range []int{-3, 0, 2} {
			got := AddFlat(dense(succ), flat)
			want := dense(succ.Shift(flat).Clamp(0, math.MaxInt))
			for v := range max(len(got), len(want)) {
				var g, w float64
				if v < len(got) {
					g = got[v]
				}
				if v < len(want) {
					w = want[v]
				}
				if math.Abs(g-w) > 1e-12 {
					t.Fatalf("AddFlat(%d dice, %d)[%d] = %v, want %v", n, flat, v, g, w)
				}
			}
		}
	}
	att, def := Uniform(0, 5), Uniform(1, 3).Add(Uniform(0, 2))
	margin, off := Difference(dense(att), dense(def))
	less, equal, greater := att.Compare(def)
	var gotLess, gotEqual, gotGreater float64
	for i, p := range margin {
		switch m := i - off; {
		case m < 0:
			gotLess += p
		case m == 0:
			gotEqual += p
		default:
			gotGreater += p
		}
	}
	for _, c := range [][2]float64{{gotLess, less}, {gotEqual, equal}, {gotGreater, greater}} {
		if math.Abs(c[0]-c[1]) > 1e-12 {
			t.Fatalf("Difference: less, equal, greater %v %v %v, want %v %v %v", gotLess, gotEqual, gotGreater, less, equal, greater)
		}
	}
}

// TestConvolveSparseAsAdd checks ConvolveSparse against Dist.Add with no
// floor, and that a floor drops the entries below it, makes them 0 in
// the input and records the range of floors that would drop the same.
func TestConvolveSparseAsAdd(t *testing.T) {
	total := Uniform(0, 3)
	hit := FromMap(map[int]float64{0: 0.5, 2: 0.3, 5: 0.2})
	falling := []Outcome{{5, 0.2}, {2, 0.3}, {0, 0.5}}
	got, r := ConvolveSparse(nil, dense(total), falling, 0, NewFloorRange())
	if want := dense(total.Add(hit)); len(got) != len(want) {
		t.Fatalf("ConvolveSparse = %v, want %v", got, want)
	} else {
		for v := range want {
			if math.Abs(got[v]-want[v]) > 1e-12 {
				t.Fatalf("ConvolveSparse[%d] = %v, want %v", v, got[v], want[v])
			}
		}
	}
	if !r.Serves(0) || !r.Serves(0.25) || r.Serves(0.3) {
		t.Errorf("with nothing dropped the range %+v serves the wrong floors", r)
	}
	in := []float64{0.5, 0.01, 0.49}
	got, r = ConvolveSparse(got, in, []Outcome{{1, 1}}, 0.1, NewFloorRange())
	if !slices.Equal(got, []float64{0, 0.5, 0, 0.49}) || in[1] != 0 {
		t.Errorf("floor 0.1: %v from %v, want [0 0.5 0 0.49] with the dropped entry made 0", got, in)
	}
	if r.Dropped != 0.01 || r.Kept != 0.49 || !r.Serves(0.2) || r.Serves(0.01) || r.Serves(0.5) {
		t.Errorf("floor range %+v, want dropped 0.01 and kept 0.49", r)
	}
}

// TestFloorRangeAdmits checks Admits against its floor and the widening
// of the range.
func TestFloorRangeAdmits(t *testing.T) {
	r := NewFloorRange()
	if !r.Admits(0.5, 0.1) || r.Admits(0.05, 0.1) || !r.Admits(0.2, 0.1) {
		t.Fatal("Admits kept or dropped the wrong outcomes")
	}
	if r != (FloorRange{Dropped: 0.05, Kept: 0.2}) {
		t.Errorf("range %+v, want dropped 0.05 and kept 0.2", r)
	}
}

// TestShortfall checks Fail against the sums of the totals below each
// difficulty.
func TestShortfall(t *testing.T) {
	dist := []float64{0.1, 0.2, 0.3, 0.4}
	s := NewShortfall(dist)
	for d := -1; d <= 6; d++ {
		want := 0.0
		for v := 0; v < d && v < len(dist); v++ {
			want += dist[v]
		}
		if got := s.Fail(d); got != want {
			t.Errorf("Fail(%d) = %v, want %v", d, got, want)
		}
	}
	if (Shortfall{}).Fail(3) != 0 {
		t.Error("the zero Shortfall fails a test")
	}
}
