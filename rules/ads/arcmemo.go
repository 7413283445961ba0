package ads

import (
	"slices"

	"sightline/rules/grid"
)

// arcMemo remembers the squares of the overwatch arcs worked out lately
// (OverwatchArea), by everything they depend on besides the battle's
// field: the watcher's square, the arc's direction and reach, and the
// broken cover sections, which the memo keeps once for all its arcs (a
// change forgets them all). The AI asks for the seen watchers' arcs at
// every decision, and a watcher keeps its arc until its own next turn. It
// is part of the battle's scratch space, not of its state; a clone starts
// without it.
type arcMemo struct {
	broken []bool
	// arcs holds the arcs, the most recently used last.
	arcs []arcEntry
}

// arcEntry is one remembered overwatch arc: its watcher's square, its
// direction and reach, and the squares it covers, in row order.
type arcEntry struct {
	at, dir grid.Pos
	reach   int
	squares []grid.Pos
}

// arcMemoSize is how many arcs a battle remembers.
const arcMemoSize = 8

// arcSquares returns the squares watcher w's arc facing dir out to r
// squares covers, in row order (inArc's), from the memo when it holds
// them; the list is the memo's, not to be changed.
func (b *Battle) arcSquares(w *unitState, dir grid.Pos, r int) []grid.Pos {
	m := &b.scratch.arcs
	if br := b.broken(); !slices.Equal(br, m.broken) {
		m.broken = append(m.broken[:0], br...)
		m.arcs = m.arcs[:0]
	}
	for i := range m.arcs {
		if e := &m.arcs[i]; e.at == w.Pos && e.dir == dir && e.reach == r {
			touch(m.arcs, i)
			return m.arcs[len(m.arcs)-1].squares
		}
	}
	var out []grid.Pos
	for y := max(0, w.Pos.Y-r); y <= min(b.field.H-1, w.Pos.Y+r); y++ {
		for x := max(0, w.Pos.X-r); x <= min(b.field.W-1, w.Pos.X+r); x++ {
			if p := (grid.Pos{X: x, Y: y}); b.inArc(w, dir, r, p) {
				out = append(out, p)
			}
		}
	}
	if len(m.arcs) == arcMemoSize {
		m.arcs = append(m.arcs[:0], m.arcs[1:]...)
	}
	m.arcs = append(m.arcs, arcEntry{at: w.Pos, dir: dir, reach: r, squares: out})
	return out
}
