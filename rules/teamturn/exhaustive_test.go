package teamturn

import (
	"math"
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/kit/budget"
)

// tree is a dice.Source that walks every outcome of the dice asked of
// it, depth first: a run takes the faces of its prefix and 1 beyond it,
// recording the dice's sides; next moves to the following outcome.
type tree struct {
	faces, sides []int
	at           int
}

func (s *tree) D(n int) int {
	if s.at < len(s.faces) {
		f := s.faces[s.at]
		s.at++
		return f
	}
	s.faces, s.sides = append(s.faces, 1), append(s.sides, n)
	s.at++
	return 1
}

// p is the probability of the outcome just run.
func (s *tree) p() float64 {
	p := 1.0
	for _, n := range s.sides[:s.at] {
		p /= float64(n)
	}
	return p
}

// next moves to the next outcome, reporting false after the last.
func (s *tree) next() bool {
	s.faces, s.sides = s.faces[:s.at], s.sides[:s.at]
	for i := len(s.faces) - 1; i >= 0; i-- {
		if s.faces[i] < s.sides[i] {
			s.faces[i]++
			s.faces, s.sides = s.faces[:i+1], s.sides[:i+1]
			s.at = 0
			return true
		}
	}
	return false
}

// saved is a unit's state, deep-copied, to put back after an outcome.
func saved(u unit) unit {
	u.Integrity, u.Charged, u.Counters = slices.Clone(u.Integrity), slices.Clone(u.Charged), slices.Clone(u.Counters)
	u.Slots = budget.Slots{Left: slices.Clone(u.Slots.Left), Borrowed: slices.Clone(u.Slots.Borrowed)}
	return u
}

// played sums the outcomes of run (one attack or action on src) over
// every outcome of its dice: the chance target was hit, of each damage
// it took, and of it being taken down (out of the fight, or dead when it
// was dying). The battle is put back after each.
func played(b *Battle, target int, run func(src *tree, ev *[]rules.Event)) (hit, down float64, dmg map[int]float64) {
	dmg = map[int]float64{}
	units := make([]unit, len(b.S.Units))
	for i := range units {
		units[i] = saved(b.S.Units[i])
	}
	src := &tree{}
	for {
		src.at = 0
		var ev []rules.Event
		run(src, &ev)
		p := src.p()
		taken, h := 0, false
		for _, e := range ev {
			if e.Kind == rules.EvShot && e.Target == target && e.Hit {
				h = true
			}
			if e.Kind == rules.EvDamage && e.Target == target {
				taken += e.Value
			}
		}
		if h {
			hit += p
		}
		dmg[taken] += p
		t := &b.S.Units[target]
		if (units[target].HP > 0 && t.HP <= 0) || (units[target].HP <= 0 && t.Dead) {
			down += p
		}
		for i := range units {
			b.S.Units[i] = saved(units[i])
		}
		b.S.Over, b.S.Winner = false, -1
		if !src.next() {
			return hit, down, dmg
		}
	}
}

