package ai_test

import (
	"testing"

	"sightline/ai"
	"sightline/rules/grid"
)

// TestLeadHuntsWhenTheClockRunsDown: a squad ahead on units, late in the
// battle, with the enemy's last unit out of sight, heads for the square
// where it last saw that unit (weights.Press) instead of holding its lead
// where it stands until the round limit decides the battle; early in the
// battle it still holds.
func TestLeadHuntsWhenTheClockRunsDown(t *testing.T) {
	seen := []string{
		"##############################",
		"#..#.........................#",
		"#..#........ba.............A.#",
		"#..#.........................#",
		"#............................#",
		"..............................",
	}
	hidden := []string{
		"##############################",
		"#..#.........................#",
		"#A.#........ba...............#",
		"#..#.........................#",
		"#............................#",
		"..............................",
	}
	last := grid.Pos{X: 27, Y: 2}
	for _, level := range []string{"normal", "hard"} {
		for _, round := range []int{5, 27} {
			for seed := uint64(1); seed <= 3; seed++ {
				p, err := ai.New(level, seed)
				if err != nil {
					t.Fatal(err)
				}
				var to grid.Pos
				var action string
				for i, rows := range [][]string{seen, hidden} {
					s := buildScenarioAt(t, rows, 'a', round, nil)
					if i == 1 && s.b.Sees(0, s.ids['A']) {
						t.Fatal("the enemy should be out of sight")
					}
					c, _, err := p.Decide(s.b, 0)
					if err != nil {
						t.Fatal(err)
					}
					to, action = c.To, c.Action
				}
				from := grid.Pos{X: 13, Y: 2}
				closer := to != (grid.Pos{}) && grid.Distance(to, last) < grid.Distance(from, last)
				if closer != (round == 27) {
					t.Errorf("%s seed %d round %d: two units to one, the enemy last seen on %v: %s to %v (closer: %v)", level, seed, round, last, action, to, closer)
				}
			}
		}
	}
}

// TestBehindClosesIn: early in the battle, a normal unit whose side has
// fewer units in the fight than the enemy's, which loses at the round
// limit, leaves its cover and closes in on the enemies it sees across the
// field (weights.Behind) rather than waiting for them; level on units, it
// keeps its cover. (Hard, on a field without heights, closes in either
// way: weights.CloseFlat.)
func TestBehindClosesIn(t *testing.T) {
	behind := []string{
		"......................................................................",
		"..ah...............................................................A..",
		"...h...............................................................B..",
		"......................................................................",
	}
	level := []string{
		"......................................................................",
		"..ah...............................................................A..",
		"..bh...............................................................B..",
		"......................................................................",
	}
	for _, lv := range []string{"normal"} {
		for i, rows := range [][]string{behind, level} {
			for seed := uint64(1); seed <= 3; seed++ {
				s := buildScenarioAt(t, rows, 'a', 5, nil)
				c := decide(t, s, lv, seed)
				from, foe := s.marks['a'], s.marks['A']
				closer := c.Target < 0 && c.To != (grid.Pos{}) && grid.Distance(c.To, foe) < grid.Distance(from, foe)-2
				if closer != (i == 0) {
					t.Errorf("%s seed %d, %d units to 2: %s to %v (closer: %v)", lv, seed, i+1, c.Action, c.To, closer)
				}
			}
		}
	}
}
