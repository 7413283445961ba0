//go:build !js

package teamturn

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
	if err := kitstate.CheckCounts(s.Round, MaxRounds, len(s.Sides), len(s.Units), s.Winner); err != nil {
		return err
	}
	if len(s.Teams) != len(s.Sides) || s.Team < 0 || s.Team >= len(s.Teams) {
		return errorf("the team order does not list every side once")
	}
	seenSide := make([]bool, len(s.Sides))
	for _, t := range s.Teams {
		if t < 0 || t >= len(s.Sides) || seenSide[t] {
			return errorf("the team order does not list every side once")
		}
		seenSide[t] = true
	}
	n := len(s.Units)
	for i := range s.Units {
		u := &s.Units[i]
		sp, ok := b.content.Unit(u.Template)
		if err := kitstate.CheckUnit(f, i, u.Template, ok, u.ID, u.Side, len(s.Sides), u.Pos); err != nil {
			return err
		}
		switch {
		case len(u.Integrity) != len(sp.Weapons) || len(u.Charged) != len(sp.Weapons):
			return errorf("unit %d: weapons do not match its template", i)
		case u.HP > sp.MaxHP || u.HP < -1000:
			return errorf("unit %d: HP %d out of range", i, u.HP)
		case u.Fails < 0 || u.Fails > 3 || u.Saves < 0 || u.Saves > 3 || u.Facing < 0 || u.Facing > 3:
			return errorf("unit %d: death checks or facing out of range", i)
		case u.ReadyWeapon < 0 || u.ReadyWeapon >= len(sp.Weapons):
			return errorf("unit %d: its readied weapon %d is none of its weapons", i, u.ReadyWeapon)
		case len(u.Counters) > 16:
			return errorf("unit %d: %d counter types", i, len(u.Counters))
		case u.ReadyFrom != "" && u.ReadyFrom != tierMove:
			return errorf("unit %d: a readied action held from %.40q, not the Base or the Move", i, u.ReadyFrom)
		case u.Traded != "" && u.Traded != tierMove && u.Traded != tierQuick:
			return errorf("unit %d: a Base traded down to %.40q, not a Move or a Quick", i, u.Traded)
		}
		for wi, v := range u.Integrity {
			w, _ := b.content.Weapon(sp.Weapons[wi])
			if v < 0 || v > w.Integrity {
				return errorf("unit %d: weapon %d's integrity %d out of range", i, wi, v)
			}
		}
		for _, c := range u.Counters {
			if c.Type == "" || c.N < 1 || c.N > 100 {
				return errorf("unit %d: counter %q %d out of range", i, c.Type, c.N)
			}
		}
		if err := pools.Check(u.Slots); err != nil {
			return errorf("unit %d: %v", i, err)
		}
	}
	if len(s.Paused) > 2*n+2 {
		return errorf("%d windows and walks set aside", len(s.Paused))
	}
	if err := b.checkUnderWay(s.Window, s.Walk); err != nil {
		return err
	}
	for _, p := range s.Paused {
		if p.Window == nil && p.Walk == nil {
			return errorf("a window or walk set aside is empty")
		}
		if err := b.checkUnderWay(p.Window, p.Walk); err != nil {
			return err
		}
	}
	return nil
}

// checkUnderWay validates a reaction window and a walk, either nil.
func (b *Battle) checkUnderWay(w *window, k *walk) error {
	s, f := &b.S, b.Field()
	n := len(s.Units)
	idx := func(i int) bool { return i >= 0 && i < n }
	if w != nil {
		if (w.Kind != kindOpportunity && w.Kind != kindReady) || !idx(w.Unit) || !idx(w.Attacker) || len(w.Queue) > n || slices.ContainsFunc(w.Queue, func(i int) bool { return !idx(i) }) {
			return errorf("the reaction window names no unit")
		}
		if (w.Trigger != "" && w.Trigger != triggerAlly) || (w.Trigger == triggerAlly && (w.Kind != kindReady || !idx(w.Ally))) {
			return errorf("the reaction window's trigger is broken")
		}
	}
	if k != nil {
		if !idx(k.Unit) || len(k.Path) > f.W*f.H || len(k.Inside) != n || len(k.Provoked) > n || len(k.Triggered) > n ||
			slices.ContainsFunc(k.Provoked, func(i int) bool { return !idx(i) }) || slices.ContainsFunc(k.Triggered, func(i int) bool { return !idx(i) }) {
			return errorf("the walk under way is broken")
		}
		for _, p := range k.Path {
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
	b := &Battle{content: r.content, odds: r.odds, sight: r.sight.On(f)}
	battle.Init(&b.Core, rulesetID, f)
	if err := battle.Load(&b.Core, data, b.check); err != nil {
		return nil, err
	}
	b.resolve()
	return b, nil
}
