package moves

import "sightline/rules"

// Admit is the gate of a battle's Apply: it refuses c with
// rules.ErrGameOver when b is over, rules.ErrStaleVersion when c was
// chosen at another version, rules.ErrNotYourTurn when c's side is not
// the one b's prompt waits on (who names that side in the refusal) and
// rules.ErrIllegal when b's legal list does not hold c (why says why),
// and otherwise returns the listed command c stands for (rules.Listed),
// which the ruleset plays. offers, asked only once the other checks
// pass, lists the commands that may stand for c, in Legal's order: the
// whole of Legal(c.Side), or just its entries of c's action and unit,
// which a ruleset whose Legal prices every unit's attacks can list for
// less (teamturn: a team turn's list is every member's).
func Admit(b rules.Battle, c rules.Command, offers func(c rules.Command) []rules.Command, who func(side int) string, why func(c rules.Command) string) (rules.Command, error) {
	if over, _ := b.Over(); over {
		return rules.Command{}, rules.Reject(rules.ErrGameOver, "the battle is over")
	}
	if c.Version != b.Version() {
		return rules.Command{}, rules.Reject(rules.ErrStaleVersion, "the battle has moved on since that command was chosen")
	}
	if pr := b.Prompt(); c.Side != pr.Side {
		return rules.Command{}, rules.Reject(rules.ErrNotYourTurn, "%s decides now, not side %d", who(pr.Side), c.Side+1)
	}
	listed, ok := rules.Listed(b, offers(c), c)
	if !ok {
		return rules.Command{}, rules.Reject(rules.ErrIllegal, "%s", why(c))
	}
	return listed, nil
}
