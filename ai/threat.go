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
	// key names the enemies' squares and the broken cover the maps were
	// made for; next is the buffer the next key is built in.
	key, next []int
	f         *grid.Field
	ids       []int
	// see[k][i] is the cover square i has against enemy k, or unseen.
	see [][]int8
	// shelter[k][i] is the cover enemy k has against a shooter on square
	// i, when see[k][i] is not unseen.
	shelter [][]int8
	fov     grid.FOV
	sight   *grid.SightIndex // f's full cover, for the lines of sight
	from    grid.SightFrom   // the lines of sight from the enemy mapped
	near    []bool           // square next to any cover section
	full    bool             // the field has full-height cover, which can block sight
	// byPos keeps the maps of enemies on recent squares: an enemy's map
	// depends only on its square (with the field and the broken cover,
	// which key clears it), so after one enemy moves only its map is
	// recomputed.
	byPos []enemyMap
	// broken is the broken cover the maps in byPos were made under.
	broken []bool
}

// enemyMap is the see and shelter maps of an enemy on square at, each
// one per square of the field.
type enemyMap struct {
	at           grid.Pos
	see, shelter []int8
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

// update recomputes the map for v's seen enemies unless nothing changed,
// reusing the maps of enemies on squares already mapped under the same
// broken cover.
func (t *threatMap) update(v *view) {
	// The key is built in its own buffer: built over t.key's array, the
	// comparison below used to see only changes of length, and the maps
	// stayed those of enemies that had since moved.
	key := t.next[:0]
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
		t.next = key
		return
	}
	t.key, t.next = key, t.key
	if t.f != v.f {
		t.f = v.f
		t.sight = grid.NewSightIndex(v.f)
		t.near = nearCover(v.f)
		t.full = false
		for _, c := range v.f.Covers {
			t.full = t.full || c.Full
		}
		t.byPos = t.byPos[:0]
	}
	if !slices.Equal(t.broken, v.broken) {
		t.byPos = t.byPos[:0]
		t.broken = append(t.broken[:0], v.broken...)
	}
	f := v.f
	n := f.W * f.H
	t.ids = append(t.ids[:0], v.enemies...)
	t.see, t.shelter = t.see[:0], t.shelter[:0]
	// Keep the maps of the squares the enemies stand on, then the most
	// recent others, up to twice as many; the rest lend their memory to
	// new maps.
	var kept, spare []enemyMap
	for _, id := range t.ids {
		e := v.unit(id).Pos
		if slices.ContainsFunc(kept, func(m enemyMap) bool { return m.at == e }) {
			continue
		}
		if i := slices.IndexFunc(t.byPos, func(m enemyMap) bool { return m.at == e }); i >= 0 {
			kept = append(kept, t.byPos[i])
			t.byPos = slices.Delete(t.byPos, i, i+1)
		}
	}
	for _, m := range t.byPos {
		if len(kept) < 2*len(t.ids) {
			kept = append(kept, m)
		} else {
			spare = append(spare, m)
		}
	}
	for _, id := range t.ids {
		e := v.unit(id).Pos
		i := slices.IndexFunc(kept, func(m enemyMap) bool { return m.at == e })
		if i < 0 {
			m := enemyMap{at: e}
			if len(spare) > 0 {
				m.see, m.shelter = spare[len(spare)-1].see, spare[len(spare)-1].shelter
				spare = spare[:len(spare)-1]
			} else {
				m.see, m.shelter = make([]int8, n), make([]int8, n)
			}
			t.compute(v, e, m.see, m.shelter)
			kept, i = append(kept, m), len(kept)
		}
		t.see = append(t.see, kept[i].see)
		t.shelter = append(t.shelter, kept[i].shelter)
	}
	t.byPos = append(t.byPos[:0], kept...)
}

// compute fills the see and shelter maps of an enemy on e.
func (t *threatMap) compute(v *view, e grid.Pos, see, shel []int8) {
	f := v.f
	t.fov.Compute(f, e, max(f.W, f.H))
	if t.full {
		t.from.Prepare(t.sight, &t.fov)
	}
	for i := range see {
		p := grid.Pos{X: i % f.W, Y: i / f.W}
		see[i], shel[i] = unseen, open
		if !t.fov.Visible(p) || !f.Walkable(p) && p != e {
			continue
		}
		if t.full && !t.from.LineOfSight(p, v.broken) {
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
