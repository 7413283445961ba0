package teamturn

import (
	"fmt"
	"slices"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/facing"
	"sightline/rules/kit/reach"
	kitsight "sightline/rules/kit/sight"
)

// reach searches u's squares within one Move action (speed squares) or a
// Disengage (twice that, no step closer to the nearest hostile it sees,
// G12): every other unit's square that u's side sees, in the fight or
// not, is occupied; a square where a unit stands unseen (hidden, or out
// of sight) is free to it (issue #42: the search tells nothing the side
// cannot see), and a walk into one stops before it (bump). The searches
// are remembered in the kit's memo (rules/kit/reach), one for Move and
// one for Disengage, whose key also holds the hostiles its step rule
// reads, so that a decision, and the next ones while nothing the search
// reads changed, search once.
func (b *Battle) reach(u *unit, disengage bool) reach.Squares {
	speed := b.spec(u).Speed
	if disengage {
		speed *= 2
	}
	return b.search(u, disengage, speed)
}

// search is reach within budget.
func (b *Battle) search(u *unit, disengage bool, budget int) reach.Squares {
	m := &b.memo
	mm := &m.moves
	if disengage {
		mm = &m.disengages
	}
	// One search for each unit, so that a team's turn, which weighs every
	// unit of the side at each decision, finds them all again.
	mm.Slots = max(reach.Size, len(b.S.Units))
	k := &mm.Key
	k.From, k.Blockers, k.Rule = u.Pos, k.Blockers[:0], k.Rule[:0]
	seen := m.sight.Of(u.Side, len(b.S.Units), b.look, b.Sees)
	for i := range b.S.Units {
		if o := &b.S.Units[i]; o.ID != u.ID && seen[i] {
			k.Blockers = append(k.Blockers, o.Pos)
			if disengage && o.Side != u.Side && o.HP > 0 {
				k.Rule = append(k.Rule, o.Pos)
			}
		}
	}
	var opt grid.MoveOpts
	if disengage {
		opt.StepOK = m.away(k.Rule, u.Pos, budget)
	}
	return mm.Search(b.Field(), k, budget, opt)
}

// away is awayFrom for a Disengage's search from from within budget,
// each square's distance to the nearest of hostiles worked out once, in
// the memo's scratch table of the squares within budget of from (every
// step costs at least 1, so the search steps no further), when the search
// first asks of it: a search asks of each square up to 16 times.
func (m *reachMemo) away(hostiles []grid.Pos, from grid.Pos, budget int) func(a, b grid.Pos) bool {
	side := 2*budget + 1
	x0, y0 := from.X-budget, from.Y-budget
	fresh := true
	at := func(p grid.Pos) int {
		x, y := p.X-x0, p.Y-y0
		if x < 0 || y < 0 || x >= side || y >= side {
			return nearest(hostiles, p)
		}
		d := &m.near[y*side+x]
		if *d < 0 {
			*d = int32(nearest(hostiles, p))
		}
		return int(*d)
	}
	return func(a, b grid.Pos) bool {
		if fresh {
			fresh = false
			m.near = slices.Grow(m.near[:0], side*side)[:side*side]
			for i := range m.near {
				m.near[i] = -1
			}
		}
		return at(b) >= at(a)
	}
}

// look is what Sees reads of unit i.
func (b *Battle) look(i int) kitsight.Look {
	u := &b.S.Units[i]
	return kitsight.Look{Pos: u.Pos, Up: u.HP > 0, Hidden: u.Hidden, Absent: u.Absent}
}

// probeBudget is the budget within which moves first looks for a
// Disengage's square: what the dearest common step costs (a second
// diagonal on rough ground).
const probeBudget = 4

// moves reports whether u's Move, or Disengage, reaches a square. A
// Disengage's search is dear (its step rule is asked of every step) and
// Legal asks at every decision, so it looks within probeBudget first: a
// search that reaches any square reaches the one its first step enters,
// so a probe that finds none leaves only the full search to ask.
func (b *Battle) moves(u *unit, disengage bool) bool {
	if disengage {
		budget := 2 * b.spec(u).Speed
		if budget > probeBudget && len(b.search(u, true, probeBudget).List) > 0 {
			return true
		}
	}
	return len(b.reach(u, disengage).List) > 0
}

// awayFrom is Disengage's rule for one step (G12): it may not bring the
// mover closer to the nearest hostile.
func awayFrom(hostiles []grid.Pos, from, to grid.Pos) bool {
	return nearest(hostiles, to) >= nearest(hostiles, from)
}

// nearest is the distance from p to the nearest of hostiles (a large
// number when there are none).
func nearest(hostiles []grid.Pos, p grid.Pos) int {
	d := 1 << 30
	for _, h := range hostiles {
		d = min(d, distance(h, p))
	}
	return d
}

