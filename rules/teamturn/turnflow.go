package teamturn

import (
	"fmt"
	"slices"

	"sightline/rules"
	"sightline/rules/kit/dice"
	"sightline/rules/kit/turns"
)

// counterStun is the surprised side's counter (§9): while a unit has
// one it takes no Base and no Long action.
const counterStun = "stun"

// firstTeam is the side that takes the first team turn (G13): the side
// that springs an ambush, else the side of player characters, else side
// 1. Never "whoever is human": a battle plays the same whoever decides.
func firstTeam(sides []rules.SideSetup) int {
	if i := slices.IndexFunc(sides, func(s rules.SideSetup) bool { return s.Ambush }); i >= 0 {
		return i
	}
	if i := slices.IndexFunc(sides, func(s rules.SideSetup) bool { return s.Hero }); i >= 0 {
		return i
	}
	return 0
}

// open sets the team order, gives the sides an ambush surprised a stun
// counter each (§3), and starts the first round.
func (b *Battle) open(ev *[]rules.Event) {
	first := firstTeam(b.S.Sides)
	n := len(b.S.Sides)
	b.S.Teams = b.S.Teams[:0]
	for k := 0; k < n; k++ {
		b.S.Teams = append(b.S.Teams, (first+k)%n)
	}
	b.S.Team = 0
	why := "side 1 acts first"
	switch {
	case b.S.Sides[first].Ambush:
		why = "it springs an ambush"
	case b.S.Sides[first].Hero:
		why = "the player characters act first"
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvInitiative, Side: first, Unit: rules.NoUnit, Target: rules.NoUnit,
		Text: fmt.Sprintf("%s takes the initiative: %s", b.S.Sides[first].Name, why)})
	if b.S.Sides[first].Ambush {
		for i := range b.S.Units {
			if u := &b.S.Units[i]; u.Side != first {
				u.addCounter(counterStun, 1)
				rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Unit: u.ID, Target: rules.NoUnit, Status: counterStun,
					Text: u.Name + " is surprised: a stun counter"})
			}
		}
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvRoundStart, Round: b.S.Round, Unit: rules.NoUnit, Target: rules.NoUnit})
	b.startTeamTurn(ev)
}

// startTeamTurn begins the team turn of the side at Teams[Team]: each of
// its units in the fight gets a fresh budget and its reaction back (G4),
// and stops dodging. A team with no unit in the fight is passed over.
func (b *Battle) startTeamTurn(ev *[]rules.Event) {
	if b.S.Over {
		return
	}
	side := b.side()
	any := false
	for i := range b.S.Units {
		u := &b.S.Units[i]
		if u.Side != side || u.HP <= 0 {
			continue
		}
		any = true
		pools.Fresh(&u.Slots)
		u.Traded = ""
		u.Reacted = false
		if u.Ready {
			u.Ready = false
			what := "attack"
			if u.ReadyMove {
				what = "Move"
			}
			rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Unit: u.ID, Target: rules.NoUnit, Status: "ready", Text: u.Name + "'s readied " + what + " lapses"})
		}
		if u.Dodging {
			u.Dodging = false
			rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Unit: u.ID, Target: rules.NoUnit, Status: "dodging", Text: u.Name + " stops dodging"})
		}
	}
	if !any {
		b.endTeamTurn(ev)
		return
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvTurnStart, Round: b.S.Round, Side: side, Unit: rules.NoUnit, Target: rules.NoUnit,
		Text: b.S.Sides[side].Name + "'s team turn"})
}

// endTeamTurn ends the team turn: what is left is lost; the next team
// acts, and after the last team comes Upkeep and the next round.
func (b *Battle) endTeamTurn(ev *[]rules.Event) {
	side := b.side()
	for i := range b.S.Units {
		if u := &b.S.Units[i]; u.Side == side {
			clear(u.Slots.Left)
		}
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvTurnEnd, Round: b.S.Round, Side: side, Unit: rules.NoUnit, Target: rules.NoUnit})
	if b.S.Team+1 < len(b.S.Teams) {
		b.S.Team++
		b.startTeamTurn(ev)
		return
	}
	b.upkeep(ev)
	if b.S.Over {
		return
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvRoundEnd, Round: b.S.Round, Unit: rules.NoUnit, Target: rules.NoUnit})
	if b.S.Round >= MaxRounds {
		b.finishAtLimit(ev)
		return
	}
	b.S.Round++
	b.S.Team = 0
	rules.Emit(ev, rules.Event{Kind: rules.EvRoundStart, Round: b.S.Round, Unit: rules.NoUnit, Target: rules.NoUnit})
	b.startTeamTurn(ev)
}

