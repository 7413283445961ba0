package majorminor

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/grid"
)

// speed is how far u moves with one Movement action: its Speed; 0 while
// grappled (G6); halved while grappling a foe no smaller than itself.
func (b *Battle) speed(u *unit) int {
	s := b.spec(u).Speed
	switch {
	case u.GrappledBy >= 0:
		return 0
	case u.Grappling >= 0 && b.spec(&b.s.Units[u.Grappling]).Size >= b.spec(u).Size:
		return s / 2
	}
	return s
}

// reach searches u's squares within one Movement action: every other
// unit's square that u's side sees, in the fight or not, is occupied; a
// square where a unit stands unseen is free to it (issue #42: the search
// tells nothing the side cannot see), and a walk into one stops before
// it (bump). The last search is
// kept for the battle's next question about the same unit, square and
// speed at the same version (Legal, then Apply and Path, ask it in turn);
// it is a memo of one battle's state, never shared with a clone.
func (b *Battle) reach(u *unit) *grid.Reach {
	m := &b.memo
	speed := b.speed(u)
	if m.ok && m.version == b.s.Version && m.unit == u.ID && m.from == u.Pos && m.speed == speed {
		return &m.reach
	}
	if len(m.blocked) != len(b.field.Cells) {
		m.blocked = make([]bool, len(b.field.Cells))
	}
	clear(m.blocked)
	for i := range b.s.Units {
		if o := &b.s.Units[i]; o.ID != u.ID && b.Sees(u.Side, o.ID) {
			m.blocked[o.Pos.Y*b.field.W+o.Pos.X] = true
		}
	}
	opt := grid.MoveOpts{Blocked: m.blocked}
	if hasClimbs(b.field) {
		opt.StepCost = b.climbCost
	}
	if grid.HasGaps(b.field) {
		j := jumpOf(b.spec(u))
		opt.Jump = &j
	}
	m.reach.Compute(b.field, u.Pos, speed, &opt)
	m.ok, m.version, m.unit, m.from, m.speed = true, b.s.Version, u.ID, u.Pos, speed
	return &m.reach
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
	if b.field.At(from).Elevation != b.field.At(to).Elevation {
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

// reachMemo is the battle's last movement search and what it was for.
type reachMemo struct {
	ok      bool
	version uint64
	unit    int
	from    grid.Pos
	speed   int
	blocked []bool
	reach   grid.Reach
}

// offerMoves offers the Movement action as one entry, when it reaches a
// square (moveSquares).
func offerMoves(b *Battle, u *unit, out []rules.Command) []rules.Command {
	if !pools.CanPay(u.Slots, move) || b.speed(u) == 0 {
		return out
	}
	for p := range b.reach(u).All() {
		if p != u.Pos {
			c := b.command(u, "move", move)
			c.To = rules.Anywhere
			return append(out, c)
		}
	}
	return out
}

// refuseMove says why a square cannot be reached.
func refuseMove(b *Battle, c rules.Command) string {
	u := &b.s.Units[c.Unit]
	switch {
	case u.GrappledBy >= 0:
		return u.Name + " is grappled and cannot move"
	case !pools.CanPay(u.Slots, move):
		return u.Name + " has no Movement action left this turn"
	case !b.field.In(c.To):
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
	if entry.Unit < 0 || entry.Unit >= len(b.s.Units) || entry.Action != "move" {
		return out
	}
	u := &b.s.Units[entry.Unit]
	for p := range b.reach(u).All() {
		if p != u.Pos {
			out = append(out, rules.Reach{To: p, Cost: move})
		}
	}
	return out
}

// Path returns the squares a move walks, start excluded.
func (b *Battle) Path(c rules.Command) []grid.Pos {
	if c.Action != "move" || c.Unit < 0 || c.Unit >= len(b.s.Units) {
		return nil
	}
	u := &b.s.Units[c.Unit]
	r := b.reach(u)
	if _, ok := r.Cost(c.To); !ok || c.To == u.Pos {
		return nil
	}
	return r.Path(c.To, nil)
}

// applyMove starts the walk.
func applyMove(b *Battle, c rules.Command, ev *[]rules.Event) {
	b.s.Walk = &walk{Unit: c.Unit, Path: b.Path(c)}
	b.continueWalk(ev, false)
}

// continueWalk steps the walk on, square by square, pausing for the
// Opportunity Attacks a step provokes before it is taken; asked is true
// when the first step's have been answered. A walker taken out of the
// fight stops where it stands.
func (b *Battle) continueWalk(ev *[]rules.Event, asked bool) {
	for w := b.s.Walk; w != nil && len(w.Path) > 0; {
		m := &b.s.Units[w.Unit]
		if m.HP <= 0 || b.s.Over {
			break
		}
		next := w.Path[0]
		if !asked {
			if q := b.provoked(m, next); len(q) > 0 {
				b.s.Window = &window{Kind: kindOpportunity, Unit: q[0], Queue: q[1:], Attacker: m.ID}
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
			*ev = append(*ev, rules.Event{Kind: rules.EvAction, Unit: m.ID, Target: rules.NoUnit, From: from, To: next, Value: grid.Distance(from, next),
				Text: fmt.Sprintf("%s jumps %d m across the gap", m.Name, grid.Distance(from, next))})
		}
		m.Pos, m.Facing = next, facingTo(from, next)
		w.Path = w.Path[1:]
		*ev = append(*ev, rules.Event{Kind: rules.EvStep, Unit: m.ID, Target: rules.NoUnit, From: from, To: next})
	}
	b.s.Walk = nil
}

// unitOn returns the unit standing on p, nil for none.
func (b *Battle) unitOn(p grid.Pos) *unit {
	for i := range b.s.Units {
		if b.s.Units[i].Pos == p && !b.s.Units[i].Absent {
			return &b.s.Units[i]
		}
	}
	return nil
}

// bump ends m's walk before o's square, which m's side did not see when
// it chose the walk: m stops on the square it stands on, and o is found
// (issue #42's reading: as a GM rules a move into an unseen unit; the
// Movement action is spent).
func (b *Battle) bump(m, o *unit, ev *[]rules.Event) {
	*ev = append(*ev, rules.Event{Kind: rules.EvAction, Unit: m.ID, Target: o.ID, From: m.Pos, To: o.Pos,
		Text: m.Name + " runs into " + o.Name + " and stops"})
}
