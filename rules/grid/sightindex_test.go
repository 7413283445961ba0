package grid

import (
	"math/rand/v2"
	"testing"
)

// TestSightIndexMatchesLineOfSight checks that the indexed line of sight,
// from any two squares, from an FOV's origin, by SightFrom's sectors and
// with the broken cover given by a function, answers as LineOfSightOpts on
// random fields with walls, cover, levels, broken and hunkered marks.
func TestSightIndexMatchesLineOfSight(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	for n := 0; n < 60; n++ {
		size := 4 + rng.IntN(14)
		f := randomCoverField(rng, size)
		x := NewSightIndex(f)
		opt := &SightOpts{Broken: make([]bool, len(f.Covers))}
		for i := range opt.Broken {
			opt.Broken[i] = rng.IntN(5) == 0
		}
		if n%2 == 0 {
			opt.Hunkered = make([]bool, f.W*f.H)
			for i := range opt.Hunkered {
				opt.Hunkered[i] = rng.IntN(4) == 0
			}
		}
		var v FOV
		var from SightFrom
		for a := range f.Cells {
			pa := Pos{X: a % size, Y: a / size}
			v.Compute(f, pa, rng.IntN(2*size))
			from.Prepare(x, &v)
			for b := range f.Cells {
				pb := Pos{X: b % size, Y: b / size}
				want := LineOfSightOpts(f, pa, pb, opt)
				if got := x.LineOfSightOpts(pa, pb, opt); got != want {
					t.Fatalf("field %d: indexed %v→%v = %v, want %v", n, pa, pb, got, want)
				}
				want = LineOfSight(f, pa, pb, opt.Broken)
				if got := x.LineOfSightFunc(pa, pb, func(i int) bool { return opt.Broken[i] }); got != want {
					t.Fatalf("field %d: with a func %v→%v = %v, want %v", n, pa, pb, got, want)
				}
				if got := x.FOVLineOfSight(&v, pb, opt.Broken); got != want {
					t.Fatalf("field %d: from FOV %v→%v = %v, want %v", n, pa, pb, got, want)
				}
				if got := from.LineOfSight(pb, opt.Broken); got != want {
					t.Fatalf("field %d: by sectors %v→%v = %v, want %v", n, pa, pb, got, want)
				}
			}
		}
		for k := 0; k < 50; k++ {
			a := Pos{X: rng.IntN(size+2) - 1, Y: rng.IntN(size+2) - 1}
			b := Pos{X: rng.IntN(size+2) - 1, Y: rng.IntN(size+2) - 1}
			if got, want := x.LineOfSightOpts(a, b, opt), LineOfSightOpts(f, a, b, opt); got != want {
				t.Fatalf("field %d: indexed %v→%v = %v, want %v", n, a, b, got, want)
			}
		}
	}
}

// TestSightCacheMatchesLineOfSight checks that a SightCache answers as
// LineOfSight when it first meets a pair and when it remembers it, with
// the broken cover changing between the questions; the first field is
// large enough for the cache to start afresh.
func TestSightCacheMatchesLineOfSight(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 34))
	for n := 0; n < 40; n++ {
		size := 4 + rng.IntN(14)
		if n == 0 {
			size = 40
		}
		f := randomCoverField(rng, size)
		c := NewSightCache(NewSightIndex(f))
		for round := 0; round < 3; round++ {
			broken := make([]bool, len(f.Covers))
			for i := range broken {
				broken[i] = rng.IntN(3) == 0
			}
			for k := 0; k < 1000; k++ {
				a := Pos{X: rng.IntN(size+2) - 1, Y: rng.IntN(size+2) - 1}
				b := Pos{X: rng.IntN(size+2) - 1, Y: rng.IntN(size+2) - 1}
				want := LineOfSight(f, a, b, broken)
				if got := c.LineOfSightFunc(a, b, func(i int) bool { return broken[i] }); got != want {
					t.Fatalf("field %d round %d: cached %v→%v = %v, want %v", n, round, a, b, got, want)
				}
			}
		}
	}
}

// TestSightCacheBlockersAfresh checks the answer for a pair read as
// blocked by sections just before the cache starts afresh, on another
// goroutine, and forgets their list: the pair is learnt again.
func TestSightCacheBlockersAfresh(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 36))
	checked := 0
	for n := 0; n < 40 && checked < 20; n++ {
		size := 6 + rng.IntN(12)
		f := randomCoverField(rng, size)
		c := NewSightCache(NewSightIndex(f))
		none := func(int) bool { return false }
		for k := 0; k < 400; k++ {
			a := Pos{X: rng.IntN(size), Y: rng.IntN(size)}
			b := Pos{X: rng.IntN(size), Y: rng.IntN(size)}
			ia, ib := a.Y*size+a.X, b.Y*size+b.X
			if st, _ := c.learn(a, b); st != sightBlockers || ia == ib {
				continue
			}
			c.LineOfSightFunc(a, b, none)
			clear(c.rows)
			c.n, c.blockers = 0, nil
			if got, want := c.blocked(a, b, ia, ib, sightBlockers, none), LineOfSight(f, a, b, nil); got != want {
				t.Fatalf("field %d: %v→%v after starting afresh = %v, want %v", n, a, b, got, want)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no pair blocked by sections")
	}
}
