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
	// The neighbours by index (the row above, its own row, the row below,
	// each west to east), those off the field's edges left out and a
	// square already reached skipped before its cell is read.
	w, h, cells := f.W, f.H, f.Cells
	for k := 0; k < len(queue); k++ {
		i := int(queue[k])
		x := i % w
		d := dist[i] + 1
		west, east := x > 0, x < w-1
		for _, row := range [3]int{i - w, i, i + w} {
			if row < 0 || row >= w*h {
				continue
			}
			if west && dist[row-1] < 0 && cells[row-1].Cost > 0 {
				dist[row-1] = d
				queue = append(queue, int32(row-1))
			}
			if dist[row] < 0 && cells[row].Cost > 0 { // i itself is reached
				dist[row] = d
				queue = append(queue, int32(row))
			}
			if east && dist[row+1] < 0 && cells[row+1].Cost > 0 {
				dist[row+1] = d
				queue = append(queue, int32(row+1))
			}
		}
	}
	return dist
}
