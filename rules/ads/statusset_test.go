package ads

import (
	"slices"
	"testing"

	"sightline/rules"
)

// namedStatuses lists u's statuses as Units listed them before they were
// bits: each status's test and name, in the order of the view.
func namedStatuses(b *Battle, u *unitState) []string {
	var out []string
	for _, st := range [...]struct {
		on   bool
		name string
	}{{u.Prone, "prone"}, {u.InCover, "in_cover"}, {u.Hunkered, "hunkered"}, {u.Overwatch != nil, "overwatch"}, {u.CoveringFire, "covering_fire"}, {u.Suppressed, "suppressed"}, {u.Unaware, "unaware"}, {u.TotalDefense, "total_defense"}, {u.Sprinted, "sprinting"}, {u.AllOut, "all_out"}, {u.Guarded, "guarded"},
		{u.Health.Bloodied, "bloodied"}, {u.Health.Unconscious, "unconscious"}, {u.Aff.Dazed(), "dazed"}, {u.Aff.StunnedRounds > 0, "stunned"},
		{u.Grapple != 0, "grappled"}, {u.Pinned, "pinned"}} {
		if st.on {
			out = append(out, st.name)
		}
	}
	disabled := u.Lasting.ArmsDisabled || u.Lasting.LegsDisabled
	broken := false
	for _, w := range u.Weapons {
		disabled = disabled || (w.Disabled && !w.Broken)
		broken = broken || w.Broken
	}
	for _, st := range [...]struct {
		on   bool
		name string
	}{{disabled, "disabled"}, {broken, "broken_weapon"}, {u.Lasting.Slowed, "slowed"}, {u.Lasting.Distracted > 0, "distracted"},
		{u.Swordpoint != nil, "swordpoint"}, {b.heldBy(u.ID, -1), "at_swordpoint"}} {
		if st.on {
			out = append(out, st.name)
		}
	}
	return out
}

// TestStatusesAsNamed sets each unit's status fields at random, many
// times over, and checks that Units lists the statuses namedStatuses
// names, in its order; every status shows at least once.
func TestStatusesAsNamed(t *testing.T) {
	b := newTestBattle(t, 1)
	d := rules.NewDice(7, 1)
	on := func(p int) bool { return d.Intn(p) == 0 }
	seen := map[string]bool{}
	for n := 0; n < 2000; n++ {
		for i := range b.s.Units {
			u := &b.s.Units[i]
			u.Prone, u.InCover, u.Hunkered, u.CoveringFire = on(3), on(3), on(4), on(5)
			u.Suppressed, u.Unaware, u.TotalDefense, u.Sprinted = on(4), on(5), on(4), on(4)
			u.AllOut, u.Guarded, u.Pinned = on(5), on(5), on(6)
			u.Health.Bloodied, u.Health.Unconscious = on(3), on(6)
			u.Aff.DazedNow = on(4)
			u.Aff.StunnedRounds = d.Intn(3) - 1
			u.Grapple = d.Intn(3) - 1
			u.Lasting = lasting{ArmsDisabled: on(6), LegsDisabled: on(6), Slowed: on(4), Distracted: d.Intn(3) - 1}
			for w := range u.Weapons {
				u.Weapons[w].Disabled, u.Weapons[w].Broken = on(4), on(4)
			}
			u.Overwatch, u.Swordpoint = nil, nil
			if on(4) {
				u.Overwatch = &overwatchState{}
			}
			if on(6) {
				u.Swordpoint = &swordpointState{Target: d.Intn(len(b.s.Units))}
			}
		}
		got := b.Units()
		for i := range b.s.Units {
			want := namedStatuses(b, &b.s.Units[i])
			if !slices.Equal(got[i].Statuses, want) {
				t.Fatalf("round %d unit %d: statuses %v, want %v", n, i, got[i].Statuses, want)
			}
			for _, s := range want {
				seen[s] = true
			}
		}
	}
	for _, s := range statusNames {
		if !seen[s] {
			t.Errorf("status %s never shown", s)
		}
	}
}
