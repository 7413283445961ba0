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
