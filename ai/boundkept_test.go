package ai

import (
	"math"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestBoundTermsKept plays battles between normal players and, after
// every turn's decision, compares the bound's terms of every square the
// player's memory holds for it (kept from earlier decisions under the
// same key, or worked out in it) with those a fresh memory works out for
// the same decision: they must be the same to the bit.
func TestBoundTermsKept(t *testing.T) {
	compared, keptDecisions := 0, 0
	var lastGen []uint32
	playNormals(t, []string{"fieldworks", "village"}, 3, 400, func(mapName string, steps int, p *Utility, pr rules.Prompt) {
		if steps == 0 {
			lastGen = []uint32{0, 0}
		}
		if pr.Kind == "turn" && p.pos.canBound() {
			if p.memo.gen == lastGen[pr.Side] {
				keptDecisions++
			}
			lastGen[pr.Side] = p.memo.gen
			fresh := newPositions(&positions{}, &p.w, p.pos.v, &p.tm, p.pos.me, p.pos.toEnemy, 0, &squareMemo{}, false)
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
	})
	t.Logf("%d squares' bound terms compared, %d decisions kept the terms of the one before", compared, keptDecisions)
	if compared == 0 || keptDecisions == 0 {
		t.Fatalf("%d squares compared, %d decisions kept terms: nothing to tell", compared, keptDecisions)
	}
}
