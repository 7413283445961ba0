package majorminor

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/kit/catalog"
)

// Reference is the rules summary for the in-game help, generated from the
// moves table and the content.
func (r *Ruleset) Reference() rules.Reference {
	ref := rules.Reference{
		Summary: "Checks are d20 + an ability + adjustments. Every unit's Defense Check (d20 + Athletics + armor) is public and is the number every attack must beat; ties go to the defender. HP falls by the Damage Check; at 0 a unit is unconscious, at minus its maximum dead.",
		Turn: "The battle opens with the approach: units move in seat order with Movement and Minor actions. The first Major action taken with a hostile in sight starts combat: everyone rolls a Defense Check, the action resolves, and the target (or the nearest hostile) takes the First Turn; play then goes round the seats, the player characters' units one by one and the rest as the GM's block. " +
			"A turn is one Major, one Minor and one Movement action; Major trades for a Dash or an Extra Minor Action. Reactions spend the same slot of your next turn. You roll your Defense Check again at the end of each of your turns. " +
			fmt.Sprintf("At the end of round %d the side with more units still standing wins.", MaxRounds),
		Notes: []string{
			"Cover: half +2 and three-quarter +5 to the Defense Check against attacks across it; full cover cannot be attacked through.",
			"Range: up to the weapon's range +0, up to twice it −3, no further; melee weapons likewise.",
			"Assist and Disrupt answer attacks made beside you; an Opportunity Attack opens no such window.",
			"Jumps: a gap is a drop below you (a street between two roofs of the same height) or deep water; land on the first square across it at your height. The jump is one step: it provokes as a step does.",
		},
	}
	ref.Actions = actions.Infos()
	ref.Statuses = []rules.StatusInfo{
		{Name: "defense N", Effect: "the unit's current Defense Check: attacks must roll above it"},
		{Name: "unconscious", Effect: "HP 0 or less: out of the fight; dead at minus its maximum HP"},
		{Name: "grappled", Effect: "cannot move; attacks only its grappler or those beside it; Struggle to break free"},
		{Name: "grappling", Effect: "holds a foe; speed halved unless the foe is smaller; lets go when hit"},
		{Name: "disengaged", Effect: "immune to Opportunity Attacks until its next turn"},
		{Name: "surprised", Effect: "loses its Major action on its first turn"},
	}
	ref.Tables = []rules.RefTable{catalog.Table("Units", r.content.Units, r.unitLine), catalog.Table("Weapons", r.content.Weapons, weaponLine)}
	return ref
}

// unitLine writes a unit template for the reference: its numbers, its
// jumps and its kit.
func (r *Ruleset) unitLine(u *UnitSpec) string {
	j, stand := jumpOf(u), "none"
	if j.Stand >= 2 {
		stand = fmt.Sprint(j.Stand)
	}
	return fmt.Sprintf("%s: %s; jumps %d with a run-up, %s standing; %s", u.Name, stats(u), j.Run, stand, r.content.kit(u))
}

// weaponLine writes a weapon for the reference: its reach or range, its
// Checks' attributes and adjustments, and its Break Chance.
func weaponLine(w *WeaponSpec) string {
	kind := fmt.Sprintf("range %d (to %d at −3)", w.Range, 2*w.Range)
	if w.Melee {
		kind = fmt.Sprintf("melee, reach %d", w.Range)
	}
	return fmt.Sprintf("%s: %s; hit %s %+d, damage d20 + %s %+d; break %d%%", w.Name, kind, w.Hit, w.HitAdj, w.Damage, w.DamageAdj, w.Break)
}
