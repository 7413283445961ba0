package ads

import (
	"reflect"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestOracle checks every worked example of ads.md §11, one subtest each.
func TestOracle(t *testing.T) {
	t.Run("oracle_1", func(t *testing.T) {
		a := NewTotal(7, rules.Mod{Source: "burst", Value: -1}).Value
		ms := Margins(a, 3, 3)
		if a != 6 || !reflect.DeepEqual(ms, []int{3, 1, -1}) || Hits(ms) != 2 {
			t.Fatalf("A %d margins %v hits %d, want 6 [3 1 -1] 2", a, ms, Hits(ms))
		}
		w := 8
		if d := HitDamage(w, 0, ms[0], false, 0, 0); d != w+3 {
			t.Errorf("bullet 1 damage %d, want %d", d, w+3)
		}
		if d := HitDamage(w, 0, ms[1], false, 0, 0); d != w+1 {
			t.Errorf("bullet 2 damage %d, want %d", d, w+1)
		}
	})
	t.Run("oracle_2", func(t *testing.T) {
		ms := Margins(3, 2, 1)
		if ms[0] != 1 || Hits(ms) != 1 {
			t.Fatalf("margins %v, want [1] and a hit", ms)
		}
		if d := HitDamage(5, 3, ms[0], false, 0, 0); d != 9 {
			t.Errorf("melee damage %d, want 5+3+1", d)
		}
	})
	t.Run("oracle_3", func(t *testing.T) {
		if h := Hits(Margins(4, 4, 1)); h != 0 {
			t.Fatalf("tie gave %d hits, want 0", h)
		}
	})
	t.Run("oracle_4", func(t *testing.T) {
		for n, want := range []int{1: 0, 2: -1, 3: -2, 4: -3} {
			if n > 0 && AttackPenalty(n) != want {
				t.Errorf("attack %d penalty %d, want %d", n, AttackPenalty(n), want)
			}
		}
	})
	t.Run("oracle_5", func(t *testing.T) {
		for n, want := range []int{1: 0, 2: 0, 3: 0, 4: -1, 5: -2} {
			if n > 0 && DefencePenalty(n) != want {
				t.Errorf("defence %d penalty %d, want %d", n, DefencePenalty(n), want)
			}
		}
	})
	t.Run("oracle_6", func(t *testing.T) {
		ms := Margins(12, 5, 5)
		if !reflect.DeepEqual(ms, []int{7, 5, 3, 1, -1}) || Hits(ms) != 4 {
			t.Fatalf("margins %v hits %d", ms, Hits(ms))
		}
		if !IsCrit(ms[0]) || IsCrit(ms[1]) {
			t.Errorf("crit flags wrong for margins %v", ms)
		}
	})
	t.Run("oracle_7", func(t *testing.T) {
		for _, c := range [][2]int{{1, 1}, {2, 1}, {3, 2}, {4, 2}, {5, 3}, {7, 4}} {
			if got := PummelHits(c[0]); got != c[1] {
				t.Errorf("pummel m=%d: %d hits, want %d", c[0], got, c[1])
			}
		}
	})
	t.Run("oracle_8", func(t *testing.T) {
		if s := BaseStamina(3, 2, 0); s != 18 {
			t.Fatalf("stamina %d, want 18", s)
		}
	})
	t.Run("oracle_9", func(t *testing.T) {
		h := NewHealth(3, 2, 0)
		h.Apply(12, false, 0)
		if h.Stamina != 6 || h.Wounds != 2 || h.MaxStamina() != 16 || h.Bloodied {
			t.Fatalf("after 12: %+v max %d", h, h.MaxStamina())
		}
		h.Apply(9, false, 0)
		if h.Stamina != 0 || h.Wounds != 6 || !h.Bloodied || WoundPenalty(h.Stamina, h.Wounds) != -2 {
			t.Fatalf("after 9: %+v penalty %d", h, WoundPenalty(h.Stamina, h.Wounds))
		}
	})
	t.Run("oracle_10", func(t *testing.T) {
		for _, c := range [][2]int{{1, -1}, {2, -1}, {5, -1}, {6, -2}, {8, -2}, {9, -3}} {
			if got := WoundPenalty(0, c[0]); got != c[1] {
				t.Errorf("wounds %d: %d, want %d", c[0], got, c[1])
			}
		}
		if WoundPenalty(3, 5) != 0 {
			t.Error("wound penalty applied with Stamina left")
		}
	})
	t.Run("oracle_11", func(t *testing.T) {
		h := Health{Base: 18, Stamina: 0, Wounds: 4, MaxWounds: 10}
		if h.StaysConscious(3) {
			t.Error("3 successes against 4 Wounds kept the character conscious")
		}
		if !h.StaysConscious(4) {
			t.Error("4 successes against 4 Wounds knocked the character out")
		}
	})
	t.Run("oracle_12", func(t *testing.T) {
		want := map[int]int{2: 2, 4: 1, 8: 0, 15: 0, 20: 0, 21: -1, 30: -1, 31: -2, 40: -2, 41: -4, 60: -4}
		for _, d := range []int{2, 4, 8, 15, 20, 21, 30, 31, 40, 41, 60} {
			m, ok := RangeMod(d, 20)
			if !ok || m != want[d] {
				t.Errorf("d=%d: %d %v, want %d", d, m, ok, want[d])
			}
		}
		if _, ok := RangeMod(61, 20); ok {
			t.Error("d=61 with R=20 can fire")
		}
	})
	t.Run("oracle_13", func(t *testing.T) {
		s := Soak{Armour: 4, Cloak: 2}
		if got := Taken(10, EffectiveAP(s.AP(Torso), 3)); got != 7 {
			t.Errorf("torso took %d, want 7", got)
		}
		if got := Taken(10, EffectiveAP(s.AP(Arms), 3)); got != 9 {
			t.Errorf("arm took %d, want 9", got)
		}
	})
	t.Run("oracle_14", func(t *testing.T) {
		s := Soak{Armour: 2, Cover: 8}
		if got := Taken(20, EffectiveAP(s.AP(Torso), 0)); got != 10 {
			t.Fatalf("defender took %d, want 10", got)
		}
		wall := Section{AP: 8, SP: 30}
		if wall.Take(CoveredHitDamage(20, 8)); wall.Left() != 24 {
			t.Fatalf("wall left %d, want 24", wall.Left())
		}
		broke := 0
		for i := 0; i < 5; i++ {
			if wall.Take(CoveredHitDamage(20, 8)) {
				broke = i + 1
			}
		}
		if broke != 5 || wall.Damage != 36 || !wall.Broken() {
			t.Fatalf("wall broke after %d more hits with damage %d, want 5 and 36", broke, wall.Damage)
		}
	})
	t.Run("oracle_15", func(t *testing.T) {
		if !Jams(true, false, 4) || Jams(true, false, 3) || !Jams(true, false, 0) || Jams(true, true, 4) {
			t.Error("jam rule wrong")
		}
		if Jams(false, false, 4) {
			t.Error("a melee weapon jammed")
		}
		if !QuickRecovers(Normal, 6) || QuickRecovers(Normal, 5, 9) {
			t.Error("normal quick recovery wrong")
		}
		if !QuickRecovers(Reliable, 3, 7) || QuickRecovers(Reliable, 3, 5) {
			t.Error("reliable quick recovery wrong")
		}
		if QuickRecovers(Unreliable, 10, 10) {
			t.Error("unreliable weapon quick-recovered")
		}
	})
	t.Run("oracle_16", func(t *testing.T) {
		a := InitEntry{Unit: 2, Roll: 7, Agility: 3, Speed: 3}
		if a.Total() != 13 {
			t.Fatalf("initiative %d, want 13", a.Total())
		}
		b := InitEntry{Unit: 1, Roll: 8, Agility: 2, Speed: 3}
		es := []InitEntry{b, a}
		SortInitiative(es)
		if es[0].Unit != 2 {
			t.Errorf("Ag 2 went before Ag 3 on a tie")
		}
		pc := InitEntry{Unit: 5, Roll: 7, Agility: 3, Speed: 3, Hero: true}
		es = []InitEntry{a, pc}
		SortInitiative(es)
		if es[0].Unit != 5 {
			t.Errorf("NPC went before PC on a tie")
		}
	})
	t.Run("oracle_17", func(t *testing.T) {
		for n, want := range []int{1: 1, 2: 3, 3: 4, 4: 6} {
			if n > 0 && grid.Distance(grid.Pos{}, grid.Pos{X: n, Y: n}) != want {
				t.Errorf("%d diagonals cost %d, want %d", n, grid.Distance(grid.Pos{}, grid.Pos{X: n, Y: n}), want)
			}
		}
		if grid.Distance(grid.Pos{}, grid.Pos{X: 3, Y: 1}) > MoveAllowance("move", 3) {
			t.Error("1 diagonal + 2 orthogonal do not fit in one Move")
		}
	})
	t.Run("oracle_18", func(t *testing.T) {
		want := map[string]int{"move": 3, "run": 12, "sprint": 18, "charge": 6, "hip_fire": 6}
		for _, a := range []string{"move", "run", "sprint", "charge", "hip_fire"} {
			if got := MoveAllowance(a, 3); got != want[a] {
				t.Errorf("%s: %d, want %d", a, got, want[a])
			}
		}
		if ChargeMinimum != 2 {
			t.Error("charge minimum is not 2")
		}
	})
	t.Run("oracle_19", func(t *testing.T) {
		var a Afflictions
		a.Daze()
		if !a.Dazed() {
			t.Fatal("not dazed in the round it was applied")
		}
		for r := 1; r <= 2; r++ {
			if got := a.StartRound(0, 0); got != 4 || !a.Dazed() {
				t.Fatalf("round r+%d: %d ticks dazed %v, want 4 true", r, got, a.Dazed())
			}
		}
		if got := a.StartRound(0, 0); got != 5 || a.Dazed() {
			t.Fatalf("round r+3: %d ticks dazed %v, want 5 false", got, a.Dazed())
		}
	})
	t.Run("oracle_20", func(t *testing.T) {
		s := CountPool([]int{9, 4, 6}, []int{2})
		if s != 2 || NewTotal(s, rules.Mod{Source: "skill", Value: 2}).Value != 4 {
			t.Errorf("[9 4 6]+[2]: %d successes", s)
		}
		if s := CountPool([]int{10}, []int{10, 3}); s != 2 {
			t.Errorf("[10]+[10 3]: %d successes, want 2", s)
		}
	})
}
