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
