package ads

import (
	"fmt"

	"sightline/rules"
)

// Aim as a reaction (§5.5: "1 or 1 (Reaction)", +1 to the declared next
// roll, once a round). Off the unit's own turn, Aim is one more answer to
// two kinds of decision, and the decision then waits again with the +1
// declared:
//
//   - the defence prompt of an attack on the unit (not a Grapple, Disarm
//     or Trip test, and not for a Pinned unit, §9): +1 to the defence it
//     then rolls itself (not to a Defend Ally's roll, the protector's);
//   - an opportunity to attack (a Reaction Strike, an overwatch or
//     suppression shot, a Swordpoint attack): +1 to that attack, as the
//     Aim of the unit's own turn gives its next attack.
//
// It costs 1 tick as a Reaction (the free Reaction makes it free, G3) and
// never borrows (G4 lists no Aim among the defensive reactions). Before an
// opportunity it is offered only when the unit can still pay the attack
// after it. It uses up the round's Aim. The odds of the defences
// (DefenceOdds) do not price the Aim answer itself; they price the
// defences after it with the +1.

// AimMod is Aim's bonus (§5.5).
const AimMod = 1

// aimDefenceLegal lists the Aim answer to pending attack p on t.
func (b *Battle) aimDefenceLegal(t *unitState, p *pendingAttack, cmd func(string, int, rules.Cost) rules.Command) []rules.Command {
	if t.Aimed || t.Pinned || p.DefAim || isTest(p.Action) || p.Preset != nil {
		return nil
	}
	if c, ok := b.reactionCost(t, ticksOf("aim")); ok && t.Ticks >= c.N {
		return []rules.Command{cmd("aim", t.ID, c)}
	}
	return nil
}

// aimOpportunityLegal lists the Aim answer to the waiting opportunity tr:
// only for an attack, and only when the attack can still be paid after.
func (b *Battle) aimOpportunityLegal(tr *trigger, side int) []rules.Command {
	o := &b.s.Units[tr.Unit]
	if tr.Kind == "follow_step" || tr.Kind == "grapple_assist" || o.Aimed || o.Aim {
		return nil
	}
	c, ok := b.reactionCost(o, ticksOf("aim"))
	if !ok || o.Ticks < c.N {
		return nil
	}
	ticks, free := o.Ticks, o.FreeReaction
	o.Ticks -= c.N
	o.FreeReaction = false
	after := b.triggerValid(tr)
	o.Ticks, o.FreeReaction = ticks, free
	if !after {
		return nil
	}
	return []rules.Command{{Version: b.s.Version, Side: side, Action: "aim", Unit: o.ID, Target: tr.Target, Cost: c}}
}

// aimReaction plays Aim c as a reaction: on the pending attack's defence
// or before the waiting opportunity's attack.
func (b *Battle) aimReaction(c rules.Command, ev *[]rules.Event) {
	st := &b.s
	u := &st.Units[c.Unit]
	u.Ticks -= c.Cost.N
	if c.Cost.Reaction && u.FreeReaction {
		u.FreeReaction = false
	}
	u.Aimed = true
	what := "its attack"
	if st.Pending != nil {
		st.Pending.DefAim = true
		what = "its defence"
	} else {
		u.Aim = true
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvReaction, Round: st.Round, Side: u.Side, Unit: u.ID, Target: c.Target, Action: "aim", Cost: c.Cost,
		Text: fmt.Sprintf("%s aims %s (+%d)", b.spec(u).Name, what, AimMod)})
	if u.Aim {
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Status: "aiming"})
	}
	if st.Pending != nil { // the defence prompt waits again
		pr := b.Prompt()
		rules.Emit(ev, rules.Event{Kind: rules.EvPrompt, Round: st.Round, Side: pr.Side, Unit: pr.Unit, Target: pr.Attacker, Text: pr.Text})
	}
}

// aimDefenceMods returns the +1 an Aim declared for t's defence against p
// gives the roll t makes itself.
func aimDefenceMods(t *unitState, p *pendingAttack) []rules.Mod {
	if p.DefAim && t.ID == p.Target {
		return []rules.Mod{{Source: "aim", Value: AimMod}}
	}
	return nil
}
