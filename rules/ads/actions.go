package ads

// actionInfo is one row of the ADS action table used by this battle.
type actionInfo struct {
	id, name string
	ticks    int
	reaction bool
	effect   string
}

// actionTable lists the actions the grid battle plays now, with their cost.
var actionTable = []actionInfo{
	{"move", "Move", 1, false, "move up to Speed squares"},
	{"quick_step", "Quick Step", 0, false, "one square, once a turn, not with Move, Run or Sprint"},
	{"run", "Run", 3, false, "move up to 4x Speed; no attacks until the next turn"},
	{"sprint", "Sprint", 4, false, "move up to 6x Speed, straight with at most one turn of up to 90 degrees; -3 defence vs melee, +1 vs ranged until the next turn"},
	{"charge", "Charge", 4, false, "move at least 2 and up to 2x Speed squares, then a melee attack at +1"},
	{"take_cover", "Take Cover", 0, false, "free on the own turn next to cover: +2 defence and the cover's AP on legs and torso against attacks it faces; as a reaction (2 ticks) head and arms this round, defending with Duck; any move leaves cover"},
	{"hunker_down", "Hunker Down", 1, false, "in cover: +4 instead of +2, hidden from and unable to attack enemies beyond the cover; enemies it does not face treat you as prone; Stand Up ends it"},
	{"total_defense", "Total Defense", 3, false, "+2 defence and +2 AP everywhere until the next turn, all locations covered in cover; no attacks this turn before or after"},
	{"precision_strike", "Precision Strike", 3, false, "a melee attack at +1"},
	{"all_out_attack", "All-Out Attack", 3, false, "a melee attack at +2; -2 to all defences until the next turn"},
	{"guarded_attack", "Guarded Attack", 3, false, "a melee attack at -2 (and -2 to every attack this round); +1 to Block and Dodge until the next turn"},
	{"knockout_blow", "Knockout Blow", 3, false, "a melee attack at -2 whose damage makes no Wounds; Resolve against the damage or Dazed, then Stunned, then unconscious"},
	{"off_hand_strike", "Off-hand Strike", 2, false, "a melee attack at -1 with the weapon in the off hand (0 when Ambidextrous)"},
	{"multi_strike", "Multi-Strike", 3, false, "with the Multi-Weapon Fighting feat and two melee or two ranged weapons in hand: one attack roll, the weapon in hand at -1, the off-hand one at -3 (-1 Ambidextrous), each target defending once"},
	{"pressure_point_strike", "Pressure-point Strike", 3, false, "a melee attack at -2; Resolve against the damage or Dazed, Slowed if already Dazed"},
	{"aim", "Aim", 1, false, "+1 to the next attack; once a round; also as a reaction (1 tick, free with the free Reaction) before an opportunity attack or, when attacked, for +1 to the defence"},
	{"delay", "Delay", 0, false, "act after the next unit in the order; twice a round at most"},
	{"calculated_shot", "Calculated Shot", 3, false, "a single shot at +1"},
	{"called_shot", "Called Shot", 4, false, "a single shot at -3 to the head: +2 penetration, +3 damage, +1 Wound"},
	{"off_hand_shot", "Off-hand Shot", 2, false, "a single shot at -2 with the weapon in the off hand (0 when Ambidextrous)"},
	{"distracting_shot", "Distracting Shot", 3, false, "a shot at -2 against the target's Scrutiny, no damage: if it wins, the target loses 2 ticks on its next turn"},
	{"disabling_shot", "Disabling Shot", 4, false, "a shot at -3 at the arms, the legs or the weapon in hand; Resolve against the damage or that area is Disabled (-1 to what uses it); disabled legs become Slowed, a disabled weapon breaks"},
	{"throw", "Throw", 2, false, "throw the weapon in hand with the range-band modifier, adding Strength to its damage; what is thrown is gone for the battle"},
	{"drop_prone", "Drop Prone", 1, false, "become Prone; also as a defence reaction (1 tick, free with the free Reaction), then defending with Duck; provokes strikes from adjacent foes"},
	{"stand_up", "Stand Up", 1, false, "stop being Prone"},
	{"straight_shot", "Straight Shot", 2, false, "one shot with the range-band modifier"},
	{"burst", "Burst Fire", 3, false, "the Burst count of rounds at -1, -2 per bullet after the first"},
	{"hip_fire", "Hip Fire", 4, false, "move up to 2x Speed, then the Burst count of rounds at -2 (not -1), -2 per bullet after the first, fired from the end square; the move provokes"},
	{"full_auto", "Full Auto", 5, false, "the Full-Auto count of rounds at -2, -2 per bullet after the first"},
	{"melee_strike", "Melee Strike", 2, false, "a melee attack on an adjacent enemy"},
	{"overwatch", "Overwatch", 4, false, "watch a 45-degree arc out to half range until the next turn: a free Straight Shot at -1 at the first enemy to enter it, a second for a Reaction"},
	{"spray_and_pray", "Spray 'n Pray", 5, false, "full auto at -3 into a 45-degree arc out to half range: one roll against every opponent in it, nearest first, each defending alone, until the Full-Auto count has hit"},
	{"covering_fire", "Covering Fire", 3, false, "full-auto ammunition fired to keep heads down: every ally gets +1 to defence until your next turn"},
	{"suppressing_fire", "Suppressing Fire", 4, false, "full-auto ammunition, no damage: the target is Suppressed (-2 to attacks and defences) until your next turn, and if it moves you get a free Straight Shot"},
	{"reaction_strike", "Reaction Strike", 1, true, "a melee attack on a foe leaving your reach, dropping prone or standing up next to you"},
	{"follow_step", "Follow Step", 1, true, "step into the square an engaged foe Quick-Stepped out of your reach from"},
	{"overwatch_shot", "Overwatch Shot", 0, false, "a Straight Shot at -1 at an enemy entering the watched arc (a second one spends a Reaction)"},
	{"suppress_shot", "Suppression Shot", 0, false, "the suppressor's free Straight Shot at a Suppressed unit that moves"},
	{"hold", "Hold", 0, false, "let the opportunity pass"},
	{"reload", "Reload", 3, false, "refill the magazine"},
	{"draw", "Draw", 1, false, "take another weapon in hand; only the weapon in hand is used; free once a turn after a Move"},
	{"draw_off_hand", "Draw (off hand)", 1, false, "take a one-handed weapon into the off hand while the weapon in hand is one-handed; free once a turn after a Move, like Draw"},
	{"drop_weapon", "Drop Weapon", 0, false, "free: let the weapon in hand fall; a Draw picks it up again; an unarmed unit can be held at swordpoint"},
	{"clear_jam", "Clear Jam", 2, false, "clear a jammed weapon"},
	{"end_turn", "End Turn", 0, false, "unspent ticks stay as reactions until the round ends"},
	{"duck", "Duck", 0, false, "defence: Agility dT + Perception dT, Intelligence rerolls of duds"},
	{"dodge", "Dodge", 1, true, "defence: Agility dT + Acrobatics"},
	{"block", "Block", 1, true, "defence: Strength dT + Athletics"},
	{"parry", "Parry", 1, true, "defence against melee: Agility dT + Melee"},
	{"no_defence", "No Defence", 0, false, "take the attack undefended"},
	{"defend_ally", "Defend Ally", 1, true, "as a defence of an adjacent ally: your Block at -2 becomes its defence; all effects land on the ally"},
	{"aid_ally", "Aid Ally", 1, true, "warn an adjacent ally under attack: your Awareness test gives its Duck +1 reroll per 3 successes"},
	{"dive_for_cover", "Dive for Cover", 1, true, "as a defence: up to 3 squares to the best cover against the attacker (or out of melee reach), ending prone and in cover; cancels a melee attack, a ranged one is rolled at the end square against Duck; the dive provokes strikes"},
	{"take_cover_reaction", "Take Cover (reaction)", 2, true, "as a defence: a move of up to Speed to the best cover facing the attacker (in place against melee), then in cover with head and arms covered this round, defending with Duck"},
	// The grapple family, Disarm and Trip (grapple.go, takedown.go).
	{"grapple", "Grapple", 3, false, "a Melee test on an adjacent enemy, resisted with Duck, Dodge or Grapple Defense: both are Grappled; joining a grapple already under way is free and needs no test"},
	{"grapple_defense", "Grapple Defense", 1, true, "defence against grapple attacks and, when pinned, against any attack: the better of Agility dT + Melee and Strength dT + Athletics"},
	{"break_free", "Break Free", 3, false, "grappled and not pinned: the better of Melee and Athletics against the strongest opposing grappler's; a win leaves the grapple"},
	{"grapple_strike", "Grapple Strike", 3, false, "a melee strike on an enemy in your grapple with a light weapon in hand, or fists (1 + Strength)"},
	{"pin", "Pin", 3, false, "grappling: the better of Melee and Athletics against the target's better; a win Pins it (only Break Pin and Grapple Defense)"},
	{"break_pin", "Break Pin", 4, false, "you or an ally in your grapple is pinned: the better of Melee and Acrobatics against the pinner's better of Melee and Athletics"},
	{"choke_out", "Choke Out", 4, false, "grappling: Athletics against the target's Athletics; if it fails, it is unconscious"},
	{"pummel", "Pummel", 4, false, "a strike at +3 on an enemy you pinned, with fists or a light melee weapon, resisted with Grapple Defense: 1 hit, and 1 more for every 2 of margin beyond 1"},
	{"grapple_assist", "Grapple Assist", 2, false, "the better of Melee and Athletics: every 3 successes give an ally in your grapple +1 to its next Grapple Strike, Pin or Break Pin; also as a reaction (2 ticks, the free Reaction takes one off) when an enemy in the grapple acts"},
	{"disarm", "Disarm", 3, false, "a Melee test at -1 on an adjacent enemy (or one in your grapple), resisted with Duck, Dodge or Block (Athletics): margin 1-2 knocks the weapon in hand to the ground, 3 or more takes it"},
	// Swordpoint / Gunpoint (swordpoint.go, §8.6).
	{"swordpoint", "Sword/Gun-point", 3, false, "hold an adjacent enemy that is unaware, stunned, distracted or unarmed under the threat of the weapon in hand; ends when either moves away, you are wounded by a third party, disarmed or distracted"},
	{"swordpoint_attack", "Swordpoint Attack", 2, false, "from a hold: an attack at +2 whose hit is a critical (+1d10) on the head bypassing all AP; on your turn for 2 ticks, or for a Reaction whenever the held enemy acts; it ends the hold"},
	{"trip", "Trip", 3, false, "a Melee test at -2 on an adjacent enemy, resisted with Duck, Dodge or Block (Athletics): it falls Prone"},
}

