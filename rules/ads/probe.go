package ads

import "sightline/rules"

var _ rules.AttackProber = (*Battle)(nil)

// NoAttackAfter reports whether Draw or Draw Off-Hand c, one of Legal's
// commands now, leaves its unit no command naming a target but the attacks
// that move it first (a Charge, a Hip Fire), as the AI asks of every Draw
// it weighs (rules.AttackProber). It answers only when it can play the
// Draw in place (drawInPlace); it then lists what the unit's attacks,
// off-hand attacks, holds and close manoeuvres would offer, and undoes the
// Draw.
func (b *Battle) NoAttackAfter(c rules.Command) bool {
	var d drawUndo
	if !b.drawInPlace(c, &d) {
		return false
	}
	defer d.undo(b)
	return !b.targetsAny(&b.s.Units[c.Unit])
}

// ProbeAfter calls probe with the battle as Apply(c) would leave it, when
// c is a Draw or a Draw Off-Hand it can play in place (drawInPlace), and
// undoes c when probe returns (rules.AttackProber).
func (b *Battle) ProbeAfter(c rules.Command, probe func(rules.Battle)) bool {
	var d drawUndo
	if !b.drawInPlace(c, &d) {
		return false
	}
	defer d.undo(b)
	probe(b)
	return true
}

// drawUndo is what drawInPlace changed: the unit as it was, whether the
// weapon drawn was on the ground, and the version.
type drawUndo struct {
	saved   unitState
	weapon  int
	dropped bool
	version uint64
}

// undo puts back what drawInPlace changed.
func (d *drawUndo) undo(b *Battle) {
	u := &b.s.Units[d.saved.ID]
	*u = d.saved
	u.Weapons[d.weapon].Dropped = d.dropped
	b.s.Version = d.version
}

// drawInPlace plays Draw or Draw Off-Hand c, one of Legal's commands now,
// on the battle itself as Apply would, keeping in d how to undo it. It
// plays only when Apply's play would change nothing but the unit and the
// version and roll nothing, and leave the battle on the unit's turn: no
// attack, opportunity, walk or spray in play and no unit in a grapple or
// holding another at swordpoint (a Draw would give it an opportunity).
func (b *Battle) drawInPlace(c rules.Command, d *drawUndo) bool {
	st := &b.s
	if c.Action != "draw" && c.Action != "draw_off_hand" {
		return false
	}
	if st.Over || st.Pending != nil || len(st.Triggers) > 0 || st.Moving != nil || st.Spray != nil || c.Version != st.Version {
		return false
	}
	u := b.current()
	if u == nil || u.ID != c.Unit || u.Side != c.Side || !u.Health.Active() || c.Weapon < 0 || c.Weapon >= len(u.Weapons) {
		return false
	}
	for i := range st.Units {
		if o := &st.Units[i]; o.Grapple != 0 || o.Swordpoint != nil {
			return false
		}
	}
	d.saved, d.weapon, d.dropped, d.version = *u, c.Weapon, u.Weapons[c.Weapon].Dropped, st.Version
	// The Draw as play makes it, at the cost Legal lists it for.
	c.Cost = tickCost(b.drawCost(u))
	u.Ticks -= c.Cost.N
	actions.ByID(c.Action).Apply(b, c, nil)
	st.Version++
	return true
}

// targetsAny reports whether Legal would list, for u on its turn outside
// any grapple, a command naming a target other than an attack that moves
// u first: an attack with the weapon in hand or a manoeuvre on it (which
// needs one of its plain attacks), an off-hand attack or a Multi-Strike
// (which need a plain attack with one of the two weapons: handsLegal), a
// hold, or a close manoeuvre. It may say true when there is none.
func (b *Battle) targetsAny(u *unitState) bool {
	d, off := u.Drawn, offHand(u)
	if d < 0 || d >= len(u.Weapons) || off >= len(u.Weapons) {
		return true // nothing Legal makes: cannot tell
	}
	ws := &u.Weapons[d]
	usable := !ws.Lost && !ws.Broken && !ws.Dropped && !ws.Jammed && !(b.weapon(u, d).Thrown && ws.Ammo == 0)
	if usable || off >= 0 {
		var buf [8]string
		for i := range b.s.Units {
			t := &b.s.Units[i]
			if t.Side == u.Side || !t.Health.Active() {
				continue
			}
			if len(b.attacksOnTo(buf[:0], u, d, t)) > 0 || off >= 0 && len(b.attacksOnTo(buf[:0], u, off, t)) > 0 {
				return true
			}
		}
	}
	// Holds and close manoeuvres need an active unit next to u.
	near := false
	for i := range b.s.Units {
		if t := &b.s.Units[i]; t.ID != u.ID && t.Health.Active() && chebyshev(u.Pos, t.Pos) <= 1 {
			near = true
			break
		}
	}
	if !near {
		return false
	}
	cmd := func(action string, unit int, cost rules.Cost) rules.Command {
		return rules.Command{Version: b.s.Version, Side: u.Side, Action: action, Unit: unit, Target: rules.NoUnit, Cost: cost}
	}
	return namesTarget(b.swordpointLegal(u, cmd)) || namesTarget(b.closeLegal(u, cmd))
}

// namesTarget reports whether any of cs names a target.
func namesTarget(cs []rules.Command) bool {
	for i := range cs {
		if cs[i].Target != rules.NoUnit {
			return true
		}
	}
	return false
}
