package scenes

import (
	"sightline/rules"
)

// policy is a unit's standing answer to a defence prompt, so that no one
// answers fifty prompts.
type policy int

const (
	policyAsk   policy = iota // show the prompt
	policyDodge               // always take the defence that the engine's odds favour
	policyAbove               // spend on a defence only when the free one leaves the hit chance above policyHit
	policyNever               // never spend anything: take the best free answer
	policies
)

// policyHit is policyAbove's threshold on the chance of being hit.
const policyHit = 0.5

// String names the policy as the unit panel shows it.
func (p policy) String() string {
	return [...]string{"ask", "always defend", "defend when hit chance > 50%", "only defend for free"}[p]
}

// policyKeys are the policies' names in a saved battle, by policy.
var policyKeys = [...]string{"ask", "dodge", "above", "never"}

// parsePolicy returns the policy a saved battle names.
func parsePolicy(key string) (policy, error) {
	for p, k := range policyKeys {
		if k == key {
			return policy(p), nil
		}
	}
	return 0, errorf("unknown defence policy %q", key)
}

// answer returns the command p answers a defence with among opts, the
// answers the engine offers; false for policyAsk, whose prompt the player
// answers.
func (p policy) answer(b rules.Battle, opts []rules.Command) (rules.Command, bool) {
	switch p {
	case policyDodge:
		return bestDefence(b, opts, false), true
	case policyAbove:
		c := bestDefence(b, opts, true)
		if h := hitChance(b, c); h < 0 || h > policyHit {
			c = bestDefence(b, opts, false)
		}
		return c, true
	case policyNever:
		return bestDefence(b, opts, true), true
	}
	return rules.Command{}, false
}

// standing holds each unit's standing policy, by unit id.
type standing []policy

// of returns unit's policy; policyAsk for a unit it holds none for.
func (st standing) of(unit int) policy {
	if unit >= 0 && unit < len(st) {
		return st[unit]
	}
	return policyAsk
}

// forPrompt returns the policy that answers pr: the unit's for a defence,
// policyAsk for anything else, since standing policies answer defences
// only and opportunities (a strike, an overwatch shot) are always asked.
func (st standing) forPrompt(pr rules.Prompt) policy {
	if pr.Kind != "defend" {
		return policyAsk
	}
	return st.of(pr.Unit)
}

// answersAlone reports whether the prompt is a defence that its unit's
// standing policy answers, so that its player need not take the screen.
func (st standing) answersAlone(pr rules.Prompt) bool {
	return st.forPrompt(pr) != policyAsk
}

// cycle gives unit the next policy, and returns it.
func (st standing) cycle(unit int) policy {
	st[unit] = (st[unit] + 1) % policies
	return st[unit]
}

// bestDefence returns the answer in opts the engine's odds favour (least
// takedown chance, then least expected damage), among the free ones only
// when free is set. Without odds it takes the first paid reaction, or the
// last free answer (the free defence after "no defence").
func bestDefence(b rules.Battle, opts []rules.Command, free bool) rules.Command {
	paid := func(c rules.Command) bool { return c.Cost.N > 0 || c.Cost.Reaction }
	if do, ok := b.(rules.DefenceAdvisor); ok {
		best, bestScore := -1, 0.0
		for i, c := range opts {
			if free && paid(c) {
				continue
			}
			o, err := do.DefenceOdds(c)
			if err != nil {
				continue
			}
			// The hit chance breaks ties, such as between answers to an
			// attack that deals no damage (a grapple, a trip).
			score := 100*o.Takedown + 1e-3*o.Hit + o.ExpectedDamage()
			if best < 0 || score < bestScore-1e-9 {
				best, bestScore = i, score
			}
		}
		if best >= 0 {
			return opts[best]
		}
	}
	var pick rules.Command
	found := false
	for _, c := range opts {
		switch {
		case !free && paid(c):
			return c
		case !paid(c):
			pick, found = c, true
		}
	}
	if !found {
		return opts[0]
	}
	return pick
}

// hitChance returns the chance the pending attack hits if the defender
// answers with c, or -1 when the battle cannot say.
func hitChance(b rules.Battle, c rules.Command) float64 {
	if do, ok := b.(rules.DefenceAdvisor); ok {
		if o, err := do.DefenceOdds(c); err == nil {
			return o.Hit
		}
	}
	return -1
}
