package battle

import "sightline/rules"

// SettledOdds is the rules.OddsAssumer of a ruleset whose odds price an
// attack as declared, whatever its windows are answered (no window
// changes an attack once declared), and whose takedowns are settled
// within the attack (HP fall at once). A ruleset's Battle embeds it to
// say so; a ruleset whose windows change attacks, or whose takedowns
// wait on later play, writes its own.
type SettledOdds struct{}

var _ rules.OddsAssumer = (*SettledOdds)(nil)

// OddsAnswer reports that the odds assume no answer: the checker holds
// every window (rules.OddsAssumer).
func (*SettledOdds) OddsAnswer(rules.Prompt, []rules.Command) (rules.Command, bool) {
	return rules.Command{}, false
}

// OddsTakedownNow reports that an attack's takedown is settled within it
// (rules.OddsAssumer).
func (*SettledOdds) OddsTakedownNow(rules.Command) bool { return true }
