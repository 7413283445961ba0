package ai

import (
	"math"
	"testing"

	"sightline/maps"
	"sightline/rules"
	"sightline/rules/ads"
	"sightline/rules/all"
)

// hiddenProber is an ADS battle that hides its rules.AttackProber (the
// methods of the same names here have other signatures), so that the AI
// plays every Draw it weighs on a copy. Every other interface of the
// battle stays: hiding them too would change what the AI weighs besides
// the Draws (the squares an overwatch covers, rules.AreaWatcher), and so
// the gains the Draws are measured against.
type hiddenProber struct{ *ads.Battle }

// NoAttackAfter hides the battle's.
func (hiddenProber) NoAttackAfter() {}

// ProbeAfter hides the battle's.
func (hiddenProber) ProbeAfter() {}

// TestDrawProbeWithoutCopy plays battles between normal players and, at
// every turn, weighs each legal Draw both with the battle's
// rules.AttackProber and on a copy alone, asking whether it pins the unit
// or not: the gains must be the same to the bit, and the pins the same.
func TestDrawProbeWithoutCopy(t *testing.T) {
	r, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := any(hiddenProber{}).(rules.AttackProber); ok {
		t.Fatal("hiddenProber does not hide the prober")
	}
	probed, spared, inPlace := 0, 0, 0
	for _, mapName := range []string{"fieldworks", "village"} {
		m, err := maps.LoadBundled(mapName)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 2; seed++ {
			b := eightASide(t, r, m.Field, seed, true)
			players := []*Utility{newUtility("normal", seed), newUtility("normal", seed+1)}
			for steps := 0; steps < 600; steps++ {
				if over, _ := b.Over(); over {
					break
				}
				pr := b.Prompt()
				if pr.Kind == "turn" {
					a, b2 := newUtility("normal", 7), newUtility("normal", 7)
					legal, runs := layOut(b, b.Legal(pr.Side), "", nil, nil)
					va, vb := newView(b, pr.Side, nil, nil, nil), newView(hiddenProber{b.(*ads.Battle)}, pr.Side, nil, nil, nil)
					ta, tb := a.newTurn(&va, pr.Unit, legal, runs), b2.newTurn(&vb, pr.Unit, legal, runs)
					for _, c := range legal {
						if c.Action != "draw" && c.Action != "draw_off_hand" {
							continue
						}
						probed++
						if b.(rules.AttackProber).NoAttackAfter(c) {
							spared++
						} else if b.(rules.AttackProber).ProbeAfter(c, func(rules.Battle) {}) {
							inPlace++
						}
						for _, wantPinned := range []bool{false, true} {
							ga, pa := a.stanceGain(ta, c, wantPinned)
							gb, pb := b2.stanceGain(tb, c, wantPinned)
							if math.Float64bits(ga) != math.Float64bits(gb) || pa != pb {
								t.Fatalf("%s seed %d step %d: %v (pinned asked: %v) gains %v, pinned %v with the prober, %v, %v on a copy", mapName, seed, steps, c, wantPinned, ga, pa, gb, pb)
							}
						}
					}
				}
				c, _, err := players[pr.Side].Decide(b, pr.Side)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := b.Apply(c); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("%d Draws weighed, %d told to open no attack, %d probed in place", probed, spared, inPlace)
	if spared < 20 || inPlace < 5 {
		t.Fatalf("%d Draws weighed, %d told to open no attack, %d probed in place: too few to tell", probed, spared, inPlace)
	}
}
