package ai

import (
	"slices"
	"testing"

	"sightline/maps"
	"sightline/rules/grid"
)

// naiveDistances is distancesFrom as a plain breadth-first search over
// f.Walkable, the reference its index arithmetic must agree with.
func naiveDistances(f *grid.Field, seeds []grid.Pos) []int32 {
	dist := make([]int32, f.W*f.H)
	for i := range dist {
		dist[i] = -1
	}
	var queue []grid.Pos
	for _, p := range seeds {
		if f.In(p) && dist[p.Y*f.W+p.X] < 0 {
			dist[p.Y*f.W+p.X] = 0
			queue = append(queue, p)
		}
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				q := grid.Pos{X: p.X + dx, Y: p.Y + dy}
				if f.Walkable(q) && dist[q.Y*f.W+q.X] < 0 {
					dist[q.Y*f.W+q.X] = dist[p.Y*f.W+p.X] + 1
					queue = append(queue, q)
				}
			}
		}
	}
	return dist
}

// TestDistancesFromAgrees checks distancesFrom against naiveDistances on
// the bundled maps, from corners, edges, the middle and several seeds.
func TestDistancesFromAgrees(t *testing.T) {
	for _, name := range []string{"fieldworks", "village"} {
		m, err := maps.LoadBundled(name)
		if err != nil {
			t.Fatal(err)
		}
		f := m.Field
		var buf []int32
		for _, seeds := range [][]grid.Pos{
			{{X: 0, Y: 0}}, {{X: f.W - 1, Y: f.H - 1}}, {{X: f.W / 2, Y: 0}}, {{X: 0, Y: f.H / 2}},
			{{X: f.W / 2, Y: f.H / 2}}, {{X: 1, Y: 1}, {X: f.W - 2, Y: f.H / 3}},
		} {
			want := naiveDistances(f, seeds)
			buf = distancesFrom(f, seeds, buf)
			if !slices.Equal(buf, want) {
				t.Errorf("%s from %v: distances differ from the plain search", name, seeds)
			}
		}
	}
}
