package ai

import (
	"math"
	"testing"

	"sightline/maps"
	"sightline/rules/all"
	"sightline/rules/grid"
)

// TestBoundTermsKept plays battles between normal players and, after
// every turn's decision, compares the bound's terms of every square the
// player's memory holds for it (kept from earlier decisions under the
// same key, or worked out in it) with those a fresh memory works out for
// the same decision: they must be the same to the bit.
func TestBoundTermsKept(t *testing.T) {
	r, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	compared, keptDecisions := 0, 0
	for _, mapName := range []string{"fieldworks", "village"} {
		m, err := maps.LoadBundled(mapName)
		if err != nil {
			t.Fatal(err)
		}
		b := eightASide(t, r, m.Field, 3, false)
		players := []*Utility{newUtility("normal", 3), newUtility("normal", 4)}
		lastGen := []uint32{0, 0}
		for steps := 0; steps < 400; steps++ {
			if over, _ := b.Over(); over {
				break
			}
			pr := b.Prompt()
			p := players[pr.Side]
			c, _, err := p.Decide(b, pr.Side)
			if err != nil {
				t.Fatal(err)
			}
			if pr.Kind == "turn" && p.pos.canBound() {
				if p.memo.gen == lastGen[pr.Side] {
					keptDecisions++
				}
				lastGen[pr.Side] = p.memo.gen
				fresh := newPositions(&positions{}, &p.w, p.pos.v, &p.tm, p.pos.me, p.pos.toEnemy, 0, &squareMemo{})
				f := p.pos.v.f
				for i, st := range p.memo.bstamp {
					if st != p.memo.gen {
						continue
					}
					q := grid.Pos{X: i % f.W, Y: i / f.W}
					got, want := p.memo.bounds[i], *fresh.boundTerms(q)
					if math.Float64bits(got.offense) != math.Float64bits(want.offense) ||
						math.Float64bits(got.danger) != math.Float64bits(want.danger) ||
						math.Float64bits(got.cohesion) != math.Float64bits(want.cohesion) ||
						math.Float64bits(got.approach) != math.Float64bits(want.approach) {
						t.Fatalf("%s step %d square %v: kept terms %+v, fresh %+v", mapName, steps, q, got, want)
					}
					compared++
				}
			}
			if _, err := b.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d squares' bound terms compared, %d decisions kept the terms of the one before", compared, keptDecisions)
	if compared == 0 || keptDecisions == 0 {
		t.Fatalf("%d squares compared, %d decisions kept terms: nothing to tell", compared, keptDecisions)
	}
}
