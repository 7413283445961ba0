package ads

import (
	"sightline/rules/grid"
	"sightline/rules/kit/arcs"
)

// arcMemo remembers the squares of the overwatch arcs worked out lately
// (overwatchArea), in the kit's memo of arcs (rules/kit/arcs.Memo): part
// of the battle's scratch space, not of its state, and a clone starts
// without it.
type arcMemo = arcs.Memo

// arcSquares returns the squares watcher w's arc facing dir out to r
// squares covers, in row order (inArc's), from the memo when it holds
// them; the list is the memo's, not to be changed.
func (b *Battle) arcSquares(w *unitState, dir grid.Pos, r int) []grid.Pos {
	return b.scratch.arcs.Squares(b.field, overwatchArc(w, dir, r), b.broken(), b.clearFrom(w.Pos))
}

// overwatchArc is watcher w's arc facing dir out to r squares.
func overwatchArc(w *unitState, dir grid.Pos, r int) arcs.Arc {
	return arcs.Arc{At: w.Pos, Dir: dir, Angle: OverwatchArc, Reach: r}
}

// clearFrom is clearLine from p, as the kit's arcs take it.
func (b *Battle) clearFrom(p grid.Pos) func(grid.Pos) bool {
	return func(q grid.Pos) bool { return b.clearLine(p, q) }
}
