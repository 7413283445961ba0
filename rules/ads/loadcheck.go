//go:build !js

package ads

import (
	"encoding/json"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/arcs"
	kstate "sightline/rules/kit/state"
)

// The limits a saved battle's numbers must keep to: far beyond what play
// reaches, so that only a broken or edited save meets them, and small
// enough that no count of them makes a loop or a list without end.
const (
	loadMaxUnits   = 64
	loadMaxSides   = 4
	loadMaxRound   = 1 << 20
	loadMaxCount   = 1000 // attacks, defences, shots, successes and the like
	loadMaxHealth  = 10000
	loadMaxDice    = 100 // dice in a saved roll
	loadMaxBullets = 100
)

// checkState reports the first thing in s, a battle just read from a save,
// that play could never have made and that the rules would trip over: a
// unit, weapon or square index out of range, a count out of all proportion,
// an unknown weapon or direction. It says nothing of the rules' finer
// points (who may be grappling whom): an edited save that passes plays on
// by the rules from its strange state, and never panics.
func (r *Ruleset) checkState(s *state, f *grid.Field) error {
	n := len(s.Units)
	if n == 0 || n > loadMaxUnits {
		return errorf("%d units (1 to %d)", n, loadMaxUnits)
	}
	if len(s.Sides) < 2 || len(s.Sides) > loadMaxSides {
		return errorf("%d sides (2 to %d)", len(s.Sides), loadMaxSides)
	}
	if s.Round < 1 || s.Round > loadMaxRound {
		return errorf("round %d", s.Round)
	}
	if s.Winner < -1 || s.Winner >= len(s.Sides) {
		return errorf("winner %d of %d sides", s.Winner, len(s.Sides))
	}
	if s.Grapples < 0 || s.Grapples > loadMaxRound {
		return errorf("%d grapples begun", s.Grapples)
	}
	c := loadCheck{r: r, s: s, f: f}
	for i := range s.Units {
		if err := c.unit(i); err != nil {
			return errorf("unit %d: %v", i, err)
		}
	}
	if err := kstate.CheckIDs("turn order", s.Order, n, n); err != nil {
		return err
	}
	if s.Turn < 0 || s.Turn > len(s.Order) {
		return errorf("turn %d of an order of %d", s.Turn, len(s.Order))
	}
	if err := c.attack(s.Pending); err != nil {
		return errorf("pending attack: %v", err)
	}
	if m := s.Moving; m != nil {
		if err := c.move(m); err != nil {
			return errorf("move under way: %v", err)
		}
	}
	if sp := s.Spray; sp != nil {
		if err := c.spray(sp); err != nil {
			return errorf("spray under way: %v", err)
		}
	}
	if len(s.Triggers) > loadMaxCount {
		return errorf("%d opportunities waiting", len(s.Triggers))
	}
	for i := range s.Triggers {
		if err := c.trigger(&s.Triggers[i]); err != nil {
			return errorf("opportunity %d: %v", i, err)
		}
	}
	for i, sec := range s.Covers {
		if !kstate.InRange(sec.AP, loadMaxHealth) || !kstate.InRange(sec.SP, loadMaxHealth) || !kstate.InRange(sec.Damage, loadMaxHealth) {
			return errorf("cover section %d: armour %d, structure %d, damage %d", i, sec.AP, sec.SP, sec.Damage)
		}
	}
	return nil
}

// loadCheck is checkState's view of the state it checks.
type loadCheck struct {
	r *Ruleset
	s *state
	f *grid.Field
}

// isUnit reports whether id names one of the units.
func (c *loadCheck) isUnit(id int) bool { return kstate.IsIndex(id, len(c.s.Units)) }

// isWeapon reports whether w is an index into unit id's weapons.
func (c *loadCheck) isWeapon(id, w int) bool {
	return c.isUnit(id) && w >= 0 && w < len(c.s.Units[id].Weapons)
}

