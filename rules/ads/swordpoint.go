package ads

import (
	"fmt"

	"sightline/rules"
)

// Swordpoint and Gunpoint (§8.6). Initiate Sword/Gun-point ("swordpoint",
// 3 ticks, on the unit's own turn) holds an adjacent enemy under the
// threat of the weapon in hand: a melee weapon, or a loaded, unjammed
// firearm (not a thrown one; fists never threaten, so unarmed martial
// artists do not count). The target must be, of the digest's list, what
// the battle can know:
//
//   - unaware (caught by an ambush, surprise.go);
//   - helpless or unable to resist: Stunned;
//   - sufficiently distracted: a Distracting Shot's ticks still waiting;
//   - unarmed (no usable weapon in hand) without the Martial Artist feat
//     (content feat martial_artist).
//
// A Pinned unit is helpless too, but it lies in a grapple, where an attack
// from outside falls on a random participant (G26): neither side of a hold
// may be in a grapple. Initiating needs no roll, is not an attack action,
// makes the target aware, and is not allowed after a Run or under Total
// Defense. The holder is "swordpoint", its target "at_swordpoint".
//
// While the hold lasts the holder may attack "at any time": on its own turn
// as "swordpoint_attack" for 2 ticks (a Melee Strike's or Straight Shot's
// price), and whenever the held target acts on its own turn (any command
// but End Turn and Delay) as an opportunity (Prompt kind "swordpoint",
// answered "swordpoint_attack" or "hold") for 1 tick as a Reaction (the
// free Reaction makes it free; never borrowed, G4). The opportunity comes
// after an attack of the target is resolved, and before the first step of
// its movement; each target action gives each holder one opportunity. The
// attack is made at +2 with the usual modifiers (a gun's point-blank +2
// too) and the target defends as usual. A hit is a critical: the hit's
// normal damage (weapon damage is a flat number, so it is its maximum, G8)
// + 1d10, on the head, bypassing every AP (armour, cloak, cover, Total
// Defense); a margin of 6 or more adds no second d10. The attack ends the
// hold.
//
// The hold ends, besides, when either unit is out of the fight or in a
// grapple, when they are no longer adjacent (either moved away), when the
// holder's threatening weapon is no longer in its hand and usable (a Draw,
// a Disarm, a jam, an empty magazine, a break), when the holder takes damage
// from an attack by anyone but its target (wounded by a third party), and
// when a Distracting Shot wins against the holder and the holder then fails
// a Resolve test (G27) with the shot's margin as difficulty (the
// distraction). The social side (+2 to social rolls, a social win ending
// the hold) and the Swordpoint Break talent are out of scope.

// SwordpointMod is the Swordpoint attack's bonus (§8.6).
const SwordpointMod = 2

// swordpointState is a unit's hold on its target.
type swordpointState struct {
	Target int `json:"target"`
	Weapon int `json:"weapon"`
}

// threatens reports whether u's weapon in hand can threaten: a melee
// weapon, or a loaded, unjammed firearm that is not thrown.
func (b *Battle) threatens(u *unitState) bool {
	if len(u.Weapons) == 0 || !inHand(u) {
		return false
	}
	ws := &u.Weapons[u.Drawn]
	w := b.weapon(u, u.Drawn)
	if ws.Broken {
		return false
	}
	return w.Melee || (!w.Thrown && !ws.Jammed && ws.Ammo >= 1)
}

// helpless reports whether t can be held at swordpoint: unaware, Stunned,
// distracted, or unarmed without the Martial Artist feat.
func (b *Battle) helpless(t *unitState) bool {
	unarmed := len(t.Weapons) == 0 || !inHand(t) || t.Weapons[t.Drawn].Broken
	return t.Unaware || t.Aff.StunnedRounds > 0 || t.Lasting.Distracted > 0 || (unarmed && !b.hasFeat(t, "martial_artist"))
}

// holds reports whether u's hold on its target still stands.
func (b *Battle) holds(u *unitState) bool {
	sp := u.Swordpoint
	if sp == nil || sp.Target < 0 || sp.Target >= len(b.s.Units) {
		return false
	}
	t := &b.s.Units[sp.Target]
	return u.Health.Active() && t.Health.Active() && u.Grapple == 0 && t.Grapple == 0 &&
		chebyshev(u.Pos, t.Pos) == 1 && u.Drawn == sp.Weapon && b.threatens(u)
}

// swordpointLegal lists u's Initiate Sword/Gun-point commands and its
// attack from a hold, on its own turn.
func (b *Battle) swordpointLegal(u *unitState, cmd func(string, int, rules.Cost) rules.Command) []rules.Command {
	if u.Ran || u.TotalDefense || u.Grapple != 0 {
		return nil
	}
	var out []rules.Command
	if sp := u.Swordpoint; sp != nil {
		if b.holds(u) && u.Ticks >= ticksOf("swordpoint_attack") {
			c := cmd("swordpoint_attack", u.ID, tickCost(ticksOf("swordpoint_attack")))
			c.Target, c.Weapon, c.To = sp.Target, sp.Weapon, b.s.Units[sp.Target].Pos
			out = append(out, c)
		}
		return out
	}
	if !b.canFinish(u, ticksOf("swordpoint")) || !b.threatens(u) {
		return nil
	}
	for i := range b.s.Units {
		t := &b.s.Units[i]
		if t.Side == u.Side || !t.Health.Active() || t.Grapple != 0 || chebyshev(u.Pos, t.Pos) != 1 ||
			b.hiddenBehindCover(u, t) || b.hiddenBehindCover(t, u) || !b.helpless(t) {
			continue
		}
		c := cmd("swordpoint", u.ID, tickCost(ticksOf("swordpoint")))
		c.Target, c.Weapon, c.To = t.ID, u.Drawn, t.Pos
		out = append(out, c)
	}
	return out
}

