package majorminor

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/kit/dice"
	"sightline/rules/kit/moves"
)

var (
	major = rules.Cost{N: 1, Unit: "major"}
	minor = rules.Cost{N: 1, Unit: "minor"}
	move  = rules.Cost{N: 1, Unit: "move"}
	free  = rules.Cost{}
)

func init() {
	actions = moves.Table[*Battle, *unit]{
		{ID: "move", Icon: "move", Name: "Move", Key: "M", Cost: move, Tags: []string{rules.TagMove},
			Effect: "Move up to your Speed in metres (squares); rough ground and climbing cost 2 per square; no moving through others. Jump along a row or column across a gap (a street between roofs of one height, deep water): 2 + Athletics/2 squares after two squares' run-up straight on, half that standing, rounded down, counted to the landing; each square jumped costs 1. Leaving a hostile's melee range provokes an Opportunity Attack.",
			Offers: offerMoves, Squares: moveSquares, Apply: applyMove, Refusal: refuseMove},
		{ID: "attack", Icon: "straight_shot", Name: "Attack", Key: "A", Cost: major,
			Effect: "A Hit Check (d20 + the weapon's Hit Attribute and Adjustment) against the target's Defense Check; a tie misses. −3 beyond the weapon's range up to twice it, −3 for a ranged attack within the target's melee range. A hit deals the Damage Check. A natural 1 rolls d100 against the Break Chance: the weapon breaks, and the attack hits with +5 damage.",
			Offers: offerAttacks, Apply: applyAttack, Refusal: refuseAttack},
		{ID: "grapple", Icon: "grappled", Name: "Grapple", Key: "G", Cost: major,
			Effect: "An unarmed melee attack (d20 + Strength); on a hit the target is Grappled instead of harmed: it cannot move and attacks only you or those beside it. Your speed halves unless it is smaller. Being hit by any attack makes you let go.",
			Offers: offerGrapples, Apply: applyAttack},
		{ID: "struggle", Icon: "break_free", Name: "Struggle", Key: "S", Cost: major, Tags: []string{rules.TagBreakHold},
			Effect: "Contest your best of Strength and Dexterity against your grappler's (d20 each, ties rolled again); win and you are free.",
			Offers: offerStruggle, Apply: applyStruggle},
		{ID: "dash", Icon: "run", Name: "Dash", Key: "D", Cost: major, Tags: []string{rules.TagDash},
			Effect: "Trade your Major action for a second Movement action.",
			Offers: offerMajor("dash"), Apply: applyDash},
		{ID: "disengage", Icon: "quick_step", Name: "Disengage", Key: "E", Cost: major, Tags: []string{rules.TagDisengage},
			Effect: "Immune to Opportunity Attacks until the start of your next turn.",
			Offers: offerMajor("disengage"), Apply: applyDisengage},
		{ID: "extra_minor", Icon: "reaction", Name: "Extra Minor Action", Key: "X", Cost: major,
			Effect: "Trade your Major action for a second Minor action. As a reaction it pays for a second Opportunity Attack or Assist with next turn's Major.",
			Offers: offerMajor("extra_minor"), Apply: applyExtraMinor},
		{ID: "switch", Icon: "draw", Name: "Switch Held Item", Key: "W", Cost: minor, Tags: []string{rules.TagDraw},
			Effect: "Put the held weapon away and take another in hand.",
			Offers: offerSwitch, Apply: applySwitch},
		{ID: "release", Icon: "break_pin", Name: "Release", Cost: free,
			Effect: "Let go of the one you grapple (a free action).",
			Offers: offerRelease, Apply: func(b *Battle, c rules.Command, ev *[]rules.Event) { b.letGo(&b.S.Units[c.Unit], ev, "") }},
		{ID: "end_turn", Icon: "end_turn", Name: "End turn", Key: "Enter", Cost: free, Tags: []string{rules.TagEndTurn},
			Effect: "End your turn; what is left is lost. In combat you roll your Defense Check again.",
			Offers: func(b *Battle, u *unit, out []rules.Command) []rules.Command {
				return append(out, b.command(u, "end_turn", free))
			},
			Apply: func(b *Battle, _ rules.Command, ev *[]rules.Event) { b.endTurn(ev) }},
		{ID: "opportunity_attack", Icon: "reaction_strike", Name: "Opportunity Attack", Cost: rules.Cost{N: 1, Unit: "minor", Reaction: true}, Window: kindOpportunity,
			Effect: "When a hostile leaves your melee range without Disengaging, attack it as with the Attack action, paying with next turn's Minor action (or, with Extra Minor Action, its Major).",
			Offers: offerOpportunity, Apply: applyOpportunity},
		{ID: "assist", Icon: "aid_ally", Name: "Assist", Cost: rules.Cost{N: 1, Unit: "minor", Reaction: true}, Window: kindAssist,
			Effect: "+3 to a Hit Check made beside you by a friend, paid with next turn's Minor action.",
			Offers: offerAssist(+3), Apply: applyAssist(+3)},
		{ID: "disrupt", Icon: "distracting_shot", Name: "Disrupt", Cost: rules.Cost{N: 1, Unit: "minor", Reaction: true}, Window: kindAssist,
			Effect: "−3 to a Hit Check made beside you by a foe, paid with next turn's Minor action.",
			Offers: offerAssist(-3), Apply: applyAssist(-3)},
		{ID: "hold", Icon: "hold", Name: "Hold", Cost: free, Tags: []string{rules.TagHold}, Window: kindOpportunity,
			Effect: "Let the opportunity pass.",
			Offers: offerHold, Apply: applyHold},
		{ID: "hold_check", Icon: "hold", Name: "Hold", Cost: free, Tags: []string{rules.TagHold}, Window: kindAssist,
			Effect: "Leave the Check alone.",
			Offers: offerHold, Apply: applyHold},
	}
	if err := actions.Check(); err != nil {
		panic(err)
	}
}

