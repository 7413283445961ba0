package turns

import "testing"

func TestEndings(t *testing.T) {
	for _, c := range []struct {
		standing []int
		last     int
		over     bool
		limit    int
	}{
		{[]int{2, 1}, -1, false, 0},
		{[]int{0, 3}, 1, true, 1},
		{[]int{0, 0}, -1, true, -1},
		{[]int{2, 2}, -1, false, -1},
		{[]int{1, 3, 3}, -1, false, -1},
		{[]int{0, 4, 0}, 1, true, 1},
	} {
		if w, over := LastSide(c.standing); w != c.last || over != c.over {
			t.Errorf("LastSide(%v) = %d %v, want %d %v", c.standing, w, over, c.last, c.over)
		}
		if w := LimitWinner(c.standing); w != c.limit {
			t.Errorf("LimitWinner(%v) = %d, want %d", c.standing, w, c.limit)
		}
	}
}
