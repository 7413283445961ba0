package ai

import "sightline/rules"

// react answers a reaction window: a defence against an attack, an
// overwatch trigger or a reaction strike, or an answer that the battle
// prices as it prices defences (rules.DefenceAdvisor) to a friend's
// attack.
func (p *Utility) react(v *view, pr rules.Prompt, legal []rules.Command) rules.Command {
	// An offer to step after a foe that stepped away (tagged follow):
	// melee units follow, the rest hold.
	for _, c := range legal {
		if p.tags.of(v.b, c.Action)&tFollow != 0 {
			return followOrHold(v.unit(pr.Unit), legal, func(a string) bool { return p.tags.of(v.b, a)&tHold != 0 })
		}
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
	lp, listed := v.b.(rules.ListedPricer)
	// The pending attack is usually an enemy's, whose harm the answer
	// should make least; when it is a friend's and the window is no
	// defence (an answer that helps it along, as majorminor's Assist),
	// its harm is the side's gain. A defence is always against the harm,
	// a friend's attack included (a player's shot at its own unit).
	sign := -1.0
	if a := pr.Attacker; pr.Kind != rules.PromptDefend && a >= 0 && a < len(v.units) && v.unit(a).Side == v.side {
		sign = 1
	}
	// With harm never below 0, no answer to an enemy's attack scores above
	// its ceiling (defenceCeiling): an answer whose ceiling cannot beat the
	// best so far is not priced (its noise, keyed by what it is, is its own
	// either way).
	prune := listed && p.w.Kill >= 0 && p.w.Damage >= 0 && sign < 0
	best, bestScore := -1, 0.0
	for i, c := range legal {
		var s float64
		paid := c.Cost.Reaction || c.Cost.N > 0
		if hinted {
			var o rules.Odds
			var noise float64
			if listed {
				if !lp.ListedDefencePriced(c) {
					continue
				}
				noise = p.key.at(commandID(&legal[i]), p.w.Noise*p.w.ReactNoise)
				if prune && best >= 0 && defenceCeiling(c)+noise <= bestScore {
					continue
				}
				o, _ = lp.ListedDefenceOdds(c)
			} else {
				var err error
				if o, err = adv.DefenceOdds(c); err != nil {
					continue
				}
				noise = p.key.at(commandID(&legal[i]), p.w.Noise*p.w.ReactNoise)
			}
			if sign < 0 {
				s = -harmOf(&p.w, o) * (1 + hurt)
			} else {
				s = harmOf(&p.w, o)
			}
			if o.Takedown == 0 && o.ExpectedDamage() == 0 {
				// An attack with no damage (a grapple, a trip): the
				// answer it succeeds against least, or, a friend's, most.
				s = sign * o.Hit
			}
			s -= answerCost(c)
			s += noise
		} else {
			switch {
			case p.tags.of(v.b, c.Action)&tNoDefence != 0:
				s = -1
			case paid:
				s = -0.5
			default:
				s = 0
			}
			s += p.key.at(commandID(&legal[i]), p.w.Noise*p.w.ReactNoise)
		}
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
// engaged; any other holds (the answer hold says is one, TagHold).
func followOrHold(me *rules.Unit, legal []rules.Command, hold func(action string) bool) rules.Command {
	melee := false
	for _, w := range me.Weapons {
		melee = melee || (w.Drawn && w.Melee)
	}
	for _, c := range legal {
		if hold(c.Action) != melee {
			return c
		}
	}
	return legal[0]
}

// answerCost is what react takes off the score of defence c for the
// reaction or ticks it pays: 0 for a free answer.
func answerCost(c rules.Command) float64 {
	if c.Cost.Reaction || c.Cost.N > 0 {
		return 0.3 * float64(max(c.Cost.N, 1))
	}
	return 0
}

// ceilingSlack is what defenceCeiling allows above an answer's cost for
// harm a little below 0 through rounding (odds whose shares sum to a hair
// off 1): far more than any rounding, far less than any noise.
const ceilingSlack = 1e-9

// defenceCeiling bounds from above react's score of defence c before its
// noise, for weights that value takedowns and damage at 0 or more: harm
// is then at least 0 (a hair below through rounding), and a chance to
// hit at least 0, so the score is at most 0 less what c pays. Since
// adding and subtracting round monotonically, the score with the noise is
// then at most defenceCeiling(c) plus the noise.
func defenceCeiling(c rules.Command) float64 {
	return ceilingSlack - answerCost(c)
}
