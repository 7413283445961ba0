package ads

import (
	"slices"
	"testing"

	"sightline/rules/kit/dice"
)

// TestApplyPackedAsApply checks applyPacked against Health.Apply on the
// health it packs, on targets and states around every threshold of
// Apply: Stamina exhausted or not, Wounds at or past the maximum, maximum
// Stamina below the Stamina or below 0.
func TestApplyPackedAsApply(t *testing.T) {
	n := 0
	for _, base := range []int{0, 3, 7, 18} {
		for _, maxWounds := range []int{0, 1, 6, 10} {
			for stamina := 0; stamina <= 20; stamina++ {
				for wounds := 0; wounds <= 12; wounds++ {
					for _, bloodied := range []bool{false, true} {
						target := Health{Base: base, Stamina: stamina, Wounds: wounds, MaxWounds: maxWounds, Bloodied: bloodied, Unconscious: wounds == 4}
						if !packedOK(target, 0) {
							t.Fatalf("%+v does not pack", target)
						}
						k := packState(&target, wounds%2 == 0)
						for dmg := 1; dmg <= 26; dmg++ {
							for _, knockout := range []bool{false, true} {
								for extra := 0; extra <= 2; extra++ {
									h := target
									h.Apply(dmg, knockout, extra)
									want := packState(&h, true)
									per := 1
									if knockout {
										per = 0
									}
									if got := applyPacked(k, dmg, base, maxWounds, per, extra) | packHurt; got != want {
										t.Fatalf("%+v hit by %d (knockout %v, extra %d): got %#x, want %#x", target, dmg, knockout, extra, got, want)
									}
									n++
								}
							}
						}
					}
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no case tried")
	}
}

// convolveByTotals is convolveSparse as it was written first: a loop over
// the totals so far, rising, and over the hit's values within, in any
// order.
func convolveByTotals(total []float64, hd []outcome, floor float64) []float64 {
	hi := 0
	for _, x := range hd {
		hi = max(hi, x.V)
	}
	out := make([]float64, len(total)+hi)
	for i, p := range total {
		if p < floor {
			continue
		}
		for _, x := range hd {
			out[i+x.V] += p * x.P
		}
	}
	return out
}

// TestConvolveSparseSumsByTotals checks that convolveSparse, which takes
// the hit's values from the largest and makes the dropped entries 0, sums
// every total bit for bit as a loop over the totals so far does, along
// the chains of many hits and floors, and widens the floor range alike.
func TestConvolveSparseSumsByTotals(t *testing.T) {
	tried := 0
	for _, s := range chainSpecs() {
		var w chainWork
		w.init(&s, nil, 25)
		for m1 := 1; m1 <= 24; m1 += 3 {
			seq, _ := w.hitsOf(&s, m1)
			for _, floor := range []float64{1e-17, 1e-9, 1e-4, 0.02} {
				total, want := []float64{1}, []float64{1}
				r := dice.NewFloorRange()
				for _, rec := range seq {
					want = convolveByTotals(want, rec.hd, floor)
					prev := r
					total, r = dice.ConvolveSparse(nil, slices.Clone(total), rec.falling, floor, r)
					if !slices.Equal(total, want) {
						t.Fatalf("%+v margin %d floor %g: %v, want %v", s, m1, floor, total, want)
					}
					if r.Dropped < prev.Dropped || r.Kept > prev.Kept {
						t.Fatalf("floor range %+v narrowed to %+v", prev, r)
					}
					tried++
				}
			}
		}
	}
	if tried == 0 {
		t.Fatal("no chain tried")
	}
}
