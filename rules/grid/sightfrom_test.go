package grid

import (
	"math"
	"slices"
	"testing"
)

// TestSectorOfFollowsTheAngle checks what SightFrom's filing rests on:
// over every direction of a 61×61 square of offsets, taken in order of
// angle from (1, 0), sectorOf never falls, so it wraps from 63 to 0 once,
// at (1, 0), and every multiple of a direction has the direction's sector.
func TestSectorOfFollowsTheAngle(t *testing.T) {
	var dirs [][2]int
	for dy := -30; dy <= 30; dy++ {
		for dx := -30; dx <= 30; dx++ {
			if dx != 0 || dy != 0 {
				dirs = append(dirs, [2]int{dx, dy})
			}
		}
	}
	angle := func(d [2]int) float64 {
		a := math.Atan2(float64(d[1]), float64(d[0]))
		if a < 0 {
			a += 2 * math.Pi
		}
		return a
	}
	slices.SortStableFunc(dirs, func(a, b [2]int) int {
		// Exact order for distinct directions; the arc tangent only
		// tells the half turns apart.
		ha, hb := angle(a) >= math.Pi, angle(b) >= math.Pi
		if ha != hb {
			if ha {
				return 1
			}
			return -1
		}
		return -(a[0]*b[1] - a[1]*b[0])
	})
	prev := 0
	for _, d := range dirs {
		q := sectorOf(d[0], d[1])
		if q < prev || q >= sightSectors {
			t.Fatalf("direction %v: sector %d after %d", d, q, prev)
		}
		prev = q
		for k := 2; k <= 5; k++ {
			if qk := sectorOf(k*d[0], k*d[1]); qk != q {
				t.Fatalf("direction %v: sector %d, times %d: %d", d, q, k, qk)
			}
		}
	}
	if first, last := sectorOf(1, 0), sectorOf(30, -1); first != 0 || last != sightSectors-1 {
		t.Fatalf("sectors from (1, 0): %d, to %d", first, last)
	}
}
