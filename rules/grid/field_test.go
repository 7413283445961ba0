package grid

import (
	"math"
	"testing"
)

// TestFieldIn checks In against the two ends of each axis, for
// coordinates around the field's edges and at the ends of int.
func TestFieldIn(t *testing.T) {
	f := NewField("in", 5, 3)
	coords := []int{math.MinInt, -6, -5, -1, 0, 1, 2, 3, 4, 5, 6, math.MaxInt}
	for _, x := range coords {
		for _, y := range coords {
			p := Pos{X: x, Y: y}
			want := x >= 0 && x < f.W && y >= 0 && y < f.H
			if got := f.In(p); got != want {
				t.Errorf("In(%v) = %v, want %v", p, got, want)
			}
		}
	}
}

// TestDistance checks Distance against common.md §12's max(|dx|,|dy|) +
// floor(min(|dx|,|dy|)/2) for offsets every way around a square, and
// that it is symmetric.
func TestDistance(t *testing.T) {
	a := Pos{X: 3, Y: -2}
	for dy := -9; dy <= 9; dy++ {
		for dx := -9; dx <= 9; dx++ {
			b := Pos{X: a.X + dx, Y: a.Y + dy}
			adx, ady := abs(dx), abs(dy)
			want := max(adx, ady) + min(adx, ady)/2
			if got := Distance(a, b); got != want || Distance(b, a) != want {
				t.Errorf("Distance(%v, %v) = %d and back %d, want %d", a, b, got, Distance(b, a), want)
			}
		}
	}
	if d := Distance(Pos{}, Pos{X: 1, Y: 1}); d != 1 {
		t.Errorf("one diagonal step: %d, want 1", d)
	}
	if d := Distance(Pos{}, Pos{X: 2, Y: 2}); d != 3 {
		t.Errorf("two diagonal steps: %d, want 3", d)
	}
}
