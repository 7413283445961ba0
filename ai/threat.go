package ai

import (
	"slices"

	"sightline/rules/grid"
)

// Cover levels of a square against one enemy, as threat maps store them.
const (
	unseen   int8 = -1 // no line of sight
	open     int8 = 0  // in sight, no cover
	halfCov  int8 = 1  // behind half cover
	fullCov  int8 = 2  // behind full cover
	maxCover      = 2
)

// threatMap holds, for every seen enemy and every square, whether the
// enemy sees the square and which cover each of them has against the
// other. It is computed once per state of the enemies and cover and reused
// across the decisions of a turn.
type threatMap struct {
	key []int
	f   *grid.Field
	ids []int
	// see[k][i] is the cover square i has against enemy k, or unseen.
	see [][]int8
	// shelter[k][i] is the cover enemy k has against a shooter on square
	// i, when see[k][i] is not unseen.
	shelter [][]int8
	fov     grid.FOV
	near    []bool // square next to any cover section
	full    bool   // the field has full-height cover, which can block sight
}

// coverLevel turns a cover index into a level.
func coverLevel(f *grid.Field, i int16) int8 {
	switch {
	case i == grid.NoCover:
		return open
	case f.Covers[i].Full:
		return fullCov
	}
	return halfCov
}

// update recomputes the map for v's seen enemies unless nothing changed.
func (t *threatMap) update(v *view) {
	key := t.key[:0]
	for _, id := range v.enemies {
		u := v.unit(id)
		key = append(key, id, u.Pos.X, u.Pos.Y)
	}
	key = append(key, -1)
	for i, br := range v.broken {
		if br {
			key = append(key, i)
		}
	}
	if t.f == v.f && slices.Equal(key, t.key) && t.see != nil {
		return
	}
	t.key = key
	if t.f != v.f {
		t.f = v.f
		t.near = nearCover(v.f)
		t.full = false
		for _, c := range v.f.Covers {
			t.full = t.full || c.Full
		}
	}
	f := v.f
	n := f.W * f.H
	t.ids = append(t.ids[:0], v.enemies...)
	for len(t.see) < len(t.ids) {
		t.see = append(t.see, nil)
		t.shelter = append(t.shelter, nil)
	}
	for k, id := range t.ids {
		if len(t.see[k]) < n {
			t.see[k] = make([]int8, n)
			t.shelter[k] = make([]int8, n)
		}
		see, shel := t.see[k][:n], t.shelter[k][:n]
		e := v.unit(id).Pos
		t.fov.Compute(f, e, max(f.W, f.H))
		for i := range see {
			p := grid.Pos{X: i % f.W, Y: i / f.W}
			see[i], shel[i] = unseen, open
			if !t.fov.Visible(p) || !f.Walkable(p) && p != e {
				continue
			}
			if t.full && !grid.LineOfSight(f, e, p, v.broken) {
				continue
			}
			see[i] = open
			if t.near[i] {
				see[i] = coverLevel(f, grid.CoverBetween(f, e, p, v.broken))
			}
			if t.near[e.Y*f.W+e.X] {
				shel[i] = coverLevel(f, grid.CoverBetween(f, p, e, v.broken))
			}
		}
	}
}

// nearCover marks the squares next to an object cover or on an edge cover.
func nearCover(f *grid.Field) []bool {
	near := make([]bool, f.W*f.H)
	mark := func(p grid.Pos) {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				q := grid.Pos{X: p.X + dx, Y: p.Y + dy}
				if f.In(q) {
					near[q.Y*f.W+q.X] = true
				}
			}
		}
	}
	for _, c := range f.Covers {
		mark(c.Cell)
		if c.Edge == grid.North {
			mark(grid.Pos{X: c.Cell.X, Y: c.Cell.Y - 1})
		} else if c.Edge == grid.West {
			mark(grid.Pos{X: c.Cell.X - 1, Y: c.Cell.Y})
		}
	}
	return near
}
