package majorminor

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/kit/dice"
	"sightline/rules/kit/turns"
)

// openApproach settles who moves first in the approach (G11: both sides
// want to, so each side's quickest unit rolls a Contested Check, d20 +
// Dexterity, ties rolled again) and starts the first turn in seat order
// from the winner.
func (b *Battle) openApproach(ev *[]rules.Event) {
	champs := make([]int, len(b.S.Sides))
	for side := range champs {
		champs[side] = -1
	}
	for i := range b.S.Units {
		u := &b.S.Units[i]
		if c := champs[u.Side]; c < 0 || b.spec(u).Dex > b.spec(&b.S.Units[c]).Dex {
			champs[u.Side] = u.ID
		}
	}
	contenders := champs
	for len(contenders) > 1 {
		best, top := -1, []int(nil)
		for _, id := range contenders {
			u := &b.S.Units[id]
			r := dice.Sum(dice.Die(20), dice.Const(b.spec(u).Dex)).Roll(b.S.Dice)
			rules.Emit(ev, rules.Event{Kind: rules.EvInitiative, Unit: id, Target: rules.NoUnit, Total: r.Value, Dice: r.Dice,
				Mods: []rules.Mod{{Source: "Dexterity", Value: b.spec(u).Dex}},
				Text: fmt.Sprintf("%s rolls %d to act first (d20 %d + Dexterity %d)", u.Name, r.Value, r.Dice[0], b.spec(u).Dex)})
			switch {
			case r.Value > best:
				best, top = r.Value, []int{id}
			case r.Value == best:
				top = append(top, id)
			}
		}
		contenders = top
	}
	first := contenders[0]
	players, gm := b.seats()
	b.S.Order = turns.SeatCycle(players, gm, firstOfSide(b, first, players, gm))
	b.S.Turn = 0
	rules.Emit(ev, rules.Event{Kind: rules.EvRoundStart, Round: b.S.Round, Unit: rules.NoUnit, Target: rules.NoUnit,
		Text: fmt.Sprintf("The approach: %s's side moves first; Major actions wait until a unit attacks a hostile in sight", b.S.Units[first].Name)})
	b.startTurn(ev)
}

// firstOfSide returns the seat the approach starts from: the winner's
// side's first seat (its first player seat, or the GM block's first unit).
func firstOfSide(b *Battle, winner int, players, gm []int) int {
	side := b.S.Units[winner].Side
	for _, id := range append(append([]int(nil), players...), gm...) {
		if b.S.Units[id].Side == side {
			return id
		}
	}
	return winner
}

// startTurn begins the turn of the unit at Order[Turn], moving on past
// units out of the fight: its slots refill less what it borrowed; a
// Disengage ends; a surprised unit loses its Major action (G10).
func (b *Battle) startTurn(ev *[]rules.Event) {
	if b.S.Over {
		return
	}
	if !b.active(b.S.Order[b.S.Turn]) {
		b.advance(ev)
		return
	}
	u := b.current()
	pools.Fresh(&u.Slots)
	if u.Disengaged {
		u.Disengaged = false
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Unit: u.ID, Target: rules.NoUnit, Status: "disengaged", Text: u.Name + " is no longer disengaged"})
	}
	if u.Surprised {
		u.Surprised = false
		u.Slots.Left[pools.Index("major")] = 0
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Unit: u.ID, Target: rules.NoUnit, Status: "surprised", Text: u.Name + " was surprised: no Major action this turn"})
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvTurnStart, Round: b.S.Round, Side: u.Side, Unit: u.ID, Target: rules.NoUnit, Text: u.Name + "'s turn"})
}

// endTurn ends the current unit's turn: in combat it rolls its Defense
// Check again (G14); unused actions are lost.
func (b *Battle) endTurn(ev *[]rules.Event) {
	u := b.current()
	if b.S.Phase == phaseCombat && u.HP > 0 {
		b.rollDefense(u, ev)
	}
	for i := range u.Slots.Left {
		u.Slots.Left[i] = 0
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvTurnEnd, Round: b.S.Round, Side: u.Side, Unit: u.ID, Target: rules.NoUnit})
	b.advance(ev)
}

// advance passes play to the next seat still in the fight; passing the
// end of the order ends the round.
func (b *Battle) advance(ev *[]rules.Event) {
	next, wrapped := turns.Next(b.S.Order, b.S.Turn, b.active)
	if next < 0 {
		b.finish(-1, ev)
		return
	}
	if wrapped {
		rules.Emit(ev, rules.Event{Kind: rules.EvRoundEnd, Round: b.S.Round, Unit: rules.NoUnit, Target: rules.NoUnit})
		if b.S.Round >= MaxRounds {
			b.finishAtLimit(ev)
			return
		}
		b.S.Round++
		rules.Emit(ev, rules.Event{Kind: rules.EvRoundStart, Round: b.S.Round, Unit: rules.NoUnit, Target: rules.NoUnit})
	}
	b.S.Turn = next
	b.startTurn(ev)
}

