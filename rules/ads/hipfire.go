package ads

import (
	"slices"

	"sightline/rules"
	"sightline/rules/grid"
)

// Hip Fire (§5.2, §8.4, G11, G18): 4 ticks with a weapon that has a Burst
// rate of fire and the ammunition for it; the unit moves up to 2x Speed
// (at least one square: standing still is Burst Fire) and fires the Burst
// count of rounds at -2, which replaces Burst's -1, with -2 per bullet
// after the first as for any burst. The project fires the burst from the
// end square: sight, range band, cover and higher ground are judged from
// there, so the command names the target and the end square (To), as a
// Charge does. The move provokes Reaction Strikes and overwatch like any
// move; the burst is declared when the walk ends. It is an attack action
// (no Hip Fire after a Run, under Total Defense, prone, or after a Quick
// Step), and the move counts as the turn's Move.

// HipFireMod is Hip Fire's attack modifier (G18).
const HipFireMod = -2

// canHipFire reports whether u may Hip Fire with weapon wi at all now:
// the weapon in hand (not dropped, lost or broken, as legal's reasons to
// skip a weapon have it), unjammed, with a burst's rounds.
func (b *Battle) canHipFire(u *unitState, wi int) bool {
	w := b.weapon(u, wi)
	ws := &u.Weapons[wi]
	return !w.Melee && w.RoF.Burst > 0 && ws.Ammo >= w.RoF.Burst && !ws.Jammed && wi == u.Drawn &&
		!ws.Dropped && !ws.Lost && !ws.Broken &&
		u.Ticks >= ticksOf("hip_fire") && !u.Ran && !u.Prone && !u.TotalDefense && !u.QuickStepped
}

// hipFireFrom reports whether u could fire its Hip Fire burst with weapon
// wi at t from square p: t in range and in sight from p, and not hidden by
// a hunkered unit's cover.
func (b *Battle) hipFireFrom(u *unitState, wi int, t *unitState, p grid.Pos) bool {
	return b.hipFireReach(b.weapon(u, wi).Range, t, p)
}

// hipFireReach is hipFireFrom for a weapon of listed range r.
func (b *Battle) hipFireReach(r int, t *unitState, p grid.Pos) bool {
	if _, ok := RangeMod(grid.Distance(p, t.Pos), r); !ok {
		return false
	}
	if t.Hunkered && t.InCover && grid.CoverBetween(b.field, p, t.Pos, b.broken()) != grid.NoCover {
		return false
	}
	return b.clearLine(p, t.Pos)
}

// hipFireLegal appends to out u's Hip Fire with weapon wi: one entry
// (Reach) per enemy target u's side sees now that is in sight and range
// from a square of movement the Hip Fire reaches, or with like, the
// command at like's target and square. cache holds the movement search
// between calls of one Legal; held, when not nil, is a search Legal made
// for u now (heldSpots).
func (b *Battle) hipFireLegal(out []rules.Command, u *unitState, wi int, cmd func(string, int, rules.Cost) rules.Command, held *memoReach, cache *[]grid.Spot, like *rules.Command) []rules.Command {
	if !b.canHipFire(u, wi) {
		return out
	}
	hip := cmd("hip_fire", u.ID, tickCost(ticksOf("hip_fire")))
	hip.Weapon = wi
	for ti := range b.s.Units {
		t := &b.s.Units[ti]
		if t.Side == u.Side || !t.Health.Active() || like != nil && t.ID != like.Target || !b.Sees(u.Side, t.ID) {
			continue // a target u's side sees now (hidden.go), not one a square ahead would show
		}
		ps, seen := b.hipFireSquares(u, wi, t, held, cache)
		for k, p := range ps {
			if !seen[k] || like != nil && p != like.To {
				continue
			}
			c := hip
			c.Target, c.To = t.ID, p
			if like == nil {
				c.To = rules.Anywhere
			}
			out = append(out, c)
			break
		}
	}
	return out
}

