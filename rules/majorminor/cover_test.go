package majorminor

import (
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// TestCoverCategories: half cover adds 2 to the Defense Check priced and
// named, three-quarter 5, and full cover cannot be attacked through (G8).
func TestCoverCategories(t *testing.T) {
	for _, c := range []struct {
		cat   grid.CoverCategory
		bonus int
		words string
	}{{grid.CoverHalf, 2, "+2"}, {grid.CoverThreeQuarter, 5, "+5"}, {grid.CoverFull, 0, "no attack"}} {
		b := newTestBattle(t, 12, 3, []placed{{"tester", 0, grid.Pos{X: 1, Y: 1}}, {"tester", 1, grid.Pos{X: 6, Y: 1}}}, false)
		full := c.cat == grid.CoverFull
		b.Field().Covers = append(b.Field().Covers, grid.Cover{Category: c.cat, Full: full, Cell: grid.Pos{X: 6, Y: 1}, Edge: grid.West})
		b.Field().VEdges[1*(b.Field().W+1)+6] = 0
		inCombat(b, 0, map[int]int{1: 10})
		if d := b.DescribeCover(0); !strings.Contains(d, c.words) {
			t.Errorf("%v: described %q, want %q in it", c.cat, d, c.words)
		}
		tm := b.attackTerms(&b.S.Units[0], &b.S.Units[1], 0, false, 0)
		_, _, isFull := b.coverBonus(b.S.Units[0].Pos, b.S.Units[1].Pos)
		if isFull != full || !full && tm.Defense != 10+c.bonus {
			t.Errorf("%v: defense %d full %v, want %d %v", c.cat, tm.Defense, isFull, 10+c.bonus, full)
		}
		listed := false
		for _, l := range rulestest.Legal(b, 0) {
			listed = listed || l.Action == "attack"
		}
		if listed == full {
			t.Errorf("%v: attack listed %v", c.cat, listed)
		}
	}
}

// TestDefenseBadge: a unit's current Defense Check shows over its head
// (rules.Unit.Badge) once combat has rolled it, and not before.
func TestDefenseBadge(t *testing.T) {
	b := newTestBattle(t, 12, 3, []placed{{"tester", 0, grid.Pos{X: 1, Y: 1}}, {"tester", 1, grid.Pos{X: 6, Y: 1}}}, false)
	if badge := b.Units()[1].Badge; badge != "" {
		t.Errorf("before combat: badge %q", badge)
	}
	inCombat(b, 0, map[int]int{1: 15})
	if badge := b.Units()[1].Badge; badge != "D15" {
		t.Errorf("Defense Check 15: badge %q, want D15", badge)
	}
}

// TestClimbingCostsDouble: climbing a ladder from one height to the next
// costs 2 metres a metre (§5.3): a Speed 6 unit climbs, then walks 4.
func TestClimbingCostsDouble(t *testing.T) {
	b := newTestBattle(t, 12, 1, []placed{{"tester", 0, grid.Pos{X: 0, Y: 0}}, {"tester", 1, grid.Pos{X: 11, Y: 0}}}, false)
	b.Field().At(grid.Pos{X: 1, Y: 0}).Climb = true
	for x := 2; x < 12; x++ {
		b.Field().At(grid.Pos{X: x, Y: 0}).Elevation = 1
	}
	reach := map[grid.Pos]bool{}
	for _, r := range b.Reach(rules.MoveOf(0, "move"), nil) {
		reach[r.To] = true
	}
	// (1,0) costs 1, the climb onto (2,0) 2, then 3 more: up to (5,0).
	if !reach[grid.Pos{X: 5, Y: 0}] || reach[grid.Pos{X: 6, Y: 0}] {
		t.Errorf("reach %v, want up to (5,0)", reach)
	}
}
