package grid

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/anaseto/gruid"
	"github.com/anaseto/gruid/rl"
)

func TestFOVBasics(t *testing.T) {
	f, m := parseASCII(t,
		".......",
		"...#...",
		"...A...",
		".......",
		"B......")
	var v FOV
	v.Compute(f, m['A'], 10)
	if !v.Visible(m['A']) || !v.Visible(m['B']) {
		t.Error("origin and open squares are visible")
	}
	if v.Visible(Pos{X: 3, Y: 0}) {
		t.Error("the square straight behind a wall is in shadow")
	}
	if !v.Visible(Pos{X: 3, Y: 1}) {
		t.Error("the wall itself is seen")
	}
	v.Compute(f, m['A'], 1)
	if v.Visible(m['B']) {
		t.Error("radius limits the view")
	}
	v.Compute(f, Pos{X: -1, Y: 3}, 5)
	if v.Visible(Pos{}) {
		t.Error("nothing is visible from off the field")
	}
}

// TestFOVSymmetric checks that a floor square sees another iff the other
// sees it, on random fields.
func TestFOVSymmetric(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var va, vb FOV
	for n := 0; n < 30; n++ {
		f := benchGridSeed(16, uint64(n))
		for k := 0; k < 100; k++ {
			a := Pos{X: rng.IntN(16), Y: rng.IntN(16)}
			b := Pos{X: rng.IntN(16), Y: rng.IntN(16)}
			if f.At(a).BlocksSight || f.At(b).BlocksSight {
				continue
			}
			va.Compute(f, a, 20)
			vb.Compute(f, b, 20)
			if va.Visible(b) != vb.Visible(a) {
				t.Fatalf("field %d: %v sees %v: %v, but back: %v", n, a, b, va.Visible(b), vb.Visible(a))
			}
		}
	}
}

// TestFOVMatchesGruid compares the floor squares seen with gruid's
// symmetric shadowcasting on the benchmark grid.
func TestFOVMatchesGruid(t *testing.T) {
	f := benchGrid(100)
	o := Pos{X: 50, Y: 50}
	var v FOV
	v.Compute(f, o, 20)
	g := rl.NewFOV(gruid.NewRange(0, 0, 100, 100))
	pass := func(p gruid.Point) bool { return !f.At(Pos{X: p.X, Y: p.Y}).BlocksSight }
	g.SSCVisionMap(gruid.Point{X: o.X, Y: o.Y}, 20, pass, true)
	diff := 0
	for y := 0; y < 100; y++ {
		for x := 0; x < 100; x++ {
			p := Pos{X: x, Y: y}
			if f.At(p).BlocksSight {
				continue
			}
			if v.Visible(p) != g.Visible(gruid.Point{X: x, Y: y}) {
				diff++
			}
		}
	}
	if diff != 0 {
		t.Errorf("%d floor squares differ from gruid's symmetric shadowcasting", diff)
	}
}

// TestFOVStartMatchesCompute checks that an FOV begun by Start, which
// casts a quadrant when first asked about a square in it, answers every
// square as Compute does in a new FOV, on fields with several levels,
// asked square by square in random order, reused from one origin to the
// next (more than 255 times, so that its stamps are cleared on the way),
// with origins on and off the field and radii short and long; and so does
// a new FOV that adopted the levels of the reused one, whose last field
// is this one or the one before.
func TestFOVStartMatchesCompute(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	var lazy FOV
	for n := 0; n < 40; n++ {
		size := 3 + rng.IntN(14)
		f := randomField(rng, size, 1+n%3)
		for k := 0; k < 8; k++ {
			o := Pos{X: rng.IntN(size+2) - 1, Y: rng.IntN(size+2) - 1}
			radius := rng.IntN(2 * size)
			var all, adopted FOV
			all.Compute(f, o, radius)
			adopted.AdoptLevels(&lazy)
			adopted.Start(f, o, radius)
			lazy.Start(f, o, radius)
			order := rng.Perm(size * size)
			for _, i := range order[:rng.IntN(len(order))+1] {
				p := Pos{X: i % size, Y: i / size}
				want := all.Visible(p)
				if got := lazy.Visible(p); got != want {
					t.Fatalf("field %d, origin %v, radius %d: Start says %v visible %v, Compute %v", n, o, radius, p, got, want)
				}
				if got := adopted.Visible(p); got != want {
					t.Fatalf("field %d, origin %v, radius %d: Start with adopted levels says %v visible %v, Compute %v", n, o, radius, p, got, want)
				}
			}
		}
	}
}

func benchGridSeed(n int, seed uint64) *Field {
	f := NewField("r", n, n)
	rng := rand.New(rand.NewPCG(seed, 9))
	for i := range f.Cells {
		if rng.IntN(4) == 0 {
			f.Cells[i].Cost, f.Cells[i].BlocksSight = 0, true
		}
	}
	return f
}

// BenchmarkFOV compares radius-20 symmetric shadowcasting from the centre
// with gruid's SSCVisionMap on the same grids.
func BenchmarkFOV(b *testing.B) {
	for _, n := range []int{100, 256} {
		f := benchGrid(n)
		o := Pos{X: n / 2, Y: n / 2}
		b.Run(fmt.Sprintf("%d/sightline", n), func(b *testing.B) {
			var v FOV
			v.Compute(f, o, 20)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				v.Compute(f, o, 20)
			}
		})
		b.Run(fmt.Sprintf("%d/gruid", n), func(b *testing.B) {
			g := rl.NewFOV(gruid.NewRange(0, 0, n, n))
			pass := func(p gruid.Point) bool { return !f.At(Pos{X: p.X, Y: p.Y}).BlocksSight }
			src := gruid.Point{X: o.X, Y: o.Y}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				g.SSCVisionMap(src, 20, pass, true)
			}
		})
	}
}
