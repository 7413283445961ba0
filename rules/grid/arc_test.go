package grid

import (
	"math"
	"testing"
)

func TestInArc(t *testing.T) {
	o := Pos{X: 10, Y: 10}
	east := Pos{X: 1}
	cone := 2 * math.Atan(0.5) * 180 / math.Pi
	cases := []struct {
		name  string
		dir   Pos
		p     Pos
		theta float64
		rng   int
		want  bool
	}{
		{"straight ahead", east, Pos{X: 15, Y: 10}, 45, 10, true},
		{"behind", east, Pos{X: 5, Y: 10}, 45, 10, false},
		{"out of range", east, Pos{X: 21, Y: 10}, 45, 10, false},
		{"at range", east, Pos{X: 20, Y: 10}, 45, 10, true},
		{"inside 45° (bearing 11.3°)", east, Pos{X: 15, Y: 11}, 45, 10, true},
		{"outside 45° (bearing 26.6°)", east, Pos{X: 14, Y: 12}, 45, 10, false},
		{"teamturn cone edge counts", east, Pos{X: 12, Y: 11}, cone, 10, true},
		{"just outside the teamturn cone", east, Pos{X: 12, Y: 12}, cone, 10, false},
		{"180° includes the side", east, Pos{X: 10, Y: 15}, 180, 10, true},
		{"180° excludes the rear", east, Pos{X: 9, Y: 15}, 180, 10, false},
		{"diagonal direction", Pos{X: 1, Y: 1}, Pos{X: 13, Y: 13}, 30, 10, true},
		{"the origin is not in its arc", east, o, 360, 10, false},
		{"a zero direction has no arc", Pos{}, Pos{X: 11, Y: 10}, 90, 10, false},
		{"360° is everything in range", east, Pos{X: 7, Y: 7}, 360, 10, true},
	}
	for _, c := range cases {
		if got := InArc(o, c.dir, c.p, c.theta, c.rng); got != c.want {
			t.Errorf("%s: InArc(%v, %v, %v, %.2f, %d) = %v, want %v", c.name, o, c.dir, c.p, c.theta, c.rng, got, c.want)
		}
	}
}

func TestHigherGround(t *testing.T) {
	f, m := parseASCII(t, "A.2B")
	f.At(m['B']).Elevation = 1
	if got := HigherGround(f, m['A'], m['B']); got != -1 {
		t.Errorf("A below B: %d, want -1", got)
	}
	if got := HigherGround(f, Pos{X: 2}, m['A']); got != 2 {
		t.Errorf("level 2 over level 0: %d, want 2", got)
	}
	if got := HigherGround(f, Pos{X: -1}, m['A']); got != 0 {
		t.Errorf("off the field: %d, want 0", got)
	}
}
