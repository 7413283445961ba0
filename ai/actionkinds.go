package ai

import "sightline/rules"

// actionKinds remembers, for the ruleset of the battles a player last
// saw, which actions with a destination are movements: b gives the walk
// to a legal command's destination (Path) exactly when its action is one,
// which costs a search of the unit's reach per asking.
type actionKinds struct {
	ruleset     string
	acts, other []string
}

// move reports whether c, a legal command of b with a destination, is a
// movement, asking b only the first time its action comes up.
func (k *actionKinds) move(b rules.Battle, c *rules.Command) bool {
	if r := b.Ruleset(); r != k.ruleset {
		k.ruleset, k.acts, k.other = r, k.acts[:0], k.other[:0]
	}
	switch {
	case contains(k.acts, c.Action):
		return true
	case contains(k.other, c.Action):
		return false
	}
	if len(b.Path(*c)) > 0 {
		k.acts = append(k.acts, c.Action)
		return true
	}
	k.other = append(k.other, c.Action)
	return false
}
