package ai

import "sightline/rules"

// listedOdds prices attack c, one of the commands b lists now: through
// rules.ListedPricer when b offers it, which does not look c up in b's
// legal list again, else through Odds. ok is false when b does not price
// c. The odds are to be read at once: a ListedPricer's Damage and Mods
// may be the battle's.
func listedOdds(b rules.Battle, c rules.Command) (o rules.Odds, ok bool) {
	if lp, is := b.(rules.ListedPricer); is {
		return lp.ListedOdds(c)
	}
	o, err := b.Odds(c)
	return o, err == nil
}
