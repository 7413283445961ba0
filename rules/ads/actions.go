package ads

import (
	"sightline/rules"
	"sightline/rules/kit/moves"
)

// action is one entry of the moves table (rules/kit/moves): an action's
// name, picture, price, tags, effect, squares, what it does and why it is
// refused, in one place, from which the rules reference, ActionTags, the
// tick costs, Reach, Apply and the refusals are read.
type action = moves.Action[*Battle, *unitState]

// The windows an answer is given in (moves.Action.Window): a defence
// against the pending attack, and an opportunity's answer.
const (
	windowDefend  = rules.PromptDefend
	windowTrigger = "trigger"
)

// The marks of ADS's actions (moves.Action.Marks): the classes of
// actions its rules ask about, each through a function of its own
// (isAttack, exposingAttack, walksToAttack, borrows, isMove, isTest).
const (
	// markAttack is an attack that Odds can price.
	markAttack uint32 = 1 << iota
	// markExposes is an own-turn attack that exposes its maker (see
	// Exposure in exposure.go).
	markExposes
	// markWalks is an attack that walks to its command's To before it is
	// declared (Charge, Hip Fire).
	markWalks
	// markBorrows is an action that may be paid partly from the next
	// turn's ticks (G4).
	markBorrows
	// markMove is a plain movement action.
	markMove
	// markTest is a test with an effect instead of damage (Grapple,
	// Disarm, Trip).
	markTest
)

// reactionTicks is the listed price of a reaction of n ticks.
func reactionTicks(n int) rules.Cost { return rules.Cost{N: n, Unit: "tick", Reaction: true} }

// actions lists the actions the grid battle plays now, in the order the
// rules reference lists them. Take Cover (reaction) is the reference's
// row for Take Cover given as a defence, whose command is take_cover.
var actions moves.Table[*Battle, *unitState]

