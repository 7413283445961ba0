package teamturn

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/grid"
)

// Units returns every unit as clients and computer players see it: HP
// (and a dying unit's death checks) as tracks, its Base, Move, Quick and
// Long actions and its reaction as its budget (a Base traded down or
// held for a Ready says so in its SpentOn), its counters and states
// among its statuses, its counters again as Counters, and a readied
// attack with its trigger.
func (b *Battle) Units() []rules.Unit {
	out := make([]rules.Unit, len(b.S.Units))
	for i := range b.S.Units {
		u := &b.S.Units[i]
		sp := b.spec(u)
		v := rules.Unit{ID: u.ID, Side: u.Side, Name: u.Name, Role: sp.Role, Pos: u.Pos, Facing: u.Facing,
			Active: u.HP > 0, Dead: u.Dead,
			Tracks: []rules.Track{{Name: "HP", Value: u.HP, Max: sp.MaxHP}},
			Budget: pools.Tracks(u.Slots), Counters: counters(u)}
		v.Budget[pools.Index(tierBase)].SpentOn = b.baseSpentOn(u)
		if u.Ready && u.HP > 0 && u.ReadyFrom == tierMove && left(u, tierMove) == 0 {
			v.Budget[pools.Index(tierMove)].SpentOn = "Ready"
		}
		if u.HP <= 0 && !u.Dead && !u.Stable {
			v.Tracks = append(v.Tracks, rules.Track{Name: "Death failures", Value: u.Fails, Max: 3, Bad: true}, rules.Track{Name: "Death successes", Value: u.Saves, Max: 3})
		}
		r := 1
		if u.Reacted {
			r = 0
		}
		v.Budget = append(v.Budget, rules.Track{Name: "Reaction", Value: r, Max: 1, Pays: "reaction"})
		v.Statuses = b.statuses(u)
		v.Readied = b.readied(u)
		v.Weapons = make([]rules.Weapon, 0, len(sp.Weapons))
		for wi, id := range sp.Weapons {
			w, _ := b.content.Weapon(id)
			name := w.Name
			switch {
			case b.ruined(u, wi):
				name += " (ruined)"
			case w.ability() && !u.Charged[wi]:
				name += " (recharging)"
			}
			rw := rules.Weapon{Name: name, Melee: w.Melee, Damage: b.meanDamage(w), Gone: b.ruined(u, wi), Drawn: true}
			switch {
			case w.Melee:
				rw.Range = w.Reach
			case w.ability():
				rw.Range, rw.MaxRange = w.Cone, w.Cone
			default:
				rw.Range, rw.MaxRange = 2*w.Nominal/3, 2*w.Max/3+4
			}
			if sp.TwoWeapon && wi == 1 {
				rw.OffHand = true
			}
			v.Weapons = append(v.Weapons, rw)
		}
		out[i] = v
	}
	return out
}

// counters lists u's counters for its view, nil for none.
func counters(u *unit) []rules.Counter {
	var out []rules.Counter
	for _, c := range u.Counters {
		out = append(out, rules.Counter{Name: c.Type, N: c.N})
	}
	return out
}

// baseSpentOn says what u's spent Base action paid for other than a
// Base action (rules.Track.SpentOn): the Move or Quick action it was
// traded down to (G5), or the attack a Ready holds; "" otherwise.
func (b *Battle) baseSpentOn(u *unit) string {
	switch {
	case left(u, tierBase) > 0:
		return ""
	case u.Traded != "":
		return pools[pools.Index(u.Traded)].Name
	case u.Ready && u.HP > 0 && u.ReadyFrom == "":
		return "Ready"
	}
	return ""
}

// readied says what u holds ready and what triggers it (§5, G4;
// rules.Unit.Readied): an attack with a weapon or a Move, when a foe
// steps within the weapon's reach or nominal range (a Move's Speed) in
// u's sight, or when an ally in its sight is attacked. It is "" for a
// unit with nothing ready or out of the fight.
func (b *Battle) readied(u *unit) string {
	if !u.Ready || u.HP <= 0 {
		return ""
	}
	squares := func(n int) string {
		if n == 1 {
			return "1 square"
		}
		return fmt.Sprintf("%d squares", n)
	}
	if u.ReadyMove {
		if u.ReadyAlly {
			return "Move when an ally is attacked in sight"
		}
		return fmt.Sprintf("Move when a foe steps within %s in sight", squares(b.spec(u).Speed))
	}
	w := b.weapon(u, u.ReadyWeapon)
	what, n := "nominal range", 2*w.Nominal/3
	if w.Melee {
		what, n = "reach", w.Reach
	}
	if u.ReadyAlly {
		return fmt.Sprintf("Attack with the %s when an ally is attacked in sight, by a foe within its %s (%s)", w.Name, what, squares(n))
	}
	return fmt.Sprintf("Attack with the %s when a foe steps within its %s (%s) in sight", w.Name, what, squares(n))
}

// statuses names u's counters and states.
func (b *Battle) statuses(u *unit) []string {
	var s []string
	for _, c := range u.Counters {
		s = append(s, fmt.Sprintf("%s %d", c.Type, c.N))
	}
	switch {
	case u.Dead:
	case u.Stable:
		s = append(s, "stable")
	case u.HP <= 0:
		s = append(s, "dying")
	}
	for _, f := range []struct {
		on   bool
		name string
	}{{u.Ready, "ready"}, {u.Dodging, "dodging"}, {u.Helped, "helped"}, {u.Hidden, rules.StatusHidden}, {u.Reacted, "reacted"}} {
		if f.on {
			s = append(s, f.name)
		}
	}
	return s
}

// RangeBands lists a ranged weapon's bands in squares (rules.RangeBander):
// normal to its nominal range, unfavourable to its maximum, then +3 to
// the roll per started 3 m beyond (two bands shown). The Mod is the
// players' rough worth of an unfavourable roll, −3.
func (b *Battle) RangeBands(unit, weapon int) []rules.RangeBand {
	if unit < 0 || unit >= len(b.S.Units) {
		return nil
	}
	u := &b.S.Units[unit]
	if weapon < 0 || weapon >= len(u.Integrity) {
		return nil
	}
	w := b.weapon(u, weapon)
	if w.Melee || w.ability() {
		return nil
	}
	nom, mx := 2*w.Nominal/3, 2*w.Max/3
	return []rules.RangeBand{
		{Max: nom, Mod: 0, Label: "nominal range"},
		{Max: mx, Mod: -3, Label: "beyond nominal: unfavourable"},
		{Max: mx + 2, Mod: -6, Label: "beyond maximum: unfavourable, +3"},
		{Max: mx + 4, Mod: -9, Label: "beyond maximum: unfavourable, +6"},
	}
}

// DescribeCover says what cover section i does under teamturn's reading
// of cover (G9; rules.CoverDescriber).
func (b *Battle) DescribeCover(i int) string {
	if i < 0 || i >= len(b.Field().Covers) {
		return ""
	}
	switch b.Field().Covers[i].Class() {
	case grid.CoverHalf:
		return "partial cover: attacks across it are unfavourable"
	case grid.CoverThreeQuarter, grid.CoverLoophole:
		return "heavy cover: attacks across it are unfavourable and +3 to the roll"
	case grid.CoverFull:
		return "full cover: no attack across it"
	}
	return "light cover: no help against attacks"
}
