// Package gridbench holds what Sightline's speed is measured against: the
// n×n benchmark grid and its gruid v0.22.0 peer for pathing. rules/grid's
// benchmarks compare their searches with the peer's on that grid
// (BenchmarkReachable/100/gruid runs Flood), and cmd/sim's battle
// benchmarks divide a battle's time by one Flood of the 100×100 grid
// (floods/battle), so that the two measure one and the same thing.
//
// Only test files import it, so that gruid stays a dependency of the tests
// alone: no program of Sightline links it.
package gridbench

import (
	"math/rand/v2"

	"github.com/anaseto/gruid"
	"github.com/anaseto/gruid/paths"
)

// FloodBudget is the budget of a Flood in gruid's costs, half-steps: 24,
// the 12 squares of movement that rules/grid's Reach is given beside it.
const FloodBudget = 24

// Walls returns, row by row, which squares of the n×n benchmark grid are
// walls: a quarter of them, drawn from a fixed seed, with the corners and
// the centre kept open.
func Walls(n int) []bool {
	walls := make([]bool, n*n)
	rng := rand.New(rand.NewPCG(uint64(n), 42))
	for i := range walls {
		walls[i] = rng.IntN(4) == 0
	}
	for _, p := range []gruid.Point{{X: 0, Y: 0}, {X: n - 1, Y: n - 1}, Centre(n)} {
		walls[p.Y*n+p.X] = false
	}
	return walls
}

// Centre returns the centre square of the n×n benchmark grid, from which
// the searches start.
func Centre(n int) gruid.Point { return gruid.Point{X: n / 2, Y: n / 2} }

// Peer is the n×n benchmark grid as a gruid pathing graph: orthogonal
// steps cost 2 and diagonals 3 (1.5×), and a diagonal step may not cut
// the corner of a wall.
type Peer struct {
	n     int
	walls []bool
	nb    paths.Neighbors
}

// NewPeer returns the peer of the n×n benchmark grid.
func NewPeer(n int) *Peer { return &Peer{n: n, walls: Walls(n)} }

// pass reports whether p is an open square of the grid.
func (g *Peer) pass(p gruid.Point) bool {
	return p.X >= 0 && p.Y >= 0 && p.X < g.n && p.Y < g.n && !g.walls[p.Y*g.n+p.X]
}

// Neighbors returns the squares one step from p, as gruid's searches ask.
func (g *Peer) Neighbors(p gruid.Point) []gruid.Point {
	return g.nb.All(p, func(q gruid.Point) bool {
		if !g.pass(q) {
			return false
		}
		if q.X != p.X && q.Y != p.Y {
			return g.pass(gruid.Point{X: q.X, Y: p.Y}) && g.pass(gruid.Point{X: p.X, Y: q.Y})
		}
		return true
	})
}

// Cost returns the cost of the step from p to its neighbour q.
func (g *Peer) Cost(p, q gruid.Point) int {
	if p.X != q.X && p.Y != q.Y {
		return 3
	}
	return 2
}

// Estimation is gruid's A* heuristic: the cost of the cheapest path from p
// to q on open ground.
func (g *Peer) Estimation(p, q gruid.Point) int {
	dx, dy := abs(p.X-q.X), abs(p.Y-q.Y)
	return 2*max(dx, dy) + min(dx, dy)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Flood is gruid's Dijkstra flood of the n×n benchmark grid from its
// centre within FloodBudget, set up once and run again and again.
type Flood struct {
	peer *Peer
	pr   *paths.PathRange
	src  []gruid.Point
}

// NewFlood sets up the flood of the n×n benchmark grid.
func NewFlood(n int) *Flood {
	return &Flood{peer: NewPeer(n), pr: paths.NewPathRange(gruid.NewRange(0, 0, n, n)), src: []gruid.Point{Centre(n)}}
}

// Run floods the grid once and returns the squares reached with their
// costs (memory of the flood's, reused by the next Run).
func (f *Flood) Run() []paths.Node { return f.pr.DijkstraMap(f.peer, f.src, FloodBudget) }