// ticksOf returns an action's tick cost, 0 for an id the table lacks.
func ticksOf(id string) int {
	n, _ := lookupTicks(id)
	return n
}

// isAction reports whether id is an action of actionTable.
func isAction(id string) bool {
	_, ok := lookupTicks(id)
	return ok
}

// lookupTicks returns the tick cost of action id, the first row of
// actionTable with that id counting, and whether there is one. Legal asks
// for nearly every command it lists, so it reads an open-addressed table
// (ticksSlots) rather than a map: the map's hashing of the string was
// 1.7% of a simulated battle.
func lookupTicks(id string) (int, bool) {
	if id == "" {
		return 0, false
	}
	for h := ticksSlot(id); ; h = (h + 1) % ticksSlotCount {
		switch e := &ticksSlots[h]; e.id {
		case id:
			return e.ticks, true
		case "":
			return 0, false
		}
	}
}

// ticksSlot is where lookupTicks starts looking for id (not empty) in
// ticksSlots: a mix of its length and three of its bytes, which sets the
// table's ids apart well enough for a probe or two.
func ticksSlot(id string) int {
	n := len(id)
	return (n*131 + int(id[0])*31 + int(id[n/2])*7 + int(id[n-1])) % ticksSlotCount
}

// ticksSlotCount is the number of slots in ticksSlots.
const ticksSlotCount = 256

// ticksSlots holds each id of actionTable with its tick cost (its first
// row), at or after its ticksSlot and before the next empty slot (linear
// probing). It has more than twice as many slots as the table has rows,
// so that there is always an empty one. It is never changed.
var ticksSlots = func() (t [ticksSlotCount]struct {
	id    string
	ticks int
}) {
	for _, a := range actionTable {
		h := ticksSlot(a.id)
		for t[h].id != "" && t[h].id != a.id {
			h = (h + 1) % ticksSlotCount
		}
		if t[h].id == "" {
			t[h].id, t[h].ticks = a.id, a.ticks
		}
	}
	return t
}()

// actionName returns an action's display name, or its id when the table
// has none.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func actionName(id string) string {
	for _, a := range actionTable {
		if a.id == id {
			return a.name
		}
	}
	return id
}
