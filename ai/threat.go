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
// other. It is kept per state of the enemies and cover and reused across
// decisions; each square is worked out the first time a decision asks for
// it, since a decision scores only the few squares its unit can reach.
type threatMap struct {
	// key names the enemies' squares and the broken cover the maps were
	// made for; next is the buffer the next key is built in.
	key, next []int
	f         *grid.Field
	ids       []int
	// maps[k] is the map of enemy ids[k].
	maps  []*enemyMap
	sight *grid.SightIndex // f's full cover, for the lines of sight
	near  []bool           // square next to any cover section
	full  bool             // the field has full-height cover, which can block sight
	// byPos keeps the maps of enemies on recent squares, up to keptMaps
	// or twice the seen enemies: an enemy's map depends only on its
	// square (with the field and the broken cover), so after one enemy
	// moves only its map is started again. When the broken cover changes
	// the maps keep their fields of view and sectors of sight, which
	// depend on the field and the square alone, and forget their squares.
	byPos []*enemyMap
	// broken is the broken cover the maps in byPos were made under.
	broken []bool
	// version counts the changes of maps: the same version, the same maps.
	version uint64
	// pool holds maps no longer wanted, whose memory (the squares, the
	// field of view, the sectors of sight) new maps reuse; kept is
	// update's scratch.
	pool, kept []*enemyMap
	// lastFOV is the field of view started last, whose elevation levels
	// a new map's field of view adopts rather than scanning the field.
	lastFOV *grid.FOV
}

// enemyMap is the see and shelter maps of an enemy on square at, each
// one per square of the field, filled in as squares are asked for.
type enemyMap struct {
	at grid.Pos
	// cell[i] is 0 while square i is not worked out, else one more than
	// its see level (unseen + 1 for no line of sight) in the low nibble
	// and its shelter level in the high one.
	cell []uint8
	fov  grid.FOV
	from grid.SightFrom
	// prepared says whether from is prepared for at.
	prepared bool
	// flankable says whether the enemy stands next to cover that some
	// shooter could flank: the square is next to a cover section and
	// some of it is unbroken.
	flankable bool
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

// update brings the maps to v's seen enemies unless nothing changed,
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
	if t.f == v.f && slices.Equal(key, t.key) && t.maps != nil {
		t.next = key
		return
	}
	t.key, t.next = key, t.key
	t.version++
	if t.f != v.f {
		t.f = v.f
		t.sight = grid.NewSightIndex(v.f)
		t.near = nearCover(v.f)
		t.full = false
		for _, c := range v.f.Covers {
			t.full = t.full || c.Full
		}
		t.byPos, t.pool = t.byPos[:0], t.pool[:0]
	}
	if !slices.Equal(t.broken, v.broken) {
		t.broken = append(t.broken[:0], v.broken...)
		for _, m := range t.byPos {
			t.forget(m)
		}
	}
	f := v.f
	n := f.W * f.H
	t.ids = append(t.ids[:0], v.enemies...)
	t.maps = t.maps[:0]
	// Keep the maps of the squares the enemies stand on, first, then the
	// most recent others, up to keptMaps or twice as many with the new
	// maps; the rest lend their memory to the new maps.
	kept := t.kept[:0]
	for k, id := range t.ids {
		e := v.unit(id).Pos
		if slices.ContainsFunc(t.ids[:k], func(o int) bool { return v.unit(o).Pos == e }) {
			continue
		}
		var m *enemyMap // nil for a new map, started below
		if i := slices.IndexFunc(t.byPos, func(m *enemyMap) bool { return m.at == e }); i >= 0 {
			m = t.byPos[i]
			t.byPos = slices.Delete(t.byPos, i, i+1)
		}
		kept = append(kept, m)
	}
	limit := max(keptMaps, 2*len(t.ids))
	for _, m := range t.byPos {
		if len(kept) < limit {
			kept = append(kept, m)
		} else {
			t.recycle([]*enemyMap{m})
		}
	}
	// The squares come first in kept in the order of their first enemy.
	j := 0
	for _, id := range t.ids {
		e := v.unit(id).Pos
		i := slices.IndexFunc(kept[:j], func(m *enemyMap) bool { return m.at == e })
		if i < 0 {
			i, j = j, j+1
			if kept[i] == nil {
				var m *enemyMap
				if len(t.pool) > 0 {
					m = t.pool[len(t.pool)-1]
					t.pool = t.pool[:len(t.pool)-1]
				} else {
					m = &enemyMap{cell: make([]uint8, n)}
				}
				m.at = e
				t.start(m)
				kept[i] = m
			}
		}
		t.maps = append(t.maps, kept[i])
	}
	t.byPos = append(t.byPos[:0], kept...)
	t.kept = kept[:0]
}

