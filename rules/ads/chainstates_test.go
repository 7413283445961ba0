package ads

import "testing"

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
