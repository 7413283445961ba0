package ads

import "sightline/rules"

var _ rules.ListedPricer = (*Battle)(nil)

// ListedOdds is Odds(c) for c one of the commands Legal lists now, without
// looking c up in the legal list again (rules.ListedPricer): the AI prices
// every attack it is offered, and the lookup made that attack's commands
// anew each time. The Damage is the odds memo's and the Mods lie in the
// battle's scratch space until the next call. A command Legal does not
// list now gets some answer, or none, but never a panic (listedFits).
func (b *Battle) ListedOdds(c rules.Command) (rules.Odds, bool) {
	if !priced(c) || !b.listedFits(c) {
		return rules.Odds{}, false
	}
	return b.priceAttack(c, true), true
}

// ListedDefenceOdds is DefenceOdds(c) for c one of the commands Legal
// lists now, without looking c up in the legal list again
// (rules.ListedPricer), with ListedOdds' Damage and Mods.
func (b *Battle) ListedDefenceOdds(c rules.Command) (rules.Odds, bool) {
	if !b.ListedDefencePriced(c) {
		return rules.Odds{}, false
	}
	return b.priceDefence(c, true), true
}

// ListedDefencePriced reports whether ListedDefenceOdds(c) answers ok,
// without pricing c (rules.ListedPricer).
func (b *Battle) ListedDefencePriced(c rules.Command) bool {
	if b.s.Pending == nil || !defencePriced(c) {
		return false
	}
	switch c.Action {
	case "defend_ally", "aid_ally":
		return b.protectorOf(c) != nil
	case "take_cover":
		return b.field.In(c.To)
	}
	return true
}

// listedFits reports whether attack c's units, weapon and square are ones
// the battle has, as those of every command Legal lists are: the pricing
// of any other command could look past the end of a list.
func (b *Battle) listedFits(c rules.Command) bool {
	n := len(b.s.Units)
	if c.Unit < 0 || c.Unit >= n || c.Target < 0 || c.Target >= n {
		return false
	}
	if c.Weapon < -1 || c.Weapon >= len(b.s.Units[c.Unit].Weapons) {
		return false
	}
	return !walksToAttack(c.Action) || b.field.In(c.To)
}