// poolSize bounds how many unused maps a threat map keeps for their memory.
const poolSize = 16

// keptMaps is how many maps of recent squares a threat map keeps at least,
// seen enemies on them or not: enough for the squares enemies come back
// to within a battle, whose fields of view are then not cast again.
const keptMaps = 24

// recycle keeps maps no longer wanted for the memory of new ones, up to
// poolSize.
func (t *threatMap) recycle(ms []*enemyMap) {
	for _, m := range ms {
		if len(t.pool) < poolSize {
			t.pool = append(t.pool, m)
		}
	}
}

// start readies map m for an enemy on m.at: its field of view, and no
// square worked out yet.
func (t *threatMap) start(m *enemyMap) {
	f := t.f
	if t.lastFOV != nil {
		m.fov.AdoptLevels(t.lastFOV)
	}
	m.fov.Start(f, m.at, max(f.W, f.H))
	t.lastFOV = &m.fov
	m.prepared = false
	t.forget(m)
}

// forget readies map m, whose field of view is that of m.at, for the
// broken cover t.broken: no square worked out yet.
func (t *threatMap) forget(m *enemyMap) {
	f := t.f
	clear(m.cell)
	m.flankable = t.near[m.at.Y*f.W+m.at.X] && grid.NextToCover(f, m.at, t.broken)
}

// flanked reports whether a shooter on a square that enemy k sees with
// shelter open flanks it. It is grid.Flanked from that square: with no
// cover between the two (which the open shelter says whenever the enemy
// stands near cover), that asks only whether the enemy stands next to
// unbroken cover.
func (t *threatMap) flanked(k int) bool {
	return t.maps[k].flankable
}

// see returns the cover square i has against enemy k (index into ids), or
// unseen.
func (t *threatMap) see(k, i int) int8 {
	see, _ := t.at(k, i)
	return see
}

// at returns see(k, i) and the cover enemy k has against a shooter on
// square i, which means something only when square i is seen.
func (t *threatMap) at(k, i int) (see, shelter int8) {
	m := t.maps[k]
	c := m.cell[i]
	if c == 0 {
		c = t.fill(m, i)
	}
	return cellLevels(c)
}

// cellLevels returns the see and shelter levels a worked-out cell holds.
func cellLevels(c uint8) (see, shelter int8) {
	return int8(c&15) - 2, int8(c >> 4)
}

// fill works out square i of map m and returns its cell.
func (t *threatMap) fill(m *enemyMap, i int) uint8 {
	see, shel := t.compute(m, i)
	c := uint8(see+2) | uint8(shel)<<4
	m.cell[i] = c
	return c
}

// compute returns the see and shelter levels of square i against an enemy
// on m.at.
func (t *threatMap) compute(m *enemyMap, i int) (see, shel int8) {
	f := t.f
	e := m.at
	p := grid.Pos{X: i % f.W, Y: i / f.W}
	if !m.fov.Visible(p) || !f.Walkable(p) && p != e {
		return unseen, open
	}
	if t.full {
		if !m.prepared {
			m.from.Prepare(t.sight, &m.fov)
			m.prepared = true
		}
		if !m.from.LineOfSight(p, t.broken) {
			return unseen, open
		}
	}
	see = open
	if t.near[i] {
		see = coverLevel(f, grid.CoverBetween(f, e, p, t.broken))
	}
	if t.near[e.Y*f.W+e.X] {
		shel = coverLevel(f, grid.CoverBetween(f, p, e, t.broken))
	}
	return see, shel
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
