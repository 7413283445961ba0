package ai

import "sightline/rules/grid"

// memory is what a side remembers of the enemies it has seen: where and in
// which round each was last in sight. It holds nothing the side did not
// see, and it guides the search when no enemy is in sight: first to where
// one was last seen, then across the map and back.
type memory struct {
	pos   []grid.Pos
	round []int // 0: never seen, or forgotten
	// sweep is set once the squad has reached the enemy's zone without
	// finding anyone: it then sweeps back towards its own, where unseen
	// enemies are heading.
	sweep bool
	// target is the square dist leads to; has says whether there is one.
	target grid.Pos
	has    bool
	dist   []int32
	// gen counts the writes of distances into dist's memory, which a
	// write to another target reuses: the same memory and gen, the same
	// distances.
	gen   uint64
	own   []int32
	field *grid.Field
}

// update records the enemies v sees, and forgets the ones out of the fight
// and the ones whose last square a friend now stands next to.
func (m *memory) update(v *view) {
	for len(m.pos) < len(v.units) {
		m.pos = append(m.pos, grid.Pos{})
		m.round = append(m.round, 0)
	}
	seen := func(id int) bool {
		for _, e := range v.enemies {
			if e == id {
				return true
			}
		}
		return false
	}
	for _, id := range v.enemies {
		m.pos[id], m.round[id] = v.unit(id).Pos, v.b.Round()
	}
	for id, r := range m.round {
		if r == 0 || seen(id) {
			continue
		}
		if !v.unit(id).Active {
			m.round[id] = 0
			continue
		}
		for _, f := range v.friends {
			p := v.unit(f).Pos
			if max(abs(p.X-m.pos[id].X), abs(p.Y-m.pos[id].Y)) <= 1 {
				m.round[id] = 0
				break
			}
		}
	}
}

// goal returns the walking distances the squad follows when it sees no
// enemy: to the enemy last seen most recently (the lowest id among equals),
// else to the enemy's zone, or, once the squad has reached that zone and
// found nobody, back to its own; nil when the map has none of these.
func (m *memory) goal(v *view, toEnemy []int32) []int32 {
	if m.field != v.f {
		m.field, m.has, m.dist = v.f, false, m.dist[:0]
		m.own = ownDistances(v.f, v.side, v.sides)
	}
	best := -1
	for id, r := range m.round {
		if r > 0 && (best < 0 || r > m.round[best]) {
			best = id
		}
	}
	if best >= 0 {
		if !m.has || m.target != m.pos[best] {
			m.target, m.has = m.pos[best], true
			m.dist = distancesFrom(v.f, []grid.Pos{m.target}, m.dist)
			m.gen++
		}
		if m.dist != nil {
			return m.dist
		}
	}
	if toEnemy == nil || m.own == nil || len(v.friends) == 0 {
		return toEnemy
	}
	at := func(d []int32) bool {
		sum, n := 0, 0
		for _, id := range v.friends {
			p := v.unit(id).Pos
			if x := d[p.Y*v.f.W+p.X]; x >= 0 {
				sum += int(x)
				n++
			}
		}
		return n > 0 && sum <= 3*n
	}
	switch {
	case !m.sweep && at(toEnemy):
		m.sweep = true
	case m.sweep && at(m.own):
		m.sweep = false
	}
	if m.sweep {
		return m.own
	}
	return toEnemy
}
