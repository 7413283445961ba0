package ai

import "sightline/rules/grid"

// enemyDistances returns the walking distance, in steps, from every square
// to the nearest spawn square of a side other than side, in a battle of
// sides sides; nil when there is none. Spawn zones are part of the map,
// so this uses nothing a side could not know.
func enemyDistances(f *grid.Field, side, sides int) []int32 {
	return spawnDistances(f, sides, func(s int) bool { return s != side })
}

// ownDistances is enemyDistances to side's own spawn zone: where enemies
// that crossed the map unseen are heading.
func ownDistances(f *grid.Field, side, sides int) []int32 {
	return spawnDistances(f, sides, func(s int) bool { return s == side })
}

// spawnDistances returns walking distances to the spawn zones of the sides
// pick accepts, or nil.
func spawnDistances(f *grid.Field, sides int, pick func(side int) bool) []int32 {
	var seeds []grid.Pos
	if spawns, err := f.Spawns(max(sides, 2)); err == nil {
		for s, zone := range spawns {
			if pick(s) {
				seeds = append(seeds, zone...)
			}
		}
	}
	return distancesFrom(f, seeds, nil)
}

// distancesFrom returns the walking distance, in steps, from every square
// to the nearest of seeds, -1 where none is reachable, reusing buf; nil
// when no seed lies on the field.
func distancesFrom(f *grid.Field, seeds []grid.Pos, buf []int32) []int32 {
	n := f.W * f.H
	if cap(buf) < n {
		buf = make([]int32, n)
	}
	dist := buf[:n]
	for i := range dist {
		dist[i] = -1
	}
	// The queue holds square indices; each square enters it once, so it
	// is made once at the field's size.
	var queue []int32
	for _, p := range seeds {
		if f.In(p) && dist[p.Y*f.W+p.X] < 0 {
			if queue == nil {
				queue = make([]int32, 0, n)
			}
			dist[p.Y*f.W+p.X] = 0
			queue = append(queue, int32(p.Y*f.W+p.X))
		}
	}
	if len(queue) == 0 {
		return nil
	}
	for h := 0; h < len(queue); h++ {
		i := int(queue[h])
		p := grid.Pos{X: i % f.W, Y: i / f.W}
		d := dist[i]
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				q := grid.Pos{X: p.X + dx, Y: p.Y + dy}
				if (dx == 0 && dy == 0) || !f.Walkable(q) || dist[q.Y*f.W+q.X] >= 0 {
					continue
				}
				dist[q.Y*f.W+q.X] = d + 1
				queue = append(queue, int32(q.Y*f.W+q.X))
			}
		}
	}
	return dist
}
