//go:build !js

package ads

// The odds checker's hooks (rules.OddsAssumer, rules.UnitPreparer) serve
// sim odds, rules/oddscheck and the conformance suite, none of which the
// browser runs: its build leaves them out, since the linker keeps every
// exported method of a type that reaches an interface there, called or
// not (issue #38).

import (
	"slices"
	"strings"

	"sightline/rules"
)

// OddsAnswer returns the answer to the defence prompt p that Odds prices
// (strikeOdds): Duck, or Grapple Defense for a pinned target; ok is false
// for any other window.
func (b *Battle) OddsAnswer(p rules.Prompt, legal []rules.Command) (rules.Command, bool) {
	pa := b.s.Pending
	if p.Kind != rules.PromptDefend || pa == nil || pa.Target != p.Unit {
		return rules.Command{}, false
	}
	kind := "duck"
	if b.s.Units[pa.Target].Pinned {
		kind = "grapple_defense"
	}
	for _, c := range legal {
		if c.Unit == p.Unit && c.Action == kind {
			return c, true
		}
	}
	return rules.Command{}, false
}

// OddsTakedownNow reports whether the takedown chance of the legal attack
// c is settled within the attack: its part that waits on the Resolve test
// at the target's next turn (a target left at 0 Stamina with Wounds) is
// nothing. It prices c once more with that test passed
// (AttackSpec.NextTurnPassed) and compares.
func (b *Battle) OddsTakedownNow(c rules.Command) bool {
	o, err := b.Odds(c)
	if err != nil {
		return false
	}
	if c.Action == "distracting_shot" || isTest(c.Action) {
		return true // takes nobody out
	}
	sure := b.priceAttackWith(c, false, func(s *AttackSpec) { s.NextTurnPassed = true })
	return sure.Takedown == o.Takedown
}

// preparedStatuses are the statuses PrepareUnit gives, by id.
var preparedStatuses = []string{"dazed", "stunned"}

// PrepareUnit sets unit's Stamina and Wounds tracks (Wounds first, from 0
// to one below the Wounds that kill; Stamina from 0 to the maximum those
// Wounds leave, kept within it when not given; Bloodied at 0) and gives it
// Dazed or Stunned as a failed Resolve would, for sim odds scenarios.
func (b *Battle) PrepareUnit(unit int, tracks []rules.Track, statuses []string) error {
	if unit < 0 || unit >= len(b.s.Units) {
		return errorf("no unit %d", unit)
	}
	u := &b.s.Units[unit]
	h := u.Health
	stamina := -1
	for _, t := range tracks {
		switch strings.ToLower(t.Name) {
		case "wounds":
			if t.Value < 0 || t.Value >= h.MaxWounds {
				return errorf("wounds %d: must be 0 to %d (%d kill)", t.Value, h.MaxWounds-1, h.MaxWounds)
			}
			h.Wounds = t.Value
		case "stamina":
			if t.Value < 0 {
				return errorf("stamina %d: must be 0 or more", t.Value)
			}
			stamina = t.Value
		default:
			return errorf("no track %q (ads sets stamina and wounds)", t.Name)
		}
	}
	switch {
	case stamina > h.MaxStamina():
		return errorf("stamina %d: must be 0 to %d with %d wounds", stamina, h.MaxStamina(), h.Wounds)
	case stamina >= 0:
		h.Stamina = stamina
	default:
		h.Stamina = min(h.Stamina, h.MaxStamina())
	}
	h.Bloodied = h.Bloodied || h.Stamina == 0
	for _, s := range statuses {
		if !slices.Contains(preparedStatuses, s) {
			return errorf("unknown status %q (ads sets %s)", s, strings.Join(preparedStatuses, ", "))
		}
	}
	u.Health = h
	for _, s := range statuses {
		switch s {
		case "dazed":
			u.Aff.Daze()
		case "stunned":
			u.Aff.Stun()
		}
	}
	return nil
}