// reachMemo is the battle's movement searches (reach), with the sight
// their keys read.
type reachMemo struct {
	moves, disengages reach.Memo[grid.Spot]
	sight             kitsight.Seen
	// near is away's scratch table of distances to the nearest hostile
	// (-1 while not worked out), the battle's own: a clone starts its own.
	near []int32
}

// offerMoves offers a Move action (or, for disengage, a Disengage) as
// one entry, when it reaches a square (moveSquares).
func offerMoves(disengage bool) func(b *Battle, u *unit, out []rules.Command) []rules.Command {
	id, tier := "move", tierMove
	if disengage {
		id, tier = "disengage", tierLong
	}
	return func(b *Battle, u *unit, out []rules.Command) []rules.Command {
		cost, ok := b.price(u, tier)
		if !ok {
			return out
		}
		if !b.moves(u, disengage) {
			return out
		}
		c := b.command(u, id, cost)
		c.To = rules.Anywhere
		return append(out, c)
	}
}

// refuseMove says why a square cannot be reached.
func refuseMove(b *Battle, c rules.Command) string {
	u := &b.S.Units[c.Unit]
	dis := c.Action == "disengage"
	tier := tierMove
	if dis {
		tier = tierLong
	}
	switch {
	case !b.Field().In(c.To):
		return "that square is off the map"
	case !b.canPay(u, tier) && dis:
		return u.Name + " has acted this turn: a Disengage takes the whole turn"
	case !b.canPay(u, tier):
		return u.Name + " has no Move or Base action left to move with"
	case dis:
		return fmt.Sprintf("%s cannot Disengage to that square: %d squares, never closer to a hostile", u.Name, 2*b.spec(u).Speed)
	}
	return fmt.Sprintf("%s cannot reach that square with one Move action (Speed %d)", u.Name, b.spec(u).Speed)
}

// Reach lists the squares an entry's action takes its unit to (the
// moves table's Squares).
func (b *Battle) Reach(entry rules.Command, buf []rules.Reach) []rules.Reach {
	return actions.Reach(b, entry, buf)
}

// moveSquares lists the squares one Move action, or a Disengage, takes
// entry's unit to, at the price it pays now (a Move paid with a Base
// where its Move is spent).
func moveSquares(b *Battle, entry rules.Command, buf []rules.Reach) []rules.Reach {
	out := buf[:0]
	unit, action := entry.Unit, entry.Action
	if unit < 0 || unit >= len(b.S.Units) || (action != "move" && action != "disengage") {
		return out
	}
	u := &b.S.Units[unit]
	tier := tierMove
	if action == "disengage" {
		tier = tierLong
	}
	cost, ok := b.price(u, tier)
	if !ok {
		cost = rules.Cost{N: 1, Unit: tier}
	}
	// The search's list holds every square reached but the start.
	list := b.reach(u, action == "disengage").List
	out = slices.Grow(out, len(list))
	for _, sq := range list {
		out = append(out, rules.Reach{To: sq.Pos(), Cost: cost})
	}
	return out
}

// Path returns the squares a move, Disengage or readied Move walks,
// start excluded.
func (b *Battle) Path(c rules.Command) []grid.Pos {
	if (c.Action != "move" && c.Action != "disengage" && c.Action != "ready_move") || c.Unit < 0 || c.Unit >= len(b.S.Units) {
		return nil
	}
	u := &b.S.Units[c.Unit]
	r := b.reach(u, c.Action == "disengage")
	if _, ok := r.Cost(c.To); !ok || c.To == u.Pos {
		return nil
	}
	return r.Path(c.To, nil)
}

// applyMove starts the walk of a move or a Disengage.
func applyMove(b *Battle, c rules.Command, ev *[]rules.Event) {
	b.S.Walk = &walk{Unit: c.Unit, Path: b.Path(c), Inside: make([]int, len(b.S.Units)), Disengage: c.Action == "disengage"}
	b.continueWalk(ev)
}

// threatens reports whether e, in the fight, could take m on p as a
// target of opportunity (G11): e sees m there and p is within a usable
// weapon's melee reach or ranged weapon's nominal range.
func (b *Battle) threatens(e, m *unit, p grid.Pos) bool {
	if e.HP <= 0 || e.Side == m.Side || m.Hidden || !b.clearLine(e.Pos, p) {
		return false
	}
	d := distance(e.Pos, p)
	for wi := range e.Integrity {
		w := b.weapon(e, wi)
		if !b.usable(e, wi) || w.ability() {
			continue
		}
		if (w.Melee && d <= w.Reach) || (!w.Melee && 3*d <= 2*w.Nominal) {
			return true
		}
	}
	return false
}

