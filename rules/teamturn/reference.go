package teamturn

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/kit/catalog"
)

// Reference is the rules summary for the in-game help, generated from the
// moves table and the content.
func (r *Ruleset) Reference() rules.Reference {
	ref := rules.Reference{
		Summary: "Checks are a d20 rolled at or under a target (Attribute + Skill to attack, Agility + Size to defend). Favourable rolls keep the lower of two dice, unfavourable the higher; one cancels the other. An attack hits when the attacker passes and the defender fails, or both pass and the attacker rolled lower (a tie misses). A dying target does not roll: the attack must roll under its static defence (10 + Size). Damage less the armour rating comes off HP; at 0 a unit is dying.",
		Turn: "Teams act in turn: every member of the team whose turn it is acts, in any order and interleaved, until the team ends its turn. The ambushing side acts first (its foes start with a stun counter), else the player characters, else side 1. After every team has acted comes Upkeep: one counter of each type comes off every unit, spent abilities roll their recharge (d10), and dying units roll their death checks (Fortitude; three failures dead, three successes stable). " +
			"A turn is one Base, one Move and one Quick action, the Base tradeable for a second Move or Quick; or one Long action instead of all of them. Each unit has one reaction a round. " +
			fmt.Sprintf("At the end of round %d the side with more units still standing wins.", MaxRounds),
		Notes: []string{
			"Range: to nominal range normal; to maximum unfavourable; beyond, unfavourable and +3 to the roll per started 3 m. A square is 1.5 m.",
			"Cover: partial cover unfavourable; heavy cover unfavourable and +3 to the roll; full cover cannot be attacked through.",
			"Targets of opportunity: walking more than 1.5 m within a foe's reach or nominal range, or shooting someone else from within a foe's reach (not as a Long action), lets that foe attack once as its reaction.",
			"Stun counter: no Base or Long action while it lasts (a Base may still be traded down).",
		},
	}
	ref.Actions = actions.Infos()
	ref.Statuses = []rules.StatusInfo{
		{Name: "stun N", Effect: "N stun counters: no Base or Long action; one comes off at Upkeep"},
		{Name: "dying", Effect: "HP 0 or less: out of the fight, rolls a death check at each Upkeep; a hit is a failure"},
		{Name: "stable", Effect: "three death checks passed: unconscious, out of the fight"},
		{Name: "dodging", Effect: "favourable defence against seen attackers until its next team turn"},
		{Name: "helped", Effect: "its next check this round is favourable"},
		{Name: "hidden", Effect: "enemies do not see it until found, or until it attacks or steps into sight"},
		{Name: "ready", Effect: "holds its Base for an attack, or its Move, to spend as its reaction when a foe steps within range in its sight, or when an ally in its sight is attacked"},
		{Name: "reacted", Effect: "its reaction of the round is spent"},
	}
	ref.Tables = []rules.RefTable{
		catalog.Table("Units", r.content.Units, func(u *UnitSpec) string {
			return fmt.Sprintf("%s: %s; %s", u.Name, stats(u), r.content.kit(u))
		}),
		catalog.Table("Weapons and abilities", r.content.Weapons, (*WeaponSpec).describe),
	}
	return ref
}
