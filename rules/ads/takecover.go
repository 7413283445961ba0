package ads

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/grid"
)

// Take Cover as a reaction (§5.4, §8.1, G1): for its 2 ticks the defender
// may first move up to its Speed to reach cover. The engine offers one
// square, as for Dive for Cover: against a ranged attack, among the
// defender's own square and the squares a Move reaches, the one where cover
// faces the attacker (grid.CoverBetween) with the strongest cover, then the
// cheapest, then row order; failing any, its own square when cover is next
// to it. Against a melee attack, and for a prone defender (which must stand
// up before moving), the reaction is taken in place only: walking away from
// a blow is Dive for Cover's business. The walk provokes like a move; at
// its end the defender is in cover (head and arms this round) and the
// attack is rolled there against Duck. While a walk is in progress (an
// attack on a walking unit: a strike, an overwatch shot), neither Take
// Cover nor Dive for Cover is offered: a unit does not take cover in the
// middle of its move, and a walk never starts inside another, which would
// lose the first walk's Charge, Hip Fire or pending attack.

// takeCoverSquare returns where t takes cover against pending attack p,
// and whether Take Cover is possible at all.
func (b *Battle) takeCoverSquare(t *unitState, p *pendingAttack) (grid.Pos, bool) {
	if t.InCover || b.s.Moving != nil {
		return grid.Pos{}, false
	}
	a := &b.s.Units[p.Attacker]
	if !b.weapon(a, p.Weapon).Melee && !t.Prone {
		broken := b.broken()
		best, bestAP, bestCost, ok := t.Pos, -1, 0, false
		if i := grid.CoverBetween(b.field, a.Pos, t.Pos, broken); i != grid.NoCover {
			best, bestAP, ok = t.Pos, b.s.Covers[i].AP, true
		}
		squares, _ := b.reach(t, MoveAllowance("take_cover", b.speed(t)))
		for _, sq := range squares {
			i := grid.CoverBetween(b.field, a.Pos, sq.p, broken)
			if i == grid.NoCover {
				continue
			}
			if ap := b.s.Covers[i].AP; !ok || ap > bestAP || (ap == bestAP && sq.cost < bestCost) {
				best, bestAP, bestCost, ok = sq.p, ap, sq.cost, true
			}
		}
		if ok {
			return best, true
		}
	}
	return t.Pos, b.canTakeCover(t)
}

// endTakeCover ends a Take Cover reaction's walk: the defender is in cover
// (head and arms this round) when cover is next to it, and the attack it
// answered is rolled against Duck there.
func (b *Battle) endTakeCover(u *unitState, p *pendingAttack, ev *[]rules.Event) {
	st := &b.s
	a := &st.Units[p.Attacker]
	if !u.Health.Active() || !a.Health.Active() {
		rules.Emit(ev, rules.Event{Kind: rules.EvAction, Round: st.Round, Side: a.Side, Unit: a.ID, Target: u.ID, Action: p.Action,
			Text: fmt.Sprintf("%s: %s finds no target", b.spec(a).Name, actionName(p.Action))})
		return
	}
	if b.canTakeCover(u) {
		u.InCover, u.CoverRound = true, st.Round
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Status: "in_cover"})
	}
	b.roll(p, "duck", ev)
}