// hipFireSquares returns the squares of movement u's Hip Fire with weapon
// wi reaches (never u's own: the move is at least one square) from which
// t is in range and not hidden by a hunkered unit's cover, in the
// search's order, and whether t is in sight from each; both lie in the
// battle's scratch space until the next call. cache and held are as
// hipFireLegal's. It answers as hipFireReach for each square: the squares
// in range are asked about the target's sight all at once. A target
// beyond range of the box around the squares has none, and for one within
// range of the box's far corner (and not hunkered in cover) every square
// is asked without a look at each.
func (b *Battle) hipFireSquares(u *unitState, wi int, t *unitState, held *memoReach, cache *[]grid.Spot) ([]grid.Pos, []bool) {
	if *cache == nil {
		*cache = b.heldSpots(u, held, MoveAllowance("hip_fire", b.speed(u)))
	}
	if len(*cache) == 0 {
		return nil, nil
	}
	far := rangeLimit(b.weapon(u, wi).Range)
	box := boxOf(*cache)
	near, farthest := box.distances(t.Pos)
	if near > far {
		return nil, nil
	}
	hunkered := t.Hunkered && t.InCover
	var ps []grid.Pos
	if farthest <= far && !hunkered {
		ps = b.scratch.hipAll[:0]
		for _, sq := range *cache {
			ps = append(ps, sq.Pos())
		}
		b.scratch.hipAll = ps
	} else {
		ps = b.scratch.hipSquares[:0]
		for _, sq := range *cache {
			p := sq.Pos()
			if grid.Distance(p, t.Pos) > far ||
				hunkered && grid.CoverBetween(b.field, p, t.Pos, b.broken()) != grid.NoCover {
				continue
			}
			ps = append(ps, p)
		}
		b.scratch.hipSquares = ps
	}
	seen := slices.Grow(b.scratch.hipSeen[:0], len(ps))[:len(ps)]
	b.scratch.hipSeen = seen
	b.sightCache().LinesOfSightTo(t.Pos, ps, b.broken(), seen)
	return ps, seen
}

// spotBox is the smallest box of columns x0..x1 and rows y0..y1 that holds
// a list of squares.
type spotBox struct{ x0, y0, x1, y1 int }

// boxOf returns the box around list, which holds a square at least and is
// in row order.
func boxOf(list []grid.Spot) spotBox {
	b := spotBox{x0: int(list[0].X), y0: int(list[0].Y), x1: int(list[0].X), y1: int(list[len(list)-1].Y)}
	for _, sq := range list {
		b.x0, b.x1 = min(b.x0, int(sq.X)), max(b.x1, int(sq.X))
	}
	return b
}

// distances returns the least and the greatest grid.Distance from p to a
// square of the box. Distance grows with the columns and with the rows
// apart, so they are those of the box's nearest and farthest corners or
// sides.
func (b spotBox) distances(p grid.Pos) (near, far int) {
	dx := max(b.x0-p.X, p.X-b.x1, 0)
	dy := max(b.y0-p.Y, p.Y-b.y1, 0)
	near = grid.Distance(grid.Pos{}, grid.Pos{X: dx, Y: dy})
	dx = max(p.X-b.x0, b.x1-p.X)
	dy = max(p.Y-b.y0, b.y1-p.Y)
	return near, grid.Distance(grid.Pos{}, grid.Pos{X: dx, Y: dy})
}

// hipFireValid reports whether c is a legal Hip Fire now, checking only
// its own target and square: what Odds needs without listing them all.
func (b *Battle) hipFireValid(c rules.Command) bool {
	pr := b.Prompt()
	if b.s.Over || c.Action != "hip_fire" || pr.Kind != rules.PromptTurn || c.Side != pr.Side || c.Unit != pr.Unit ||
		c.Target < 0 || c.Target >= len(b.s.Units) || c.Weapon < 0 {
		return false
	}
	u, t := &b.s.Units[c.Unit], &b.s.Units[c.Target]
	if c.Weapon >= len(u.Weapons) || t.Side == u.Side || !t.Health.Active() || !b.Sees(u.Side, t.ID) || !b.canHipFire(u, c.Weapon) || c.To == u.Pos {
		return false
	}
	_, r := b.reachSpots(u, MoveAllowance("hip_fire", b.speed(u)))
	if _, ok := r.Cost(c.To); !ok {
		return false
	}
	return b.hipFireFrom(u, c.Weapon, t, c.To)
}

// fromSquare moves u to p for a computation judged from there (Odds of a
// Hip Fire from its end square) and returns the function that puts it
// back.
func fromSquare(u *unitState, p grid.Pos) func() {
	was := u.Pos
	u.Pos = p
	return func() { u.Pos = was }
}
