package ads

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/grid"
)

// CoverBonus and HunkerBonus are the defence bonuses of a unit in cover
// and of one hunkered down behind it (§8.1).
const (
	CoverBonus  = 2
	HunkerBonus = 4
)

// coverUse is the cover that protects a defender against one attack: the
// section (an index into Field.Covers and state.Covers, -1 for none), its
// defence bonus, its AP bonus and the body locations it covers.
type coverUse struct {
	section int
	bonus   int
	ap      int
	covered [NumLocations]bool
}

// none reports whether no cover protects the defender.
func (c coverUse) none() bool { return c.section < 0 }

// exposed returns the Soak.Exposed mask of the locations the cover leaves
// bare.
func (c coverUse) exposed() uint8 {
	var m uint8
	for l, on := range c.covered {
		if !on {
			m |= 1 << l
		}
	}
	return m
}

// coverFor returns the cover that protects t against an attack by a: t
// must have taken cover, and rules/grid must find an unbroken section
// between them that faces a (directional: flank and rear attacks get none).
// Covered locations follow §8.1: legs and torso after Take Cover on its own
// turn; head and arms for the rest of the round of a Take Cover made as a
// reaction, legs and torso from the next round; every location under Total
// Defense.
func (b *Battle) coverFor(a, t *unitState) coverUse {
	cu := coverUse{section: -1}
	if !t.InCover {
		return cu
	}
	i := grid.CoverBetween(b.field, a.Pos, t.Pos, b.broken())
	if i == grid.NoCover {
		return cu
	}
	cu.section = int(i)
	cu.bonus = CoverBonus
	if t.Hunkered {
		cu.bonus = HunkerBonus
	}
	cu.ap = b.s.Covers[i].AP
	switch {
	case t.TotalDefense:
		cu.covered = [NumLocations]bool{true, true, true, true}
	case t.CoverRound == b.s.Round:
		cu.covered[Head], cu.covered[Arms] = true, true
	default:
		cu.covered[Torso], cu.covered[Legs] = true, true
	}
	return cu
}

// mods returns the defence modifier the cover gives, if any.
func (c coverUse) mods() []rules.Mod {
	switch {
	case c.none():
		return nil
	case c.bonus == HunkerBonus:
		return []rules.Mod{{Source: "hunkered in cover", Value: c.bonus}}
	}
	return []rules.Mod{{Source: "cover", Value: c.bonus}}
}

// canTakeCover reports whether u stands where Take Cover is possible: an
// unbroken cover section in its square's boundary or a neighbouring square.
func (b *Battle) canTakeCover(u *unitState) bool {
	return grid.NextToCover(b.field, u.Pos, b.broken())
}

// damageCover puts n structure damage on section i and reports it, with the
// break when the section's accumulated damage now exceeds its SP. It
// returns whether the section broke.
func (b *Battle) damageCover(i, n int, why string, ev *[]rules.Event) bool {
	if n <= 0 || i < 0 {
		return false
	}
	b.ownCovers()
	sec := &b.s.Covers[i]
	broke := sec.Take(n)
	if broke {
		b.brokenCovers = brokenMemo{} // broken's answer is out of date
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvCoverDamage, Round: b.s.Round, Unit: rules.NoUnit, Target: rules.NoUnit, Cover: i, Value: n,
		To: b.coverPos(i), Text: fmt.Sprintf("cover takes %d structure damage (%s); %d left", n, why, sec.Left())})
	if broke {
		rules.Emit(ev, rules.Event{Kind: rules.EvCoverBroken, Round: b.s.Round, Unit: rules.NoUnit, Target: rules.NoUnit, Cover: i,
			To: b.coverPos(i), Text: "the cover breaks and becomes difficult ground"})
	}
	return broke
}

// coverPos returns the square a cover section fills or borders.
func (b *Battle) coverPos(i int) grid.Pos { return b.field.Covers[i].Cell }

// leaveCover ends u's cover and hunker, as any movement does.
func (b *Battle) leaveCover(u *unitState, ev *[]rules.Event) {
	if u.Hunkered {
		u.Hunkered = false
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Round: b.s.Round, Unit: u.ID, Target: rules.NoUnit, Status: "hunkered"})
	}
	if u.InCover {
		u.InCover, u.CoverRound = false, 0
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Round: b.s.Round, Unit: u.ID, Target: rules.NoUnit, Status: "in_cover"})
	}
}

// hiddenBehindCover reports whether a hunkered t is out of a's sight: a
// hunkered unit blocks line of sight to opponents on the far side of its
// cover (§5.3), and cannot attack them either.
func (b *Battle) hiddenBehindCover(a, t *unitState) bool {
	return t.Hunkered && t.InCover && grid.CoverBetween(b.field, a.Pos, t.Pos, b.broken()) != grid.NoCover
}

// ownCovers gives the battle its own copy of the cover sections when a
// clone may share them, before they change.
func (b *Battle) ownCovers() {
	if b.coversShared {
		b.s.Covers = append([]Section(nil), b.s.Covers...)
		b.coversShared = false
	}
}
