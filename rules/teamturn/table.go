package teamturn

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/kit/dice"
	"sightline/rules/kit/moves"
)

var (
	base     = rules.Cost{N: 1, Unit: "base"}
	move     = rules.Cost{N: 1, Unit: "move"}
	quick    = rules.Cost{N: 1, Unit: "quick"}
	long     = rules.Cost{N: 1, Unit: "long"}
	reaction = rules.Cost{Reaction: true}
	free     = rules.Cost{}
)

// helpRange is how far a Help reaches, in squares (G15: verbal help
// within 6).
const helpRange = 6

func init() {
	actions = moves.Table[*Battle, *unit]{
		{ID: "move", Icon: "move", Name: "Move", Key: "M", Cost: move, Tags: []string{rules.TagMove},
			Effect: "Move up to your Speed in squares (1.5 m each); rough ground costs 2 per square; no moving through others. A Base action traded down pays a second Move. Walking more than 1.5 m within an enemy's reach or range makes you its target of opportunity.",
			Offers: offerMoves(false), Squares: moveSquares, Apply: applyMove, Refusal: refuseMove},
		{ID: "attack", Icon: "straight_shot", Name: "Attack", Key: "A", Cost: base,
			Effect: "A check (d20 at or under Attribute + Skill) against the target's defence (d20 at or under Agility + Size); if both pass the attacker must roll lower. Beyond nominal range unfavourable, beyond maximum +3 per started 3 m; cover and an engaged target unfavourable. A natural 1 hits for +50%; each natural 20 costs the weapon 1 integrity. A ranged attack within an enemy's reach at someone else makes you its target of opportunity.",
			Offers: offerAttacks("attack", tierBase), Apply: applyAttack, Refusal: refuseAttack},
		{ID: "attack_long", Icon: "precision_strike", Name: "Attack (Long)", Key: "L", Cost: long,
			Effect: "A careful attack that takes the whole turn: no engaged-target penalty, and no target of opportunity for shooting in melee.",
			Offers: offerAttacks("attack_long", tierLong), Apply: applyLongAttack, Refusal: refuseAttack},
		{ID: "two_weapon", Icon: "multi_strike", Name: "Two-Weapon Fighting", Key: "T", Cost: long,
			Effect: "A Long action: an attack with each hand's weapon on one foe in reach of both, the second unfavourable.",
			Offers: offerTwoWeapon, Apply: applyTwoWeapon},
		{ID: "cone", Icon: "spray_and_pray", Name: "Use ability (cone)", Key: "C", Cost: quick,
			Effect: "A Quick action: the ability's cone (as long as its range, as wide at its far end) rolls an attack on every foe in it. It then waits for its recharge: a d10 at Upkeep of its Recharge number or more readies it.",
			Offers: offerCone, Apply: applyCone},
		{ID: "disengage", Icon: "quick_step", Name: "Disengage", Key: "E", Cost: long, Tags: []string{rules.TagDisengage},
			Effect: "A Long action: move up to twice your Speed, no step closer to the nearest hostile, and no target of opportunity.",
			Offers: offerMoves(true), Squares: moveSquares, Apply: applyMove, Refusal: refuseMove},
		{ID: "dodge", Icon: "dodge", Name: "Dodge", Key: "D", Cost: long, Tags: []string{rules.TagGuard},
			Effect: "A Long action: until your next team turn your defence rolls are favourable against attackers you see.",
			Offers: offerSelf("dodge", tierLong), Apply: applyDodge},
		{ID: "help", Icon: "aid_ally", Name: "Help", Key: "H", Cost: base, Tags: []string{rules.TagHelp},
			Effect: fmt.Sprintf("A Base action: an ally in sight within %d squares makes its next check this round favourable.", helpRange),
			Offers: offerHelp, Apply: applyHelp},
		{ID: "hide", Icon: "hunkered", Name: "Hide", Key: "I", Cost: move, Tags: []string{rules.TagHide},
			Effect: "A Move action out of every enemy's sight: a Stealth check (d20 at or under Stealth) hides you. Hidden, enemies do not see you or attack you until a Search finds you, you attack, or you step into an enemy's sight.",
			Offers: offerHide, Apply: applyHide},
		{ID: "search", Icon: "aiming", Name: "Search", Key: "S", Cost: move,
			Effect: "A Move action: a Perception check (d20 at or under Perception) finds every hidden enemy you have a clear line to.",
			Offers: offerSelf("search", tierMove), Apply: applySearch},
		{ID: "ready", Icon: "overwatch", Name: "Ready an Action", Key: "R", Cost: quick, Tags: []string{rules.TagReady},
			Effect: "A Quick action that also holds an action until your next team turn, to spend as your reaction when its trigger happens: your Base for an attack with a chosen weapon, or your Move (your Base traded down when the Move is spent) for a Move to any square it reaches. The trigger is one of two: a foe steps within the weapon's reach or nominal range (for a Move, within your Speed) in your sight; or an ally in your sight is attacked by a foe you see (for an attack, within the weapon's reach or nominal range), your reaction coming once the attack has resolved.",
			Offers: offerReady, Apply: applyReady},
		{ID: "end_turn", Icon: "end_turn", Name: "End team turn", Key: "Enter", Cost: free, Tags: []string{rules.TagEndTurn}, Team: true,
			Effect: "End your team's turn; what any member has left is lost. After the last team comes Upkeep.",
			Offers: func(b *Battle, _ *unit, out []rules.Command) []rules.Command {
				return append(out, rules.Command{Version: b.S.Version, Side: b.side(), Action: "end_turn", Unit: rules.NoUnit, Target: rules.NoUnit})
			},
			Apply: func(b *Battle, _ rules.Command, ev *[]rules.Event) { b.endTeamTurn(ev) }},
		{ID: "opportunity_attack", Icon: "reaction_strike", Name: "Attack of opportunity", Cost: reaction, Window: kindOpportunity,
			Effect: "When a foe in your reach or range walks more than 1.5 m there, or shoots someone else from within your reach, attack it once as your reaction of the round.",
			Offers: offerOpportunity, Apply: applyOpportunity},
		{ID: "hold", Icon: "hold", Name: "Hold", Cost: free, Tags: []string{rules.TagHold}, Window: kindOpportunity,
			Effect: "Let the opportunity pass and keep your reaction.",
			Offers: offerHold, Apply: applyHold},
		{ID: "ready_attack", Icon: "overwatch", Name: "Readied attack", Cost: reaction, Window: kindReady,
			Effect: "Make the readied attack on the foe that triggered it (the one that stepped, or the one that attacked your ally), spending the held Base action and your reaction.",
			Offers: offerReadyAttack, Apply: applyReadyAttack},
		{ID: "ready_move", Icon: "run", Name: "Readied Move", Cost: reaction, Window: kindReady,
			Effect: "Make the readied Move, spending the held action and your reaction: up to your Speed to any square, by the usual movement rules; walking more than 1.5 m within an enemy's reach or range makes you its target of opportunity.",
			Offers: offerReadyMove, Squares: readyMoveSquares, Apply: applyReadyMove},
		{ID: "hold_ready", Icon: "hold", Name: "Keep ready", Cost: free, Tags: []string{rules.TagHold}, Window: kindReady,
			Effect: "Let this trigger pass and keep the action ready.",
			Offers: func(b *Battle, u *unit, out []rules.Command) []rules.Command {
				return append(out, b.command(u, "hold_ready", free))
			},
			Apply: applyHold},
	}
	if err := actions.Check(); err != nil {
		panic(err)
	}
}

