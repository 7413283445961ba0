package match

import (
	"fmt"

	"sightline/rules"
)

// Policy is a unit's standing answer to a defence prompt, so that no one
// answers fifty prompts. It is a decision, not drawing: the battle screen
// keeps one for each unit and the simulator or any other player may
// answer by it too.
type Policy int

// The standing policies, in the order the screen cycles them.
const (
	PolicyAsk   Policy = iota // show the prompt
	PolicyDodge               // always take the defence that the engine's odds favour
	PolicyAbove               // spend on a defence only when the free one leaves the hit chance above PolicyHit
	PolicyNever               // never spend anything: take the best free answer
	// NumPolicies is how many policies there are.
	NumPolicies
)

// PolicyHit is PolicyAbove's threshold on the chance of being hit.
const PolicyHit = 0.5

// String names the policy as a player reads it.
func (p Policy) String() string {
	if p < 0 || p >= NumPolicies {
		return fmt.Sprintf("policy %d", int(p))
	}
	return [...]string{"ask", "always defend", "defend when hit chance > 50%", "only defend for free"}[p]
}

// policyKeys are the policies' names in a saved battle, by policy.
var policyKeys = [...]string{"ask", "dodge", "above", "never"}

// Key returns the policy's name in a saved battle.
func (p Policy) Key() string {
	if p < 0 || p >= NumPolicies {
		return ""
	}
	return policyKeys[p]
}

// ParsePolicy returns the policy a saved battle names.
func ParsePolicy(key string) (Policy, error) {
	for p, k := range policyKeys {
		if k == key {
			return Policy(p), nil
		}
	}
	return 0, errorf("unknown defence policy %q", key)
}

// Answer returns the command p answers a defence with among opts, the
// answers the engine offers; false for PolicyAsk, whose prompt the player
// answers.
func (p Policy) Answer(b rules.Battle, opts []rules.Command) (rules.Command, bool) {
	switch p {
	case PolicyDodge:
		return BestDefence(b, opts, false), true
	case PolicyAbove:
		c := BestDefence(b, opts, true)
		if h := HitChance(b, c); h < 0 || h > PolicyHit {
			c = BestDefence(b, opts, false)
		}
		return c, true
	case PolicyNever:
		return BestDefence(b, opts, true), true
	}
	return rules.Command{}, false
}

// Standing holds each unit's standing policy, by unit id.
type Standing []Policy

// Of returns unit's policy; PolicyAsk for a unit it holds none for.
func (st Standing) Of(unit int) Policy {
	if unit >= 0 && unit < len(st) {
		return st[unit]
	}
	return PolicyAsk
}

// ForPrompt returns the policy that answers pr: the unit's for a defence,
// PolicyAsk for anything else, since standing policies answer defences
// only and opportunities (a strike, an overwatch shot) are always asked.
func (st Standing) ForPrompt(pr rules.Prompt) Policy {
	if pr.Kind != rules.PromptDefend {
		return PolicyAsk
	}
	return st.Of(pr.Unit)
}

// AnswersAlone reports whether the prompt is a defence that its unit's
// standing policy answers, so that its player need not take the screen.
func (st Standing) AnswersAlone(pr rules.Prompt) bool {
	return st.ForPrompt(pr) != PolicyAsk
}

// Cycle gives unit the next policy, and returns it.
func (st Standing) Cycle(unit int) Policy {
	st[unit] = (st[unit] + 1) % NumPolicies
	return st[unit]
}

// BestDefence returns the answer in opts the engine's odds favour (least
// takedown chance, then least expected damage), among the free ones only
// when free is set. Without odds it takes the first paid reaction, or the
// last free answer (the free defence after "no defence").
func BestDefence(b rules.Battle, opts []rules.Command, free bool) rules.Command {
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

// HitChance returns the chance the pending attack hits if the defender
// answers with c, or -1 when the battle cannot say.
func HitChance(b rules.Battle, c rules.Command) float64 {
	if do, ok := b.(rules.DefenceAdvisor); ok {
		if o, err := do.DefenceOdds(c); err == nil {
			return o.Hit
		}
	}
	return -1
}
