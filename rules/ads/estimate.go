package ads

import (
	"sightline/rules"
	"sightline/rules/grid"
)

// EstimateOdds prices a hypothetical attack for planning (rules.Estimator):
// the attacker's weapon (its index, or -1 for the one in hand; another one
// as if drawn) making its plain attack (a Straight Shot, or a Melee Strike
// with a melee weapon) on target, as if the attacker stood
// on from and the target on to, the target taking cover there when it
// could (Take Cover is free on its own turn) and answering with Duck;
// everything else is as it stands, including the attacker's ammunition and
// the target's stances. It uses only what players see of both units, as
// Odds does. It reports an error for unknown or inactive units, a weapon
// it does not hold (dropped, taken, broken, all thrown), jammed or empty, a melee weapon out of reach, or a shot
// beyond three times the range or without a clear line. Like Odds of a Hip
// Fire, it stands the units on the squares for the computation and puts
// them back, so it must not run beside other calls on the same battle.
func (b *Battle) EstimateOdds(attacker, weapon, target int, from, to grid.Pos) (rules.Odds, error) {
	n := len(b.s.Units)
	if attacker < 0 || attacker >= n || target < 0 || target >= n || attacker == target {
		return rules.Odds{}, rules.Reject(rules.ErrIllegal, "no estimate for units %d and %d", attacker, target)
	}
	a, t := &b.s.Units[attacker], &b.s.Units[target]
	if weapon < 0 {
		weapon = a.Drawn
	}
	if !a.Health.Active() || !t.Health.Active() || !b.field.In(from) || !b.field.In(to) || weapon >= len(a.Weapons) {
		return rules.Odds{}, rules.Reject(rules.ErrIllegal, "unit %d cannot attack unit %d", attacker, target)
	}
	ws, w := a.Weapons[weapon], b.weapon(a, weapon)
	if ws.Jammed || ws.Broken || ws.Lost || w.Thrown || !w.Melee && w.Magazine > 0 && ws.Ammo < 1 {
		return rules.Odds{}, rules.Reject(rules.ErrIllegal, "unit %d's weapon cannot fire", attacker)
	}
	action := "straight_shot"
	if w.Melee {
		if chebyshev(from, to) > 1 {
			return rules.Odds{}, rules.Reject(rules.ErrIllegal, "unit %d is out of reach", target)
		}
		action = "melee_strike"
	} else if _, ok := RangeMod(grid.Distance(from, to), w.Range); !ok || !b.clearLine(from, to) {
		return rules.Odds{}, rules.Reject(rules.ErrIllegal, "unit %d cannot hit unit %d from %v", attacker, target, from)
	}
	defer fromSquare(a, from)()
	if to != t.Pos {
		defer fromSquare(t, to)()
		was, round := t.InCover, t.CoverRound
		defer func() { t.InCover, t.CoverRound = was, round }()
		t.InCover, t.CoverRound = !t.Hunkered && b.canTakeCover(t), 0
	}
	p := &pendingAttack{Attacker: a.ID, Target: t.ID, Action: action, Weapon: weapon, Bullets: 1, Number: 1}
	return b.attackOdds(b.attackSpec(p, "duck")), nil
}