// TestOddsEqualPlayExhaustively plays attacks on every outcome of their
// dice (the attacker's one or two d20s, the defender's, the damage
// dice), each with its probability, through the battle's own rolls, and
// holds the odds' hit chance, damage distribution and takedown to the
// sums: odds and play agree exactly, not within sampling error.
func TestOddsEqualPlayExhaustively(t *testing.T) {
	for _, c := range []struct {
		name            string
		attacker        string
		dist, hp        int
		action          string
		weapon          int
		helped, dodging bool
		dying           bool
		fails           int
	}{
		{"plain", "tester", 5, 3, "attack", 0, false, false, false, 0},
		{"favourable", "tester", 5, 4, "attack", 0, true, false, false, 0},
		{"unfavourable against a dodger", "tester", 17, 4, "attack", 0, false, true, false, 0},
		{"beyond maximum, helped defender", "tester", 23, 2, "attack_long", 0, false, false, false, 0},
		{"knife, engaged", "tester", 1, 5, "attack", 1, false, false, false, 0},
		{"static defence of a dying target", "tester", 4, 0, "attack", 0, false, false, true, 2},
		{"cone", "tester", 3, 7, "cone", 2, true, false, false, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			if testing.Short() && (c.dodging || c.name == "beyond maximum, helped defender") {
				t.Skip("two dice each side: a million outcomes")
			}
			// Units 0 and 1 are the attacker and a guard beside the
			// target (the knife's target is engaged); 2 is the target.
			b := newTestBattle(t, 30, 5, []placed{{c.attacker, 0, pos(1, 2)}, {"guard", 0, pos(2+c.dist, 2)}, {"def8", 1, pos(1+c.dist, 2)}, {"def8", 1, pos(1, 4)}})
			const tgt = 2
			b.S.Units[0].Helped = c.helped
			b.S.Units[tgt].Dodging = c.dodging
			b.S.Units[tgt].HP = c.hp
			if c.name == "beyond maximum, helped defender" {
				b.S.Units[tgt].Helped = true
			}
			if c.dying {
				b.S.Units[tgt].Fails = c.fails
			}
			cmd, ok := find(b, c.action, 0, tgt, c.weapon, nil)
			if !ok {
				t.Fatalf("%s is not legal: %v", c.action, legalFor(b, 0))
			}
			o, err := b.Odds(cmd)
			if err != nil {
				t.Fatal(err)
			}
			hit, down, dmg := played(b, tgt, func(src *tree, ev *[]rules.Event) {
				u, tg := &b.S.Units[0], &b.S.Units[tgt]
				switch c.action {
				case "attack_long":
					b.strike(src, u, tg, c.weapon, aim{Long: true}, "careful attack", ev)
				case "cone":
					b.strike(src, u, tg, c.weapon, aim{Cone: true}, "cone", ev)
				default:
					b.strike(src, u, tg, c.weapon, aim{}, "attack", ev)
				}
			})
			compare(t, o, hit, down, dmg)
		})
	}
	// Two-Weapon Fighting: the first attack on every outcome, then the
	// second on every outcome from each state the first leaves standing.
	t.Run("two weapons", func(t *testing.T) {
		b := newTestBattle(t, 12, 5, []placed{{"twin", 0, pos(1, 2)}, {"def8", 1, pos(2, 2)}, {"def8", 1, pos(9, 4)}})
		b.S.Units[1].HP = 9
		b.S.Units[0].Helped = true
		cmd, ok := find(b, "two_weapon", 0, 1, -1, nil)
		if !ok {
			t.Fatal("Two-Weapon Fighting is not legal")
		}
		o, _ := b.Odds(cmd)
		type second struct {
			hit, down float64
			dmg       map[int]float64
		}
		memo := map[int]second{}
		var hit, down float64
		dmg := map[int]float64{}
		played(b, 1, func(src *tree, ev *[]rules.Event) {
			u, tg := &b.S.Units[0], &b.S.Units[1]
			b.strike(src, u, tg, 0, aim{Long: true}, "first-hand attack", ev)
			p := src.p()
			taken := 0
			h := false
			for _, e := range *ev {
				if e.Kind == rules.EvDamage && e.Target == 1 {
					taken += e.Value
				}
				h = h || e.Kind == rules.EvShot && e.Hit
			}
			if tg.HP <= 0 {
				hit += p
				down += p
				dmg[taken] += p
				return
			}
			s, ok := memo[tg.HP]
			if !ok {
				units := []unit{saved(*u), saved(*tg)}
				s.hit, s.down, s.dmg = played(b, 1, func(src *tree, ev *[]rules.Event) {
					b.strike(src, &b.S.Units[0], &b.S.Units[1], 1, aim{Long: true, Unfavourable: 1, AttHelpSpent: true, DefHelpSpent: true}, "second-hand attack", ev)
				})
				b.S.Units[0], b.S.Units[1] = units[0], units[1]
				memo[tg.HP] = s
			}
			if h {
				hit += p
			} else {
				hit += p * s.hit
			}
			down += p * s.down
			for v, q := range s.dmg {
				dmg[taken+v] += p * q
			}
		})
		compare(t, o, hit, down, dmg)
	})
}

// compare holds the odds to the sums of play.
func compare(t *testing.T, o rules.Odds, hit, down float64, dmg map[int]float64) {
	t.Helper()
	near := func(what string, got, want float64) {
		t.Helper()
		if math.Abs(got-want) > 1e-9 { // sums over a million outcomes
			t.Errorf("%s: odds %.15f, play %.15f", what, got, want)
		}
	}
	near("hit", o.Hit, hit)
	near("takedown", o.Takedown, down)
	for k := range max(len(o.Damage), 60) {
		var od float64
		if k < len(o.Damage) {
			od = o.Damage[k]
		}
		near("damage", od, dmg[k])
	}
}
