package ai

import (
	"sightline/rules"
	"sightline/rules/grid"
)

// The worth of the team-turn actions that neither move nor attack:
// Ready an Action (rules.TagReady), Help (rules.TagHelp) and Hide
// (rules.TagHide), as teamturn offers them (issue #36). Each is worth
// something only where it is sound tactics, and below ending the turn
// (with its noise) elsewhere: valued by a flat bonus wherever there was
// no blow, normal readied and hid when it should have closed in and
// beat easy in 21 of 40 fieldworks games (docs/ai.md, 2026-11-28).

// offTactic is the worth of a Ready, Help or Hide where it is not the
// right play: below ending the turn even with the stance noise.
const offTactic = -0.4

// readyValue scores Ready an Action c: holding the Base for a shot with
// c's weapon at the first foe that steps within its reach or range. It is
// right when the unit has no worthwhile attack this turn, a seen foe can
// come within the weapon's range on its next turn, and no seen foe has a
// good shot at the unit now, while the weapon reaches at least as far as
// each such foe's: a foe that closes in for its shot walks into the
// readied one first. With the unit's Move still unspent it is right only
// when no seen foe stands within the weapon's range and a move of the
// unit: else moving and attacking is the play. A side that must close in
// (pressure above 0) values it less. Only that Ready is valued: the
// other triggers and the held Move (c.Option other than "") are below
// ending the turn, since the player cannot yet tell when an ally will be
// attacked or where a held Move should go.
func (p *Utility) readyValue(t *turnCtx, c rules.Command) float64 {
	if c.Option != "" || t.bestAttack >= idleShot || len(t.v.enemies) == 0 || c.Weapon < 0 || c.Weapon >= len(t.me.Weapons) {
		return offTactic
	}
	w := t.me.Weapons[c.Weapon]
	r := w.Range
	if w.Gone || w.Jammed || r <= 0 {
		return offTactic
	}
	step, moveLeft := p.stepOf(t)
	n := 0
	for _, id := range t.v.enemies {
		e := t.v.unit(id)
		d := grid.Distance(t.me.Pos, e.Pos)
		er, _, em := reach(e)
		if em {
			er = max(er, 1)
		}
		if d <= er {
			return offTactic // the foe has its shot already
		}
		if moveLeft && d <= r+step {
			return offTactic // move in and attack instead
		}
		if r >= er && d <= r+2*step {
			n++
		}
	}
	if n == 0 {
		return offTactic
	}
	return (0.35 + 0.1*float64(min(n, 3)-1)) * (1 - 0.5*max(t.pos.press, 0))
}

// stepOf is how far the unit walks in one plain move (rules.TagMove) as
// its legal moves show it, at least 1 (the foes' walk is guessed by it),
// and whether it still has a move of its own: one not paid from the
// track that pays its attacks (its first, budgetOf's; teamturn's Move,
// where a move paid from the Base gives up the Base).
func (p *Utility) stepOf(t *turnCtx) (step int, moveLeft bool) {
	if t.stepped {
		return t.step, t.moveLeft
	}
	step = 1
	pays := ""
	if len(t.me.Budget) > 0 {
		pays = t.me.Budget[0].Pays
	}
	// The movement commands are the runs moveFlags marks, whole: read
	// by their squares, without making each command.
	for g := range t.runs {
		r := &t.runs[g]
		if r.Start >= r.End || !t.moves[r.Start] || p.tags.of(t.v.b, r.Entry.Action)&tMove == 0 {
			continue
		}
		for k := range r.Squares {
			sq := &r.Squares[k]
			step = max(step, grid.Distance(t.me.Pos, sq.To))
			moveLeft = moveLeft || sq.Cost.Unit != pays
		}
	}
	t.stepped, t.step, t.moveLeft = true, step, moveLeft
	return step, moveLeft
}

// helpValue scores Help c on an ally: worth what it adds to the best
// attack that ally has now on a seen enemy (its next check favourable),
// as the engine's odds show it on a copy of the battle after the Help,
// on the scale of an attack's score. No attack of the ally's gains, or
// the ally has none (it has spent its attack), and the Help is not worth
// its Base. Outside a team turn the ally's attacks are not known.
func (p *Utility) helpValue(t *turnCtx, c rules.Command) float64 {
	if p.teamAll == nil || c.Target < 0 || c.Target >= len(t.v.units) {
		return offTactic
	}
	v := t.v
	ally := c.Target
	var nb rules.Battle
	gain := 0.0
	for i := range p.teamAll {
		a := &p.teamAll[i]
		if a.Unit != ally || !p.isEnemyTarget(v, a.Target) {
			continue
		}
		tg := v.unit(a.Target)
		hb := &p.helpBefore[i]
		if !hb.priced {
			before, ok := listedOdds(v.b, *a)
			hb.priced, hb.ok = true, ok
			if ok {
				hb.value = valueOf(&p.w, v, tg, before) - strayHarm(&p.w, before)
			}
		}
		vb := hb.value
		if !hb.ok || vb < hopeless {
			continue
		}
		if nb == nil {
			if nb = v.b.Clone(); nb == nil {
				return offTactic
			}
			if ev, err := nb.Apply(c); err != nil || rolled(ev) {
				return offTactic
			}
		}
		after, ok := listedOdds(nb, *a)
		if !ok {
			continue
		}
		va := valueOf(&p.w, v, tg, after) - strayHarm(&p.w, after)
		gain = max(gain, 2*(va-vb)/float64(max(a.Cost.N, 1)))
	}
	if gain <= 0 {
		return offTactic
	}
	return gain
}

// hideValue scores Hide, offered only where no seen enemy has a line to
// the unit: right for a hurt unit with no worthwhile attack, hidden from
// the shots that would finish it, the more the more hurt; not for a
// healthy one, which should close in, nor for a side that must close in
// (pressure above 0).
func (p *Utility) hideValue(t *turnCtx) float64 {
	hurt := t.pos.hurt
	if t.bestAttack >= idleShot || hurt < 0.35 || t.pos.press > 0 {
		return offTactic
	}
	if _, moveLeft := p.stepOf(t); moveLeft {
		return offTactic // move first: a hidden unit that steps into sight is seen
	}
	return 0.9*hurt - 0.1
}
