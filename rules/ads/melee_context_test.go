package ads

import (
	"math"
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestOutnumbering checks §8.5's outnumbering as the project reads it: +1
// to a melee attack when more of the attacker's side stand next to the
// target than of the target's side next to the attacker.
func TestOutnumbering(t *testing.T) {
	cases := []struct {
		name string
		ub   []string
		at   []grid.Pos
		want bool
	}{
		// A: duelist (attacker), trooper; B: trooper (target)[, trooper].
		{"two on one", []string{"trooper"}, []grid.Pos{{X: 5, Y: 5}, {X: 6, Y: 6}, {X: 5, Y: 6}}, true},
		{"the second ally is not adjacent", []string{"trooper"}, []grid.Pos{{X: 5, Y: 5}, {X: 9, Y: 9}, {X: 5, Y: 6}}, false},
		{"two on two", []string{"trooper", "trooper"}, []grid.Pos{{X: 5, Y: 5}, {X: 6, Y: 6}, {X: 5, Y: 6}, {X: 4, Y: 4}}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := stageSides(t, openField(12), 3, []string{"duelist", "trooper"}, c.ub, c.at...)
			att, tgt := &b.s.Units[0], &b.s.Units[2]
			ms := find(t, b, att.Side, "melee_strike", tgt.ID)
			o, err := b.Odds(ms)
			if err != nil {
				t.Fatal(err)
			}
			if hasMod(o.Mods, "outnumbering", 1) != c.want {
				t.Fatalf("mods %v, want outnumbering %v", o.Mods, c.want)
			}
			ev := apply(t, b, ms)
			ev = append(ev, apply(t, b, find(t, b, tgt.Side, "duck", rules.NoUnit))...)
			for _, e := range ev {
				if e.Kind == rules.EvRoll && e.Unit == att.ID && e.Text == "attack" && hasMod(e.Mods, "outnumbering", 1) != c.want {
					t.Fatalf("attack roll mods %v, want outnumbering %v", e.Mods, c.want)
				}
			}
		})
	}
}

// TestFiringIntoMelee checks §8.5's firing into melee: -2 to a shot at a
// target next to the firer's ally; over many seeds, a shot that misses
// only because of the -2 strays into the ally (a fresh roll without the
// -2, the ally ducking), and no other miss does.
func TestFiringIntoMelee(t *testing.T) {
	strayed, plain := 0, 0
	for seed := uint64(1); seed <= 120; seed++ {
		b := stageSides(t, openField(12), seed, []string{"gunner", "trooper"}, []string{"trooper"},
			grid.Pos{X: 5, Y: 1}, grid.Pos{X: 6, Y: 8}, grid.Pos{X: 5, Y: 8})
		att, ally, tgt := &b.s.Units[0], &b.s.Units[1], &b.s.Units[2]
		shot := find(t, b, att.Side, "straight_shot", tgt.ID)
		if o, err := b.Odds(shot); err != nil || !hasMod(o.Mods, "firing into melee", -2) {
			t.Fatalf("odds mods %v (%v)", o.Mods, err)
		}
		ev := apply(t, b, shot)
		ev = append(ev, apply(t, b, find(t, b, tgt.Side, "duck", rules.NoUnit))...)
		var attack, defence *rules.Event
		stray, hit := -1, false
		for i := range ev {
			e := &ev[i]
			switch {
			case e.Kind == rules.EvRoll && e.Unit == att.ID && e.Text == "attack" && attack == nil:
				attack = e
			case e.Kind == rules.EvRoll && e.Unit == tgt.ID && e.Text == "duck":
				defence = e
			case e.Kind == rules.EvShot && e.Target == tgt.ID && e.Hit:
				hit = true
			case e.Kind == rules.EvAction && strings.Contains(e.Text, "strays into"):
				stray = i
			}
		}
		if attack == nil || defence == nil || !hasMod(attack.Mods, "firing into melee", -2) {
			t.Fatalf("seed %d: attack %+v defence %+v", seed, attack, defence)
		}
		// The unclamped total: a success per face of 6 or more, plus the
		// modifiers.
		raw := 0
		for _, f := range attack.Dice {
			if f >= 6 {
				raw++
			}
		}
		for _, m := range attack.Mods {
			raw += m.Value
		}
		without := max(0, raw+2) // the total without the -2
		onlyBecause := !hit && without-defence.Total >= 1
		if stray < 0 {
			if onlyBecause {
				t.Fatalf("seed %d: missed only for the -2 (A %d, D %d) and did not stray", seed, attack.Total, defence.Total)
			}
			plain++
			continue
		}
		if !onlyBecause {
			t.Fatalf("seed %d: strayed although the -2 did not cause the miss (A %d, D %d, hit %v)", seed, attack.Total, defence.Total, hit)
		}
		strayed++
		again := false
		for _, e := range ev[stray:] {
			if e.Kind == rules.EvRoll && e.Unit == att.ID && e.Target == ally.ID && !hasMod(e.Mods, "firing into melee", -2) {
				again = true
			}
			if e.Kind == rules.EvRoll && e.Unit == tgt.ID && e.Target == att.ID && e.Text == "duck" {
				t.Fatalf("seed %d: the target defended twice", seed)
			}
		}
		ducked := false
		for _, e := range ev[stray:] {
			ducked = ducked || (e.Kind == rules.EvRoll && e.Unit == ally.ID && e.Text == "duck")
		}
		if !again || !ducked {
			t.Fatalf("seed %d: the stray shot was not rolled at the ally (%v) or the ally did not duck (%v)", seed, again, ducked)
		}
	}
	if strayed == 0 || plain == 0 {
		t.Fatalf("%d strays and %d plain resolutions in 120 seeds; want both", strayed, plain)
	}
}