func init() {
	actions = moves.Table[*Battle, *unitState]{
		{ID: "move", Name: "Move", Cost: tickCost(1), Icon: "move", Marks: markMove, Tags: []string{rules.TagMove}, Apply: applyWalk, Squares: moveSquares, Refusal: refuseMove,
			Effect: "move up to Speed squares"},
		{ID: "quick_step", Name: "Quick Step", Cost: tickCost(0), Icon: "quick_step", Marks: markMove, Apply: applyWalk, Squares: moveSquares, Refusal: refuseMove,
			Effect: "one square, once a turn, not with Move, Run or Sprint"},
		{ID: "run", Name: "Run", Cost: tickCost(3), Icon: "run", Marks: markBorrows | markMove, Apply: applyWalk, Squares: moveSquares, Refusal: refuseMove,
			Effect: "move up to 4x Speed; no attacks until the next turn"},
		{ID: "sprint", Name: "Sprint", Cost: tickCost(4), Icon: "sprinting", Marks: markBorrows | markMove, Apply: applyWalk, Squares: moveSquares, Refusal: refuseMove,
			Effect: "move up to 6x Speed, straight with at most one turn of up to 90 degrees; -3 defence vs melee, +1 vs ranged until the next turn"},
		{ID: "charge", Name: "Charge", Cost: tickCost(4), Icon: "charge", Marks: markAttack | markWalks, Mod: rules.Mod{Source: "charge", Value: 1}, Apply: applyAttack, Squares: attackSquares, Refusal: refuseTarget,
			Effect: "move at least 2 and up to 2x Speed squares, then a melee attack at +1"},
		{ID: "take_cover", Name: "Take Cover", Cost: tickCost(0), Icon: "in_cover", Tags: []string{rules.TagTakeCover}, Apply: applyTakeCover,
			Effect: "free on the own turn next to cover: +2 defence and the cover's AP on legs and torso against attacks it faces; as a reaction (2 ticks) head and arms this round, defending with Duck; any move leaves cover"},
		{ID: "hunker_down", Name: "Hunker Down", Cost: tickCost(1), Icon: "hunkered", Tags: []string{rules.TagGuard}, Apply: applyHunkerDown,
			Effect: "in cover: +4 instead of +2, hidden from and unable to attack enemies beyond the cover; enemies it does not face treat you as prone; Stand Up ends it"},
		{ID: "total_defense", Name: "Total Defense", Cost: tickCost(3), Icon: "total_defense", Marks: markBorrows, Tags: []string{rules.TagGuard}, Apply: applyTotalDefense,
			Effect: "+2 defence and +2 AP everywhere until the next turn, all locations covered in cover; no attacks this turn before or after"},
		{ID: "precision_strike", Name: "Precision Strike", Cost: tickCost(3), Icon: "precision_strike", Marks: markAttack | markExposes, Mod: rules.Mod{Source: "precision strike", Value: 1}, Apply: applyAttack, Refusal: refuseTarget,
			Effect: "a melee attack at +1"},
		{ID: "all_out_attack", Name: "All-Out Attack", Cost: tickCost(3), Icon: "all_out", Marks: markAttack | markExposes, Mod: rules.Mod{Source: "all-out attack", Value: 2}, Apply: applyAllOut, Refusal: refuseTarget,
			Effect: "a melee attack at +2; -2 to all defences until the next turn"},
		{ID: "guarded_attack", Name: "Guarded Attack", Cost: tickCost(3), Icon: "guarded", Marks: markAttack | markExposes, Mod: rules.Mod{Source: "guarded attack", Value: -2}, Apply: applyGuarded, Refusal: refuseTarget,
			Effect: "a melee attack at -2 (and -2 to every attack this round); +1 to Block and Dodge until the next turn"},
		{ID: "knockout_blow", Name: "Knockout Blow", Cost: tickCost(3), Icon: "knockout_blow", Marks: markAttack | markExposes, Mod: rules.Mod{Source: "knockout blow", Value: -2}, Apply: applyAttack, Refusal: refuseTarget,
			Effect: "a melee attack at -2 whose damage makes no Wounds; Resolve against the damage or Dazed, then Stunned, then unconscious"},
		{ID: "off_hand_strike", Name: "Off-hand Strike", Cost: tickCost(2), Icon: "off_hand_strike", Marks: markAttack | markExposes, Apply: applyAttack, Refusal: refuseTarget,
			Effect: "a melee attack at -1 with the weapon in the off hand (0 when Ambidextrous)"},
		{ID: "multi_strike", Name: "Multi-Strike", Cost: tickCost(3), Icon: "multi_strike", Marks: markAttack | markExposes, Apply: applyAttack, Refusal: refuseTarget,
			Effect: "with the Multi-Weapon Fighting feat and two melee or two ranged weapons in hand: one attack roll, the weapon in hand at -1, the off-hand one at -3 (-1 Ambidextrous), each target defending once"},
		{ID: "pressure_point_strike", Name: "Pressure-point Strike", Cost: tickCost(3), Icon: "pressure_point_strike", Marks: markAttack | markExposes, Mod: rules.Mod{Source: "pressure-point strike", Value: -2}, Apply: applyAttack, Refusal: refuseTarget,
			Effect: "a melee attack at -2; Resolve against the damage or Dazed, Slowed if already Dazed"},
		{ID: "aim", Name: "Aim", Cost: tickCost(1), Icon: "aiming", Tags: []string{rules.TagAim}, Apply: applyAim,
			Effect: "+1 to the next attack; once a round; also as a reaction (1 tick, free with the free Reaction) before an opportunity attack or, when attacked, for +1 to the defence"},
		{ID: "delay", Name: "Delay", Cost: tickCost(0), Icon: "delay", Tags: []string{rules.TagDelay}, Apply: applyDelay,
			Effect: "act after the next unit in the order; twice a round at most"},
		{ID: "calculated_shot", Name: "Calculated Shot", Cost: tickCost(3), Icon: "calculated_shot", Marks: markAttack | markExposes, Mod: rules.Mod{Source: "calculated shot", Value: 1}, Apply: applyAttack, Refusal: refuseTarget,
			Effect: "a single shot at +1"},
		{ID: "called_shot", Name: "Called Shot", Cost: tickCost(4), Icon: "called_shot", Marks: markAttack | markExposes, Mod: rules.Mod{Source: "called shot", Value: -3}, Apply: applyAttack, Refusal: refuseTarget,
			Effect: "a single shot at -3 to the head: +2 penetration, +3 damage, +1 Wound"},
		{ID: "off_hand_shot", Name: "Off-hand Shot", Cost: tickCost(2), Icon: "off_hand_shot", Marks: markAttack | markExposes, Apply: applyAttack, Refusal: refuseTarget,
			Effect: "a single shot at -2 with the weapon in the off hand (0 when Ambidextrous)"},
		{ID: "distracting_shot", Name: "Distracting Shot", Cost: tickCost(3), Icon: "distracting_shot", Marks: markAttack | markExposes, Mod: rules.Mod{Source: "distracting shot", Value: -2}, Apply: applyDistractingShot, Refusal: refuseTarget,
			Effect: "a shot at -2 against the target's Scrutiny, no damage: if it wins, the target loses 2 ticks on its next turn"},
		{ID: "disabling_shot", Name: "Disabling Shot", Cost: tickCost(4), Icon: "disabling_shot", Marks: markAttack | markExposes, Mod: rules.Mod{Source: "disabling shot", Value: -3}, Apply: applyAttack, Refusal: refuseTarget,
			Effect: "a shot at -3 at the arms, the legs or the weapon in hand; Resolve against the damage or that area is Disabled (-1 to what uses it); disabled legs become Slowed, a disabled weapon breaks"},
		{ID: "throw", Name: "Throw", Cost: tickCost(2), Icon: "throw", Marks: markAttack | markExposes, Apply: applyAttack, Refusal: refuseTarget,
			Effect: "throw the weapon in hand with the range-band modifier, adding Strength to its damage; what is thrown is gone for the battle"},
		{ID: "drop_prone", Name: "Drop Prone", Cost: tickCost(1), Icon: "drop_prone", Tags: []string{rules.TagGoProne}, Apply: applyDropProne,
			Effect: "become Prone; also as a defence reaction (1 tick, free with the free Reaction), then defending with Duck; provokes strikes from adjacent foes"},
		{ID: "stand_up", Name: "Stand Up", Cost: tickCost(1), Icon: "stand_up", Tags: []string{rules.TagStandUp}, Apply: applyStandUp,
			Effect: "stop being Prone"},
		{ID: "straight_shot", Name: "Straight Shot", Cost: tickCost(2), Icon: "straight_shot", Marks: markAttack | markExposes, Apply: applyAttack, Refusal: refuseTarget,
			Effect: "one shot with the range-band modifier"},
		{ID: "burst", Name: "Burst Fire", Cost: tickCost(3), Icon: "burst", Marks: markAttack | markExposes, Mod: rules.Mod{Source: "burst", Value: -1}, Apply: applyAttack, Refusal: refuseTarget,
			Effect: "the Burst count of rounds at -1, -2 per bullet after the first"},
		{ID: "hip_fire", Name: "Hip Fire", Cost: tickCost(4), Icon: "hip_fire", Marks: markAttack | markWalks, Mod: rules.Mod{Source: "hip fire", Value: HipFireMod}, Apply: applyAttack, Squares: attackSquares, Refusal: refuseTarget,
			Effect: "move up to 2x Speed, then the Burst count of rounds at -2 (not -1), -2 per bullet after the first, fired from the end square; the move provokes"},
		{ID: "full_auto", Name: "Full Auto", Cost: tickCost(5), Icon: "full_auto", Marks: markAttack | markExposes, Mod: rules.Mod{Source: "full auto", Value: -2}, Apply: applyAttack, Refusal: refuseTarget,
			Effect: "the Full-Auto count of rounds at -2, -2 per bullet after the first"},
		{ID: "melee_strike", Name: "Melee Strike", Cost: tickCost(2), Icon: "melee_strike", Marks: markAttack | markExposes, Apply: applyAttack, Refusal: refuseTarget,
			Effect: "a melee attack on an adjacent enemy"},
		{ID: "overwatch", Name: "Overwatch", Cost: tickCost(4), Icon: "overwatch", Tags: []string{rules.TagWatch}, Apply: applyOverwatch,
			Effect: "watch a 45-degree arc out to half range until the next turn: a free Straight Shot at -1 at the first enemy to enter it, a second for a Reaction"},
		{ID: "spray_and_pray", Name: "Spray 'n Pray", Cost: tickCost(5), Icon: "spray_and_pray", Marks: markExposes, Mod: rules.Mod{Source: "spray 'n pray", Value: -3}, Apply: applySpray,
			Effect: "full auto at -3 into a 45-degree arc out to half range: one roll against every opponent in it, nearest first, each defending alone, until the Full-Auto count has hit"},
		{ID: "covering_fire", Name: "Covering Fire", Cost: tickCost(3), Icon: "covering_fire", Marks: markExposes, Apply: applyCoveringFire,
			Effect: "full-auto ammunition fired to keep heads down: every ally gets +1 to defence until your next turn"},
		{ID: "suppressing_fire", Name: "Suppressing Fire", Cost: tickCost(4), Icon: "suppressing_fire", Marks: markExposes, Tags: []string{rules.TagSuppress}, Apply: applySuppressingFire,
			Effect: "full-auto ammunition, no damage: the target is Suppressed (-2 to attacks and defences) until your next turn, and if it moves you get a free Straight Shot"},
		{ID: "reaction_strike", Name: "Reaction Strike", Cost: reactionTicks(1), Icon: "reaction_strike", Marks: markAttack, Window: windowTrigger, Apply: applyAnswer, Refusal: refuseTarget,
			Effect: "a melee attack on a foe leaving your reach, dropping prone or standing up next to you"},
		{ID: "follow_step", Name: "Follow Step", Cost: reactionTicks(1), Icon: "follow_step", Tags: []string{rules.TagFollow}, Window: windowTrigger, Apply: applyAnswer,
			Effect: "step into the square an engaged foe Quick-Stepped out of your reach from"},
		{ID: "overwatch_shot", Name: "Overwatch Shot", Cost: tickCost(0), Icon: "overwatch", Marks: markAttack, Mod: rules.Mod{Source: "overwatch", Value: -1}, Window: windowTrigger, Apply: applyAnswer, Refusal: refuseTarget,
			Effect: "a Straight Shot at -1 at an enemy entering the watched arc (a second one spends a Reaction)"},
		{ID: "suppress_shot", Name: "Suppression Shot", Cost: tickCost(0), Icon: "suppressing_fire", Marks: markAttack, Tags: []string{rules.TagSuppress}, Window: windowTrigger, Apply: applyAnswer, Refusal: refuseTarget,
			Effect: "the suppressor's free Straight Shot at a Suppressed unit that moves"},
		{ID: "hold", Name: "Hold", Cost: tickCost(0), Icon: "hold", Tags: []string{rules.TagHold}, Window: windowTrigger, Apply: applyAnswer,
			Effect: "let the opportunity pass"},
		{ID: "reload", Name: "Reload", Cost: tickCost(3), Icon: "reload", Marks: markBorrows, Tags: []string{rules.TagReload}, Apply: applyReload,
			Effect: "refill the magazine"},
		{ID: "draw", Name: "Draw", Cost: tickCost(1), Icon: "draw", Tags: []string{rules.TagDraw}, Apply: applyDraw,
			Effect: "take another weapon in hand; only the weapon in hand is used; free once a turn after a Move"},
		{ID: "draw_off_hand", Name: "Draw (off hand)", Cost: tickCost(1), Icon: "draw_off_hand", Tags: []string{rules.TagDraw}, Apply: applyDrawOffHand,
			Effect: "take a one-handed weapon into the off hand while the weapon in hand is one-handed; free once a turn after a Move, like Draw"},
		{ID: "drop_weapon", Name: "Drop Weapon", Cost: tickCost(0), Icon: "drop_weapon", Tags: []string{rules.TagDropWeapon}, Apply: applyDropWeapon,
			Effect: "free: let the weapon in hand fall; a Draw picks it up again; an unarmed unit can be held at swordpoint"},
		{ID: "clear_jam", Name: "Clear Jam", Cost: tickCost(2), Icon: "clear_jam", Marks: markBorrows, Tags: []string{rules.TagClearJam}, Apply: applyClearJam,
			Effect: "clear a jammed weapon"},
		{ID: "end_turn", Name: "End Turn", Cost: tickCost(0), Icon: "end_turn", Tags: []string{rules.TagEndTurn}, Apply: applyEndTurn,
			Effect: "unspent ticks stay as reactions until the round ends"},
		{ID: "duck", Name: "Duck", Cost: tickCost(0), Icon: "duck", Window: windowDefend, Apply: applyAnswer,
			Effect: "defence: Agility dT + Perception dT, Intelligence rerolls of duds"},
		{ID: "dodge", Name: "Dodge", Cost: reactionTicks(1), Icon: "dodge", Window: windowDefend, Apply: applyAnswer,
			Effect: "defence: Agility dT + Acrobatics"},
		{ID: "block", Name: "Block", Cost: reactionTicks(1), Icon: "block", Window: windowDefend, Apply: applyAnswer,
			Effect: "defence: Strength dT + Athletics"},
		{ID: "parry", Name: "Parry", Cost: reactionTicks(1), Icon: "parry", Window: windowDefend, Apply: applyAnswer,
			Effect: "defence against melee: Agility dT + Melee"},
		{ID: "no_defence", Name: "No Defence", Cost: tickCost(0), Icon: "no_defence", Tags: []string{rules.TagNoDefence}, Window: windowDefend, Apply: applyAnswer,
			Effect: "take the attack undefended"},
		{ID: "defend_ally", Name: "Defend Ally", Cost: reactionTicks(1), Icon: "defend_ally", Window: windowDefend, Apply: applyAnswer,
			Effect: "as a defence of an adjacent ally: your Block at -2 becomes its defence; all effects land on the ally"},
		{ID: "aid_ally", Name: "Aid Ally", Cost: reactionTicks(1), Icon: "aid_ally", Window: windowDefend, Apply: applyAnswer,
			Effect: "warn an adjacent ally under attack: your Awareness test gives its Duck +1 reroll per 3 successes"},
		{ID: "dive_for_cover", Name: "Dive for Cover", Cost: reactionTicks(1), Icon: "dive_for_cover", Window: windowDefend, Apply: applyAnswer,
			Effect: "as a defence: up to 3 squares to the best cover against the attacker (or out of melee reach), ending prone and in cover; cancels a melee attack, a ranged one is rolled at the end square against Duck; the dive provokes strikes"},
		{ID: "take_cover_reaction", Name: "Take Cover (reaction)", Cost: reactionTicks(2), Icon: "in_cover", Tags: []string{rules.TagTakeCover}, Window: windowDefend, Apply: applyAnswer,
			Effect: "as a defence: a move of up to Speed to the best cover facing the attacker (in place against melee), then in cover with head and arms covered this round, defending with Duck"},
		{ID: "grapple", Name: "Grapple", Cost: tickCost(3), Icon: "grappled", Marks: markTest, Apply: applyGrapple,
			Effect: "a Melee test on an adjacent enemy, resisted with Duck, Dodge or Grapple Defense: both are Grappled; joining a grapple already under way is free and needs no test"},
		{ID: "grapple_defense", Name: "Grapple Defense", Cost: reactionTicks(1), Icon: "grapple_defense", Window: windowDefend, Apply: applyAnswer,
			Effect: "defence against grapple attacks and, when pinned, against any attack: the better of Agility dT + Melee and Strength dT + Athletics"},
		{ID: "break_free", Name: "Break Free", Cost: tickCost(3), Icon: "break_free", Tags: []string{rules.TagBreakHold}, Apply: applyBreakFree,
			Effect: "grappled and not pinned: the better of Melee and Athletics against the strongest opposing grappler's; a win leaves the grapple"},
		{ID: "grapple_strike", Name: "Grapple Strike", Cost: tickCost(3), Icon: "grapple_strike", Apply: applyTest,
			Effect: "a melee strike on an enemy in your grapple with a light weapon in hand, or fists (1 + Strength)"},
		{ID: "pin", Name: "Pin", Cost: tickCost(3), Icon: "pinned", Apply: applyPin,
			Effect: "grappling: the better of Melee and Athletics against the target's better; a win Pins it (only Break Pin and Grapple Defense)"},
		{ID: "break_pin", Name: "Break Pin", Cost: tickCost(4), Icon: "break_pin", Tags: []string{rules.TagBreakHold}, Apply: applyBreakPin,
			Effect: "you or an ally in your grapple is pinned: the better of Melee and Acrobatics against the pinner's better of Melee and Athletics"},
		{ID: "choke_out", Name: "Choke Out", Cost: tickCost(4), Icon: "choke_out", Apply: applyChokeOut,
			Effect: "grappling: Athletics against the target's Athletics; if it fails, it is unconscious"},
		{ID: "pummel", Name: "Pummel", Cost: tickCost(4), Icon: "pummel", Apply: applyTest,
			Effect: "a strike at +3 on an enemy you pinned, with fists or a light melee weapon, resisted with Grapple Defense: 1 hit, and 1 more for every 2 of margin beyond 1"},
		{ID: "grapple_assist", Name: "Grapple Assist", Cost: tickCost(2), Icon: "grapple_assist", Apply: applyGrappleAssist,
			Effect: "the better of Melee and Athletics: every 3 successes give an ally in your grapple +1 to its next Grapple Strike, Pin or Break Pin; also as a reaction (2 ticks, the free Reaction takes one off) when an enemy in the grapple acts"},
		{ID: "disarm", Name: "Disarm", Cost: tickCost(3), Icon: "disarm", Marks: markTest, Apply: applyTest,
			Effect: "a Melee test at -1 on an adjacent enemy (or one in your grapple), resisted with Duck, Dodge or Block (Athletics): margin 1-2 knocks the weapon in hand to the ground, 3 or more takes it"},
		{ID: "swordpoint", Name: "Sword/Gun-point", Cost: tickCost(3), Icon: "swordpoint", Marks: markBorrows, Apply: applySwordpoint,
			Effect: "hold an adjacent enemy that is unaware, stunned, distracted or unarmed under the threat of the weapon in hand; ends when either moves away, you are wounded by a third party, disarmed or distracted"},
		{ID: "swordpoint_attack", Name: "Swordpoint Attack", Cost: tickCost(2), Icon: "swordpoint_attack", Marks: markAttack | markExposes, Mod: rules.Mod{Source: "swordpoint", Value: SwordpointMod}, Apply: applySwordpointAttack, Refusal: refuseTarget,
			Effect: "from a hold: an attack at +2 whose hit is a critical (+1d10) on the head bypassing all AP; on your turn for 2 ticks, or for a Reaction whenever the held enemy acts; it ends the hold"},
		{ID: "trip", Name: "Trip", Cost: tickCost(3), Icon: "trip", Marks: markTest, Apply: applyTest,
			Effect: "a Melee test at -2 on an adjacent enemy, resisted with Duck, Dodge or Block (Athletics): it falls Prone"},
	}
	for _, a := range actions {
		a.Offers = offersOf(a.ID)
	}
	if err := actions.Check(); err != nil {
		panic(err)
	}
	actionIndex = moves.NewIndex(actions)
}

