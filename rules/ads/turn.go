package ads

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/grid"
)

// startRound rolls initiative for every active unit, refreshes ticks (less
// last round's debt and Dazed/Stunned losses) and the free Reaction, and
// begins the first turn.
func (b *Battle) startRound(ev *[]rules.Event) {
	st := &b.s
	st.Round++
	*ev = append(*ev, rules.Event{Kind: rules.EvRoundStart, Round: st.Round, Unit: rules.NoUnit, Target: rules.NoUnit})
	var es []InitEntry
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Health.Active() {
			continue
		}
		debt := 0
		if u.Ticks < 0 {
			debt = -u.Ticks
		}
		u.Ticks = u.Aff.StartRound(0, debt)
		u.FreeReaction = true
		u.Attacks, u.Defences = 0, 0
		u.Aimed, u.Delays = false, 0
		sp := b.spec(u)
		e := InitEntry{Unit: u.ID, Roll: st.Dice.D(10), Agility: sp.Ag, Speed: sp.Speed, Hero: st.Sides[u.Side].Hero, Tiebreak: st.Dice.D(10)}
		es = append(es, e)
		*ev = append(*ev, rules.Event{Kind: rules.EvInitiative, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Side: u.Side,
			Dice: []int{e.Roll}, Total: e.Total(),
			Mods: []rules.Mod{{Source: "agility", Value: sp.Ag}, {Source: "speed", Value: sp.Speed}},
			Text: fmt.Sprintf("%s rolls initiative %d", sp.Name, e.Total())})
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
		st.Turn++
		if st.Turn >= len(st.Order) {
			*ev = append(*ev, rules.Event{Kind: rules.EvRoundEnd, Round: st.Round, Unit: rules.NoUnit, Target: rules.NoUnit})
			if st.Round >= MaxRounds {
				b.finishByCount(ev)
				return
			}
			b.startRound(ev)
			return
		}
		u := b.current()
		if !u.Health.Active() {
			continue
		}
		if u.Health.Stamina == 0 {
			sp := b.spec(u)
			p := RollPool(st.Dice, sp.WP, 0)
			t := NewTotal(p.Successes, rules.Mod{Source: "resolve", Value: sp.Skill("resolve")})
			*ev = append(*ev, rules.Event{Kind: rules.EvRoll, Round: st.Round, Unit: u.ID, Target: rules.NoUnit,
				Dice: append(append([]int{}, p.Dice...), p.Explosions...), Mods: t.Mods, Total: t.Value, Value: u.Health.Wounds,
				Text: fmt.Sprintf("%s tests Resolve against %d Wounds", sp.Name, u.Health.Wounds)})
			if !u.Health.StaysConscious(t.Value) {
				u.Health.Unconscious = true
				*ev = append(*ev, rules.Event{Kind: rules.EvUnitDown, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Status: "unconscious",
					Text: sp.Name + " falls unconscious"})
				b.checkOver(ev)
				continue
			}
		}
		u.Moved, u.QuickStepped, u.Ran = false, false, false
		*ev = append(*ev, rules.Event{Kind: rules.EvTurnStart, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Side: u.Side})
		return
	}
}

// activeBySide counts each side's active units.
func (b *Battle) activeBySide() []int {
	n := make([]int, len(b.s.Sides))
	for i := range b.s.Units {
		if b.s.Units[i].Health.Active() {
			n[b.s.Units[i].Side]++
		}
	}
	return n
}

// checkOver ends the battle when at most one side has active units.
func (b *Battle) checkOver(ev *[]rules.Event) {
	alive, winner := 0, -1
	for side, n := range b.activeBySide() {
		if n > 0 {
			alive++
			winner = side
		}
	}
	if alive > 1 {
		return
	}
	b.end(winner, ev)
}

// finishByCount ends the battle at the round cap.
func (b *Battle) finishByCount(ev *[]rules.Event) {
	best, winner := -1, -1
	for side, n := range b.activeBySide() {
		switch {
		case n > best:
			best, winner = n, side
		case n == best:
			winner = -1
		}
	}
	b.end(winner, ev)
}

func (b *Battle) end(winner int, ev *[]rules.Event) {
	b.s.Over, b.s.Winner, b.s.Pending = true, winner, nil
	*ev = append(*ev, rules.Event{Kind: rules.EvBattleEnd, Round: b.s.Round, Side: winner, Unit: rules.NoUnit, Target: rules.NoUnit})
}

// step is one move of a unit on the grid, for Dijkstra.
type node struct {
	p      grid.Pos
	parity int // diagonals taken so far, mod 2
}

// reach runs a Dijkstra over (square, diagonal parity) from u up to budget
// movement points, with the 1-2-1 diagonal rule and each cell's Cost as a
// multiplier; occupied squares and corner-cutting past blocked squares are
// not allowed. It returns the cheapest cost of each square and the path
// to it, start excluded.
func (b *Battle) reach(u *unitState, budget int) (map[grid.Pos]int, map[grid.Pos][]grid.Pos) {
	f := b.field
	best := map[node]int{{u.Pos, 0}: 0}
	prev := map[node]node{}
	frontier := []node{{u.Pos, 0}}
	for len(frontier) > 0 {
		// pick the cheapest, ties by position for determinism
		bi := 0
		for i, n := range frontier {
			c, cb := best[n], best[frontier[bi]]
			if c < cb || (c == cb && less(n, frontier[bi])) {
				bi = i
			}
		}
		cur := frontier[bi]
		frontier = append(frontier[:bi], frontier[bi+1:]...)
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if dx == 0 && dy == 0 {
					continue
				}
				np := grid.Pos{X: cur.p.X + dx, Y: cur.p.Y + dy}
				if !f.Walkable(np) || b.unitAt(np) >= 0 {
					continue
				}
				step, par := 1, cur.parity
				if dx != 0 && dy != 0 {
					if !f.Walkable(grid.Pos{X: cur.p.X + dx, Y: cur.p.Y}) || !f.Walkable(grid.Pos{X: cur.p.X, Y: cur.p.Y + dy}) {
						continue
					}
					if par == 1 {
						step = 2
					}
					par ^= 1
				}
				step *= int(f.At(np).Cost)
				c := best[cur] + step
				nn := node{np, par}
				if c > budget {
					continue
				}
				if old, ok := best[nn]; ok && old <= c {
					continue
				}
				best[nn] = c
				prev[nn] = cur
				frontier = append(frontier, nn)
			}
		}
	}
	cost := map[grid.Pos]int{}
	paths := map[grid.Pos][]grid.Pos{}
	for n, c := range best {
		if n.p == u.Pos {
			continue
		}
		if old, ok := cost[n.p]; ok && (old < c || (old == c && n.parity == 1)) {
			continue
		}
		cost[n.p] = c
		var path []grid.Pos
		for x := n; x.p != u.Pos || x.parity != 0; x = prev[x] {
			path = append([]grid.Pos{x.p}, path...)
		}
		paths[n.p] = path
	}
	return cost, paths
}

func less(a, b node) bool {
	if a.p.Y != b.p.Y {
		return a.p.Y < b.p.Y
	}
	if a.p.X != b.p.X {
		return a.p.X < b.p.X
	}
	return a.parity < b.parity
}