// applySwordpoint initiates Sword/Gun-point on the command's target.
func applySwordpoint(b *Battle, c rules.Command, ev *[]rules.Event) {
	st := &b.s
	u, t := &st.Units[c.Unit], &st.Units[c.Target]
	u.Swordpoint = &swordpointState{Target: t.ID, Weapon: c.Weapon}
	u.Facing = facing(u.Pos, t.Pos, u.Facing)
	b.makeAware(t, ev)
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: st.Round, Unit: u.ID, Target: t.ID, Status: "swordpoint",
		Text: fmt.Sprintf("%s holds %s at %s", b.spec(u).Name, b.spec(t).Name, b.pointName(u))})
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: st.Round, Unit: t.ID, Target: u.ID, Status: "at_swordpoint"})
}

// applySwordpointAttack makes the attack from a hold on u's own turn.
func applySwordpointAttack(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	u.Attacked = true
	b.endSwordpoint(u, "it strikes", ev)
	b.declare(u, &pendingAttack{Attacker: u.ID, Target: c.Target, Action: c.Action, Weapon: c.Weapon, Bullets: 1}, ev)
}

// pointName is "swordpoint" or "gunpoint", after u's weapon in hand.
func (b *Battle) pointName(u *unitState) string {
	if b.weapon(u, u.Drawn).Melee {
		return "swordpoint"
	}
	return "gunpoint"
}

// endSwordpoint ends u's hold, if any, saying why.
func (b *Battle) endSwordpoint(u *unitState, why string, ev *[]rules.Event) {
	sp := u.Swordpoint
	if sp == nil {
		return
	}
	u.Swordpoint = nil
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Round: b.s.Round, Unit: u.ID, Target: sp.Target, Status: "swordpoint",
		Text: fmt.Sprintf("%s's hold ends: %s", b.spec(u).Name, why)})
	if !b.heldBy(sp.Target, -1) {
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Round: b.s.Round, Unit: sp.Target, Target: u.ID, Status: "at_swordpoint"})
	}
}

// heldBy reports whether unit t is held at swordpoint by a unit other than
// except.
func (b *Battle) heldBy(t, except int) bool {
	for i := range b.s.Units {
		if o := &b.s.Units[i]; o.ID != except && o.Swordpoint != nil && o.Swordpoint.Target == t {
			return true
		}
	}
	return false
}

// settleSwordpoints ends every hold that no longer stands (after each
// command).
func (b *Battle) settleSwordpoints(ev *[]rules.Event) {
	for i := range b.s.Units {
		if u := &b.s.Units[i]; u.Swordpoint != nil && !b.holds(u) {
			b.endSwordpoint(u, "the threat is broken", ev)
		}
	}
}

// swordpointWounded ends t's hold when an attack by a, not its target,
// damaged it (wounded by a third party).
func (b *Battle) swordpointWounded(t, a *unitState, taken int, ev *[]rules.Event) {
	if taken > 0 && t.Swordpoint != nil && t.Swordpoint.Target != a.ID {
		b.endSwordpoint(t, "wounded by "+b.spec(a).Name, ev)
	}
}

// swordpointDistracted makes holder t, whom a Distracting Shot beat by
// margin, test Resolve against it; a failure ends the hold.
func (b *Battle) swordpointDistracted(t *unitState, margin int, ev *[]rules.Event) {
	if t.Swordpoint != nil && !b.resists(t, max(1, margin), "the distraction", ev) {
		b.endSwordpoint(t, "distracted", ev)
	}
}

// swordpointTriggers queues, when held unit u acts on its own turn with
// action, each holder's opportunity to attack.
func (b *Battle) swordpointTriggers(u *unitState, action string) {
	if action == "end_turn" || action == "delay" {
		return
	}
	for i := range b.s.Units {
		o := &b.s.Units[i]
		if o.Swordpoint == nil || o.Swordpoint.Target != u.ID {
			continue
		}
		tr := trigger{Unit: o.ID, Kind: "swordpoint", Target: u.ID, Weapon: o.Swordpoint.Weapon}
		if b.triggerValid(&tr) {
			b.s.Triggers = append(b.s.Triggers, tr)
		}
	}
}

// swordpointValid reports whether the Swordpoint opportunity tr can still
// be taken: the hold stands and the holder can pay a Reaction without
// borrowing.
func (b *Battle) swordpointValid(tr *trigger) bool {
	o := &b.s.Units[tr.Unit]
	if o.Swordpoint == nil || o.Swordpoint.Target != tr.Target || !b.holds(o) || o.Ran || o.TotalDefense {
		return false
	}
	c, ok := b.reactionCost(o, 1)
	return ok && o.Ticks >= c.N
}

// swordpointPrompt is the text of a Swordpoint opportunity.
func (b *Battle) swordpointPrompt(tr *trigger) string {
	o, t := &b.s.Units[tr.Unit], &b.s.Units[tr.Target]
	return fmt.Sprintf("%s acts at %s's %s: attack?", b.spec(t).Name, b.spec(o).Name, b.pointName(o))
}

// swordpointStatuses returns u's Swordpoint statuses.
func (b *Battle) swordpointStatuses(u *unitState) statusSet {
	return statusIf(u.Swordpoint != nil, stSwordpoint) | statusIf(b.heldBy(u.ID, -1), stAtSwordpoint)
}

// swordpointOdds makes spec a Swordpoint attack's: every hit on the head,
// a critical, bypassing all AP.
func swordpointOdds(spec *AttackSpec, p *pendingAttack) {
	if p.Action == "swordpoint_attack" {
		spec.Head, spec.Critical = true, true
		spec.Soak = Soak{}
	}
}
