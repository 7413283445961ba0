package grid

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
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

// TestCoverBlocksEverySection checks that coverBlocks visits, in the
// index's order, the full sections that block a segment when every
// section of the index is tested against the segment's whole bounds.
func TestCoverBlocksEverySection(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 40))
	hits := 0
	for n := 0; n < 60; n++ {
		size := 4 + rng.IntN(20)
		f := randomCoverField(rng, size)
		x := NewSightIndex(f)
		for k := 0; k < 400; k++ {
			a := Pos{X: rng.IntN(size), Y: rng.IntN(size)}
			b := Pos{X: rng.IntN(size), Y: rng.IntN(size)}
			lvl := int8(rng.IntN(3))
			ax, ay := centre(a)
			bx, by := centre(b)
			s := seg{ax, ay, bx, by}
			x0, x1, y0, y1 := min(ax, bx), max(ax, bx), min(ay, by), max(ay, by)
			var want, got []int16
			for i := range x.objects {
				if x.objects[i].blocks(a, b, lvl, s, x0, x1, y0, y1) {
					want = append(want, x.objects[i].i)
				}
			}
			for i := range x.edges {
				if x.edges[i].blocks(a, b, lvl, s, x0, x1, y0, y1) {
					want = append(want, x.edges[i].i)
				}
			}
			x.coverBlocks(a, b, lvl, func(i int16) bool {
				got = append(got, i)
				return true
			})
			if !slices.Equal(got, want) {
				t.Fatalf("field %d: %v→%v at level %d blocked by %v, want %v", n, a, b, lvl, got, want)
			}
			hits += len(got)
		}
	}
	if hits == 0 {
		t.Fatal("no section blocked")
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

// TestSightCacheRowsFull checks the answers of a SightCache whose rows'
// tables of blocking sections are full, so that it keeps the sections of
// the pairs it learns in its map.
func TestSightCacheRowsFull(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 36))
	more := 0
	for n := 0; n < 40; n++ {
		size := 6 + rng.IntN(12)
		f := randomCoverField(rng, size)
		c := NewSightCache(NewSightIndex(f))
		broken := make([]bool, len(f.Covers))
		for i := range broken {
			broken[i] = rng.IntN(4) == 0
		}
		for k := 0; k < 6; k++ {
			b := Pos{X: rng.IntN(size), Y: rng.IntN(size)}
			ib := b.Y*size + b.X
			r := c.row(ib)
			lists := *r.lists.Load()
			for len(lists) < 256-int(sightListed) {
				lists = append(lists, []int16{-1, int16(len(lists))})
			}
			r.lists.Store(&lists)
			for y := -1; y <= size; y++ {
				for x := -1; x <= size; x++ {
					a := Pos{X: x, Y: y}
					want := LineOfSight(f, a, b, broken)
					if got := c.LineOfSightFunc(a, b, func(i int) bool { return broken[i] }); got != want {
						t.Fatalf("field %d: cached %v→%v = %v, want %v", n, a, b, got, want)
					}
					if got := c.LineOfSightFunc(b, a, func(i int) bool { return broken[i] }); got != want {
						t.Fatalf("field %d: cached %v→%v = %v, want %v", n, b, a, got, want)
					}
				}
			}
			more += len(c.more)
		}
	}
	if more == 0 {
		t.Fatal("no pair kept in the map")
	}
}

// TestSightCacheConcurrent checks that a SightCache answers as LineOfSight
// while goroutines learn, read and start it afresh at once (run it with
// -race: known pairs are read without the lock).
func TestSightCacheConcurrent(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 40))
	f := randomCoverField(rng, 16)
	broken := make([]bool, len(f.Covers))
	for i := range broken {
		broken[i] = rng.IntN(3) == 0
	}
	c := NewSightCache(NewSightIndex(f))
	c.limit = 8 // start afresh often
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func(seed uint64) {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(seed, 41))
			seen := make([]bool, 12)
			ps := make([]Pos, 12)
			for k := 0; k < 3000; k++ {
				a := Pos{X: rng.IntN(16), Y: rng.IntN(16)}
				b := Pos{X: rng.IntN(16), Y: rng.IntN(16)}
				if got, want := c.LineOfSightFunc(a, b, func(i int) bool { return broken[i] }), LineOfSight(f, a, b, broken); got != want {
					errs <- fmt.Sprintf("%v→%v = %v, want %v", a, b, got, want)
					return
				}
				for i := range ps {
					ps[i] = Pos{X: rng.IntN(16), Y: rng.IntN(16)}
				}
				c.LinesOfSightTo(b, ps, broken, seen)
				for i, p := range ps {
					if want := LineOfSight(f, p, b, broken); seen[i] != want {
						errs <- fmt.Sprintf("batch %v→%v = %v, want %v", p, b, seen[i], want)
						return
					}
				}
			}
		}(uint64(g))
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestLinesOfSightTo checks that a SightCache answers for many squares at
// once as LineOfSight does, whether it knows the pairs (in either order),
// learns them (more than fit its buffers at times) or starts afresh
// meanwhile, with no section broken or some.
func TestLinesOfSightTo(t *testing.T) {
	rng := rand.New(rand.NewPCG(37, 38))
	for n := 0; n < 40; n++ {
		size := 4 + rng.IntN(14)
		f := randomCoverField(rng, size)
		c := NewSightCache(NewSightIndex(f))
		if n%2 == 1 {
			c.limit = 2
		}
		for round := 0; round < 20; round++ {
			var broken []bool
			if round%3 != 0 {
				broken = make([]bool, len(f.Covers))
				for i := range broken {
					broken[i] = rng.IntN(3) == 0
				}
			}
			tp := Pos{X: rng.IntN(size+2) - 1, Y: rng.IntN(size+2) - 1}
			ps := make([]Pos, rng.IntN(6*size)) // at times more than a call learns without allocating
			for k := range ps {
				ps[k] = Pos{X: rng.IntN(size+2) - 1, Y: rng.IntN(size+2) - 1}
				if rng.IntN(4) == 0 { // some pairs known the other way
					c.LineOfSightFunc(tp, ps[k], func(int) bool { return false })
				}
			}
			// The second pass finds the pairs the first learnt in tp's row.
			for pass := 0; pass < 2; pass++ {
				seen := make([]bool, len(ps))
				c.LinesOfSightTo(tp, ps, broken, seen)
				for k, p := range ps {
					if want := LineOfSight(f, p, tp, broken); seen[k] != want {
						t.Fatalf("field %d round %d pass %d: %v→%v = %v, want %v", n, round, pass, p, tp, seen[k], want)
					}
				}
			}
		}
	}
}
