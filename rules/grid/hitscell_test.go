package grid

import (
	"math/rand/v2"
	"testing"
)

// hitsCellSigns is seg.hitsCell as the signs of the four corners' cross
// products, each worked out on its own.
func hitsCellSigns(s seg, p Pos) bool {
	x0, y0, x1, y1 := 2*p.X, 2*p.Y, 2*p.X+2, 2*p.Y+2
	if max(s.x0, s.x1) < x0 || min(s.x0, s.x1) > x1 || max(s.y0, s.y1) < y0 || min(s.y0, s.y1) > y1 {
		return false
	}
	pos, neg := false, false
	for _, c := range [][2]int{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
		v := sign(cross(s.x0, s.y0, s.x1, s.y1, c[0], c[1]))
		pos = pos || v >= 0
		neg = neg || v <= 0
	}
	return pos && neg
}

// TestHitsCellMatchesCorners checks seg.hitsCell against the four corners
// tested one by one, on random segments between square centres and
// corners and random squares around them, grazing cases included.
func TestHitsCellMatchesCorners(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 62))
	for n := 0; n < 200000; n++ {
		s := seg{rng.IntN(24) - 4, rng.IntN(24) - 4, rng.IntN(24) - 4, rng.IntN(24) - 4}
		p := Pos{X: rng.IntN(12) - 2, Y: rng.IntN(12) - 2}
		if got, want := s.hitsCell(p), hitsCellSigns(s, p); got != want {
			t.Fatalf("%v and %v: %v, want %v", s, p, got, want)
		}
	}
}
