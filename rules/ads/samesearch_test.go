package ads

import (
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/reach"
	"sightline/rules/rulestest"
)

// blockedBy marks the squares of blockers on b's field.
func blockedBy(b *Battle, blockers []grid.Pos) []bool {
	out := make([]bool, b.field.W*b.field.H)
	for _, p := range blockers {
		out[p.Y*b.field.W+p.X] = true
	}
	return out
}

// TestSameSearchRepeats moves, adds and removes blockers around every unit
// of random battles and checks that whenever sameSearch says a search made
// with the old blockers serves the new ones, a new search gives the same
// costs and paths, Reach and OneTurnReach alike.
func TestSameSearchRepeats(t *testing.T) {
	served := 0
	for seed := uint64(1); seed <= 2; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 7)
		for n := 0; n < 40; n++ {
			if over, _ := b.Over(); over {
				break
			}
			for i := range b.s.Units {
				u := &b.s.Units[i]
				k := b.searchKey(u).Copied()
				for try := 0; try < 12; try++ {
					o := k.Copied()
					switch {
					case try%3 == 0 && len(o.Blockers) > 0: // one blocker gone
						o.Blockers = slices.Delete(o.Blockers, try%len(o.Blockers), try%len(o.Blockers)+1)
					default: // one blocker moved, or one more
						p := grid.Pos{X: u.Pos.X + pick.Intn(41) - 20, Y: u.Pos.Y + pick.Intn(41) - 20}
						if !b.field.In(p) || p == u.Pos || slices.Contains(o.Blockers, p) {
							continue
						}
						if try%3 == 1 && len(o.Blockers) > 0 {
							o.Blockers[try%len(o.Blockers)] = p
						} else {
							o.Blockers = append(o.Blockers, p)
						}
					}
					for _, budget := range []int{4, 12, 16, 24} {
						var old, now grid.Reach
						old.Compute(b.field, u.Pos, budget, &grid.MoveOpts{Blocked: blockedBy(b, o.Blockers), Broken: o.Broken})
						fo := old.Freeze()
						var ot, nt grid.OneTurnReach
						ot.Compute(b.field, u.Pos, budget, &grid.MoveOpts{Blocked: blockedBy(b, o.Blockers), Broken: o.Broken})
						if reach.Same(&o, &k, budget, fo) {
							served++
							now.Compute(b.field, u.Pos, budget, &grid.MoveOpts{Blocked: blockedBy(b, k.Blockers), Broken: k.Broken})
							if p, ok := firstDifference(b.field, fo, &now); !ok {
								t.Fatalf("seed %d step %d unit %d budget %d: Reach differs at %v", seed, n, u.ID, budget, p)
							}
						}
						if reach.Same(&o, &k, budget, &ot) {
							served++
							nt.Compute(b.field, u.Pos, budget, &grid.MoveOpts{Blocked: blockedBy(b, k.Blockers), Broken: k.Broken})
							if p, ok := firstDifference(b.field, &ot, &nt); !ok {
								t.Fatalf("seed %d step %d unit %d budget %d: OneTurnReach differs at %v", seed, n, u.ID, budget, p)
							}
						}
					}
				}
			}
			if _, err := b.Apply(pickCommand(pick, rulestest.Legal(b, b.Prompt().Side))); err != nil {
				t.Fatal(err)
			}
		}
	}
	if served == 0 {
		t.Fatal("sameSearch never served")
	}
	t.Logf("%d searches served", served)
}

// search is what firstDifference compares of two movement searches.
type search interface {
	Cost(p grid.Pos) (int, bool)
	Path(p grid.Pos, buf []grid.Pos) []grid.Pos
}

// firstDifference compares two searches' costs and paths on every square
// of f, returning the first square where they differ and false, or true
// when they agree everywhere.
func firstDifference(f *grid.Field, a, b search) (grid.Pos, bool) {
	for y := 0; y < f.H; y++ {
		for x := 0; x < f.W; x++ {
			p := grid.Pos{X: x, Y: y}
			c1, ok1 := a.Cost(p)
			c2, ok2 := b.Cost(p)
			if c1 != c2 || ok1 != ok2 || !slices.Equal(a.Path(p, nil), b.Path(p, nil)) {
				return p, false
			}
		}
	}
	return grid.Pos{}, true
}