// TestStrayOdds: the odds of a shot into melee give the chance it strays
// into the firer's ally, as often as it does over many seeds (within four
// standard errors); a shot at a target with no ally of the firer next to
// it cannot stray.
func TestStrayOdds(t *testing.T) {
	const seeds = 1500
	want, strayed := -1.0, 0
	for seed := uint64(1); seed <= seeds; seed++ {
		b := stageSides(t, openField(12), seed, []string{"gunner", "trooper"}, []string{"trooper"},
			grid.Pos{X: 5, Y: 1}, grid.Pos{X: 6, Y: 8}, grid.Pos{X: 5, Y: 8})
		att, tgt := &b.s.Units[0], &b.s.Units[2]
		shot := find(t, b, att.Side, "straight_shot", tgt.ID)
		o, err := b.Odds(shot)
		if err != nil {
			t.Fatal(err)
		}
		if want < 0 {
			want = o.Stray
			if want <= 0.02 || want >= 0.5 {
				t.Fatalf("a shot into melee strays with odds %.3f; want a plain share", want)
			}
		} else if o.Stray != want {
			t.Fatalf("seed %d: stray odds %.4f, want the same as seed 1 (%.4f)", seed, o.Stray, want)
		}
		ev := apply(t, b, shot)
		ev = append(ev, apply(t, b, find(t, b, tgt.Side, "duck", rules.NoUnit))...)
		for _, e := range ev {
			if e.Kind == rules.EvAction && strings.Contains(e.Text, "strays into") {
				strayed++
				break
			}
		}
	}
	got := float64(strayed) / seeds
	if se := math.Sqrt(want * (1 - want) / seeds); math.Abs(got-want) > 4*se {
		t.Errorf("%d of %d shots strayed (%.3f); the odds say %.3f (±%.3f)", strayed, seeds, got, want, 4*se)
	}
	t.Logf("%d of %d strayed (%.3f), odds %.3f", strayed, seeds, got, want)

	// The firer's ally steps away: no melee, no stray.
	b := stageSides(t, openField(12), 1, []string{"gunner", "trooper"}, []string{"trooper"},
		grid.Pos{X: 5, Y: 1}, grid.Pos{X: 2, Y: 8}, grid.Pos{X: 5, Y: 8})
	o, err := b.Odds(find(t, b, 0, "straight_shot", 2))
	if err != nil || o.Stray != 0 {
		t.Errorf("a shot with no melee: stray odds %v (%v), want 0", o.Stray, err)
	}
}
