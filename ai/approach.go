package ai

import "sightline/rules/grid"

// enemyDistances returns the walking distance, in steps, from every square
// to the nearest spawn square of a side other than side, in a battle of
// sides sides; -1 where none is reachable. Spawn zones are part of the
// map, so this uses nothing a side could not know.
func enemyDistances(f *grid.Field, side, sides int) []int32 {
	dist := make([]int32, f.W*f.H)
	for i := range dist {
		dist[i] = -1
	}
	var queue []grid.Pos
	if spawns, err := f.Spawns(max(sides, 2)); err == nil {
		for s, zone := range spawns {
			if s == side {
				continue
			}
			for _, p := range zone {
				if f.In(p) && dist[p.Y*f.W+p.X] < 0 {
					dist[p.Y*f.W+p.X] = 0
					queue = append(queue, p)
				}
			}
		}
	}
	if len(queue) == 0 {
		return nil
	}
	for h := 0; h < len(queue); h++ {
		p := queue[h]
		d := dist[p.Y*f.W+p.X]
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				q := grid.Pos{X: p.X + dx, Y: p.Y + dy}
				if (dx == 0 && dy == 0) || !f.Walkable(q) || dist[q.Y*f.W+q.X] >= 0 {
					continue
				}
				dist[q.Y*f.W+q.X] = d + 1
				queue = append(queue, q)
			}
		}
	}
	return dist
}