// unit checks unit i.
func (c *loadCheck) unit(i int) error {
	u := &c.s.Units[i]
	switch {
	case u.ID != i:
		return errorf("has id %d", u.ID)
	case u.Side < 0 || u.Side >= len(c.s.Sides):
		return errorf("side %d of %d", u.Side, len(c.s.Sides))
	case !c.f.In(u.Pos):
		return errorf("stands off the map at %v", u.Pos)
	case u.Facing < 0 || u.Facing > 7:
		return errorf("facing %d", u.Facing)
	}
	spec, ok := c.r.content.Unit(u.Template)
	if !ok {
		return errorf("unknown unit template %q", u.Template)
	}
	h := u.Health
	if !kstate.InRange(h.Base, loadMaxHealth) || h.Stamina < -loadMaxHealth || h.Stamina > loadMaxHealth || h.MaxWounds < 1 || h.MaxWounds > loadMaxHealth || !kstate.InRange(h.Wounds, h.MaxWounds) {
		return errorf("health: stamina %d of %d, %d wounds of %d", h.Stamina, h.Base, h.Wounds, h.MaxWounds)
	}
	if u.Ticks < -loadMaxCount || u.Ticks > loadMaxCount {
		return errorf("%d ticks", u.Ticks)
	}
	for _, v := range []int{u.Attacks, u.Defences, u.Delays, u.CoverRound, u.GuardedRound, u.Grapple, u.GrappleBonus, u.Dying,
		u.Aff.DazedRounds, u.Aff.StunnedRounds, u.Lasting.Distracted} {
		if !kstate.InRange(v, loadMaxRound) {
			return errorf("a count of %d", v)
		}
	}
	// A unit keeps its template's weapons, in order, all battle long (a
	// weapon taken or broken is marked, never removed), and after them the
	// weapons it took from others (takedown.go).
	if len(u.Weapons) < len(spec.Weapons) || len(u.Weapons) > len(spec.Weapons)+loadMaxUnits {
		return errorf("carries %d weapons, a %s %d", len(u.Weapons), u.Template, len(spec.Weapons))
	}
	for wi, w := range u.Weapons {
		if wi < len(spec.Weapons) && w.ID != spec.Weapons[wi] {
			return errorf("weapon %d is %q, a %s's is %q", wi, w.ID, u.Template, spec.Weapons[wi])
		}
		if _, ok := c.r.content.Weapon(w.ID); !ok {
			return errorf("weapon %d is an unknown %q", wi, w.ID)
		}
		if !kstate.InRange(w.Ammo, loadMaxCount) {
			return errorf("weapon %d holds %d rounds", wi, w.Ammo)
		}
	}
	if !c.isWeapon(i, u.Drawn) {
		return errorf("draws weapon %d of %d", u.Drawn, len(u.Weapons))
	}
	if u.Off < 0 || u.Off > len(u.Weapons) {
		return errorf("holds weapon %d of %d in its off hand", u.Off-1, len(u.Weapons))
	}
	if o := u.Overwatch; o != nil {
		if !c.isWeapon(i, o.Weapon) || arcs.Vector(o.Dir) == (grid.Pos{}) || !kstate.InRange(o.Shots, loadMaxCount) {
			return errorf("overwatch with weapon %d towards %q", o.Weapon, o.Dir)
		}
	}
	if u.Suppressed && !c.isUnit(u.SuppressedBy) {
		return errorf("suppressed by unit %d", u.SuppressedBy)
	}
	if u.Pinned && !c.isUnit(u.PinnedBy) {
		return errorf("pinned by unit %d", u.PinnedBy)
	}
	if sp := u.Swordpoint; sp != nil && (!c.isUnit(sp.Target) || !c.isWeapon(i, sp.Weapon)) {
		return errorf("holds unit %d at swordpoint with weapon %d", sp.Target, sp.Weapon)
	}
	return nil
}

