package ads

import (
	"slices"
	"sync"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// freshReach is reach without the memo: a new search every time.
func freshReach(b *Battle, u *unitState, budget int) ([]reached, *grid.Reach) {
	var r grid.Reach
	r.Compute(b.field, u.Pos, budget, &grid.MoveOpts{Blocked: slices.Clone(b.occupied(u)), Broken: b.broken()})
	var out []reached
	for y := 0; y < b.field.H; y++ {
		for x := 0; x < b.field.W; x++ {
			p := grid.Pos{X: x, Y: y}
			if c, ok := r.Cost(p); ok && p != u.Pos {
				out = append(out, reached{p, c})
			}
		}
	}
	return out, &r
}

// TestReachMemoMatchesFreshSearch plays random battles and checks, at
// every step and for every unit, that the remembered searches give the
// squares, costs and paths of a new search, whatever the order of budgets
// asked.
func TestReachMemoMatchesFreshSearch(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 5)
		for n := 0; n < 150; n++ {
			if over, _ := b.Over(); over {
				break
			}
			for i := range b.s.Units {
				u := &b.s.Units[i]
				sp := b.speed(u)
				budgets := []int{1, DiveSquares, sp, 2 * sp, 6 * sp, 4 * sp}
				if n%2 == 1 {
					slices.Reverse(budgets)
				}
				for _, budget := range budgets {
					list, view := b.reach(u, budget)
					want, r := freshReach(b, u, budget)
					if !slices.Equal(list, want) {
						t.Fatalf("seed %d step %d unit %d budget %d: the remembered squares differ", seed, n, u.ID, budget)
					}
					spots, _ := b.reachSpots(u, budget)
					if len(spots) != len(want) {
						t.Fatalf("seed %d step %d unit %d budget %d: %d spots for %d squares", seed, n, u.ID, budget, len(spots), len(want))
					}
					for i, sq := range spots {
						if sq.Pos() != want[i].p || int(sq.Cost) != want[i].cost {
							t.Fatalf("seed %d step %d unit %d budget %d: spot %d is %v, want %v", seed, n, u.ID, budget, i, sq, want[i])
						}
					}
					for _, sq := range want {
						if !slices.Equal(view.Path(sq.p, nil), r.Path(sq.p, nil)) {
							t.Fatalf("seed %d step %d unit %d budget %d: the path to %v differs", seed, n, u.ID, budget, sq.p)
						}
					}
				}
				var tr grid.OneTurnReach
				tr.Compute(b.field, u.Pos, 6*sp, &grid.MoveOpts{Blocked: slices.Clone(b.occupied(u)), Broken: b.broken()})
				list := b.sprintReach(u)
				for i, sq := range list {
					if c, ok := tr.Cost(sq.Pos()); !ok || c != int(sq.Cost) {
						t.Fatalf("seed %d step %d unit %d: the remembered Sprint square %v differs", seed, n, u.ID, sq.Pos())
					}
					if i%17 == 0 && !slices.Equal(b.sprintPath(u, sq.Pos()), tr.Path(sq.Pos(), nil)) {
						t.Fatalf("seed %d step %d unit %d: the Sprint route to %v differs", seed, n, u.ID, sq.Pos())
					}
				}
				if b.sprintPath(u, u.Pos) != nil {
					t.Fatalf("seed %d step %d unit %d: a Sprint route to the start", seed, n, u.ID)
				}
			}
			legal := rulestest.Legal(b, b.Prompt().Side)
			if _, err := b.Apply(pickCommand(pick, legal)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestReachMemoClonesOnGoroutines plays on clones on other goroutines while
// the original lists its commands, as the game does: run with -race.
func TestReachMemoClonesOnGoroutines(t *testing.T) {
	b := newTestBattle(t, 2)
	rulestest.Legal(b, b.Prompt().Side)
	var wg sync.WaitGroup
	for g := 0; g < 3; g++ {
		c := b.Clone()
		wg.Add(1)
		go func(seed uint64) {
			defer wg.Done()
			pick := rules.NewDice(seed, 1)
			for n := 0; n < 30; n++ {
				if over, _ := c.Over(); over {
					return
				}
				if _, err := c.Apply(pickCommand(pick, rulestest.Legal(c, c.Prompt().Side))); err != nil {
					t.Error(err)
					return
				}
			}
		}(uint64(g))
	}
	pick := rules.NewDice(9, 1)
	for n := 0; n < 30; n++ {
		if over, _ := b.Over(); over {
			break
		}
		if _, err := b.Apply(pickCommand(pick, rulestest.Legal(b, b.Prompt().Side))); err != nil {
			t.Fatal(err)
		}
	}
	wg.Wait()
}
