package arcs

import (
	"slices"
	"testing"

	"sightline/rules/grid"
)

// TestVectorNamesTheDirs checks that every compass direction's name
// gives its step, the eight steps are the eight neighbours, and an
// unknown name gives none.
func TestVectorNamesTheDirs(t *testing.T) {
	seen := map[grid.Pos]bool{}
	for _, d := range Dirs() {
		if Vector(d.Name) != d.D {
			t.Errorf("Vector(%q) = %v, want %v", d.Name, Vector(d.Name), d.D)
		}
		if max(abs(d.D.X), abs(d.D.Y)) != 1 {
			t.Errorf("%q steps %v, not to a neighbour", d.Name, d.D)
		}
		seen[d.D] = true
	}
	if len(seen) != 8 {
		t.Errorf("%d distinct steps, want 8", len(seen))
	}
	if Vector("up") != (grid.Pos{}) {
		t.Error("an unknown name has a step")
	}
}

func abs(v int) int { return max(v, -v) }

// TestSquaresAreHoldsInRowOrder checks that an arc's squares are those it
// holds, square by square, in row order, that a blocked line leaves a
// square out, and that a 90° arc east holds its centre line but not the
// squares behind the watcher.
func TestSquaresAreHoldsInRowOrder(t *testing.T) {
	f := grid.NewField("t", 9, 7)
	wall := grid.Pos{X: 6, Y: 3}
	clear := func(p grid.Pos) bool { return p != wall }
	a := Arc{At: grid.Pos{X: 3, Y: 3}, Dir: grid.Pos{X: 1, Y: 0}, Angle: 90, Reach: 4}
	var want []grid.Pos
	for y := 0; y < f.H; y++ {
		for x := 0; x < f.W; x++ {
			if p := (grid.Pos{X: x, Y: y}); a.Holds(p, clear) {
				want = append(want, p)
			}
		}
	}
	got := a.Squares(f, clear)
	if !slices.Equal(got, want) {
		t.Fatalf("Squares = %v, want %v", got, want)
	}
	if slices.Contains(got, wall) || !slices.Contains(got, grid.Pos{X: 5, Y: 3}) || slices.Contains(got, grid.Pos{X: 2, Y: 3}) || slices.Contains(got, a.At) {
		t.Errorf("Squares = %v: the wall, the centre line or the squares behind are wrong", got)
	}
}

// TestAim checks that a watcher aims at the farthest square of its
// centre line within reach and on the field, and has no aim off it.
func TestAim(t *testing.T) {
	f := grid.NewField("t", 6, 6)
	// Two diagonal steps are 3 squares away (grid.Distance's 1-2-1), a
	// third would be 4.
	if aim, ok := Aim(f, grid.Pos{X: 1, Y: 1}, grid.Pos{X: 1, Y: 1}, 3); !ok || aim != (grid.Pos{X: 3, Y: 3}) {
		t.Errorf("diagonal aim = %v %v, want (3,3)", aim, ok)
	}
	if aim, ok := Aim(f, grid.Pos{X: 4, Y: 0}, grid.Pos{X: 1, Y: 0}, 5); !ok || aim != (grid.Pos{X: 5, Y: 0}) {
		t.Errorf("aim at the edge = %v %v, want (5,0)", aim, ok)
	}
	if _, ok := Aim(f, grid.Pos{X: 0, Y: 2}, grid.Pos{X: -1, Y: 0}, 4); ok {
		t.Error("an aim off the field")
	}
}

// TestMemoForgetsOnBrokenCover checks that the memo answers as Squares
// does, hands back what it remembers while the broken sections stay, and
// works the arc out again when they change.
func TestMemoForgetsOnBrokenCover(t *testing.T) {
	f := grid.NewField("t", 8, 8)
	a := Arc{At: grid.Pos{X: 0, Y: 4}, Dir: grid.Pos{X: 1, Y: 0}, Angle: 45, Reach: 6}
	blocked := true
	clear := func(p grid.Pos) bool { return !blocked || p.X < 3 }
	var m Memo
	first := m.Squares(f, a, []bool{false}, clear)
	if !slices.Equal(first, a.Squares(f, clear)) {
		t.Fatalf("memo = %v, want %v", first, a.Squares(f, clear))
	}
	blocked = false // behind the memo's back: the same broken sections
	if again := m.Squares(f, a, []bool{false}, clear); !slices.Equal(again, first) {
		t.Errorf("with the same broken sections the memo worked the arc out again: %v", again)
	}
	if now := m.Squares(f, a, []bool{true}, clear); !slices.Equal(now, a.Squares(f, clear)) || len(now) <= len(first) {
		t.Errorf("after a section broke the memo answered %v, want %v", now, a.Squares(f, clear))
	}
}
