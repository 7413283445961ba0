package ai

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/grid"
)

// CheckBound checks, for the unit b waits on of side, as a normal player
// sees it, that positions.bound is no smaller than positions.score on
// every walkable square, for either readiness; it returns how many squares
// it checked (none when bound does not apply).
func CheckBound(b rules.Battle, side int) (int, error) {
	p := newUtility("normal", 1)
	v := newView(b, side, nil, nil, nil)
	p.ensureMaps(&v)
	s := newPositions(&positions{}, &p.w, &v, &p.tm, v.unit(b.Prompt().Unit), p.toEnemy, 0, &p.memo, false)
	if !s.canBound() {
		return 0, nil
	}
	n := 0
	for y := 0; y < v.f.H; y++ {
		for x := 0; x < v.f.W; x++ {
			q := grid.Pos{X: x, Y: y}
			if !v.f.Walkable(q) {
				continue
			}
			for _, ready := range []bool{false, true} {
				if bd, sc := s.bound(q, ready), s.score(q, ready); bd < sc {
					return n, fmt.Errorf("square %v ready %v: bound %v below score %v", q, ready, bd, sc)
				}
			}
			n++
		}
	}
	return n, nil
}
