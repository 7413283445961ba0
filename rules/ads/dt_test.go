package ads

import (
	"testing"

	"sightline/rules"
)

// TestRollPoolExplodes checks that every 9 or 10 rolled adds exactly one
// explosion die and that successes count base and explosion dice.
func TestRollPoolExplodes(t *testing.T) {
	d := rules.NewDice(7, 1)
	sawExplosion := false
	for i := 0; i < 2000; i++ {
		p := RollPool(d, 4, 0)
		want := 0
		for _, f := range append(append([]int{}, p.Dice...), p.Explosions...) {
			if Explodes(f) {
				want++
			}
		}
		if len(p.Explosions) != want {
			t.Fatalf("pool %v explosions %v: want %d explosion dice", p.Dice, p.Explosions, want)
		}
		if p.Successes != CountPool(p.Dice, p.Explosions) {
			t.Fatalf("pool %+v miscounted", p)
		}
		sawExplosion = sawExplosion || want > 0
	}
	if !sawExplosion {
		t.Fatal("2000 pools never exploded")
	}
}

// TestRollPoolRerollsDuds checks that rerolls replace duds only.
func TestRollPoolRerollsDuds(t *testing.T) {
	d := rules.NewDice(11, 1)
	for i := 0; i < 2000; i++ {
		p := RollPool(d, 3, 2)
		if len(p.Rerolled) > 2 {
			t.Fatalf("%d rerolls, want at most 2", len(p.Rerolled))
		}
		for _, f := range p.Rerolled {
			if IsSuccess(f) {
				t.Fatalf("rerolled a success %d", f)
			}
		}
	}
}