// offerSelf offers an action with no target of tier.
func offerSelf(id, tier string) func(b *Battle, u *unit, out []rules.Command) []rules.Command {
	return func(b *Battle, u *unit, out []rules.Command) []rules.Command {
		if cost, ok := b.price(u, tier); ok {
			out = append(out, b.command(u, id, cost))
		}
		return out
	}
}

func applyDodge(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.S.Units[c.Unit]
	u.Dodging = true
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Unit: u.ID, Target: rules.NoUnit, Status: "dodging", Text: u.Name + " dodges: favourable defence until its next turn"})
}

// offerHelp offers a Help to each ally in the fight in sight within
// helpRange that is not helped already.
func offerHelp(b *Battle, u *unit, out []rules.Command) []rules.Command {
	cost, ok := b.price(u, tierBase)
	if !ok {
		return out
	}
	for i := range b.S.Units {
		a := &b.S.Units[i]
		if a.ID != u.ID && a.Side == u.Side && a.HP > 0 && !a.Helped && distance(u.Pos, a.Pos) <= helpRange && b.clearLine(u.Pos, a.Pos) {
			c := b.command(u, "help", cost)
			c.Target = a.ID
			out = append(out, c)
		}
	}
	return out
}

func applyHelp(b *Battle, c rules.Command, ev *[]rules.Event) {
	a := &b.S.Units[c.Target]
	a.Helped = true
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Unit: a.ID, Target: c.Unit, Status: "helped",
		Text: fmt.Sprintf("%s helps %s: its next check this round is favourable", b.S.Units[c.Unit].Name, a.Name)})
}

// offerHide offers Hide to a unit no enemy sees.
func offerHide(b *Battle, u *unit, out []rules.Command) []rules.Command {
	if u.Hidden || b.inSeenEnemySight(u) {
		return out
	}
	if cost, ok := b.price(u, tierMove); ok {
		out = append(out, b.command(u, "hide", cost))
	}
	return out
}

// applyHide rolls the Stealth check.
func applyHide(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.S.Units[c.Unit]
	st := b.spec(u).Stealth
	r := dice.Die(20).Roll(b.S.Dice)
	ok := r.Value <= st
	verdict := "fails to hide"
	if ok && b.inEnemySight(u) {
		// An enemy its side does not see has a clear line to it: the
		// check is rolled, and the unit learns it is watched (issue #42).
		ok, verdict = false, "is watched by an enemy it had not seen and cannot hide"
	}
	if ok {
		verdict = "is hidden"
		u.Hidden = true
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Unit: u.ID, Target: rules.NoUnit, Total: r.Value, Dice: r.Dice,
		Text: fmt.Sprintf("%s's Stealth check: d20 %d against %d: %s", u.Name, r.Value, st, verdict)})
	if ok {
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Unit: u.ID, Target: rules.NoUnit, Status: rules.StatusHidden, Text: u.Name + " is hidden"})
	}
}

// applySearch rolls the Perception check; a pass finds every hidden
// enemy the searcher has a clear line to.
func applySearch(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.S.Units[c.Unit]
	pe := b.spec(u).Perception
	r := dice.Die(20).Roll(b.S.Dice)
	ok := r.Value <= pe
	verdict := "finds nothing"
	if ok {
		verdict = "looks carefully"
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Unit: u.ID, Target: rules.NoUnit, Total: r.Value, Dice: r.Dice,
		Text: fmt.Sprintf("%s's Perception check: d20 %d against %d: %s", u.Name, r.Value, pe, verdict)})
	if !ok {
		return
	}
	for i := range b.S.Units {
		t := &b.S.Units[i]
		if t.Side != u.Side && t.Hidden && b.clearLine(u.Pos, t.Pos) {
			t.Hidden = false
			rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Unit: t.ID, Target: u.ID, Status: rules.StatusHidden, Text: fmt.Sprintf("%s finds %s", u.Name, t.Name)})
		}
	}
}
