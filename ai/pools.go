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
// the pool that pays the attacks, pays (docs/rulesets.md, the history of the gaps, gap 2). A
// cost paid from another pool (majorminor's Movement action) gives up no
// attack and is priced 0; with one pool (pays "") every cost stands.
func spendOf(pays string, c rules.Cost) rules.Cost {
	if pays != "" && c.Unit != pays {
		c.N = 0
	}
	return c
}

// pricedTurn is turn for unit on entries, b's legal list: it scores the
// commands with every cost priced by spendOf from the pool that pays the
// unit's attacks, and returns the chosen command as the battle lists it.
func (p *Utility) pricedTurn(v *view, unit int, entries []rules.Command) (rules.Command, error) {
	pays := attackPool(v.unit(unit))
	p.legal, p.runs = layOut(v.b, entries, pays, p.legal, p.runs)
	p.breatheNow()
	c, err := p.turn(v, unit, p.legal, p.runs)
	if err != nil || pays == "" {
		return c, err
	}
	if l, ok := rules.Listed(v.b, entries, c); ok {
		return l, nil
	}
	return c, nil
}
