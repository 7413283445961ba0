package ads

import (
	"fmt"
	"slices"
)

// Exposure (G11, G20, G21): besides entering an area, a unit exposes
// itself by what it does where it stands, and that gives its foes the same
// opportunities a step does, each foe at most one per provoking action.
//
//   - Leaving cover: any movement that starts in cover leaves it (§5.4's
//     "standing up from cover" has no action of its own: cover only helps,
//     and Stand Up ends a hunker). Before the first step, a foe whose melee
//     reach holds the unit may make a Reaction Strike (G11; not for a
//     Quick Step, which never provokes), an overwatch whose area holds the
//     unit's square may fire (G20), and the unit's suppressor may take its
//     free Straight Shot (G21).
//   - Standing up (Stand Up from prone or from a hunker) inside a watched
//     area draws the overwatch shot (G20); the strikes it provokes are
//     standTriggers'.
//   - Attacking: an attack action made on the unit's own turn from inside
//     a watched area draws the overwatch shot (G20), and one made from cover
//     by a Suppressed unit draws its suppressor's free shot (G21: it exposes
//     itself to fire). The shot comes after the attack is resolved. Charge
//     and Hip Fire are left out: their walks already draw the shots of the
//     areas they enter, and their attacks come at the walk's end.

// The reasons a unit exposes itself, recorded in trigger.Why.
const (
	exposeLeaveCover = "leaves_cover"
	exposeStand      = "stands"
	exposeAttack     = "attacks"
)

// exposingAttack reports whether an own-turn action is an attack that
// exposes its maker (see Exposure above).
func exposingAttack(action string) bool { return actionIndex.Marked(action, markExposes) }

// exposureTriggers queues the opportunities u gives its foes by exposing
// itself on its square for reason why. inCover is whether u was in cover
// when it did so. seen, when not nil, lists the foes already offered an
// opportunity by the action and records the new ones; foes with an
// opportunity on u already waiting are skipped either way.
func (b *Battle) exposureTriggers(u *unitState, why, action string, inCover bool, seen *[]int) {
	if !u.Health.Active() {
		return
	}
	for i := range b.s.Units {
		o := &b.s.Units[i]
		if o.Side == u.Side || !o.Health.Active() || b.waitingOn(o.ID, u.ID) || (seen != nil && slices.Contains(*seen, o.ID)) {
			continue
		}
		var tr *trigger
		switch {
		case why == exposeLeaveCover && provokes(action) && b.strikeWeapon(o, u.Pos) >= 0:
			tr = &trigger{Unit: o.ID, Kind: "reaction_strike", Target: u.ID, Weapon: b.strikeWeapon(o, u.Pos), Why: why}
		case o.Overwatch != nil && b.watches(o, u.Pos):
			tr = &trigger{Unit: o.ID, Kind: "overwatch", Target: u.ID, Weapon: o.Overwatch.Weapon, Why: why}
		case why != exposeStand && inCover && u.Suppressed && u.SuppressedBy == o.ID && o.SuppressShot:
			tr = &trigger{Unit: o.ID, Kind: "suppression", Target: u.ID, Weapon: b.suppressWeapon(o), Why: why}
		}
		if tr != nil && b.triggerValid(tr) {
			if seen != nil {
				*seen = append(*seen, o.ID)
			}
			b.s.Triggers = append(b.s.Triggers, *tr)
		}
	}
}

// waitingOn reports whether an opportunity of unit o on unit t is already
// waiting.
func (b *Battle) waitingOn(o, t int) bool {
	for _, tr := range b.s.Triggers {
		if tr.Unit == o && tr.Target == t {
			return true
		}
	}
	return false
}

// exposurePrompt is the prompt text of an opportunity u's exposure gave,
// or "" for one a step gave.
func (b *Battle) exposurePrompt(tr *trigger) string {
	if tr.Why == "" {
		return ""
	}
	o, t := b.spec(&b.s.Units[tr.Unit]).Name, b.spec(&b.s.Units[tr.Target]).Name
	what := map[string]string{exposeLeaveCover: "leaves cover", exposeStand: "stands up", exposeAttack: "attacks"}[tr.Why]
	switch tr.Kind {
	case "reaction_strike":
		return fmt.Sprintf("%s %s in %s's reach: strike?", t, what, o)
	case "overwatch":
		return fmt.Sprintf("%s %s inside %s's overwatch: fire?", t, what, o)
	}
	if tr.Why == exposeAttack {
		what = "fires from cover"
	}
	return fmt.Sprintf("%s %s under %s's suppressing fire: fire?", t, what, o)
}
