package ai

import (
	"testing"

	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
)

// unlistedBattle is a battle that hides its rules.ListedPricer, and every
// other speed-up, from the player, but still advises defences: react
// then prices every answer through DefenceOdds, none left out by its
// ceiling.
type unlistedBattle struct {
	rules.Battle
	adv rules.DefenceAdvisor
}

// DefenceOdds is the hidden battle's.
func (u unlistedBattle) DefenceOdds(c rules.Command) (rules.Odds, error) {
	return u.adv.DefenceOdds(c)
}

// TestDefenceCeilingPicksAsPricingAll plays battles between players of
// every level and, at every defence decision, has a player with the same
// weights and a copy of its stream answer on a battle that hides
// rules.ListedPricer, so that it prices every answer: the answers, and
// the streams after them, must be the same as those of the player that
// leaves out the answers whose ceiling cannot beat the best so far.
func TestDefenceCeilingPicksAsPricingAll(t *testing.T) {
	r, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	decisions, freeOverPaid := 0, 0
	for i, mapName := range []string{"fieldworks", "village", "warehouse"} {
		m, err := maps.LoadBundled(mapName)
		if err != nil {
			t.Fatal(err)
		}
		levels := [][2]string{{"normal", "normal"}, {"hard", "easy"}, {"easy", "hard"}}[i]
		b := eightASide(t, r, m.Field, uint64(11+i), false)
		adv := b.(rules.DefenceAdvisor)
		players := []*Utility{newUtility(levels[0], 5), newUtility(levels[1], 6)}
		for steps := 0; steps < 400; steps++ {
			if over, _ := b.Over(); over {
				break
			}
			pr := b.Prompt()
			p := players[pr.Side]
			var want rules.Command
			if pr.Kind == "defend" {
				ref := newUtility(p.level, 1)
				ref.dice = p.dice.Clone()
				if want, _, err = ref.Decide(unlistedBattle{b, adv}, pr.Side); err != nil {
					t.Fatal(err)
				}
				c, _, err := p.Decide(b, pr.Side)
				if err != nil {
					t.Fatal(err)
				}
				if !c.Same(want) {
					t.Fatalf("%s step %d: the defence is %v; pricing every answer, %v", mapName, steps, c, want)
				}
				if got, w := p.dice.Clone().Uint64(), ref.dice.Uint64(); got != w {
					t.Fatalf("%s step %d: the stream after the defence %v gives %d; pricing every answer, %d", mapName, steps, c, got, w)
				}
				decisions++
				if answerCost(c) == 0 {
					for _, l := range b.Legal(pr.Side) {
						if answerCost(l) > 0 {
							freeOverPaid++
							break
						}
					}
				}
				if _, err := b.Apply(c); err != nil {
					t.Fatal(err)
				}
				continue
			}
			c, _, err := p.Decide(b, pr.Side)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := b.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d defence decisions, %d free answers chosen over paid ones", decisions, freeOverPaid)
	if freeOverPaid == 0 {
		t.Fatal("no free answer chosen over a paid one: no answer left out")
	}
}
