package reach

import (
	"math/rand/v2"
	"slices"
	"testing"

	"sightline/rules/grid"
)

// testField is a w by h field of plain ground with rough cells (cost 2)
// and walls scattered by seed.
func testField(seed uint64, w, h int) *grid.Field {
	f := grid.NewField("reach", w, h)
	r := rand.New(rand.NewPCG(seed, 1))
	for i := range f.Cells {
		switch r.IntN(8) {
		case 0:
			f.Cells[i].Cost, f.Cells[i].BlocksSight, f.Cells[i].Terrain = 0, true, grid.Wall
		case 1:
			f.Cells[i].Cost = 2
		}
	}
	return f
}

// blockedBy marks the squares of k's blockers on f.
func blockedBy(f *grid.Field, k *Key) []bool {
	out := make([]bool, f.W*f.H)
	for _, p := range k.Blockers {
		out[p.Y*f.W+p.X] = true
	}
	return out
}

// randomKey returns a key from a random square with up to six blockers.
func randomKey(r *rand.Rand, f *grid.Field) Key {
	k := Key{From: grid.Pos{X: r.IntN(f.W), Y: r.IntN(f.H)}}
	for n := r.IntN(7); n > 0; n-- {
		p := grid.Pos{X: k.From.X + r.IntN(11) - 5, Y: k.From.Y + r.IntN(11) - 5}
		if f.In(p) && p != k.From && !slices.Contains(k.Blockers, p) {
			k.Blockers = append(k.Blockers, p)
		}
	}
	return k
}

// spotsOf lists what a fresh search reaches, start excluded, in row order.
func spotsOf(f *grid.Field, from grid.Pos, s interface {
	Cost(grid.Pos) (int, bool)
}) []grid.Spot {
	var out []grid.Spot
	for y := 0; y < f.H; y++ {
		for x := 0; x < f.W; x++ {
			if c, ok := s.Cost(grid.Pos{X: x, Y: y}); ok && (grid.Pos{X: x, Y: y}) != from {
				out = append(out, grid.Spot{X: int16(x), Y: int16(y), Cost: int32(c)})
			}
		}
	}
	return out
}

// TestMemoMatchesFreshSearch asks one memo for searches from keys that
// repeat, move a blocker or differ, with budgets in any order, and checks
// every answer's squares, costs and paths against a fresh search, flood
// and one-turn alike, and that the memo both served and searched.
func TestMemoMatchesFreshSearch(t *testing.T) {
	f := testField(1, 24, 24)
	r := rand.New(rand.NewPCG(2, 3))
	var mm Memo[grid.Pos]
	keys := []Key{randomKey(r, f), randomKey(r, f), randomKey(r, f)}
	served, made := 0, 0
	for n := 0; n < 400; n++ {
		k := keys[r.IntN(len(keys))].Copied()
		if r.IntN(3) == 0 && len(k.Blockers) > 0 { // a blocker moved far away, or near
			k.Blockers[0] = grid.Pos{X: r.IntN(f.W), Y: r.IntN(f.H)}
			if k.Blockers[0] == k.From {
				continue
			}
		}
		budget := 1 + r.IntN(16)
		var fresh grid.Reach
		fresh.Compute(f, k.From, budget, &grid.MoveOpts{Blocked: blockedBy(f, &k)})
		m, list, ok := mm.Find(&k, budget)
		if ok {
			served++
		} else {
			made++
			m, list = mm.Make(f, &k, budget, grid.MoveOpts{Blocked: blockedBy(f, &k)})
		}
		if want := spotsOf(f, k.From, &fresh); !slices.Equal(list, want) {
			t.Fatalf("step %d: %d squares remembered, %d searched", n, len(list), len(want))
		}
		v := View{S: m, Budget: budget}
		for _, sq := range list {
			if !slices.Equal(v.Path(sq.Pos(), nil), fresh.Path(sq.Pos(), nil)) {
				t.Fatalf("step %d: the path to %v differs", n, sq.Pos())
			}
		}
		conv := mm.Converted(m, budget, list, grid.Spot.Pos)
		if len(conv) != len(list) || (len(conv) > 0 && conv[0] != list[0].Pos()) {
			t.Fatalf("step %d: Converted gave %d squares for %d", n, len(conv), len(list))
		}
		var ft grid.OneTurnReach
		ft.Compute(f, k.From, budget, &grid.MoveOpts{Blocked: blockedBy(f, &k)})
		tm, tl, ok := mm.FindTurn(&k, budget)
		if !ok {
			tm, tl = mm.MakeTurn(f, &k, budget, grid.MoveOpts{Blocked: blockedBy(f, &k)})
		}
		if want := spotsOf(f, k.From, &ft); !slices.Equal(tl, want) {
			t.Fatalf("step %d: one-turn: %d squares remembered, %d searched", n, len(tl), len(want))
		}
		if c, ok := tm.Cost(k.From); !ok || c != 0 {
			t.Fatalf("step %d: the start costs %d, %v", n, c, ok)
		}
	}
	if served == 0 || made == 0 {
		t.Fatalf("served %d, made %d: the test missed a case", served, made)
	}
	c := mm.Shared()
	if len(c.reach) != len(mm.reach) || len(c.conv) != 0 {
		t.Errorf("Shared kept %d of %d searches and %d converted lists", len(c.reach), len(mm.reach), len(c.conv))
	}
}

