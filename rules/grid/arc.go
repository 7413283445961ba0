package grid

import "math"

// HigherGround returns how many levels the attacker's square on a stands
// above the target's square on b (negative when below), for ADS's higher
// ground (ads.md §8.3: any positive value counts). Off-field squares give 0.
func HigherGround(f *Field, a, b Pos) int {
	if !f.In(a) || !f.In(b) {
		return 0
	}
	return int(f.At(a).Elevation) - int(f.At(b).Elevation)
}

// InArc reports whether square p lies in the arc or cone opening from
// origin toward direction dir (a vector such as target minus origin) with
// full angle thetaDeg, out to range rng (common.md §12): the bearing of
// p's centre is within ±thetaDeg/2 of dir, boundary included, and
// Distance(origin, p) ≤ rng. The origin itself and a zero direction are
// never in an arc. For the teamturn cone use the full angle
// 2·atan(½) ≈ 53.13°, for which squares such as (2,1) lie exactly on the
// boundary and count.
func InArc(origin, dir, p Pos, thetaDeg float64, rng int) bool {
	if p == origin || dir == (Pos{}) || Distance(origin, p) > rng {
		return false
	}
	vx, vy := float64(p.X-origin.X), float64(p.Y-origin.Y)
	dx, dy := float64(dir.X), float64(dir.Y)
	dot := vx*dx + vy*dy
	norm := math.Sqrt((vx*vx + vy*vy) * (dx*dx + dy*dy))
	half := thetaDeg / 2 * math.Pi / 180
	if half >= math.Pi {
		return true
	}
	// A relative tolerance keeps squares exactly on the boundary inside
	// despite rounding in the cosine.
	return dot >= norm*math.Cos(half)-1e-9*norm
}
