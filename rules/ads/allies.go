package ads

import (
	"fmt"
	"strconv"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/dice"
)

// Defend Ally (§5.3, G3, G4, G25): when a unit is attacked, an ally next to
// it (G25) may defend it instead with a Block at -2, for 1 tick as a
// Reaction (the free Reaction makes it free; as a defensive reaction it may
// borrow). The defence prompt offers one answer per such ally: action
// "defend_ally", Unit the attacked unit (whose prompt it answers), Target
// the attacker, Option the protector's unit id, Cost the protector's price.
// The protector pays, counts the defence and rolls its own Block (Strength
// dT + Athletics) with its own stances and statuses (Total Defense applies,
// §5.3; so do Guarded, All-Out, Suppressed, Bloodied, Prone, Sprinting and
// its defences this round) and -2; the cover between the attacker and the
// attacked unit adds its bonus as it would to the unit's own defence. The
// attacked unit makes no defence roll of its own, and every effect of the
// attack (hits, damage, cover damage, statuses) lands on it.

// DefendAllyMod is Defend Ally's modifier to the protector's Block.
const DefendAllyMod = -2

// defendAllyLegal lists the Defend Ally answers to pending attack p on t:
// one per active ally next to t that can pay the reaction.
func (b *Battle) defendAllyLegal(t *unitState, p *pendingAttack, cmd func(string, int, rules.Cost) rules.Command) []rules.Command {
	var out []rules.Command
	for i := range b.s.Units {
		o := &b.s.Units[i]
		if o.ID == t.ID || o.Side != t.Side || !o.Health.Active() || chebyshev(o.Pos, t.Pos) != 1 || o.ID == p.Attacker || !b.wields(o) {
			continue
		}
		if c, ok := b.reactionCost(o, ticksOf("defend_ally")); ok {
			d := cmd("defend_ally", t.ID, c)
			d.Option = strconv.Itoa(o.ID)
			out = append(out, d)
		}
	}
	return out
}

// protectorOf returns the protector a Defend Ally command names.
func (b *Battle) protectorOf(c rules.Command) *unitState {
	id, err := strconv.Atoi(c.Option)
	if err != nil || id < 0 || id >= len(b.s.Units) {
		return nil
	}
	return &b.s.Units[id]
}

// defendAlly answers pending attack p with c, a Defend Ally: the protector
// pays and counts the defence, and the attack is rolled against its Block.
func (b *Battle) defendAlly(c rules.Command, p *pendingAttack, ev *[]rules.Event) {
	st := &b.s
	o := b.protectorOf(c)
	a, t := &st.Units[p.Attacker], &st.Units[p.Target]
	o.Defences++
	o.Ticks -= c.Cost.N
	if c.Cost.Reaction && o.FreeReaction {
		o.FreeReaction = false
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvReaction, Round: st.Round, Side: o.Side, Unit: o.ID, Target: a.ID, Action: c.Action, Cost: c.Cost,
		Text: fmt.Sprintf("%s defends %s", b.spec(o).Name, b.spec(t).Name)})
	id := o.ID
	p.Protector = &id
	b.roll(p, "defend_ally", ev)
}

// defendAllyRoll rolls the protector's Block for pending attack p by a,
// with its modifiers, the cover cu of the attacked unit and -2, and
// records it.
func (b *Battle) defendAllyRoll(p *pendingAttack, a *unitState, cu coverUse, ev *[]rules.Event) Total {
	o := &b.s.Units[*p.Protector]
	dice, rr, mods := b.defence(o, a, p, "block", o.Defences, cu)
	mods = append(mods, rules.Mod{Source: "defend ally", Value: DefendAllyMod})
	dp := RollPool(b.s.Dice, dice, rr)
	dt := NewTotal(dp.Successes, mods...)
	rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Round: b.s.Round, Unit: o.ID, Target: a.ID, Dice: dp.Faces(), Mods: dt.Mods, Total: dt.Value, Text: "defend_ally"})
	return dt
}

// defendAllySpec describes pending attack p for the odds when the
// protector named by c defends the attacked unit.
func (b *Battle) defendAllySpec(p *pendingAttack, c rules.Command) AttackSpec {
	spec := b.attackSpec(p, "no_defence")
	o := b.protectorOf(c)
	a, t := &b.s.Units[p.Attacker], &b.s.Units[p.Target]
	dd, rr, dm := b.defence(o, a, p, "block", o.Defences+1, b.coverFor(a, t))
	spec.DefenceDice, spec.DefenceRerolls = dd, rr
	spec.DefenceMods = append(dm, rules.Mod{Source: "defend ally", Value: DefendAllyMod})
	return spec
}

// Follow Step (§5.4, G3): when a unit Quick-Steps out of the melee reach of
// an opponent that was engaged with it (its weapon in hand is a melee
// weapon that reached the square the unit left), that opponent may step
// into the square left, for 1 tick as a Reaction (the free Reaction makes
// it free; it never borrows, not being a defence). The opportunity is a
// prompt of kind "follow_step" answered by "follow_step" (To the square
// left) or "hold". The square must be one step away for the follower as a
// Quick Step would take it (cost 1, no corner cutting) and still empty;
// a prone follower cannot. The step provokes nothing and leaves cover.

// followsStep reports whether o may follow u's Quick Step from `from` to
// `to`: o was in melee reach of from and is not of to.
func (b *Battle) followsStep(o *unitState, from, to grid.Pos) bool {
	w := b.weapon(o, o.Drawn)
	return w.Melee && chebyshev(o.Pos, from) <= w.Range && chebyshev(o.Pos, to) > w.Range
}