// attack checks an attack waiting on a defence, or nil.
func (c *loadCheck) attack(p *pendingAttack) error {
	if p == nil {
		return nil
	}
	switch {
	case !c.isUnit(p.Attacker) || !c.isUnit(p.Target):
		return errorf("unit %d attacks unit %d", p.Attacker, p.Target)
	case p.Weapon != -1 && !c.isWeapon(p.Attacker, p.Weapon):
		return errorf("with weapon %d", p.Weapon)
	case !kstate.InRange(p.Bullets, loadMaxBullets) || !kstate.InRange(p.Number, loadMaxCount) || !kstate.InRange(p.Assist, loadMaxCount) || !kstate.InRange(p.AidRerolls, loadMaxCount):
		return errorf("%d bullets, attack %d, %d assists, %d rerolls", p.Bullets, p.Number, p.Assist, p.AidRerolls)
	case p.Protector != nil && !c.isUnit(*p.Protector):
		return errorf("defended by unit %d", *p.Protector)
	}
	if p.Preset != nil {
		if err := checkPool(&p.Preset.Roll); err != nil {
			return err
		}
	}
	return nil
}

// move checks a move under way.
func (c *loadCheck) move(m *moveState) error {
	if !c.isUnit(m.Unit) {
		return errorf("of unit %d", m.Unit)
	}
	if err := kstate.CheckPath(c.f, m.Path, m.Next); err != nil {
		return err
	}
	if err := kstate.CheckIDs("list of units asked", m.Asked, len(c.s.Units), len(c.s.Units)); err != nil {
		return err
	}
	if err := c.attack(m.Then); err != nil {
		return errorf("its attack: %v", err)
	}
	if err := c.attack(m.Resume); err != nil {
		return errorf("the attack it answers: %v", err)
	}
	return nil
}

// spray checks a Spray and Pray under way.
func (c *loadCheck) spray(sp *sprayState) error {
	switch {
	case !c.isWeapon(sp.Attacker, sp.Weapon):
		return errorf("unit %d with weapon %d", sp.Attacker, sp.Weapon)
	case len(sp.Targets) > len(c.s.Units) || sp.Next < 0 || sp.Next > len(sp.Targets) || !kstate.InRange(sp.Hits, loadMaxCount):
		return errorf("target %d of %d, %d hits", sp.Next, len(sp.Targets), sp.Hits)
	}
	for _, id := range sp.Targets {
		if !c.isUnit(id) {
			return errorf("target unit %d", id)
		}
	}
	return checkPool(&sp.Roll)
}

// trigger checks an opportunity waiting.
func (c *loadCheck) trigger(t *trigger) error {
	if _, ok := triggerWindows.Of(t.Kind); !ok {
		return errorf("unknown kind %q", t.Kind)
	}
	switch {
	case !c.isUnit(t.Unit) || !c.isUnit(t.Target):
		return errorf("unit %d against unit %d", t.Unit, t.Target)
	case t.Weapon != -1 && !c.isWeapon(t.Unit, t.Weapon):
		return errorf("with weapon %d", t.Weapon)
	case t.To != nil && !c.f.In(*t.To):
		return errorf("a step off the map to %v", *t.To)
	}
	return nil
}

// checkPool checks a saved roll: a few dice of ten sides.
func checkPool(p *Pool) error { return p.Check(10, loadMaxDice) }

// Load restores a battle written by Battle.Save onto its field.
func (r *Ruleset) Load(data []byte, f *grid.Field) (rules.Battle, error) {
	b := &Battle{field: f, content: r.content}
	r.memos.attach(b)
	if err := json.Unmarshal(data, &b.s); err != nil {
		return nil, errorf("ads: saved battle: %v", err)
	}
	if b.s.Ruleset != "" && b.s.Ruleset != "ads" {
		return nil, errorf("ads: saved battle is for ruleset %q", b.s.Ruleset)
	}
	if b.s.Dice == nil {
		return nil, errorf("ads: saved battle has no dice state")
	}
	if f == nil || len(b.s.Covers) != len(f.Covers) {
		return nil, errorf("ads: saved battle does not match the field's cover sections")
	}
	if err := r.checkState(&b.s, f); err != nil {
		return nil, errorf("ads: saved battle: %v", err)
	}
	return b, nil
}
