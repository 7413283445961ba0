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
	{"sprint", "Sprint", 4, false, "move up to 6x Speed; -3 defence vs melee, +1 vs ranged (not yet applied)"},
	{"aim", "Aim", 1, false, "+1 to the next attack; once a round"},
	{"delay", "Delay", 0, false, "act after the next unit in the order; twice a round at most"},
	{"calculated_shot", "Calculated Shot", 3, false, "a single shot at +1"},
	{"called_shot", "Called Shot", 4, false, "a single shot at -3 to the head: +2 penetration, +3 damage, +1 Wound"},
	{"drop_prone", "Drop Prone", 1, false, "become Prone"},
	{"stand_up", "Stand Up", 1, false, "stop being Prone"},
	{"straight_shot", "Straight Shot", 2, false, "one shot with the range-band modifier"},
	{"burst", "Burst Fire", 3, false, "the Burst count of rounds at -1, -2 per bullet after the first"},
	{"full_auto", "Full Auto", 5, false, "the Full-Auto count of rounds at -2, -2 per bullet after the first"},
	{"melee_strike", "Melee Strike", 2, false, "a melee attack on an adjacent enemy"},
	{"reload", "Reload", 3, false, "refill the magazine"},
	{"clear_jam", "Clear Jam", 2, false, "clear a jammed weapon"},
	{"end_turn", "End Turn", 0, false, "unspent ticks stay as reactions until the round ends"},
	{"duck", "Duck", 0, false, "defence: Agility dT + Perception dT, Intelligence rerolls of duds"},
	{"dodge", "Dodge", 1, true, "defence: Agility dT + Acrobatics"},
	{"block", "Block", 1, true, "defence: Strength dT + Athletics"},
	{"parry", "Parry", 1, true, "defence against melee: Agility dT + Melee"},
	{"no_defence", "No Defence", 0, false, "take the attack undefended"},
}

// ticksOf returns an action's tick cost.
func ticksOf(id string) int {
	for _, a := range actionTable {
		if a.id == id {
			return a.ticks
		}
	}
	return 0
}