// followValid reports whether the Follow Step opportunity tr can still be
// taken.
func (b *Battle) followValid(tr *trigger) bool {
	o, t := &b.s.Units[tr.Unit], &b.s.Units[tr.Target]
	if !o.Health.Active() || !t.Health.Active() || o.Prone || tr.To == nil || b.unitAt(*tr.To) >= 0 {
		return false
	}
	if c, ok := b.reactionCost(o, ticksOf("follow_step")); !ok || o.Ticks < c.N {
		return false
	}
	_, r := b.reachSpots(o, QuickStepSquare)
	_, ok := r.Cost(*tr.To)
	return ok && *tr.To != o.Pos
}

// followStep moves o into the square tr names: a single step that
// provokes nothing.
func (b *Battle) followStep(o *unitState, tr trigger, ev *[]rules.Event) {
	st := &b.s
	to := *tr.To
	b.leaveCover(o, ev)
	rules.Emit(ev, rules.Event{Kind: rules.EvStep, Round: st.Round, Unit: o.ID, Target: rules.NoUnit, From: o.Pos, To: to})
	o.Facing = facing(o.Pos, to, o.Facing)
	o.Pos = to
}

// Aid Ally (§5.5, G27): when a unit is attacked, an ally next to it (as
// for Defend Ally, G25) may call a warning, for 1 tick as a Reaction (the
// free Reaction makes it free; not a defence, so it never borrows, G4).
// The defence prompt offers one "aid_ally" answer per such ally, named in
// Option like Defend Ally's. The aider tests its Awareness (Perception dT
// + Awareness, the relevant skill for seeing a threat coming), and every 3
// successes give the attacked unit +1 reroll of duds for its defence, which
// is Duck (the project pairs the aid with the free defence, so that one
// answer is one command); the unit's own Intelligence rerolls still apply.
// The odds are exact: a mixture over the aider's test.

// AidPerReroll is how many successes of the aider's test make one reroll.
const AidPerReroll = 3

// aidAllyLegal lists the Aid Ally answers to an attack on t: one per
// active ally next to t that can pay the reaction without borrowing.
func (b *Battle) aidAllyLegal(t *unitState, cmd func(string, int, rules.Cost) rules.Command) []rules.Command {
	var out []rules.Command
	for i := range b.s.Units {
		o := &b.s.Units[i]
		if o.ID == t.ID || o.Side != t.Side || !o.Health.Active() || chebyshev(o.Pos, t.Pos) != 1 {
			continue
		}
		if c, ok := b.reactionCost(o, ticksOf("aid_ally")); ok && o.Ticks >= c.N {
			d := cmd("aid_ally", t.ID, c)
			d.Option = strconv.Itoa(o.ID)
			out = append(out, d)
		}
	}
	return out
}

// aidPool returns the aider's Awareness pool: dice, and the flat skill
// with the aider's wound, Dazed and Stunned penalties.
func (b *Battle) aidPool(o *unitState) (int, []rules.Mod) {
	sp := b.spec(o)
	return sp.Per, appendTestMods([]rules.Mod{{Source: "awareness", Value: sp.Skill("awareness")}}, o)
}

// aidAlly answers pending attack p with c, an Aid Ally: the aider pays and
// tests, and the attacked unit ducks with the rerolls it earned.
func (b *Battle) aidAlly(c rules.Command, p *pendingAttack, ev *[]rules.Event) {
	st := &b.s
	o := b.protectorOf(c)
	a, t := &st.Units[p.Attacker], &st.Units[p.Target]
	o.Ticks -= c.Cost.N
	if c.Cost.Reaction && o.FreeReaction {
		o.FreeReaction = false
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvReaction, Round: st.Round, Side: o.Side, Unit: o.ID, Target: a.ID, Action: c.Action, Cost: c.Cost,
		Text: fmt.Sprintf("%s warns %s", b.spec(o).Name, b.spec(t).Name)})
	dice, flat := b.aidPool(o)
	pool := RollPool(st.Dice, dice, 0)
	tot := NewTotal(pool.Successes, flat...)
	p.AidRerolls = tot.Value / AidPerReroll
	rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Round: st.Round, Unit: o.ID, Target: t.ID, Dice: pool.Faces(), Mods: tot.Mods, Total: tot.Value, Value: p.AidRerolls,
		Text: fmt.Sprintf("aid ally: %d reroll(s) for %s", p.AidRerolls, b.spec(t).Name)})
	t.Defences++
	rules.Emit(ev, rules.Event{Kind: rules.EvReaction, Round: st.Round, Side: t.Side, Unit: t.ID, Target: a.ID, Action: "duck"})
	b.roll(p, "duck", ev)
}

// aidAllyOdds returns the odds of pending attack p when the aider named by
// c aids the target's Duck: the odds for each number of rerolls the
// aider's test can earn, weighted by its chance.
func (b *Battle) aidAllyOdds(p *pendingAttack, c rules.Command) rules.Odds {
	pool, flat := b.aidPool(b.protectorOf(c))
	byRerolls := map[int]float64{}
	maxRR := 0
	for v, q := range dice.AddFlat(poolDist(pool, 0), ModSum(flat)) {
		rr := v / AidPerReroll
		byRerolls[rr] += q
		maxRR = max(maxRR, rr)
	}
	var out rules.Odds
	was := p.AidRerolls
	defer func() { p.AidRerolls = was }()
	for rr := 0; rr <= maxRR; rr++ {
		q := byRerolls[rr]
		if q == 0 {
			continue
		}
		p.AidRerolls = rr
		o := b.attackOdds(b.attackSpec(p, "duck"))
		out.Hit += q * o.Hit
		out.Takedown += q * o.Takedown
		for len(out.Damage) < len(o.Damage) {
			out.Damage = append(out.Damage, 0)
		}
		for k, d := range o.Damage {
			out.Damage[k] += q * d
		}
		out.Mods = o.Mods
	}
	return out
}
