package ads

import (
	"fmt"
	"strconv"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/turns"
)

// startRound rolls initiative for every active unit, refreshes ticks (less
// last round's debt and Dazed/Stunned losses) and the free Reaction, and
// begins the first turn.
func (b *Battle) startRound(ev *[]rules.Event) {
	st := &b.s
	st.Round++
	if st.Round > 1 {
		b.endSurprise(ev)
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvRoundStart, Round: st.Round, Unit: rules.NoUnit, Target: rules.NoUnit})
	var es []InitEntry
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Health.Active() {
			// An out-of-the-fight unit's watch and suppression end.
			u.Overwatch, u.CoveringFire = nil, false
			b.endSuppression(u, ev)
			b.bleedOut(u, ev) // §7, G15
			continue
		}
		u.Ticks = u.Aff.StartRound(0, tickPool.Debt(u.Ticks))
		if u.Unaware {
			u.Ticks = min(u.Ticks, SurpriseTicks)
		}
		u.FreeReaction = true
		u.Attacks, u.Defences = 0, 0
		u.Aimed, u.Delays = false, 0
		sp := b.spec(u)
		e := InitEntry{Unit: u.ID, Roll: st.Dice.D(10), Agility: sp.Ag, Speed: b.speed(u), Hero: st.Sides[u.Side].Hero, Tiebreak: st.Dice.D(10)}
		es = append(es, e)
		rules.Emit(ev, rules.Event{Kind: rules.EvInitiative, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Side: u.Side,
			Dice: []int{e.Roll}, Total: e.Total(),
			Mods: []rules.Mod{{Source: "agility", Value: sp.Ag}, {Source: "speed", Value: e.Speed}},
			Text: sp.Name + " rolls initiative " + strconv.Itoa(e.Total())})
	}
	SortInitiative(es)
	st.Order = st.Order[:0]
	for _, e := range es {
		st.Order = append(st.Order, e.Unit)
	}
	st.Turn = -1
	b.nextTurn(ev)
}

// nextTurn moves to the next unit able to act, making the start-of-turn
// unconsciousness test, and starts a new round after the last one.
func (b *Battle) nextTurn(ev *[]rules.Event) {
	st := &b.s
	for !st.Over {
		next, wrapped := turns.Next(st.Order, st.Turn, b.orderActive)
		if wrapped || next < 0 {
			st.Turn = len(st.Order)
			rules.Emit(ev, rules.Event{Kind: rules.EvRoundEnd, Round: st.Round, Unit: rules.NoUnit, Target: rules.NoUnit})
			if st.Round >= MaxRounds {
				b.finishByCount(ev)
				return
			}
			b.startRound(ev)
			return
		}
		st.Turn = next
		u := b.current()
		if u.Unaware && st.Surprise {
			rules.Emit(ev, rules.Event{Kind: rules.EvTurnStart, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Side: u.Side})
			rules.Emit(ev, rules.Event{Kind: rules.EvTurnEnd, Round: st.Round, Side: u.Side, Unit: u.ID, Target: rules.NoUnit,
				Text: b.spec(u).Name + " is caught unaware and cannot act"})
			continue
		}
		if u.Health.Stamina == 0 {
			sp := b.spec(u)
			p := RollPool(st.Dice, sp.WP, 0)
			t := NewTotal(p.Successes, rules.Mod{Source: "resolve", Value: sp.Skill("resolve")})
			rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Round: st.Round, Unit: u.ID, Target: rules.NoUnit,
				Dice: append(append([]int{}, p.Dice...), p.Explosions...), Mods: t.Mods, Total: t.Value, Value: u.Health.Wounds,
				Text: fmt.Sprintf("%s tests Resolve against %d Wounds", sp.Name, u.Health.Wounds)})
			if !u.Health.StaysConscious(t.Value) {
				u.Health.Unconscious = true
				rules.Emit(ev, rules.Event{Kind: rules.EvUnitDown, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Status: "unconscious",
					Text: sp.Name + " falls unconscious"})
				b.checkOver(ev)
				continue
			}
		}
		u.Moved, u.QuickStepped, u.Ran, u.Attacked, u.FreeDraw = false, false, false, false, false
		b.endStances(u, ev)
		b.startTurnManoeuvres(u, ev)
		rules.Emit(ev, rules.Event{Kind: rules.EvTurnStart, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Side: u.Side})
		return
	}
}

// orderActive reports whether the unit of id, named in the turn order,
// is in the fight: the units the turn passes over are not.
func (b *Battle) orderActive(id int) bool { return b.s.Units[id].Health.Active() }

// activeBySide counts each side's active units (turns.Standing).
func (b *Battle) activeBySide() []int {
	return turns.Standing(len(b.s.Sides), b.s.Units, func(u *unitState) (int, bool) { return u.Side, u.Health.Active() })
}

// checkOver ends the battle when at most one side has active units
// (turns.LastSide).
func (b *Battle) checkOver(ev *[]rules.Event) {
	if winner, over := turns.LastSide(b.activeBySide()); over {
		b.end(winner, ev)
	}
}

// finishByCount ends the battle at the round cap: the side with more
// active units wins, equal counts draw (turns.LimitWinner).
func (b *Battle) finishByCount(ev *[]rules.Event) {
	b.end(turns.LimitWinner(b.activeBySide()), ev)
}

func (b *Battle) end(winner int, ev *[]rules.Event) {
	b.s.Over, b.s.Winner, b.s.Pending = true, winner, nil
	rules.Emit(ev, rules.Event{Kind: rules.EvBattleEnd, Round: b.s.Round, Side: winner, Unit: rules.NoUnit, Target: rules.NoUnit})
}

// reach searches from u up to budget movement points with rules/grid's
// movement (the 1-2-1 diagonal rule, each cell's Cost as a multiplier, no
// corner cutting, elevation changes only by ladders and stairs), every
// other unit's square blocked. It returns every square that can be ended
// on (start excluded) with its cheapest cost, in row order, and the search,
// whose Path gives the walk to a square. The search is remembered
// (reachmemo.go): the list is shared and must not be changed.
func (b *Battle) reach(u *unitState, budget int) ([]reached, reachView) {
	m, list := b.memoReach(u, budget)
	return list, reachView{S: m, Budget: budget}
}

// reached is a square a move can end on, with its movement cost.
type reached struct {
	p    grid.Pos
	cost int
}

// endStances ends, at the start of u's turn, the stances that last until
// then: Total Defense, Sprint's defence changes, All-Out and Guarded.
func (b *Battle) endStances(u *unitState, ev *[]rules.Event) {
	if u.Overwatch != nil {
		u.Overwatch = nil
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Round: b.s.Round, Unit: u.ID, Target: rules.NoUnit, Status: "overwatch"})
	}
	b.endSuppression(u, ev)
	for _, st := range []struct {
		on   *bool
		name string
	}{{&u.TotalDefense, "total_defense"}, {&u.CoveringFire, "covering_fire"}, {&u.Sprinted, "sprinting"}, {&u.AllOut, "all_out"}, {&u.Guarded, "guarded"}} {
		if *st.on {
			*st.on = false
			rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Round: b.s.Round, Unit: u.ID, Target: rules.NoUnit, Status: st.name})
		}
	}
}
