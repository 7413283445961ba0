package majorminor

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/facing"
	"sightline/rules/kit/reach"
	kitsight "sightline/rules/kit/sight"
)

// speed is how far u moves with one Movement action: its Speed; 0 while
// grappled (G6); halved while grappling a foe no smaller than itself.
func (b *Battle) speed(u *unit) int {
	s := b.spec(u).Speed
	switch {
	case u.GrappledBy >= 0:
		return 0
	case u.Grappling >= 0 && b.spec(&b.S.Units[u.Grappling]).Size >= b.spec(u).Size:
		return s / 2
	}
	return s
}

// reach searches u's squares within one Movement action: every other
// unit's square that u's side sees, in the fight or not, is occupied; a
// square where a unit stands unseen is free to it (issue #42: the search
// tells nothing the side cannot see), and a walk into one stops before
// it (bump). The searches are remembered in the kit's memo
// (rules/kit/reach), one for each jump a unit makes (a memo's searches
// share their options), so that a decision, and the next ones while
// nothing the search reads changed, search once.
func (b *Battle) reach(u *unit) reach.Squares {
	m := &b.memo
	var j grid.Jump
	if m.gaps == 0 {
		m.gaps, m.climbs = 1, hasClimbs(b.Field())
		if grid.HasGaps(b.Field()) {
			m.gaps = 2
		}
	}
	if m.gaps == 2 {
		j = jumpOf(b.spec(u))
	}
	var mm *reach.Memo[grid.Spot]
	for i := range m.byJump {
		if m.byJump[i].jump == j {
			mm = &m.byJump[i].memo
		}
	}
	if mm == nil {
		m.byJump = append(m.byJump, jumpMemo{jump: j})
		mm = &m.byJump[len(m.byJump)-1].memo
	}
	mm.Slots = max(reach.Size, len(b.S.Units))
	k := &mm.Key
	k.From, k.Blockers = u.Pos, k.Blockers[:0]
	seen := m.sight.Of(u.Side, len(b.S.Units), b.look, b.Sees)
	for i := range b.S.Units {
		if o := &b.S.Units[i]; o.ID != u.ID && seen[i] {
			k.Blockers = append(k.Blockers, o.Pos)
		}
	}
	var opt grid.MoveOpts
	if m.climbs {
		opt.StepCost = b.climbCost
	}
	if m.gaps == 2 {
		opt.Jump = &j
	}
	return mm.Search(b.Field(), k, b.speed(u), opt)
}

// look is what Sees reads of unit i.
func (b *Battle) look(i int) kitsight.Look {
	u := &b.S.Units[i]
	return kitsight.Look{Pos: u.Pos, Up: u.HP > 0, Absent: u.Absent}
}

// jumpOf is how far a unit jumps (§5.3, G12): 2 + Athletics/2 metres
// after a run-up of two squares straight on, half that standing, each
// rounded down to whole squares, counted from take-off to landing
// (Athletics 4: 4 and 2; Athletics 5: 4 and 2).
func jumpOf(sp *UnitSpec) grid.Jump {
	half := max(0, 4+sp.Ath) // the run-up jump in half metres
	return grid.Jump{Run: half / 2, Stand: half / 4}
}

// isJump reports whether a step of a walk from a to c is a jump: the
// only steps that join squares that are not neighbours.
func isJump(a, c grid.Pos) bool { return max(abs(c.X-a.X), abs(c.Y-a.Y)) > 1 }

// climbCost prices a step: climbing from one height to another (a
// ladder, a stair) costs 2 metres a metre, as rough ground does
// (majorminor §5.3); both together cost 2.
func (b *Battle) climbCost(from, to grid.Pos, m int) int {
	if b.Field().At(from).Elevation != b.Field().At(to).Elevation {
		return max(m, 2)
	}
	return m
}

// hasClimbs reports whether f has any cell to climb by.
func hasClimbs(f *grid.Field) bool {
	for i := range f.Cells {
		if f.Cells[i].Climb {
			return true
		}
	}
	return false
}

// reachMemo is the battle's movement searches (reach), a memo for each
// jump, with the sight their keys read and what the field asks of them.
type reachMemo struct {
	byJump []jumpMemo
	sight  kitsight.Seen
	// gaps is 0 until the field is read, then 1 without gaps to jump, 2
	// with; climbs is true when the field has cells to climb by.
	gaps   int
	climbs bool
}

// shared returns the memo for a clone: the same searches, in lists of
// its own, and no sight.
func (m *reachMemo) shared() reachMemo {
	c := reachMemo{gaps: m.gaps, climbs: m.climbs}
	for i := range m.byJump {
		c.byJump = append(c.byJump, jumpMemo{jump: m.byJump[i].jump, memo: m.byJump[i].memo.Shared()})
	}
	return c
}

