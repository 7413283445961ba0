package majorminor

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/grid"
)

// Units returns every unit as clients and computer players see it: HP as
// its track, its Major, Minor and Move slots (and a borrowed slot of the
// next turn as spent) as its budget, its Defense Check among its
// statuses.
func (b *Battle) Units() []rules.Unit {
	out := make([]rules.Unit, len(b.S.Units))
	for i := range b.S.Units {
		u := &b.S.Units[i]
		sp := b.spec(u)
		v := rules.Unit{ID: u.ID, Side: u.Side, Name: u.Name, Role: sp.Role, Pos: u.Pos, Facing: u.Facing,
			Active: u.HP > 0, Dead: u.HP <= -sp.MaxHP,
			Tracks: []rules.Track{{Name: "HP", Value: u.HP, Max: sp.MaxHP}},
			Budget: pools.Tracks(u.Slots)}
		v.Statuses = b.statuses(u)
		if u.HasDefense {
			v.Badge = fmt.Sprintf("D%d", u.Defense)
		}
		for wi, id := range sp.Weapons {
			w, _ := b.content.Weapon(id)
			name := w.Name
			if u.Broken[wi] {
				name += " (broken)"
			}
			max := 2 * w.Range
			if w.Melee {
				max = 0
			}
			v.Weapons = append(v.Weapons, rules.Weapon{Name: name, Melee: w.Melee, Range: w.Range, MaxRange: max,
				Damage: 10 + sp.attr(w.Damage) + w.DamageAdj, Gone: u.Broken[wi], Drawn: wi == u.Held})
		}
		out[i] = v
	}
	return out
}

// statuses names u's statuses, its Defense Check first.
func (b *Battle) statuses(u *unit) []string {
	var s []string
	if u.HasDefense {
		s = append(s, fmt.Sprintf("defense %d", u.Defense))
	}
	if u.HP <= 0 && u.HP > -b.spec(u).MaxHP {
		s = append(s, "unconscious")
	}
	if u.GrappledBy >= 0 {
		s = append(s, "grappled")
	}
	if u.Grappling >= 0 {
		s = append(s, "grappling")
	}
	if u.Disengaged {
		s = append(s, "disengaged")
	}
	if u.Surprised {
		s = append(s, "surprised")
	}
	return s
}

// RangeBands lists a ranged weapon's bands: +0 to its range, −3 to twice
// it (rules.RangeBander).
func (b *Battle) RangeBands(unit, weapon int) []rules.RangeBand {
	if unit < 0 || unit >= len(b.S.Units) {
		return nil
	}
	u := &b.S.Units[unit]
	if weapon < 0 || weapon >= len(u.Broken) {
		return nil
	}
	w := b.weapon(u, weapon)
	if w.Melee {
		return nil
	}
	return []rules.RangeBand{{Max: w.Range, Mod: 0, Label: "range"}, {Max: 2 * w.Range, Mod: -3, Label: "twice range −3"}}
}

// DescribeCover says what cover section i does under majorminor's
// reading of cover (G8; rules.CoverDescriber).
func (b *Battle) DescribeCover(i int) string {
	if i < 0 || i >= len(b.Field().Covers) {
		return ""
	}
	switch b.Field().Covers[i].Class() {
	case grid.CoverHalf:
		return "half cover: +2 to the Defense Check against attacks across it"
	case grid.CoverThreeQuarter:
		return "three-quarter cover: +5 to the Defense Check against attacks across it"
	case grid.CoverLoophole:
		return "loophole: +5 to the Defense Check, as three-quarter cover"
	case grid.CoverFull:
		return "full cover: no attack across it"
	}
	return "light cover: no help against attacks"
}
