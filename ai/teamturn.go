package ai

import (
	"slices"

	"sightline/rules"
)

// teamTurn decides on a whole side's turn (a turn prompt that names no
// unit, as in rulesets where a team acts in any order): it weighs the turn
// of each of its units that has a command as the turn of that unit alone
// (its own commands and the side's, such as ending the team's turn), and
// takes the choice that gains the most over ending the turn, of the unit
// whose move it is by what it gains, not by its place in the roster
// (issue #36); when every unit would end the turn, it ends it. legal is
// the battle's list, with its movement entries.
func (p *Utility) teamTurn(v *view, legal []rules.Command) (rules.Command, error) {
	var units []int
	for _, c := range legal {
		if c.Unit >= 0 && c.Unit < len(v.units) && v.units[c.Unit].Side == v.side && !slices.Contains(units, c.Unit) {
			units = append(units, c.Unit)
		}
	}
	slices.Sort(units)
	p.teamAll = legal
	p.helpBefore = append(p.helpBefore[:0], make([]helpPrice, len(legal))...)
	defer func() { p.teamAll = nil }()
	var end, best, help *rules.Command
	bestGain, helpGain := 0.0, 0.0
	for _, u := range units {
		p.breathe()
		own := p.teamLegal[:0]
		for _, c := range legal {
			if c.Unit == u || c.Unit == rules.NoUnit {
				own = append(own, c)
			}
		}
		p.teamLegal = own
		p.legal, p.runs = layOut(v.b, own, "", p.legal, p.runs)
		c, err := p.turn(v, u, p.legal, p.runs)
		if err != nil {
			return rules.Command{}, err
		}
		if p.tags.of(v.b, c.Action)&tEndTurn != 0 {
			end = &c
			continue
		}
		if p.tags.of(v.b, c.Action)&tHelp != 0 && p.gain > 0 && (help == nil || p.gain > helpGain) {
			help, helpGain = &c, p.gain
		}
		if best == nil || p.gain > bestGain {
			best, bestGain = &c, p.gain
		}
	}
	// A Help is worth what it adds to its ally's attack: it comes
	// before that attack, which would otherwise be the team's best.
	if help != nil && best != nil && best.Unit == help.Target && best.Target != rules.NoUnit && p.isEnemyTarget(v, best.Target) {
		return *help, nil
	}
	if best != nil {
		return *best, nil
	}
	if end != nil {
		return *end, nil
	}
	for _, c := range legal {
		if p.tags.of(v.b, c.Action)&tEndTurn != 0 {
			return c, nil
		}
	}
	return p.pickFallback(rules.Expand(v.b, legal)), nil
}

// stillTurn reports whether prompt pr, met after a command of unit's on
// a copy of the battle, lets unit go on with its turn: the unit's own
// turn, or its side's whole turn.
func stillTurn(pr rules.Prompt, side, unit int) bool {
	return pr.Kind == rules.PromptTurn && pr.Side == side && (pr.Unit == unit || pr.Unit == rules.NoUnit)
}