// jumpMemo is the searches of the units that jump as jump says.
type jumpMemo struct {
	jump grid.Jump
	memo reach.Memo[grid.Spot]
}

// offerMoves offers the Movement action as one entry, when it reaches a
// square (moveSquares).
func offerMoves(b *Battle, u *unit, out []rules.Command) []rules.Command {
	if !pools.CanPay(u.Slots, move) || b.speed(u) == 0 {
		return out
	}
	if len(b.reach(u).List) == 0 {
		return out
	}
	c := b.command(u, "move", move)
	c.To = rules.Anywhere
	return append(out, c)
}

// refuseMove says why a square cannot be reached.
func refuseMove(b *Battle, c rules.Command) string {
	u := &b.S.Units[c.Unit]
	switch {
	case u.GrappledBy >= 0:
		return u.Name + " is grappled and cannot move"
	case !pools.CanPay(u.Slots, move):
		return u.Name + " has no Movement action left this turn"
	case !b.Field().In(c.To):
		return "that square is off the map"
	}
	return fmt.Sprintf("%s cannot reach that square with one Movement action (Speed %d)", u.Name, b.speed(u))
}

// Reach lists the squares an entry's action takes its unit to (the
// moves table's Squares).
func (b *Battle) Reach(entry rules.Command, buf []rules.Reach) []rules.Reach {
	return actions.Reach(b, entry, buf)
}

// moveSquares lists the squares one Movement action takes entry's unit
// to.
func moveSquares(b *Battle, entry rules.Command, buf []rules.Reach) []rules.Reach {
	out := buf[:0]
	if entry.Unit < 0 || entry.Unit >= len(b.S.Units) || entry.Action != "move" {
		return out
	}
	u := &b.S.Units[entry.Unit]
	for p := range b.reach(u).All() {
		if p != u.Pos {
			out = append(out, rules.Reach{To: p, Cost: move})
		}
	}
	return out
}

// Path returns the squares a move walks, start excluded.
func (b *Battle) Path(c rules.Command) []grid.Pos {
	if c.Action != "move" || c.Unit < 0 || c.Unit >= len(b.S.Units) {
		return nil
	}
	u := &b.S.Units[c.Unit]
	r := b.reach(u)
	if _, ok := r.Cost(c.To); !ok || c.To == u.Pos {
		return nil
	}
	return r.Path(c.To, nil)
}

// applyMove starts the walk.
func applyMove(b *Battle, c rules.Command, ev *[]rules.Event) {
	b.S.Walk = &walk{Unit: c.Unit, Path: b.Path(c)}
	b.continueWalk(ev, false)
}

// continueWalk steps the walk on, square by square, pausing for the
// Opportunity Attacks a step provokes before it is taken; asked is true
// when the first step's have been answered. A walker taken out of the
// fight stops where it stands.
func (b *Battle) continueWalk(ev *[]rules.Event, asked bool) {
	for w := b.S.Walk; w != nil && len(w.Path) > 0; {
		m := &b.S.Units[w.Unit]
		if m.HP <= 0 || b.S.Over {
			break
		}
		next := w.Path[0]
		if !asked {
			if q := b.provoked(m, next); len(q) > 0 {
				b.S.Window = &window{Kind: kindOpportunity, Unit: q[0], Queue: q[1:], Attacker: m.ID}
				return
			}
		}
		asked = false
		if o := b.unitOn(next); o != nil {
			b.bump(m, o, ev)
			break
		}
		from := m.Pos
		if isJump(from, next) {
			rules.Emit(ev, rules.Event{Kind: rules.EvAction, Unit: m.ID, Target: rules.NoUnit, From: from, To: next, Value: grid.Distance(from, next),
				Text: fmt.Sprintf("%s jumps %d m across the gap", m.Name, grid.Distance(from, next))})
		}
		m.Pos, m.Facing = next, facing.Toward(from, next)
		w.Path = w.Path[1:]
		rules.Emit(ev, rules.Event{Kind: rules.EvStep, Unit: m.ID, Target: rules.NoUnit, From: from, To: next})
	}
	b.S.Walk = nil
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
// it chose the walk: m stops on the square it stands on, and o is found
// (issue #42's reading: as a GM rules a move into an unseen unit; the
// Movement action is spent).
func (b *Battle) bump(m, o *unit, ev *[]rules.Event) {
	rules.Emit(ev, rules.Event{Kind: rules.EvAction, Unit: m.ID, Target: o.ID, From: m.Pos, To: o.Pos,
		Text: m.Name + " runs into " + o.Name + " and stops"})
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