// provoked lists, in id order, the units the next step of the walk
// makes m a target of opportunity for (§5, G11): m has already walked a
// square (1.5 m) within their reach or range and would walk more; each
// has its reaction, has not been asked this walk, and has an attack on
// m.
func (b *Battle) provoked(m *unit, w *walk) []int {
	var q []int
	for i := range b.S.Units {
		e := &b.S.Units[i]
		if e.Reacted || w.Inside[i] < 1 || slices.Contains(w.Provoked, e.ID) || !b.threatens(e, m, m.Pos) || !b.hasAttackOn(e, m) {
			continue
		}
		q = append(q, e.ID)
	}
	return q
}

// hasAttackOn reports whether e has a weapon with which it may attack t
// now.
func (b *Battle) hasAttackOn(e, t *unit) bool {
	for wi := range e.Integrity {
		if ok, _ := b.canTarget(e, t, wi); ok {
			return true
		}
	}
	return false
}

// continueWalk steps the walk on, square by square, pausing for the
// targets of opportunity a step gives before it is taken (a Disengage
// gives none). A walker taken out of the fight stops where it stands; a
// hidden walker stepping into an enemy's sight is seen.
func (b *Battle) continueWalk(ev *[]rules.Event) {
	for w := b.S.Walk; w != nil && len(w.Path) > 0; {
		m := &b.S.Units[w.Unit]
		if m.HP <= 0 || b.S.Over {
			break
		}
		if !w.Disengage {
			if q := b.provoked(m, w); len(q) > 0 {
				w.Provoked = append(w.Provoked, q...)
				b.S.Window = &window{Kind: kindOpportunity, Unit: q[0], Queue: q[1:], Attacker: m.ID}
				return
			}
			for i := range b.S.Units {
				if b.threatens(&b.S.Units[i], m, m.Pos) {
					w.Inside[i]++
				}
			}
		}
		next := w.Path[0]
		if o := b.unitOn(next); o != nil {
			b.bump(m, o, ev)
			break
		}
		from := m.Pos
		m.Pos, m.Facing = next, facing.Toward(from, next)
		w.Path = w.Path[1:]
		rules.Emit(ev, rules.Event{Kind: rules.EvStep, Unit: m.ID, Target: rules.NoUnit, From: from, To: next})
		if m.Hidden && b.inEnemySight(m) {
			m.Hidden = false
			rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Unit: m.ID, Target: rules.NoUnit, Status: rules.StatusHidden, Text: m.Name + " is spotted"})
		}
		if q := b.triggered(m, w); len(q) > 0 {
			w.Triggered = append(w.Triggered, q...)
			b.S.Window = &window{Kind: kindReady, Unit: q[0], Queue: q[1:], Attacker: m.ID}
			b.askReady(ev)
			return
		}
	}
	b.S.Walk = nil
}

// inSeenEnemySight reports whether some enemy in the fight that u's side
// sees has a clear line to u: whether u knows itself watched.
func (b *Battle) inSeenEnemySight(u *unit) bool {
	for i := range b.S.Units {
		if e := &b.S.Units[i]; e.Side != u.Side && e.HP > 0 && b.Sees(u.Side, e.ID) && b.clearLine(e.Pos, u.Pos) {
			return true
		}
	}
	return false
}

// inEnemySight reports whether some enemy in the fight has a clear line
// to u.
func (b *Battle) inEnemySight(u *unit) bool {
	for i := range b.S.Units {
		if e := &b.S.Units[i]; e.Side != u.Side && e.HP > 0 && b.clearLine(e.Pos, u.Pos) {
			return true
		}
	}
	return false
}

// unitOn returns the unit standing on p, nil for none.
func (b *Battle) unitOn(p grid.Pos) *unit {
	for i := range b.S.Units {
		if b.S.Units[i].Pos == p && !b.S.Units[i].Absent {
			return &b.S.Units[i]
		}
	}
	return nil
}

// bump ends m's walk before o's square, which m's side did not see when
// it chose the walk: m stops on the square it stands on, and o is found,
// hidden or not (issue #42's reading: as a GM rules a move into an
// unseen unit; the action is spent).
func (b *Battle) bump(m, o *unit, ev *[]rules.Event) {
	rules.Emit(ev, rules.Event{Kind: rules.EvAction, Unit: m.ID, Target: o.ID, From: m.Pos, To: o.Pos,
		Text: m.Name + " runs into " + o.Name + " and stops"})
	if o.Hidden {
		o.Hidden = false
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Unit: o.ID, Target: rules.NoUnit, Status: rules.StatusHidden, Text: o.Name + " is found"})
	}
}