// rollDefense rolls u's Defense Check: d20 + Athletics + Armor
// Adjustment, public.
func (b *Battle) rollDefense(u *unit, ev *[]rules.Event) {
	sp := b.spec(u)
	r := defenseExpr(sp).Roll(b.S.Dice)
	u.Defense, u.HasDefense = r.Value, true
	rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Unit: u.ID, Target: rules.NoUnit, Total: r.Value, Dice: r.Dice,
		Mods: []rules.Mod{{Source: "Athletics", Value: sp.Ath}, {Source: "armor", Value: sp.ArmourAdj}},
		Text: fmt.Sprintf("%s's Defense Check: %d (d20 %d + Athletics %d + armor %d)", u.Name, r.Value, r.Dice[0], sp.Ath, sp.ArmourAdj)})
}

// defenseExpr is a unit's Defense Check.
func defenseExpr(sp *UnitSpec) dice.Expr {
	return dice.Sum(dice.Die(20), dice.Const(sp.Ath+sp.ArmourAdj))
}

// startCombat is the initiating Major action's trigger: every unit rolls
// its Defense Check, and the battle enters combat. A unit that has one
// already keeps it: in play none has, but a sim odds scenario may set
// the defender's (PrepareUnit).
func (b *Battle) startCombat(initiator int, ev *[]rules.Event) {
	b.S.Phase, b.S.Initiator = phaseCombat, initiator
	rules.Emit(ev, rules.Event{Kind: rules.EvAction, Unit: initiator, Target: rules.NoUnit,
		Text: b.S.Units[initiator].Name + " starts the fight: everyone rolls a Defense Check"})
	for i := range b.S.Units {
		if u := &b.S.Units[i]; u.HP > 0 && !u.HasDefense {
			b.rollDefense(u, ev)
		}
	}
}

// enterOrder sets up the Initiate Order once the initiating action has
// resolved: the First Turn goes to first (surprised if it could not see
// the initiator), then play goes round the seats (G1); a new round starts.
func (b *Battle) enterOrder(first int, surprised bool, ev *[]rules.Event) {
	players, gm := b.seats()
	b.S.Order = turns.SeatCycle(players, gm, first)
	b.S.Turn = 0
	if surprised && b.active(first) {
		b.S.Units[first].Surprised = true
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Unit: first, Target: rules.NoUnit, Status: "surprised", Text: b.S.Units[first].Name + " is surprised"})
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvRoundEnd, Round: b.S.Round, Unit: rules.NoUnit, Target: rules.NoUnit})
	if b.S.Round >= MaxRounds {
		b.finishAtLimit(ev)
		return
	}
	b.S.Round++
	rules.Emit(ev, rules.Event{Kind: rules.EvRoundStart, Round: b.S.Round, Unit: rules.NoUnit, Target: rules.NoUnit,
		Text: fmt.Sprintf("Combat: %s takes the First Turn", b.S.Units[first].Name)})
	b.startTurn(ev)
}

// nearestHostile returns the active unit hostile to u nearest it, or -1.
func (b *Battle) nearestHostile(u *unit) int {
	best, bd := -1, 0
	for i := range b.S.Units {
		t := &b.S.Units[i]
		if t.Side == u.Side || t.HP <= 0 {
			continue
		}
		if d := distance(u.Pos, t.Pos); best < 0 || d < bd {
			best, bd = t.ID, d
		}
	}
	return best
}

// checkVictory ends the battle when at most one side has units in the
// fight, reporting whether it did.
func (b *Battle) checkVictory(ev *[]rules.Event) bool {
	w, over := turns.LastSide(b.standing())
	if over {
		b.finish(w, ev)
	}
	return over
}

// standing counts each side's units still in the fight.
func (b *Battle) standing() []int {
	return turns.Standing(len(b.S.Sides), b.S.Units, func(u *unit) (int, bool) { return u.Side, u.HP > 0 })
}

// finishAtLimit ends the battle at the round limit: the side with the
// most units in the fight wins; a tie at the top draws.
func (b *Battle) finishAtLimit(ev *[]rules.Event) { b.finish(turns.LimitWinner(b.standing()), ev) }

// finish ends the battle with winner w (-1 a draw).
func (b *Battle) finish(w int, ev *[]rules.Event) {
	b.S.Over, b.S.Winner, b.S.Window, b.S.Walk = true, w, nil, nil
	rules.Emit(ev, turns.EndEvent(b.S.Sides, w))
}
