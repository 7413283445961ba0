package ads

import (
	"fmt"

	"sightline/rules"
)

// DisarmTake is the margin at which a Disarm takes the weapon (§5.1); a
// smaller win knocks it to the ground.
const DisarmTake = 3

// disarm plays a won Disarm by a on t with margin m: the weapon in t's hand
// is knocked to the ground (Dropped: a Draw picks it up) or, from margin
// DisarmTake, taken: it stays in t's list marked Lost, so that weapon
// indices in commands keep their meaning, and a copy with its ammunition
// and jam joins the end of a's list, to be drawn before use.
func (b *Battle) disarm(a, t *unitState, m int, ev *[]rules.Event) {
	st := &b.s
	if !inHand(t) {
		return
	}
	ws := &t.Weapons[t.Drawn]
	name := b.weapon(t, t.Drawn).Name
	if m < DisarmTake {
		ws.Dropped = true
		rules.Emit(ev, rules.Event{Kind: rules.EvAction, Round: st.Round, Side: t.Side, Unit: t.ID, Target: a.ID, Action: "drop",
			Text: fmt.Sprintf("%s's %s is knocked to the ground", b.spec(t).Name, name)})
		return
	}
	ws.Lost = true
	a.Weapons = append(a.Weapons, weaponState{ID: ws.ID, Ammo: ws.Ammo, Jammed: ws.Jammed})
	rules.Emit(ev, rules.Event{Kind: rules.EvAction, Round: st.Round, Side: a.Side, Unit: a.ID, Target: t.ID, Action: "disarm",
		Text: fmt.Sprintf("%s takes %s's %s", b.spec(a).Name, b.spec(t).Name, name)})
}
