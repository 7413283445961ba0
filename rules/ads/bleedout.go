package ads

import (
	"fmt"

	"sightline/rules"
)

// Bleeding out (§7, G15): a unit that lies unconscious at 0 Stamina is
// dying, and every BleedOutRounds rounds (one minute) without medical help,
// which the battle does not offer, adds 1 Wound; at its maximum Wounds it
// dies (G14). The rounds are counted at each round start while it lies so;
// a unit knocked out or choked out with Stamina left is not dying.

// BleedOutRounds is one minute in rounds (G15).
const BleedOutRounds = 5

// bleedOut counts a round of u lying unconscious at 0 Stamina and adds the
// Wound of each full minute.
func (b *Battle) bleedOut(u *unitState, ev *[]rules.Event) {
	h := &u.Health
	if h.Dead || !h.Unconscious || h.Stamina > 0 {
		return
	}
	u.Dying++
	if u.Dying%BleedOutRounds != 0 {
		return
	}
	h.Wounds++
	rules.Emit(ev, rules.Event{Kind: rules.EvAction, Round: b.s.Round, Side: u.Side, Unit: u.ID, Target: rules.NoUnit,
		Text: fmt.Sprintf("%s bleeds out: 1 Wound (%d)", b.spec(u).Name, h.Wounds)})
	if h.Wounds >= h.MaxWounds {
		h.Wounds, h.Dead = h.MaxWounds, true
		rules.Emit(ev, rules.Event{Kind: rules.EvUnitDead, Round: b.s.Round, Unit: u.ID, Target: rules.NoUnit})
	}
}
