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
// chosen, the attack armed (and where a Hip Fire moves first), the target.
type whyNotKey struct {
	version       uint64
	unit, target  int
	armed         string
	via           grid.Pos
	viaSet, anyOn bool
}

// whyNotOn returns, in the engine's words, why the armed attack cannot
// take the enemy target ("Breacher is out of range: 31 squares, the
// Submachine gun reaches 30"), as a click on it would say; "" when no
// unit is chosen.
func (s *Battle) whyNotOn(target int) string {
	if s.selected < 0 || target < 0 {
		return ""
	}
	key := whyNotKey{version: s.b.Version(), unit: s.selected, target: target}
	if key.anyOn = s.armed >= 0 && s.armed < len(s.slots); key.anyOn {
		key.armed = s.slots[s.armed].key()
	}
	if s.via != nil {
		key.via, key.viaSet = *s.via, true
	}
	if s.whyNot.ok && s.whyNot.key == key {
		return s.whyNot.text
	}
	var why string
	if !key.anyOn {
		// No attack is open to the unit at all (none in reach or sight,
		// or no ticks for one): nothing to ask the engine about.
		why = fmt.Sprintf("%s can make no attack on %s now", s.sh.units[s.selected].Name, s.sh.units[target].Name)
	} else {
		sl := s.slots[s.armed]
		to := s.sh.units[target].Pos
		if s.via != nil {
			to = *s.via
		}
		why = s.explain(rules.Command{Side: s.b.Prompt().Side, Action: sl.action, Unit: s.selected, Target: target, Weapon: sl.weapon, To: to, Option: sl.option})
	}
	s.whyNot = whyNotMemo{key: key, ok: true, text: why}
	return why
}
