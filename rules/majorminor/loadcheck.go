//go:build !js

package majorminor

import (
	"slices"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/battle"
	kitstate "sightline/rules/kit/state"
)

// check validates a loaded state: every index, count and name it reads,
// so that a broken save is one error and never a panic.
func (b *Battle) check() error {
	s, f := &b.S, b.Field()
	if err := kitstate.CheckOrigin(s.Ruleset, rulesetID, s.Dice != nil); err != nil {
		return err
	}
	if s.Phase != phaseApproach && s.Phase != phaseCombat {
		return errorf("unknown phase %q", s.Phase)
	}
	if err := kitstate.CheckCounts(s.Round, MaxRounds, len(s.Sides), len(s.Units), s.Winner); err != nil {
		return err
	}
	n := len(s.Units)
	idx := func(i int, none bool) bool { return (none && i == -1) || (i >= 0 && i < n) }
	for i := range s.Units {
		u := &s.Units[i]
		sp, ok := b.content.Unit(u.Template)
		if err := kitstate.CheckUnit(f, i, u.Template, ok, u.ID, u.Side, len(s.Sides), u.Pos); err != nil {
			return err
		}
		switch {
		case len(u.Broken) != len(sp.Weapons) || u.Held < 0 || u.Held >= len(sp.Weapons):
			return errorf("unit %d: weapons do not match its template", i)
		case u.HP > sp.MaxHP || u.HP < -2*sp.MaxHP-50:
			return errorf("unit %d: HP %d out of range", i, u.HP)
		case !idx(u.Grappling, true) || !idx(u.GrappledBy, true):
			return errorf("unit %d: grapple names no unit", i)
		case u.Defense < -100 || u.Defense > 200 || u.Facing < 0 || u.Facing > 3:
			return errorf("unit %d: defense or facing out of range", i)
		}
		if err := pools.Check(u.Slots); err != nil {
			return errorf("unit %d: %v", i, err)
		}
	}
	if len(s.Order) != n || s.Turn < 0 || s.Turn >= n {
		return errorf("the turn order does not list every unit once")
	}
	seen := make([]bool, n)
	for _, id := range s.Order {
		if id < 0 || id >= n || seen[id] {
			return errorf("the turn order does not list every unit once")
		}
		seen[id] = true
	}
	if !idx(s.Initiator, true) {
		return errorf("initiator %d is no unit", s.Initiator)
	}
	if w := s.Window; w != nil {
		if (w.Kind != kindOpportunity && w.Kind != kindAssist) || !idx(w.Unit, false) || !idx(w.Attacker, false) || slices.ContainsFunc(w.Queue, func(i int) bool { return !idx(i, false) }) {
			return errorf("the reaction window names no unit")
		}
		if w.Kind == kindAssist {
			p := w.Attack
			if p == nil || !idx(p.Attacker, false) || !idx(p.Target, false) || p.Weapon < 0 || p.Weapon >= len(s.Units[p.Attacker].Broken) || p.Adjust < -300 || p.Adjust > 300 {
				return errorf("the pending attack is broken")
			}
		}
	}
	if w := s.Walk; w != nil {
		if !idx(w.Unit, false) || len(w.Path) > f.W*f.H {
			return errorf("the walk under way is broken")
		}
		for _, p := range w.Path {
			if !f.In(p) {
				return errorf("the walk under way leaves the map")
			}
		}
	}
	return nil
}

// Load restores a saved battle onto f, checking every index and count it
// reads, so that a broken save is one error, never a panic.
func (r *Ruleset) Load(data []byte, f *grid.Field) (rules.Battle, error) {
	b := &Battle{content: r.content, sight: r.sight.On(f)}
	battle.Init(&b.Core, rulesetID, f)
	if err := battle.Load(&b.Core, data, b.check); err != nil {
		return nil, err
	}
	return b, nil
}
