package grid

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestOneTurnTable checks one-turn routes on small ASCII maps: straight
// lines, a 45 and a 90 degree turn, the detours that need two turns,
// terrain, corners and occupancy.
func TestOneTurnTable(t *testing.T) {
	cases := []struct {
		name   string
		rows   []string
		budget int
		want   int // cost from A to B, -1 unreachable
	}{
		{"straight", []string{"A....B"}, 5, 5},
		{"budget", []string{"A....B"}, 4, -1},
		{"rough doubles", []string{"A,,B"}, 9, 5},
		{"diagonal then straight (45)", []string{"A....", ".....", "....B"}, 9, 5},
		{"one 90 degree turn", []string{"A..", "##.", "##B"}, 9, 4},
		{"around a wall needs two turns", []string{"A#B", ".#.", "..."}, 20, -1},
		{"a U needs two turns", []string{"A...", "###.", "B..."}, 20, -1},
		{"a zigzag needs two turns", []string{"A.##", "#..#", "##.B"}, 20, -1},
		{"no corner cutting", []string{"A#", "#B"}, 9, -1},
		{"diagonals alternate over the turn", []string{"A....", ".....", "..B.."}, 9, 3},
		{"wall blocks", []string{"A#B"}, 9, -1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, m := parseASCII(t, c.rows...)
			var r OneTurnReach
			r.Compute(f, m['A'], c.budget, nil)
			got, ok := r.Cost(m['B'])
			if !ok {
				got = -1
			}
			if got != c.want {
				t.Fatalf("cost %d, want %d", got, c.want)
			}
			if ok {
				path := r.Path(m['B'], nil)
				if len(path) == 0 || path[len(path)-1] != m['B'] {
					t.Fatalf("path %v does not end at B", path)
				}
				checkOneTurnPath(t, f, m['A'], path, got)
			}
		})
	}
}

// checkOneTurnPath checks that path is a walk of adjacent steps from from,
// with at most one change of direction, of at most 90 degrees, whose 1-2-1
// cost is want.
func checkOneTurnPath(t *testing.T, f *Field, from Pos, path []Pos, want int) {
	t.Helper()
	prev, turns, dir, cost, diag := from, 0, Pos{}, 0, 0
	for i, p := range path {
		d := Pos{X: p.X - prev.X, Y: p.Y - prev.Y}
		if chebyshev(prev, p) != 1 || !f.Walkable(p) {
			t.Fatalf("bad step %v→%v in %v", prev, p, path)
		}
		if i > 0 && d != dir {
			turns++
			if dot := d.X*dir.X + d.Y*dir.Y; dot < 0 || turns > 1 {
				t.Fatalf("turn %v→%v not allowed (turn %d) in %v", dir, d, turns, path)
			}
		}
		unit := 1
		if d.X != 0 && d.Y != 0 {
			unit += diag % 2
			diag++
		}
		cost += unit * int(f.At(p).Cost)
		dir, prev = d, p
	}
	if cost != want {
		t.Fatalf("path %v costs %d, Cost says %d", path, cost, want)
	}
}

// TestOneTurnOpenFieldMatchesReach checks that on an open field every
// square is reached as cheaply with one turn as without limit (a diagonal
// run then a straight one is always a cheapest path), and the search stops
// at the field's edge.
func TestOneTurnOpenFieldMatchesReach(t *testing.T) {
	f := NewField("open", 21, 21)
	from := Pos{X: 7, Y: 10}
	var r Reach
	var o OneTurnReach
	r.Compute(f, from, 18, nil)
	o.Compute(f, from, 18, nil)
	for y := 0; y < f.H; y++ {
		for x := 0; x < f.W; x++ {
			p := Pos{X: x, Y: y}
			want, okR := r.Cost(p)
			got, okO := o.Cost(p)
			if okR != okO || want != got {
				t.Fatalf("%v: one turn %d %v, reach %d %v", p, got, okO, want, okR)
			}
		}
	}
}

// TestOneTurnRandomFields checks on random fields that a one-turn route
// never beats the free search, that every route is walkable with at most
// one turn of at most 90 degrees at the cost reported, and that occupied
// squares are neither entered nor passed and NoStop squares not ended on.
func TestOneTurnRandomFields(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	var r Reach
	var o OneTurnReach
	for k := 0; k < 40; k++ {
		f := NewField(fmt.Sprint("rand", k), 16, 12)
		for i := range f.Cells {
			switch rng.IntN(8) {
			case 0:
				f.Cells[i].Cost, f.Cells[i].Terrain = 0, Wall
			case 1:
				f.Cells[i].Cost, f.Cells[i].Terrain = 2, Rough
			}
		}
		from := Pos{X: rng.IntN(16), Y: rng.IntN(12)}
		f.At(from).Cost = 1
		blocked := make([]bool, len(f.Cells))
		nostop := make([]bool, len(f.Cells))
		for i := 0; i < 6; i++ {
			blocked[rng.IntN(len(blocked))] = true
			nostop[rng.IntN(len(nostop))] = true
		}
		blocked[from.Y*f.W+from.X], nostop[from.Y*f.W+from.X] = false, false
		opt := &MoveOpts{Blocked: blocked, NoStop: nostop}
		r.Compute(f, from, 18, &MoveOpts{Blocked: blocked})
		o.Compute(f, from, 18, opt)
		for i := range f.Cells {
			p := Pos{X: i % f.W, Y: i / f.W}
			got, ok := o.Cost(p)
			if !ok {
				continue
			}
			if nostop[i] || blocked[i] {
				t.Fatalf("field %d: %v can be ended on but is closed", k, p)
			}
			if want, okR := r.Cost(p); !okR || got < want {
				t.Fatalf("field %d: %v costs %d with one turn, %d (%v) without limit", k, p, got, want, okR)
			}
			if p == from {
				continue
			}
			path := o.Path(p, nil)
			for _, q := range path {
				if blocked[q.Y*f.W+q.X] {
					t.Fatalf("field %d: route to %v passes occupied %v", k, p, q)
				}
			}
			checkOneTurnPath(t, f, from, path, got)
		}
	}
}

func TestOneTurnOffField(t *testing.T) {
	f, _ := parseASCII(t, "..")
	var o OneTurnReach
	o.Compute(f, Pos{X: -1, Y: 0}, 5, nil)
	if _, ok := o.Cost(Pos{}); ok {
		t.Error("nothing is reachable from off the field")
	}
	if o.Path(Pos{X: 9, Y: 0}, nil) != nil {
		t.Error("path to an off-field square")
	}
	o.Compute(f, Pos{}, 5, nil)
	if c, ok := o.Cost(Pos{X: 1}); !ok || c != 1 {
		t.Errorf("one step: %d %v", c, ok)
	}
}

// BenchmarkOneTurnReach measures a Sprint's search (budget 18, Speed 3)
// from the benchmark grid's centre; compare BenchmarkReachable.
func BenchmarkOneTurnReach(b *testing.B) {
	for _, n := range []int{100, 256} {
		f := benchGrid(n)
		from := Pos{X: n / 2, Y: n / 2}
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			var o OneTurnReach
			o.Compute(f, from, 18, nil)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				o.Compute(f, from, 18, nil)
			}
		})
	}
}
