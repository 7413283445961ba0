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

// hipFireLegal appends to out u's Hip Fire commands with weapon wi: every
// enemy target in sight and range from every square of movement the Hip
// Fire reaches (only from u's own square when here, which is none: the
// move is at least one square), by target and then in the search's order.
// cache holds the movement search between calls of one Legal; held, when
// not nil, is a search Legal made for u now (heldSpots). It answers as
// hipFireReach for each target and square: the squares in range (and not
// hidden by a hunkered target's cover) are asked about the target's sight
// all at once. A target beyond range of the box around the squares is
// skipped, and one within range of the box's far corner (and not hunkered
// in cover) is asked about every square without a look at each.
func (b *Battle) hipFireLegal(out []rules.Command, u *unitState, wi int, cmd func(string, int, rules.Cost) rules.Command, held *memoReach, cache *[]grid.Spot, here bool) []rules.Command {
	if here || !b.canHipFire(u, wi) {
		return out // the search's squares never hold the start
	}
	if *cache == nil {
		*cache = b.heldSpots(u, held, MoveAllowance("hip_fire", b.speed(u)))
	}
	if len(*cache) == 0 {
		return out
	}
	far := rangeLimit(b.weapon(u, wi).Range)
	sight := b.sightCache()
	box := boxOf(*cache)
	// hip is the command each target and square fill in.
	hip := cmd("hip_fire", u.ID, tickCost(ticksOf("hip_fire")))
	hip.Weapon = wi
	all := b.scratch.hipAll[:0] // every square, made on first need
	for ti := range b.s.Units {
		t := &b.s.Units[ti]
		if t.Side == u.Side || !t.Health.Active() {
			continue
		}
		near, farthest := box.distances(t.Pos)
		if near > far {
			continue
		}
		hunkered := t.Hunkered && t.InCover
		var ps []grid.Pos
		if farthest <= far && !hunkered {
			if len(all) == 0 {
				for _, sq := range *cache {
					all = append(all, sq.Pos())
				}
				b.scratch.hipAll = all
			}
			ps = all
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
		sight.LinesOfSightTo(t.Pos, ps, b.broken(), seen)
		for k, p := range ps {
			if seen[k] {
				c := hip
				c.Target, c.To = t.ID, p
				out = append(out, c)
			}
		}
	}
	return out
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
	if b.s.Over || c.Action != "hip_fire" || pr.Kind != "turn" || c.Side != pr.Side || c.Unit != pr.Unit ||
		c.Target < 0 || c.Target >= len(b.s.Units) || c.Weapon < 0 {
		return false
	}
	u, t := &b.s.Units[c.Unit], &b.s.Units[c.Target]
	if c.Weapon >= len(u.Weapons) || t.Side == u.Side || !t.Health.Active() || !b.canHipFire(u, c.Weapon) || c.To == u.Pos {
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
