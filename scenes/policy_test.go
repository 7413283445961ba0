package scenes

import (
	"testing"

	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/match"
)

// TestDefencePolicies plays an ADS battle on village until a unit is
// attacked, then checks the standing policies against the engine's own
// defence odds: "always defend" takes the answer with the least expected
// harm, "only for free" the best free answer (Duck, never no defence).
func TestDefencePolicies(t *testing.T) {
	m, err := maps.LoadBundled("village")
	if err != nil {
		t.Fatal(err)
	}
	r, _ := all.Registry().Get("ads")
	setup, err := match.Setup(r, m.Field, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	b, err := r.NewBattle(setup)
	if err != nil {
		t.Fatal(err)
	}
	s := &Battle{b: b}
	checked := 0
	for n := 0; n < 2000 && checked < 5; n++ {
		if over, _ := b.Over(); over {
			break
		}
		pr := b.Prompt()
		legal := b.Legal(pr.Side)
		c := legal[0]
		switch pr.Kind {
		case "defend":
			harm := func(c rules.Command) float64 {
				o, err := b.(rules.DefenceAdvisor).DefenceOdds(c)
				if err != nil {
					return 1e9
				}
				h := 100 * o.Takedown
				for k, p := range o.Damage {
					h += float64(k) * p
				}
				return h
			}
			best := s.bestDefence(legal, false)
			for _, o := range legal {
				if harm(o) < harm(best)-1e-9 {
					t.Fatalf("always defend chose %s (harm %.3f) over %s (%.3f)", best.Action, harm(best), o.Action, harm(o))
				}
			}
			if free := s.bestDefence(legal, true); free.Action != "duck" {
				t.Fatalf("only-free policy chose %s, want duck", free.Action)
			}
			checked++
			c = best
		case "turn":
			// Attack when possible, else walk towards the enemy, else end.
			for _, l := range legal {
				if l.Target != rules.NoUnit {
					c = l
					break
				}
				if l.Action == "run" && c.Action == "end_turn" {
					c = l
				}
			}
		}
		if _, err := b.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if checked == 0 {
		t.Fatal("no defence prompt in 2000 commands")
	}
}

// TestPromptOdds: a prompt shows, for each defence answer, the engine's
// chance that the attack hits after it (nothing for an answer the engine
// does not price, a Dive for Cover), and for an opportunity (an overwatch
// shot, a reaction strike) the chance that shot hits.
func TestPromptOdds(t *testing.T) {
	m, err := maps.LoadBundled("village")
	if err != nil {
		t.Fatal(err)
	}
	r, _ := all.Registry().Get("ads")
	setup, err := match.Setup(r, m.Field, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	b, err := r.NewBattle(setup)
	if err != nil {
		t.Fatal(err)
	}
	s := &Battle{b: b}
	defences, shots := 0, 0
	for n := 0; n < 4000 && (defences == 0 || shots == 0); n++ {
		if over, _ := b.Over(); over {
			break
		}
		pr := b.Prompt()
		legal := b.Legal(pr.Side)
		c := legal[0]
		switch pr.Kind {
		case "defend":
			for _, l := range legal {
				want := -1.0
				if o, err := b.(rules.DefenceAdvisor).DefenceOdds(l); err == nil {
					want = o.Hit
					defences++
				}
				if got := s.answerHit(l, true); got != want || s.answerHit(l, true) != got {
					t.Fatalf("%s: shown %v, engine %v", l.Action, got, want)
				}
			}
		case "turn":
			for _, l := range legal {
				if l.Target != rules.NoUnit {
					c = l
					break
				}
				if l.Action == "run" && c.Action == "end_turn" {
					c = l
				}
			}
		default:
			for _, l := range legal {
				if l.Target == rules.NoUnit || l.Action == "hold" {
					continue
				}
				o, err := b.Odds(l)
				if err != nil {
					continue
				}
				if got := s.answerHit(l, false); got != o.Hit {
					t.Fatalf("%s opportunity: shown %v, engine %v", l.Action, got, o.Hit)
				}
				shots++
			}
		}
		if _, err := b.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if defences == 0 || shots == 0 {
		t.Fatalf("priced %d defence answers and %d opportunity shots; want some of each", defences, shots)
	}
}
