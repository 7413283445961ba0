package scenes

import (
	"image"
	"testing"

	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/match"
)

// playBrawl plays an ADS battle on village in which every unit attacks
// when it can, else runs at the enemy, else ends its turn, and every other
// prompt takes its first answer, for at most n commands. Before each
// command it calls look with the battle, the prompt and its legal answers;
// look may name the answer to send instead, and stops the battle by
// returning stop.
func playBrawl(t *testing.T, n int, look func(b rules.Battle, pr rules.Prompt, legal []rules.Command) (c rules.Command, ok, stop bool)) {
	t.Helper()
	playBrawlSeed(t, 3, n, look)
}

// playBrawlSeed is playBrawl on the squads and spawns of setup seed seed.
func playBrawlSeed(t *testing.T, seed uint64, n int, look func(b rules.Battle, pr rules.Prompt, legal []rules.Command) (c rules.Command, ok, stop bool)) {
	t.Helper()
	m, err := maps.LoadBundled("village")
	if err != nil {
		t.Fatal(err)
	}
	r, _ := all.Registry().Get("ads")
	setup, err := match.Setup(r, m.Field, 2, seed)
	if err != nil {
		t.Fatal(err)
	}
	b, err := r.NewBattle(setup)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		if over, _ := b.Over(); over {
			return
		}
		pr := b.Prompt()
		legal := rules.Expand(b, b.Legal(pr.Side))
		c := legal[0]
		if pr.Kind == "turn" {
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
		mine, ok, stop := look(b, pr, legal)
		if stop {
			return
		}
		if ok {
			c = mine
		}
		if _, err := b.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
}

// TestDefencePolicies plays an ADS battle on village until units are
// attacked, then checks the standing policies against the engine's own
// defence odds: "always defend" takes the answer with the least expected
// harm, "only for free" the best free answer (Duck, never no defence).
func TestDefencePolicies(t *testing.T) {
	checked := 0
	playBrawl(t, 2000, func(b rules.Battle, pr rules.Prompt, legal []rules.Command) (rules.Command, bool, bool) {
		if pr.Kind != "defend" {
			return rules.Command{}, false, false
		}
		s := &Battle{sess: session{b: b}}
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
		best := match.BestDefence(s.sess.b, legal, false)
		for _, o := range legal {
			if harm(o) < harm(best)-1e-9 {
				t.Fatalf("always defend chose %s (harm %.3f) over %s (%.3f)", best.Action, harm(best), o.Action, harm(o))
			}
		}
		if free := match.BestDefence(s.sess.b, legal, true); free.Action != "duck" {
			t.Fatalf("only-free policy chose %s, want duck", free.Action)
		}
		checked++
		return best, true, checked == 5
	})
	if checked == 0 {
		t.Fatal("no defence prompt in 2000 commands")
	}
}

// TestPromptOdds: a prompt shows, for each defence answer, the engine's
// chance that the attack hits after it (nothing for an answer the engine
// does not price, a Dive for Cover), and for an opportunity (an overwatch
// shot, a reaction strike) the chance that shot hits.
func TestPromptOdds(t *testing.T) {
	defences, shots := 0, 0
	// A brawl may end before any opportunity comes: the next seed's is
	// played until both kinds of prompt have been priced.
	for seed := uint64(3); seed < 15 && (defences == 0 || shots == 0); seed++ {
		promptOdds(t, seed, &defences, &shots)
	}
	if defences == 0 || shots == 0 {
		t.Fatalf("priced %d defence answers and %d opportunity shots; want some of each", defences, shots)
	}
}

// promptOdds plays TestPromptOdds's brawl on setup seed seed, counting
// the answers it priced in defences and shots.
func promptOdds(t *testing.T, seed uint64, defences, shots *int) {
	t.Helper()
	playBrawlSeed(t, seed, 4000, func(b rules.Battle, pr rules.Prompt, legal []rules.Command) (rules.Command, bool, bool) {
		s := &Battle{sess: session{b: b}}
		switch pr.Kind {
		case "turn":
		case "defend":
			for _, l := range legal {
				want := -1.0
				if o, err := b.(rules.DefenceAdvisor).DefenceOdds(l); err == nil {
					want = o.Hit
					*defences++
				}
				if got := s.prompt.answerHit(s.sess.b, l, true); got != want || s.prompt.answerHit(s.sess.b, l, true) != got {
					t.Fatalf("%s: shown %v, engine %v", l.Action, got, want)
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
				if got := s.prompt.answerHit(s.sess.b, l, false); got != o.Hit {
					t.Fatalf("%s opportunity: shown %v, engine %v", l.Action, got, o.Hit)
				}
				*shots++
			}
		}
		return rules.Command{}, false, *defences > 0 && *shots > 0
	})
}

// TestDefencePromptOrderAndLabels: a defence prompt shows its answers
// ordered by the engine's chance that the attack then hits, lowest first
// (unpriced answers last), every one of them with its whole name, and the
// keys and clicks pick the answer shown where they point.
func TestDefencePromptOrderAndLabels(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	r, _ := all.Registry().Get("ads")
	prompts := 0
	playBrawl(t, 4000, func(b rules.Battle, pr rules.Prompt, legal []rules.Command) (rules.Command, bool, bool) {
		if pr.Kind != "defend" {
			return rules.Command{}, false, false
		}
		s := &Battle{sess: session{b: b}, res: res, ref: ruleBook{r.Reference()}}
		s.sh.units = b.Units()
		s.pick.legal = legal
		shown, l := s.promptShown(pr)
		if len(shown) != len(promptAnswers(legal, pr)) {
			t.Fatalf("%d answers shown of %d", len(shown), len(promptAnswers(legal, pr)))
		}
		last, unpriced := -1.0, false
		for i, c := range shown {
			h := s.prompt.answerHit(b, c, true)
			switch {
			case h < 0:
				unpriced = true
			case unpriced:
				t.Errorf("answer %d (%s, hit %.3f) after an unpriced one", i, c.Action, h)
			case h < last:
				t.Errorf("answer %d (%s) hits %.3f after one that hits %.3f", i, c.Action, h, last)
			}
			if h >= 0 {
				last = h
			}
			label := answerLabel(i, s.answerName(c))
			room := float64(l.rect(i).Dx()) - 24 - 4
			if lines := wrap(label, res.Fonts.Small, room); len(lines) > l.lines {
				t.Errorf("answer %q takes %d lines of %d: cut", label, len(lines), l.lines)
			}
			if l.at(l.rect(i).Min.Add(image.Pt(2, 2))) != i {
				t.Errorf("a click on answer %d does not pick it", i)
			}
		}
		prompts++
		return rules.Command{}, false, prompts >= 20
	})
	if prompts == 0 {
		t.Fatal("no defence prompt in the brawl")
	}
}
