package ai

import (
	"math"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestPlainTermsMatchExactTerms plays battles between normal players and,
// after turn decisions with an enemy in sight and no estimates, asks every
// walkable square's pass over the seen enemies of plainTerms and of
// exactTerms (whose estimates are then off): the threats, the best shot
// and the nearest distance must be the same numbers, to the bit.
func TestPlainTermsMatchExactTerms(t *testing.T) {
	compared, threatened, shots := 0, 0, 0
	playNormals(t, []string{"fieldworks", "village", "warehouse"}, 7, 300, func(mapName string, steps int, p *Utility, pr rules.Prompt) {
		if s := &p.pos; pr.Kind == "turn" && s.ex == nil && len(s.foes) > 0 && steps%2 == 0 {
			f := s.v.f
			for y := 0; y < f.H; y++ {
				for x := 0; x < f.W; x++ {
					q := grid.Pos{X: x, Y: y}
					if !f.Walkable(q) {
						continue
					}
					i := y*f.W + x
					sum, best, near := plainTerms(s.tm, s.foes, q, i, s.myRange, s.myMelee, s.w.Cover, 1+s.w.Flank)
					esum, ebest, enear := s.exactTerms(q, i)
					if math.Float64bits(sum) != math.Float64bits(esum) || math.Float64bits(best) != math.Float64bits(ebest) || near != enear {
						t.Fatalf("%s step %d square %v: plainTerms %v %v %d, exactTerms %v %v %d", mapName, steps, q, sum, best, near, esum, ebest, enear)
					}
					compared++
					if sum > 0 {
						threatened++
					}
					if best > 0 {
						shots++
					}
				}
			}
		}
	})
	t.Logf("%d squares compared, %d threatened, %d with a shot", compared, threatened, shots)
	if threatened == 0 || shots == 0 {
		t.Fatalf("%d squares threatened, %d with a shot: nothing to tell", threatened, shots)
	}
}
