package ai

import (
	"strings"

	"sightline/rules"
)

// react answers a reaction window: a defence against an attack, an
// overwatch trigger or a reaction strike.
func (p *Utility) react(v *view, pr rules.Prompt, legal []rules.Command) rules.Command {
	if pr.Kind == "follow_step" {
		return followOrHold(v.unit(pr.Unit), legal)
	}
	me := v.unit(pr.Unit)
	hurt := 1 - health(me)
	// An offered strike or shot is taken when the engine can price it.
	bestStrike, strikeVal := -1, 0.3
	for i, c := range legal {
		if c.Target == rules.NoUnit || c.Target == pr.Unit || !p.isEnemyTarget(v, c.Target) || c.Target != pr.Attacker && pr.Attacker != rules.NoUnit {
			continue
		}
		if val, ok := p.attackValue(v, c); ok && val > strikeVal {
			bestStrike, strikeVal = i, val
		}
	}
	if bestStrike >= 0 {
		return legal[bestStrike]
	}
	adv, hinted := v.b.(rules.DefenceAdvisor)
	best, bestScore := -1, 0.0
	for i, c := range legal {
		var s float64
		paid := c.Cost.Reaction || c.Cost.N > 0
		if hinted {
			o, ok := listedDefenceOdds(v.b, adv, c)
			if !ok {
				continue
			}
			s = -harmOf(&p.w, o) * (1 + hurt)
			if o.Takedown == 0 && o.ExpectedDamage() == 0 {
				// An attack with no damage (a grapple, a trip): the
				// answer it succeeds against least.
				s = -o.Hit
			}
			if paid {
				s -= 0.3 * float64(max(c.Cost.N, 1))
			}
		} else {
			switch {
			case strings.HasPrefix(c.Action, "no_") || c.Action == "none" || c.Action == "pass":
				s = -1
			case paid:
				s = -0.5
			default:
				s = 0
			}
		}
		s += p.spread(p.w.Noise * p.w.ReactNoise)
		if best < 0 || s > bestScore {
			best, bestScore = i, s
		}
	}
	if best < 0 {
		return legal[0]
	}
	return legal[best]
}

// followOrHold answers a Follow Step opportunity: a unit with a melee
// weapon in hand follows the foe that stepped out of its reach, to stay
// engaged; any other holds.
func followOrHold(me *rules.Unit, legal []rules.Command) rules.Command {
	melee := false
	for _, w := range me.Weapons {
		melee = melee || (w.Drawn && w.Melee)
	}
	for _, c := range legal {
		if (c.Action == "hold") != melee {
			return c
		}
	}
	return legal[0]
}