// actionIndex finds the table's entries by id (moves.Index): Legal asks
// for the tick cost of nearly every command it lists, and the rules for
// the marks of every command they price. init makes it, and it is never
// changed after.
var actionIndex moves.Index[*Battle, *unitState]

// offersOf lists the commands of action id that u may send now, Legal's
// order kept. They are picked out of legal, which still builds every
// action's commands in one pass, interleaved by weapon and target: the
// order the computer players' ties and the recorded corpus depend on.
func offersOf(id string) func(b *Battle, u *unitState, out []rules.Command) []rules.Command {
	return func(b *Battle, u *unitState, out []rules.Command) []rules.Command {
		for _, l := range b.legal(nil, u.Side, id, nil) {
			if l.Action == id && l.Unit == u.ID {
				out = append(out, l)
			}
		}
		return out
	}
}

// ticksOf returns an action's tick cost, 0 for an id the table lacks.
func ticksOf(id string) int {
	n, _ := lookupTicks(id)
	return n
}

// lookupTicks returns the tick cost of action id, and whether there is
// one.
func lookupTicks(id string) (int, bool) {
	if a := actionIndex.Lookup(id); a != nil {
		return a.Cost.N, true
	}
	return 0, false
}

// actionName returns an action's display name, or its id when the table
// has none.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func actionName(id string) string {
	if a := actions.ByID(id); a != nil {
		return a.Name
	}
	return id
}
