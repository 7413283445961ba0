package ai

import "sightline/rules"

// attackPool returns the Cost.Unit of the budget track that pays u's
// attacks: its first budget track's Pays (rules.Track.Pays), "" when that
// track pays every cost (ADS's ticks, one pool).
func attackPool(u *rules.Unit) string {
	if len(u.Budget) == 0 {
		return ""
	}
	return u.Budget[0].Pays
}

// spendOf is a cost as the turn's scoring weighs it: what it takes from
// the pool that pays the attacks, pays (docs/rulesets-core.md gap 2). A
// cost paid from another pool (majorminor's Movement action) gives up no
// attack and is priced 0; with one pool (pays "") every cost stands.
func spendOf(pays string, c rules.Cost) rules.Cost {
	if pays != "" && c.Unit != pays {
		c.N = 0
	}
	return c
}

// pricedTurn is turn for a unit whose budget has several pools: it
// scores legal with every cost priced by spendOf, and returns the chosen
// command as the battle listed it.
func (p *Utility) pricedTurn(v *view, unit int, legal []rules.Command, runs []rules.ActionRun) (rules.Command, error) {
	pays := attackPool(v.unit(unit))
	if pays == "" || runs != nil {
		return p.turn(v, unit, legal, runs)
	}
	p.priced = append(p.priced[:0], legal...)
	for i := range p.priced {
		p.priced[i].Cost = spendOf(pays, p.priced[i].Cost)
	}
	c, err := p.turn(v, unit, p.priced, nil)
	if err != nil {
		return c, err
	}
	for i := range p.priced {
		if p.priced[i].Same(c) {
			return legal[i], nil
		}
	}
	return c, nil
}
