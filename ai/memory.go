package ai

import (
	"sightline/rules"
	"sightline/rules/grid"
)

// memory guides a side's search when no enemy is in sight: first to
// where one was last seen, then across the map and back. Where and when
// it last saw each enemy is the engine's knowledge of the side
// (rules.Knowledge, view.know), which holds nothing the side did not see;
// memory keeps only the search's own state.
type memory struct {
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
	// use says whether the player searches from the side's markers at
	// all (weights.Memory): without it goal leads to the enemy's zone.
	use bool
	// seen is the last round in which the side saw an enemy at one of
	// its decisions, 0 before the first sighting.
	seen int
}

// stale notes what the side sees at a decision in round and reports
// whether it has gone at least rounds rounds without seeing an enemy
// (never, for rounds of 0 or less).
func (m *memory) stale(round, rounds int, seesEnemy bool) bool {
	if seesEnemy {
		m.seen = round
	}
	return rounds > 0 && round-m.seen >= rounds
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
	var best rules.Marker
	found := false
	if m.use && v.know != nil {
		for id := range v.units {
			if g, ok := v.know.Last(id); ok && (!found || g.Round > best.Round) {
				best, found = g, true
			}
		}
	}
	if found {
		if !m.has || m.target != best.Pos {
			m.target, m.has = best.Pos, true
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
