package ads

import (
	"sort"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/arcs"
)

// SprayArc is the full angle of Spray 'n Pray's arc, in degrees (§5.2).
const SprayArc = 45

// sprayState is a Spray 'n Pray in progress (G19): one attack roll whose
// dice serve every opponent in the arc, nearest first, each defending
// separately, until the weapon's Full-Auto count of them has been hit.
type sprayState struct {
	Attacker int   `json:"attacker"`
	Weapon   int   `json:"weapon"`
	Roll     Pool  `json:"roll"`
	Targets  []int `json:"targets"`
	Next     int   `json:"next"`
	Hits     int   `json:"hits"`
	// Missed stays true while every target so far was missed, for the
	// jam check after the last one.
	Missed bool `json:"missed"`
}

// sprayTargets lists the active opponents of u in the arc from u towards
// dir, out to half the weapon's range and in sight, nearest first (then
// by id).
func (b *Battle) sprayTargets(u *unitState, w WeaponSpec, dir grid.Pos) []int {
	var out []int
	for i := range b.s.Units {
		t := &b.s.Units[i]
		if t.Side == u.Side || !t.Health.Active() || !grid.InArc(u.Pos, dir, t.Pos, SprayArc, overwatchReach(w)) ||
			!b.clearLine(u.Pos, t.Pos) || b.hiddenBehindCover(u, t) {
			continue
		}
		out = append(out, t.ID)
	}
	sort.SliceStable(out, func(i, j int) bool {
		return grid.Distance(u.Pos, b.s.Units[out[i]].Pos) < grid.Distance(u.Pos, b.s.Units[out[j]].Pos)
	})
	return out
}

// sprayLegal lists u's Spray 'n Pray commands with weapon wi: one per
// compass direction whose arc holds an opponent.
func (b *Battle) sprayLegal(u *unitState, wi int, cmd func(string, int, rules.Cost) rules.Command) []rules.Command {
	w := b.weapon(u, wi)
	ws := &u.Weapons[wi]
	if w.Melee || w.RoF.Auto == 0 || ws.Jammed || ws.Ammo < w.RoF.Auto || u.Ticks < ticksOf("spray_and_pray") || u.Ran || u.TotalDefense {
		return nil
	}
	var out []rules.Command
	for _, d := range arcs.Dirs() {
		ts := b.sprayTargets(u, w, d.D)
		if len(ts) == 0 {
			continue
		}
		c := cmd("spray_and_pray", u.ID, tickCost(ticksOf("spray_and_pray")))
		c.Weapon, c.Option, c.To = wi, d.Name, b.s.Units[ts[0]].Pos
		out = append(out, c)
	}
	return out
}

// startSpray fires the spray of command c: it spends the Full-Auto count
// of ammunition, rolls the one attack roll, and queues the targets.
func (b *Battle) startSpray(u *unitState, c rules.Command, ev *[]rules.Event) {
	st := &b.s
	w := b.weapon(u, c.Weapon)
	u.Attacks++
	u.Attacked = true
	u.Weapons[c.Weapon].Ammo -= w.RoF.Auto
	rules.Emit(ev, rules.Event{Kind: rules.EvResource, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Text: "ammo", Value: u.Weapons[c.Weapon].Ammo})
	u.Facing = facing(u.Pos, c.To, u.Facing)
	sp := &sprayState{Attacker: u.ID, Weapon: c.Weapon, Targets: b.sprayTargets(u, w, arcs.Vector(c.Option)), Missed: true}
	sp.Roll = RollPool(st.Dice, b.attackDice(u, w), 0)
	rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Dice: sp.Roll.Faces(), Total: sp.Roll.Successes, Text: "spray 'n pray"})
	st.Spray = sp
}

// nextSpray makes the spray's next target's attack pending, or ends the
// spray (with its jam check) when no target is left or the Full-Auto count
// has hit. It reports whether an attack is now pending.
func (b *Battle) nextSpray(ev *[]rules.Event) bool {
	st := &b.s
	sp := st.Spray
	a := &st.Units[sp.Attacker]
	w := b.weapon(a, sp.Weapon)
	for sp.Next < len(sp.Targets) && sp.Hits < w.RoF.Auto && a.Health.Active() {
		t := &st.Units[sp.Targets[sp.Next]]
		sp.Next++
		if !t.Health.Active() {
			continue
		}
		p := &pendingAttack{Attacker: a.ID, Target: t.ID, Action: "spray_and_pray", Weapon: sp.Weapon, Bullets: 1, Number: a.Attacks}
		st.Pending = p
		rules.Emit(ev, rules.Event{Kind: rules.EvShot, Round: st.Round, Unit: a.ID, Target: t.ID, Value: sp.Next, Text: "spray 'n pray"})
		pr := b.Prompt()
		rules.Emit(ev, rules.Event{Kind: rules.EvPrompt, Round: st.Round, Side: pr.Side, Unit: pr.Unit, Target: a.ID, Text: pr.Text})
		return true
	}
	st.Spray = nil
	b.jamCheck(a, sp.Weapon, !sp.Missed, NewTotal(sp.Roll.Successes, rules.Mod{Source: "spray 'n pray", Value: -3}).Value, ev)
	return false
}
