package ads

import (
	"sightline/rules/grid"
	"sightline/rules/kit/memo"
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
	// arcs holds each arc's squares, in row order, by arcKey.
	arcs memo.Recent[arcKey, []grid.Pos]
}

// arcKey is what a remembered overwatch arc is for: its watcher's square,
// its direction and its reach.
type arcKey struct {
	at, dir grid.Pos
	reach   int
}

// arcMemoSize is how many arcs a battle remembers.
const arcMemoSize = 8

// arcSquares returns the squares watcher w's arc facing dir out to r
// squares covers, in row order (inArc's), from the memo when it holds
// them; the list is the memo's, not to be changed.
func (b *Battle) arcSquares(w *unitState, dir grid.Pos, r int) []grid.Pos {
	m := &b.scratch.arcs
	m.arcs.Size = arcMemoSize
	if memo.Renew(&m.broken, b.broken()) {
		m.arcs.Reset()
	}
	k := arcKey{at: w.Pos, dir: dir, reach: r}
	if out, ok := m.arcs.Get(k); ok {
		return out
	}
	var out []grid.Pos
	for y := max(0, w.Pos.Y-r); y <= min(b.field.H-1, w.Pos.Y+r); y++ {
		for x := max(0, w.Pos.X-r); x <= min(b.field.W-1, w.Pos.X+r); x++ {
			if p := (grid.Pos{X: x, Y: y}); b.inArc(w, dir, r, p) {
				out = append(out, p)
			}
		}
	}
	m.arcs.Put(k, out)
	return out
}
