package scenes

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/grid"
)

// whyNotMemo remembers the reason whyNotOn last gave, under everything it
// depends on: working it out asks the engine on a copy of the battle,
// which is too much for every frame the pointer rests on an enemy.
type whyNotMemo struct {
	key  whyNotKey
	ok   bool
	text string
}

// whyNotKey is what a reason depends on: the battle's state, the unit
// chosen, the attack armed (its action is "" when none is), where a Hip
// Fire moves first, and the target.
type whyNotKey struct {
	version      uint64
	unit, target int
	action       string
	weapon       int
	option       string
	via          grid.Pos
	viaSet       bool
}

// whyNotOn returns, in the engine's words, why the armed attack cannot
// take the enemy target ("Breacher is out of range: 31 squares, the
// Submachine gun reaches 30"), as a click on it would say; "" when no
// unit is chosen. It is asked every frame the pointer rests on such an
// enemy, so the key it is remembered by is built without allocating.
func (s *Battle) whyNotOn(target int) string {
	if s.pick.selected < 0 || target < 0 {
		return ""
	}
	key := whyNotKey{version: s.sess.b.Version(), unit: s.pick.selected, target: target}
	armed := s.pick.armed >= 0 && s.pick.armed < len(s.pick.slots)
	if armed {
		sl := &s.pick.slots[s.pick.armed]
		key.action, key.weapon, key.option = sl.action, sl.weapon, sl.option
	}
	if s.pick.via != nil {
		key.via, key.viaSet = *s.pick.via, true
	}
	if s.whyNot.ok && s.whyNot.key == key {
		return s.whyNot.text
	}
	var why string
	if !armed {
		// No attack is open to the unit at all (none in reach or sight,
		// or no ticks for one): nothing to ask the engine about.
		why = fmt.Sprintf("%s can make no attack on %s now", s.sh.units[s.pick.selected].Name, s.sh.units[target].Name)
	} else {
		to := s.sh.units[target].Pos
		if s.pick.via != nil {
			to = *s.pick.via
		}
		why = s.sess.explain(rules.Command{Side: s.sess.b.Prompt().Side, Action: key.action, Unit: s.pick.selected, Target: target, Weapon: key.weapon, To: to, Option: key.option})
	}
	s.whyNot = whyNotMemo{key: key, ok: true, text: why}
	return why
}
