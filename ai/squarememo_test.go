package ai

import (
	"math"
	"testing"

	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/grid"
)

// TestSquareTermsKept plays battles between normal players and, after
// every turn's decision, compares the terms of every square the player's
// memory holds for it (kept from earlier decisions under the same key, or
// worked out in it) with those a fresh memory works out for the same
// decision: they must be the same to the bit. Decisions with no enemy in
// sight, whose approach follows the walking distances to the enemy's zone
// or to where one was last seen, must keep terms too.
func TestSquareTermsKept(t *testing.T) {
	compared, kept, keptUnseen := 0, 0, 0
	var lastGen []uint32
	playNormals(t, []string{"fieldworks", "village", "canyon"}, 11, 400, func(mapName string, steps int, p *Utility, pr rules.Prompt) {
		if steps == 0 {
			lastGen = []uint32{0, 0}
		}
		if pr.Kind == "turn" {
			if p.memo.gen == lastGen[pr.Side] {
				kept++
				if len(p.pos.foes) == 0 {
					keptUnseen++
				}
			}
			lastGen[pr.Side] = p.memo.gen
			fresh := newPositions(&positions{}, &p.w, p.pos.v, &p.tm, p.pos.me, p.pos.toEnemy, 0, &squareMemo{}, false)
			f := p.pos.v.f
			for i, st := range p.memo.stamp {
				if st != p.memo.gen {
					continue
				}
				q := grid.Pos{X: i % f.W, Y: i / f.W}
				got, want := p.memo.terms[i], *fresh.square(q)
				if math.Float64bits(got.danger) != math.Float64bits(want.danger) ||
					math.Float64bits(got.offense) != math.Float64bits(want.offense) ||
					math.Float64bits(got.cohesion) != math.Float64bits(want.cohesion) ||
					math.Float64bits(got.approach) != math.Float64bits(want.approach) ||
					got.watched != want.watched {
					t.Fatalf("%s step %d square %v: kept terms %+v, fresh %+v", mapName, steps, q, got, want)
				}
				compared++
			}
		}
	})
	t.Logf("%d squares' terms compared, %d decisions kept the terms of the one before, %d of them with no enemy in sight", compared, kept, keptUnseen)
	if compared == 0 || keptUnseen == 0 {
		t.Fatalf("%d squares compared, %d decisions kept terms with no enemy in sight: nothing to tell", compared, keptUnseen)
	}
}

// TestSquareTermsFollowGoal: with no enemy in sight, a decision keeps the
// terms of the one before while the walking distances its approach
// follows are the same, and works them out again once those distances'
// memory holds distances to another square, as the search's does
// (memory.goal), which must then be what a fresh memory works out.
func TestSquareTermsFollowGoal(t *testing.T) {
	r, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.LoadBundled("fieldworks")
	if err != nil {
		t.Fatal(err)
	}
	b := eightASide(t, r, m.Field, 13, false)
	p := newUtility("normal", 13)
	side := b.Prompt().Side
	v := newView(b, side, nil, nil, nil)
	v.enemies = nil
	p.tm.update(&v)
	me := v.unit(v.friends[0])
	f := v.f
	a, c := grid.Pos{X: 2, Y: 2}, grid.Pos{X: f.W - 3, Y: f.H - 3}
	dist := distancesFrom(f, []grid.Pos{a}, nil)
	var memo squareMemo
	var into positions
	terms := func(s *positions) []squareTerms {
		var out []squareTerms
		for y := 0; y < f.H; y += 3 {
			for x := 0; x < f.W; x += 3 {
				if q := (grid.Pos{X: x, Y: y}); f.Walkable(q) {
					out = append(out, *s.square(q))
				}
			}
		}
		return out
	}
	same := func(got, want []squareTerms) bool {
		for i := range got {
			if math.Float64bits(got[i].approach) != math.Float64bits(want[i].approach) ||
				math.Float64bits(got[i].cohesion) != math.Float64bits(want[i].cohesion) {
				return false
			}
		}
		return len(got) == len(want) && len(got) > 0
	}
	toA := terms(newPositions(&into, &p.w, &v, &p.tm, me, dist, 1, &memo, false))
	gen := memo.gen
	if again := terms(newPositions(&into, &p.w, &v, &p.tm, me, dist, 1, &memo, false)); memo.gen != gen || !same(again, toA) {
		t.Fatalf("the same distances: memo generation %d -> %d, terms the same %v", gen, memo.gen, same(again, toA))
	}
	// The distances to c, written over those to a.
	if d := distancesFrom(f, []grid.Pos{c}, dist); &d[0] != &dist[0] {
		t.Fatal("distancesFrom did not reuse its memory")
	}
	toC := terms(newPositions(&into, &p.w, &v, &p.tm, me, dist, 2, &memo, false))
	if memo.gen == gen {
		t.Fatal("distances to another square kept the terms")
	}
	if fresh := terms(newPositions(&positions{}, &p.w, &v, &p.tm, me, dist, 2, &squareMemo{}, false)); !same(toC, fresh) {
		t.Fatal("terms after the distances changed differ from a fresh memory's")
	}
	if same(toC, toA) {
		t.Fatal("the distances to a and to c give the same terms: nothing to tell")
	}
}