// TestSameRepeats moves, adds and removes blockers around random starts
// and checks that whenever Same says a search made with the old blockers
// serves the new ones, a new search gives the same costs and paths, flood
// and one-turn alike, and that it did serve.
func TestSameRepeats(t *testing.T) {
	f := testField(4, 32, 32)
	r := rand.New(rand.NewPCG(5, 6))
	served := 0
	for n := 0; n < 300; n++ {
		k := randomKey(r, f)
		o := k.Copied()
		switch {
		case n%3 == 0 && len(o.Blockers) > 0:
			o.Blockers = o.Blockers[1:]
		default:
			p := grid.Pos{X: k.From.X + r.IntN(41) - 20, Y: k.From.Y + r.IntN(41) - 20}
			if !f.In(p) || p == k.From || slices.Contains(o.Blockers, p) {
				continue
			}
			o.Blockers = append(o.Blockers, p)
		}
		for _, budget := range []int{4, 12} {
			var old, now grid.Reach
			old.Compute(f, k.From, budget, &grid.MoveOpts{Blocked: blockedBy(f, &o)})
			fo := old.Freeze()
			now.Compute(f, k.From, budget, &grid.MoveOpts{Blocked: blockedBy(f, &k)})
			if Same(&o, &k, budget, fo) {
				served++
				for y := 0; y < f.H; y++ {
					for x := 0; x < f.W; x++ {
						p := grid.Pos{X: x, Y: y}
						c1, ok1 := fo.Cost(p)
						c2, ok2 := now.Cost(p)
						if c1 != c2 || ok1 != ok2 || !slices.Equal(fo.Path(p, nil), now.Path(p, nil)) {
							t.Fatalf("step %d budget %d: the search differs at %v", n, budget, p)
						}
					}
				}
			}
			var ot, nt grid.OneTurnReach
			ot.Compute(f, k.From, budget, &grid.MoveOpts{Blocked: blockedBy(f, &o)})
			nt.Compute(f, k.From, budget, &grid.MoveOpts{Blocked: blockedBy(f, &k)})
			if Same(&o, &k, budget, &ot) && !slices.Equal(spotsOf(f, k.From, &ot), spotsOf(f, k.From, &nt)) {
				t.Fatalf("step %d budget %d: the one-turn search differs", n, budget)
			}
		}
		// Another start or other broken cover is never the same search.
		q := o.Copied()
		q.From.X++
		if Same(&q, &k, 4, &Turn{Key: q}) {
			t.Fatalf("step %d: a search from another square served", n)
		}
	}
	if served == 0 {
		t.Fatal("Same never served")
	}
}

