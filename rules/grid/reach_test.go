package grid

import "testing"

// TestDiagonalCostOracle is ads.md worked example 17: 1, 2, 3 and 4
// diagonal squares cost 1, 3, 4 and 6; Speed 3 reaches 2 diagonals or
// 1 diagonal + 2 orthogonal.
func TestDiagonalCostOracle(t *testing.T) {
	f, _ := parseASCII(t, ".....", ".....", ".....", ".....", ".....")
	var r Reach
	r.Compute(f, Pos{}, 10, nil)
	for n, want := range []int{0, 1, 3, 4, 6} {
		if got, ok := r.Cost(Pos{X: n, Y: n}); !ok || got != want {
			t.Errorf("%d diagonals: cost %d (reached %v), want %d", n, got, ok, want)
		}
	}
	r.Compute(f, Pos{}, 3, nil)
	for _, p := range []Pos{{X: 2, Y: 2}, {X: 3, Y: 1}, {X: 1, Y: 3}} {
		if c, ok := r.Cost(p); !ok || c != 3 {
			t.Errorf("%v: cost %d reached %v, want 3 with one Move", p, c, ok)
		}
	}
	if _, ok := r.Cost(Pos{X: 3, Y: 3}); ok {
		t.Error("3 diagonals cost 4 and must be out of a 3-square Move")
	}
}

// TestReachTable checks terrain, corners, occupancy and elevation on small
// ASCII maps.
func TestReachTable(t *testing.T) {
	cases := []struct {
		name   string
		rows   []string
		budget int
		want   int // cost from A to B, -1 unreachable
	}{
		{"open", []string{"A..B"}, 5, 3},
		{"rough doubles", []string{"A,,B"}, 9, 5},
		{"wall blocks", []string{"A#B"}, 9, -1},
		{"no corner cutting", []string{"A#", "#B"}, 9, -1},
		{"around a wall, no corner cutting", []string{"A#B", "..."}, 9, 4},
		{"budget", []string{"A....B"}, 4, -1},
		{"cliff needs a ladder", []string{"A1B"}, 9, -1},
		{"a ladder climbs one level only", []string{"AL2B"}, 9, -1},
		{"ladder path", []string{"AL1B"}, 9, 3},
		{"sandbag object blocks", []string{"AhB"}, 9, -1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, m := parseASCII(t, c.rows...)
			if c.name == "ladder path" {
				f.At(m['B']).Elevation = 1
			}
			var r Reach
			r.Compute(f, m['A'], c.budget, nil)
			got, ok := r.Cost(m['B'])
			if !ok {
				got = -1
			}
			if got != c.want {
				t.Errorf("cost %d, want %d", got, c.want)
			}
			if ok {
				path := r.Path(m['B'], nil)
				if len(path) == 0 || path[len(path)-1] != m['B'] {
					t.Errorf("path %v does not end at B", path)
				}
			}
		})
	}
}

func TestReachOccupancyAndBrokenCover(t *testing.T) {
	f, m := parseASCII(t, "AhB")
	var r Reach
	broken := []bool{true}
	r.Compute(f, m['A'], 9, &MoveOpts{Broken: broken})
	if c, ok := r.Cost(m['B']); !ok || c != 3 {
		t.Errorf("broken sandbags are difficult terrain: cost %d %v, want 3", c, ok)
	}
	f2, m2 := parseASCII(t, "A.B")
	blocked := make([]bool, f2.W*f2.H)
	blocked[1] = true
	r.Compute(f2, m2['A'], 9, &MoveOpts{Blocked: blocked})
	if _, ok := r.Cost(m2['B']); ok {
		t.Error("an enemy in the only lane blocks")
	}
	r.Compute(f2, m2['A'], 9, &MoveOpts{NoStop: blocked})
	if _, ok := r.Cost(m2['B']); !ok {
		t.Error("an ally can be passed")
	}
	if _, ok := r.Cost(Pos{X: 1, Y: 0}); ok {
		t.Error("an ally's square cannot be stopped on")
	}
}

func TestReachOffField(t *testing.T) {
	f, _ := parseASCII(t, "..")
	var r Reach
	r.Compute(f, Pos{X: -5, Y: 9}, 5, nil)
	if _, ok := r.Cost(Pos{}); ok {
		t.Error("nothing is reachable from off the field")
	}
	if r.Path(Pos{X: 99, Y: 0}, nil) != nil {
		t.Error("path to off-field square")
	}
}
