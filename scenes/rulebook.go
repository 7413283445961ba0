package scenes

import "sightline/rules"

// ruleBook is the ruleset's rules reference, made once, with the look-ups
// the screen makes in it: the action bar, its tooltips, the log and the ?
// overlay read it every frame.
type ruleBook struct{ rules.Reference }

// actionInfo returns action id's entry in the ruleset's reference.
// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func (r *ruleBook) actionInfo(id string) (rules.ActionInfo, bool) {
	for _, a := range r.Actions {
		if a.ID == id {
			return a, true
		}
	}
	return rules.ActionInfo{}, false
}

// actionName returns an action's name from the ruleset's reference.
func (r *ruleBook) actionName(id string) string {
	if a, ok := r.actionInfo(id); ok {
		return a.Name
	}
	return id
}

// actionEffect returns what an action does, from the ruleset's reference.
func (r *ruleBook) actionEffect(id string) string {
	a, _ := r.actionInfo(id)
	return a.Effect
}
