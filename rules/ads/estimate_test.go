package ads

import (
	"math"
	"reflect"
	"testing"

	"sightline/rules/grid"
)

// TestEstimateMatchesOdds: from where the units stand, the estimate of
// the weapon in hand is the Odds of the legal Straight Shot, and asking
// leaves the battle as it was.
func TestEstimateMatchesOdds(t *testing.T) {
	b, att, def := stage(t, coverField(), 3, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 6})
	takeCover(t, b, def)
	shot := find(t, b, att.Side, "straight_shot", def.ID)
	want, err := b.Odds(shot)
	if err != nil {
		t.Fatal(err)
	}
	hash := b.Hash()
	got, err := b.EstimateOdds(att.ID, -1, def.ID, att.Pos, def.Pos)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("estimate %+v, odds %+v", got, want)
	}
	if b.Hash() != hash {
		t.Fatal("estimating changed the battle")
	}
}

// TestEstimateMovesBothEnds: the estimate judges the squares it is given:
// a defender imagined behind the stone wall takes cover there (it is free
// on its turn) and is harder to hit than in the open, from the front but
// not from the flank; the battle's units stay where they are.
func TestEstimateMovesBothEnds(t *testing.T) {
	b, att, def := stage(t, coverField(), 3, grid.Pos{X: 0, Y: 0}, grid.Pos{X: 11, Y: 11})
	at, dp := att.Pos, def.Pos
	behind, front, flank, open := grid.Pos{X: 5, Y: 6}, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 0, Y: 6}, grid.Pos{X: 2, Y: 10}
	hit := func(from, to grid.Pos) float64 {
		t.Helper()
		o, err := b.EstimateOdds(att.ID, -1, def.ID, from, to)
		if err != nil {
			t.Fatal(err)
		}
		return o.Hit
	}
	covered, flanked := hit(front, behind), hit(flank, behind)
	bare := hit(grid.Pos{X: 2, Y: 5}, open) // the same distance (5), in the open
	if !(covered < bare-0.05) || math.Abs(flanked-bare) > 1e-9 {
		t.Fatalf("hit behind the wall from the front %.3f, from the flank %.3f, in the open %.3f", covered, flanked, bare)
	}
	if att.Pos != at || def.Pos != dp || def.InCover {
		t.Fatal("estimating moved the units or left the defender in cover")
	}
}

// TestEstimateRefusesWhatCannotBeDone: an estimate is refused for a melee
// weapon out of reach, a shot beyond three times the range, a weapon the
// unit does not have, and a unit out of the fight.
func TestEstimateRefusesWhatCannotBeDone(t *testing.T) {
	b, att, def := stage(t, coverField(), 3, grid.Pos{X: 0, Y: 0}, grid.Pos{X: 11, Y: 11})
	pistol := 1 // the gunner's sidearm, range 8
	if w := b.weapon(att, pistol); w.Range != 8 {
		t.Fatalf("weapon %d is %+v", pistol, w)
	}
	f := grid.NewField("long", 40, 3)
	spawnCorners(f)
	lb, la, ld := stage(t, f, 1, grid.Pos{X: 0, Y: 1}, grid.Pos{X: 39, Y: 1})
	for _, tc := range []struct {
		name             string
		b                *Battle
		att, weapon, def int
		from, to         grid.Pos
	}{
		{"pistol beyond 3R", lb, la.ID, pistol, ld.ID, grid.Pos{X: 0, Y: 1}, grid.Pos{X: 30, Y: 1}},
		{"no such weapon", b, att.ID, 7, def.ID, att.Pos, def.Pos},
		{"itself", b, att.ID, -1, att.ID, att.Pos, att.Pos},
	} {
		if _, err := tc.b.EstimateOdds(tc.att, tc.weapon, tc.def, tc.from, tc.to); err == nil {
			t.Errorf("%s: estimated", tc.name)
		}
	}
	def.Health.Unconscious = true // out of the fight
	if _, err := b.EstimateOdds(att.ID, -1, def.ID, att.Pos, def.Pos); err == nil {
		t.Error("estimated an attack on a unit out of the fight")
	}
}