// TestRuleKeysApart makes searches whose step rule reads the state (a
// Disengage's hostiles, in the key's Rule) and checks that a search is
// found again only for the same Rule: neither Find, Matches nor Same
// serves a search made for other hostiles, whose step rule differs.
func TestRuleKeysApart(t *testing.T) {
	f := testField(7, 24, 24)
	away := func(hostiles []grid.Pos) func(a, b grid.Pos) bool {
		return func(a, b grid.Pos) bool {
			near := func(p grid.Pos) int {
				d := 1 << 30
				for _, h := range hostiles {
					d = min(d, max(abs(h.X-p.X), abs(h.Y-p.Y)))
				}
				return d
			}
			return near(b) >= near(a)
		}
	}
	var mm Memo[grid.Spot]
	k := Key{From: grid.Pos{X: 12, Y: 12}, Rule: []grid.Pos{{X: 14, Y: 12}}}
	mm.Make(f, &k, 8, grid.MoveOpts{StepOK: away(k.Rule)})
	o := k.Copied()
	o.Rule = []grid.Pos{{X: 10, Y: 12}}
	if k.Matches(&o) {
		t.Fatal("keys with other Rule squares match")
	}
	if _, _, ok := mm.Find(&o, 8); ok {
		t.Fatal("a search made for other hostiles served")
	}
	if _, _, ok := mm.Find(&k, 8); !ok {
		t.Fatal("the search made for the same hostiles was not found")
	}
	s, list := mm.Make(f, &o, 8, grid.MoveOpts{StepOK: away(o.Rule)})
	var fresh grid.Reach
	fresh.Compute(f, o.From, 8, &grid.MoveOpts{StepOK: away(o.Rule)})
	if !slices.Equal(list, spotsOf(f, o.From, &fresh)) || !slices.Equal(s.List, list) {
		t.Fatal("the search for the other hostiles differs from a fresh one")
	}
}

// TestSlotsRemember checks that a memo told to remember more searches
// than Size (Memo.Slots) finds them all again, and that Shared keeps the
// number.
func TestSlotsRemember(t *testing.T) {
	f := testField(8, 32, 32)
	mm := Memo[grid.Spot]{Slots: 2 * Size}
	var keys []Key
	for i := range 2 * Size {
		k := Key{From: grid.Pos{X: 1 + 2*i, Y: 3}}
		keys = append(keys, k)
		mm.Make(f, &k, 6, grid.MoveOpts{})
	}
	for i := range keys {
		if _, _, ok := mm.Find(&keys[i], 6); !ok {
			t.Fatalf("search %d of %d forgotten", i, len(keys))
		}
	}
	if c := mm.Shared(); c.Slots != mm.Slots || len(c.reach) != 2*Size {
		t.Fatalf("Shared: %d slots and %d searches, want %d and %d", c.Slots, len(c.reach), mm.Slots, 2*Size)
	}
}

// TestRuleFarServes moves one of a Disengage's hostiles, far from the
// mover or near it, and checks that a search made for the old squares
// serves (Same) only when the step rule's answers on the search's steps
// are the same for the new ones, and that what it serves is then exactly
// a fresh search's, squares, costs and routes.
func TestRuleFarServes(t *testing.T) {
	f := testField(11, 40, 40)
	away := func(hostiles []grid.Pos) func(a, b grid.Pos) bool {
		return func(a, b grid.Pos) bool { return nearest(hostiles, b) >= nearest(hostiles, a) }
	}
	from := grid.Pos{X: 12, Y: 12}
	o := Key{From: from, Rule: []grid.Pos{{X: 15, Y: 12}, {X: 35, Y: 30}}}
	var made grid.Reach
	made.Compute(f, from, 6, &grid.MoveOpts{StepOK: away(o.Rule)})
	old := made.Freeze()
	served, refused := 0, 0
	for y := 0; y < f.H; y += 3 {
		for x := 0; x < f.W; x += 3 {
			for _, moved := range []int{0, 1} {
				k := o.Copied()
				k.Rule[moved] = grid.Pos{X: x, Y: y}
				var fresh grid.Reach
				fresh.Compute(f, from, 6, &grid.MoveOpts{StepOK: away(k.Rule)})
				same := slices.Equal(spotsOf(f, from, &fresh), old.Spots())
				if same {
					for _, sq := range old.Spots() {
						p := sq.Pos()
						if !slices.Equal(old.Path(p, nil), fresh.Path(p, nil)) {
							same = false
						}
					}
				}
				if !Same(&o, &k, 6, old) {
					refused++
					continue
				}
				served++
				if !same {
					t.Fatalf("hostile %d moved to %v: Same served a search that differs from a fresh one", moved, k.Rule[moved])
				}
			}
		}
	}
	if served == 0 || refused == 0 {
		t.Fatalf("served %d, refused %d: want some of each", served, refused)
	}
}
