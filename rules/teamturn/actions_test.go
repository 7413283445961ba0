package teamturn

import (
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestDisengage holds Disengage to G12: twice the Speed, no step closer
// to the nearest hostile, no target of opportunity, and the whole turn.
func TestDisengage(t *testing.T) {
	b := newTestBattle(t, 30, 9, []placed{{"tester", 0, pos(10, 4)}, {"guard", 1, pos(11, 4)}, {"guard", 1, pos(11, 5)}})
	var hostiles []grid.Pos
	for _, u := range b.S.Units[1:] {
		hostiles = append(hostiles, u.Pos)
	}
	far := 0
	for _, r := range b.Reach(rules.MoveOf(0, "disengage"), nil) {
		path := b.Path(rules.Command{Action: "disengage", Unit: 0, To: r.To})
		from := b.S.Units[0].Pos
		for _, p := range path {
			if nearest(hostiles, p) < nearest(hostiles, from) {
				t.Fatalf("the path to %v steps from %v to %v, closer to a hostile", r.To, from, p)
			}
			from = p
		}
		far = max(far, distance(b.S.Units[0].Pos, r.To))
	}
	if far != 12 {
		t.Errorf("Disengage reaches %d squares, want twice Speed 6", far)
	}
	to := pos(1, 4)
	ev := play(t, b, "disengage", 0, -1, -1, &to)
	if pr := b.Prompt(); pr.Kind != "turn" || b.S.Units[0].Pos != to {
		t.Errorf("Disengage: prompt %q, unit on %v", pr.Kind, b.S.Units[0].Pos)
	}
	if ev[0].Cost.Unit != "long" || len(legalFor(b, 0)) != 0 {
		t.Errorf("Disengage cost %v and left %v", ev[0].Cost, legalFor(b, 0))
	}
	// The same walk as a Move gives both guards their strike.
	b = newTestBattle(t, 30, 9, []placed{{"tester", 0, pos(10, 4)}, {"guard", 1, pos(11, 4)}, {"guard", 1, pos(11, 5)}})
	to = pos(10, 2)
	play(t, b, "move", 0, -1, -1, &to)
	if pr := b.Prompt(); pr.Kind != kindOpportunity || pr.Unit != 1 {
		t.Errorf("a 2-square Move within a guard's reach: prompt %+v", pr)
	}
}

// TestHideAndSearch: Hide needs no enemy in sight and a Stealth check;
// hidden, the enemies' side does not see the unit nor may attack it;
// a passed Search finds it; attacking reveals it.
func TestHideAndSearch(t *testing.T) {
	b := newTestBattle(t, 12, 5, []placed{{"tester", 0, pos(1, 2)}, {"tester", 1, pos(10, 2)}})
	if _, ok := find(b, "hide", 0, -1, -1, nil); ok {
		t.Fatal("Hide is offered in plain sight")
	}
	// A wall between them, built before anything looks across it.
	b = newTestBattle(t, 12, 5, []placed{{"tester", 0, pos(1, 2)}, {"tester", 1, pos(10, 2)}})
	for y := 0; y < 5; y++ {
		c := b.Field().At(pos(5, y))
		c.Cost, c.Terrain, c.BlocksSight = 0, grid.Wall, true
	}
	b.S.Dice = seedRolling(t, [2]int{20, 10}) // Stealth 10
	play(t, b, "hide", 0, -1, -1, nil)
	if !b.S.Units[0].Hidden || b.Sees(1, 0) || !b.Sees(0, 0) {
		t.Fatalf("after a passed Stealth check: hidden %v, seen by its foes %v", b.S.Units[0].Hidden, b.Sees(1, 0))
	}
	endTurn(t, b)
	// The foe comes round the wall: the hidden unit stays unseen and
	// unattackable until a Search finds it.
	b.S.Units[1].Pos = pos(3, 3)
	if b.Sees(1, 0) {
		t.Error("the foes see a hidden unit")
	}
	if _, ok := find(b, "attack", 1, 0, -1, nil); ok {
		t.Error("a hidden unit may be attacked")
	}
	b.S.Dice = seedRolling(t, [2]int{20, 3})
	play(t, b, "search", 1, -1, -1, nil)
	if b.S.Units[0].Hidden || !b.Sees(1, 0) {
		t.Fatal("a passed Search did not find the hidden unit")
	}
	if !slices.Contains(legalFor(b, 1), "attack") {
		t.Error("a found unit may not be attacked")
	}
}

// TestDisengageSearchFresh moves the hostiles of a disengaging unit about,
// near it and far, and checks each time that its squares, costs and paths
// (the battle's remembered searches, its table of distances to the
// nearest hostile, a search kept while only far hostiles moved) are a
// fresh grid search's with awayFrom as its step rule.
func TestDisengageSearchFresh(t *testing.T) {
	b := newTestBattle(t, 40, 30, []placed{{"tester", 0, pos(12, 12)}, {"guard", 0, pos(13, 14)}, {"guard", 1, pos(15, 12)}, {"guard", 1, pos(35, 25)}})
	spots := []grid.Pos{pos(15, 12), pos(14, 10), pos(30, 20), pos(36, 3), pos(10, 15), pos(2, 28), pos(12, 9), pos(38, 28)}
	for i, p := range spots {
		b.S.Units[2+i%2].Pos = p
		var hostiles []grid.Pos
		blocked := make([]bool, b.Field().W*b.Field().H)
		for _, u := range b.S.Units[1:] {
			blocked[u.Pos.Y*b.Field().W+u.Pos.X] = true
			if u.Side == 1 {
				hostiles = append(hostiles, u.Pos)
			}
		}
		var fresh grid.Reach
		from := b.S.Units[0].Pos
		fresh.Compute(b.Field(), from, 12, &grid.MoveOpts{Blocked: blocked, StepOK: func(a, c grid.Pos) bool { return awayFrom(hostiles, a, c) }})
		want := map[grid.Pos]bool{}
		for q := range fresh.All() {
			if q != from {
				want[q] = true
			}
		}
		got := b.Reach(rules.MoveOf(0, "disengage"), nil)
		if len(got) != len(want) {
			t.Fatalf("move %d: %d squares, a fresh search %d", i, len(got), len(want))
		}
		for _, r := range got {
			path := b.Path(rules.Command{Action: "disengage", Unit: 0, To: r.To})
			if !want[r.To] || !slices.Equal(path, fresh.Path(r.To, nil)) {
				t.Fatalf("move %d: square %v or its path %v is not the fresh search's", i, r.To, path)
			}
		}
	}
}