// offerMajor offers a Major action with no target: in combat, or in the
// approach, where taking it with a hostile in sight starts combat.
func offerMajor(id string) func(b *Battle, u *unit, out []rules.Command) []rules.Command {
	return func(b *Battle, u *unit, out []rules.Command) []rules.Command {
		if !pools.CanPay(u.Slots, major) || (id == "dash" && b.speed(u) == 0) {
			return out
		}
		return append(out, b.command(u, id, major))
	}
}

// initiates starts combat when u's Major action, in the approach, is
// taken in the presence of a hostile (one it sees), returning whether it
// did.
func (b *Battle) initiates(u *unit, ev *[]rules.Event) bool {
	if b.S.Phase != phaseApproach || b.nearestSeen(u) < 0 {
		return false
	}
	b.startCombat(u.ID, ev)
	return true
}

// nearestSeen returns the nearest hostile in the fight that u sees, or -1.
func (b *Battle) nearestSeen(u *unit) int {
	best, bd := -1, 0
	for i := range b.S.Units {
		t := &b.S.Units[i]
		if t.Side == u.Side || t.HP <= 0 || !b.clearLine(u.Pos, t.Pos) {
			continue
		}
		if d := distance(u.Pos, t.Pos); best < 0 || d < bd {
			best, bd = t.ID, d
		}
	}
	return best
}

// afterUntargeted ends the initiator's turn after an initiating Major
// action that targeted no hostile: the First Turn goes to the nearest
// hostile (G1).
func (b *Battle) afterUntargeted(u *unit, ev *[]rules.Event) {
	first := b.nearestHostile(u)
	surprised := first >= 0 && !b.clearLine(b.S.Units[first].Pos, u.Pos)
	b.closeTurn(u)
	b.enterOrder(first, surprised, ev)
}

// closeTurn spends what is left of u's turn.
func (b *Battle) closeTurn(u *unit) {
	for i := range u.Slots.Left {
		u.Slots.Left[i] = 0
	}
}

func applyDash(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.S.Units[c.Unit]
	pools.Add(&u.Slots, "move", 1)
	if b.initiates(u, ev) {
		b.afterUntargeted(u, ev)
	}
}

func applyDisengage(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.S.Units[c.Unit]
	u.Disengaged = true
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Unit: u.ID, Target: rules.NoUnit, Status: "disengaged", Text: u.Name + " disengages"})
	if b.initiates(u, ev) {
		b.afterUntargeted(u, ev)
	}
}

func applyExtraMinor(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.S.Units[c.Unit]
	pools.Add(&u.Slots, "minor", 1)
	if b.initiates(u, ev) {
		b.afterUntargeted(u, ev)
	}
}

// offerSwitch offers each other usable weapon.
func offerSwitch(b *Battle, u *unit, out []rules.Command) []rules.Command {
	if !pools.CanPay(u.Slots, minor) {
		return out
	}
	for i := range u.Broken {
		if i != u.Held && !u.Broken[i] {
			c := b.command(u, "switch", minor)
			c.Weapon = i
			out = append(out, c)
		}
	}
	return out
}

func applySwitch(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.S.Units[c.Unit]
	u.Held = c.Weapon
	rules.Emit(ev, rules.Event{Kind: rules.EvAction, Unit: u.ID, Target: rules.NoUnit, Text: fmt.Sprintf("%s takes the %s in hand", u.Name, b.weapon(u, c.Weapon).Name)})
}

func offerRelease(b *Battle, u *unit, out []rules.Command) []rules.Command {
	if u.Grappling < 0 {
		return out
	}
	c := b.command(u, "release", free)
	c.Target = u.Grappling
	return append(out, c)
}

func offerStruggle(b *Battle, u *unit, out []rules.Command) []rules.Command {
	if u.GrappledBy < 0 || !pools.CanPay(u.Slots, major) {
		return out
	}
	c := b.command(u, "struggle", major)
	c.Target = u.GrappledBy
	return append(out, c)
}

// applyStruggle rolls the Contest: the best of Strength and Dexterity on
// each side, d20 each, ties rolled again; the grappler's loss counts as a
// failed Save and ends the grapple (digest §5.1).
func applyStruggle(b *Battle, c rules.Command, ev *[]rules.Event) {
	u, g := &b.S.Units[c.Unit], &b.S.Units[c.Target]
	mine, theirs := bestBody(b.spec(u)), bestBody(b.spec(g))
	for {
		a, d := dice.Die(20).Roll(b.S.Dice).Value+mine, dice.Die(20).Roll(b.S.Dice).Value+theirs
		rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Unit: u.ID, Target: g.ID, Total: a, Dice: []int{a - mine, d - theirs},
			Text: fmt.Sprintf("%s struggles: %d against %s's %d", u.Name, a, g.Name, d)})
		if a == d {
			continue
		}
		if a > d {
			b.letGo(g, ev, u.Name+" breaks free")
		}
		return
	}
}

// bestBody is the better of Strength and Dexterity.
func bestBody(s *UnitSpec) int { return max(s.Str, s.Dex) }
