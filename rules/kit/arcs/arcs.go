// Package arcs is the ruleset kit's watched arcs, the areas an overwatch
// or a kill zone covers (ADS's 45° overwatch, d100's 90° kill zone, ail's
// 180° arc): the eight compass directions an arc is declared towards, the
// squares it covers in a clear line, remembered for a battle, and the
// square a watcher aims at.
package arcs

import (
	"sightline/rules/grid"
	"sightline/rules/kit/memo"
)

// Dir is a compass direction: its name, as a command's Option gives it,
// and its step on the grid.
type Dir struct {
	Name string
	D    grid.Pos
}

// Dirs returns the eight compass directions, from north clockwise.
func Dirs() [8]Dir {
	return [8]Dir{{"n", grid.Pos{X: 0, Y: -1}}, {"ne", grid.Pos{X: 1, Y: -1}}, {"e", grid.Pos{X: 1, Y: 0}}, {"se", grid.Pos{X: 1, Y: 1}},
		{"s", grid.Pos{X: 0, Y: 1}}, {"sw", grid.Pos{X: -1, Y: 1}}, {"w", grid.Pos{X: -1, Y: 0}}, {"nw", grid.Pos{X: -1, Y: -1}}}
}

// Vector returns the step of the compass direction name, the zero Pos
// for a name that is none.
func Vector(name string) grid.Pos {
	for _, c := range Dirs() {
		if c.Name == name {
			return c.D
		}
	}
	return grid.Pos{}
}

// Arc is one watched arc: from At towards Dir, of the full angle Angle in
// degrees, out to Reach squares (grid.InArc).
type Arc struct {
	At, Dir grid.Pos
	Angle   float64
	Reach   int
}

// Holds reports whether square p lies in the arc and clear says the
// watcher sees it (a clear line from At).
func (a Arc) Holds(p grid.Pos, clear func(grid.Pos) bool) bool {
	return grid.InArc(a.At, a.Dir, p, a.Angle, a.Reach) && clear(p)
}

// Squares returns the squares of field f the arc holds (Holds), in row
// order.
func (a Arc) Squares(f *grid.Field, clear func(grid.Pos) bool) []grid.Pos {
	var out []grid.Pos
	for y := max(0, a.At.Y-a.Reach); y <= min(f.H-1, a.At.Y+a.Reach); y++ {
		for x := max(0, a.At.X-a.Reach); x <= min(f.W-1, a.At.X+a.Reach); x++ {
			if p := (grid.Pos{X: x, Y: y}); a.Holds(p, clear) {
				out = append(out, p)
			}
		}
	}
	return out
}

// Aim returns the square a watcher on p aims its arc towards d at: the
// farthest square of the arc's centre line on field f within reach; ok
// is false when the line leaves the field at once.
func Aim(f *grid.Field, p, d grid.Pos, reach int) (aim grid.Pos, ok bool) {
	aim = p
	for k := 1; k <= reach; k++ {
		q := grid.Pos{X: p.X + d.X*k, Y: p.Y + d.Y*k}
		if !f.In(q) || grid.Distance(p, q) > reach {
			break
		}
		aim, ok = q, true
	}
	return aim, ok
}

// MemoSize is how many arcs a Memo remembers: a battle's watchers keep
// their arcs from one turn of theirs to the next, and the computer player
// asks for the seen ones at every decision.
const MemoSize = 8

// Memo remembers the squares of the arcs worked out lately on one field,
// by the arc, and the broken cover sections they were worked out with,
// once for all its arcs (a change forgets them all). It belongs in a
// battle's scratch space, not its state: a clone starts without it. The
// zero Memo is empty.
type Memo struct {
	broken []bool
	arcs   memo.Recent[Arc, []grid.Pos]
}

// Squares is a.Squares(f, clear) through the memo, clear being the line
// of sight with the cover sections broken marks broken; the list is the
// memo's, not to be changed.
func (m *Memo) Squares(f *grid.Field, a Arc, broken []bool, clear func(grid.Pos) bool) []grid.Pos {
	m.arcs.Size = MemoSize
	if memo.Renew(&m.broken, broken) {
		m.arcs.Reset()
	}
	if out, ok := m.arcs.Get(a); ok {
		return out
	}
	out := a.Squares(f, clear)
	m.arcs.Put(a, out)
	return out
}
