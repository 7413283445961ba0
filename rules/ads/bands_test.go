package ads

import "testing"

// TestRangeBandsFollowRangeMod checks that the overlay's bands give every
// distance the modifier RangeMod gives it, and end where firing stops,
// which the units' views give as each weapon's MaxRange.
func TestRangeBandsFollowRangeMod(t *testing.T) {
	b := newTestBattle(t, 1)
	views := b.Units()
	for id := range b.s.Units {
		u := &b.s.Units[id]
		for wi := range b.spec(u).Weapons {
			w := b.weapon(u, wi)
			bands := b.RangeBands(id, wi)
			last := 0
			if len(bands) > 0 {
				last = bands[len(bands)-1].Max
			}
			if got := views[id].Weapons[wi].MaxRange; got != last {
				t.Errorf("unit %d weapon %s: the view's MaxRange %d, the last band ends at %d", id, w.Name, got, last)
			}
			if w.Melee {
				if len(bands) != 0 {
					t.Errorf("unit %d melee weapon %s has bands %v", id, w.Name, bands)
				}
				continue
			}
			if len(bands) == 0 {
				t.Fatalf("unit %d weapon %s has no bands", id, w.Name)
			}
			for d := 1; d <= 3*w.Range+2; d++ {
				want, ok := RangeMod(d, w.Range)
				got, found := 0, false
				for _, bd := range bands {
					if d <= bd.Max {
						got, found = bd.Mod, true
						break
					}
				}
				if found != ok || (ok && got != want) {
					t.Errorf("%s range %d at %d: bands say %d,%v; RangeMod %d,%v", w.Name, w.Range, d, got, found, want, ok)
				}
			}
		}
	}
	if b.RangeBands(-1, 0) != nil || b.RangeBands(0, 99) != nil {
		t.Error("bad unit or weapon should give no bands")
	}
}