// upkeep runs after every team has acted (§3): one counter of each type
// comes off every unit (G3), each spent Recharge ability rolls its d10,
// and each dying unit rolls its death check (G6). A Help not used this
// round lapses.
func (b *Battle) upkeep(ev *[]rules.Event) {
	rules.Emit(ev, rules.Event{Kind: rules.EvAction, Unit: rules.NoUnit, Target: rules.NoUnit, Text: fmt.Sprintf("Upkeep of round %d", b.S.Round)})
	for i := range b.S.Units {
		u := &b.S.Units[i]
		kept := u.Counters[:0]
		for _, c := range u.Counters {
			c.N--
			rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Unit: u.ID, Target: rules.NoUnit, Status: c.Type,
				Text: fmt.Sprintf("%s loses a %s counter (%d left)", u.Name, c.Type, c.N)})
			if c.N > 0 {
				kept = append(kept, c)
			}
		}
		u.Counters = kept
		if len(u.Counters) == 0 {
			u.Counters = nil
		}
		u.Helped = false
	}
	for i := range b.S.Units {
		u := &b.S.Units[i]
		if u.HP <= 0 {
			continue
		}
		for wi := range u.Charged {
			if w := b.weapon(u, wi); !u.Charged[wi] && w.Recharge > 0 {
				r := dice.Die(10).Roll(b.S.Dice)
				u.Charged[wi] = r.Value >= w.Recharge
				verdict := "not yet"
				if u.Charged[wi] {
					verdict = "recharged"
				}
				rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Unit: u.ID, Target: rules.NoUnit, Total: r.Value, Dice: r.Dice,
					Text: fmt.Sprintf("%s's %s recharge: d10 %d against %d+: %s", u.Name, w.Name, r.Value, w.Recharge, verdict)})
			}
		}
	}
	for i := range b.S.Units {
		if u := &b.S.Units[i]; u.dying() {
			b.deathCheck(u, ev)
		}
	}
}

// deathCheck rolls u's Fortitude check to avoid death (G6): d20 at or
// under Fortitude is a success; three successes stabilise, three
// failures kill.
func (b *Battle) deathCheck(u *unit, ev *[]rules.Event) {
	fort := b.spec(u).Fortitude
	r := dice.Die(20).Roll(b.S.Dice)
	pass := r.Value <= fort
	if pass {
		u.Saves++
	} else {
		u.Fails++
	}
	verdict := "fails"
	if pass {
		verdict = "passes"
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Unit: u.ID, Target: rules.NoUnit, Total: r.Value, Dice: r.Dice,
		Text: fmt.Sprintf("%s's death check: d20 %d against Fortitude %d: %s (%d successes, %d failures)", u.Name, r.Value, fort, verdict, u.Saves, u.Fails)})
	b.settleDying(u, ev)
}

// settleDying makes a dying unit dead at three failures or stable at
// three successes.
func (b *Battle) settleDying(u *unit, ev *[]rules.Event) {
	switch {
	case u.Fails >= 3:
		u.Dead = true
		rules.Emit(ev, rules.Event{Kind: rules.EvUnitDead, Unit: u.ID, Target: rules.NoUnit, Text: u.Name + " is dead"})
	case u.Saves >= 3:
		u.Stable = true
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Unit: u.ID, Target: rules.NoUnit, Status: "stable", Text: u.Name + " is stable, unconscious"})
	}
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
	b.S.Over, b.S.Winner, b.S.Window, b.S.Walk, b.S.Paused = true, w, nil, nil, nil
	rules.Emit(ev, turns.EndEvent(b.S.Sides, w))
}
