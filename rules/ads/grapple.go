package ads

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/kit/dice"
)

// Grapples (§5.1, §5.3 Grapple Defense, §5.5 Grapple Assist, §9 Grappled
// and Pinned, G13, G24, G26).
//
// A grapple is a numbered group of units (unitState.Grapple). Grapple (3
// ticks) is a Melee test on an adjacent enemy that it resists with Duck,
// Dodge or Grapple Defense; a win puts both in a new grapple. A unit next
// to a participant joins the grapple for free, without a test. Grappled
// units may not move and may only End Turn, Delay and take the grapple
// actions; they make no Reaction Strikes or opportunity shots, and defend
// without moving (no Dive for Cover, no Take Cover). A grapple holds while
// active participants of two sides are in it: a unit out of the fight
// leaves it, Break Free (3 ticks, opposed) leaves it, and when one side is
// left every remaining participant is let go.

// Fists is the unarmed attack every unit has: 1 damage plus Strength, a
// light melee weapon used by Grapple Strike and Pummel when no light
// weapon is in hand, and by Grapple, Disarm and Trip.
var Fists = WeaponSpec{ID: "fists", Name: "Fists", Damage: 1, Range: 1, Melee: true, Light: true}

// testPool is a test's pool: the characteristic's dice and a skill's rank
// added flat.
type testPool struct {
	skill string
	dice  int
	rank  int
}

// mod is the pool's skill rank as a modifier, named as the other rolls
// name it ("melee skill", "athletics", "acrobatics").
func (p testPool) mod() rules.Mod {
	if p.skill == "melee" {
		return rules.Mod{Source: "melee skill", Value: p.rank}
	}
	return rules.Mod{Source: p.skill, Value: p.rank}
}

// pool returns u's pool for a skill: Melee and Acrobatics on Agility,
// Athletics on Strength (G24).
func (b *Battle) pool(u *unitState, skill string) testPool {
	sp := b.spec(u)
	dice := sp.Ag
	if skill == "athletics" {
		dice = sp.Str
	}
	return testPool{skill: skill, dice: dice, rank: sp.Skill(skill)}
}

// bestPool returns the pool among skills with the most successes on
// average (a dT averages 0.625 successes), the first on a tie: the engine
// picks for a unit that may choose its pool.
func (b *Battle) bestPool(u *unitState, skills ...string) testPool {
	var best testPool
	for i, s := range skills {
		p := b.pool(u, s)
		if i == 0 || 5*p.dice+8*p.rank > 5*best.dice+8*best.rank {
			best = p
		}
	}
	return best
}

// testMods are the status modifiers on a unit's skill tests.
func testMods(u *unitState) []rules.Mod {
	return appendTestMods(nil, u)
}

// appendTestMods appends testMods(u) to mods and returns it.
func appendTestMods(mods []rules.Mod, u *unitState) []rules.Mod {
	if wp := WoundPenalty(u.Health.Stamina, u.Health.Wounds); wp != 0 {
		mods = append(mods, rules.Mod{Source: "wounds", Value: wp})
	}
	if u.Aff.Dazed() {
		mods = append(mods, rules.Mod{Source: "dazed", Value: -1})
	}
	if u.Aff.StunnedRounds > 0 {
		mods = append(mods, rules.Mod{Source: "stunned", Value: -2})
	}
	return mods
}

// test rolls u's pool with its flat modifiers and records the roll.
func (b *Battle) test(u *unitState, other int, pl testPool, what string, extra []rules.Mod, ev *[]rules.Event) Total {
	p := RollPool(b.s.Dice, pl.dice, 0)
	mods := append([]rules.Mod{pl.mod()}, extra...)
	t := NewTotal(p.Successes, append(mods, testMods(u)...)...)
	rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Round: b.s.Round, Unit: u.ID, Target: other, Dice: p.Faces(), Mods: t.Mods, Total: t.Value,
		Text: fmt.Sprintf("%s (%s)", what, pl.skill)})
	return t
}

// opposed rolls u's pool against t's and reports whether u won: ties go
// to the resisting side (G13).
func (b *Battle) opposed(u, t *unitState, up, tp testPool, what string, extra []rules.Mod, ev *[]rules.Event) bool {
	a := b.test(u, t.ID, up, what, extra, ev)
	d := b.test(t, u.ID, tp, what+", resisting", nil, ev)
	return a.Value > d.Value
}

func sameGrapple(a, t *unitState) bool { return a.Grapple != 0 && a.Grapple == t.Grapple }

// inHand reports whether u holds its drawn weapon.
// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func inHand(u *unitState) bool {
	ws := u.Weapons[u.Drawn]
	return !ws.Dropped && !ws.Lost
}

// lightWeapon returns the weapon u strikes with in a grapple: the drawn
// weapon when it is light and can be used (a ranged one loaded and not
// jammed; melee only for a Pummel), else fists (-1).
func (b *Battle) lightWeapon(u *unitState, meleeOnly bool) int {
	if !inHand(u) {
		return -1
	}
	w, ws := b.weapon(u, u.Drawn), u.Weapons[u.Drawn]
	if !w.Light || (!w.Melee && (meleeOnly || ws.Jammed || ws.Ammo < 1)) {
		return -1
	}
	return u.Drawn
}

// grappleStatuses returns the grapple statuses u shows.
func grappleStatuses(u *unitState) statusSet {
	return statusIf(u.Grapple != 0, stGrappled) | statusIf(u.Pinned, stPinned)
}

// weaponLabel names a carried weapon, marking one broken, taken or
// dropped.
func weaponLabel(name string, ws weaponState) string {
	switch {
	case ws.Broken:
		return name + " (broken)"
	case ws.Lost:
		return name + " (taken)"
	case ws.Dropped:
		return name + " (dropped)"
	}
	return name
}

// isTest reports whether a pending attack is a test with an effect
// instead of damage: Grapple, Disarm and Trip.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func isTest(action string) bool { return actionIndex.Marked(action, markTest) }

// grappleDefences adjusts the defence answers to pending attack p on t: a
// Grapple is resisted with Duck, Dodge or Grapple Defense; Disarm and Trip
// with Duck, Dodge or Block (its pool is Strength dT + Athletics, the
// Athletics resistance); a Pinned unit has only Grapple Defense (§9) and
// answers every attack with it; a grappled unit does not move to defend.
func (b *Battle) grappleDefences(t *unitState, p *pendingAttack, out []rules.Command, cmd func(string, int, rules.Cost) rules.Command) []rules.Command {
	keep := func(ok func(string) bool) []rules.Command {
		res := out[:0]
		for _, c := range out {
			if ok(c.Action) {
				res = append(res, c)
			}
		}
		return res
	}
	gd := func() []rules.Command {
		if c, ok := b.reactionCost(t, ticksOf("grapple_defense")); ok {
			return []rules.Command{cmd("grapple_defense", t.ID, c)}
		}
		return nil
	}
	switch {
	case t.Pinned:
		out = keep(func(a string) bool { return a == "no_defence" })
		return append(out, gd()...)
	case p.Action == "grapple":
		out = keep(func(a string) bool { return a == "no_defence" || a == "duck" || a == "dodge" })
		return append(out, gd()...)
	case p.Action == "pummel":
		out = keep(func(a string) bool { return a == "no_defence" })
		return append(out, gd()...)
	case p.Action == "disarm" || p.Action == "trip":
		return keep(func(a string) bool { return a == "no_defence" || a == "duck" || a == "dodge" || a == "block" })
	case t.Grapple != 0:
		return keep(func(a string) bool { return a != "dive_for_cover" && a != "take_cover" })
	}
	return out
}

// grappleAttackMods are the grapple modifiers on attack p by a on t: the
// manoeuvres' own (Pummel +3, Disarm -1, Trip -2), +1 between grappled
// units (§9), and the Grapple Assist successes.
func (b *Battle) grappleAttackMods(a, t *unitState, p *pendingAttack) []rules.Mod {
	var mods []rules.Mod
	switch p.Action {
	case "pummel":
		mods = append(mods, rules.Mod{Source: "pummel", Value: 3})
	case "disarm":
		mods = append(mods, rules.Mod{Source: "disarm", Value: -1})
	case "trip":
		mods = append(mods, rules.Mod{Source: "trip", Value: -2})
	}
	if a.Grapple != 0 && t.Grapple != 0 {
		mods = append(mods, rules.Mod{Source: "grappled vs grappled", Value: 1})
	}
	if p.Assist > 0 {
		mods = append(mods, rules.Mod{Source: "grapple assist", Value: p.Assist})
	}
	return mods
}

// grappleDefenceMods are the grapple modifiers on t's defence against a:
// -3 for a grappled unit against an opponent not grappled (§9).
func (b *Battle) grappleDefenceMods(t, a *unitState) []rules.Mod {
	if t.Grapple != 0 && a.Grapple == 0 {
		return []rules.Mod{{Source: "grappled", Value: -3}}
	}
	return nil
}

// bulletsOf is the number of projectiles (or blows) of attack p with totals
// at and dt: a Pummel's margin m gives 1 + floor((m-1)/2) hits, and its
// Margins then fall by 2 a hit, exactly that many reaching 1 (§5.1, §11
// example 7).
func bulletsOf(p *pendingAttack, at, dt int) int {
	if p.Action == "pummel" {
		return max(1, PummelHits(at-dt))
	}
	return p.Bullets
}

// grappledLegal lists the grapple actions of u, which is in a grapple: a
// Pinned unit may only Break Pin; the others Break Free, Grapple Strike,
// Pin, Break Pin for an ally, Choke Out, Pummel whom they pinned, Disarm
// and Grapple Assist. Attacks never borrow (G4).
func (b *Battle) grappledLegal(u *unitState, cmd func(string, int, rules.Cost) rules.Command) []rules.Command {
	var out []rules.Command
	add := func(action string, target int) {
		n := ticksOf(action)
		if u.Ticks < n {
			return
		}
		c := cmd(action, u.ID, tickCost(n))
		c.Target, c.Weapon, c.To = target, u.Drawn, b.s.Units[target].Pos
		out = append(out, c)
	}
	if u.Pinned {
		add("break_pin", u.ID)
		return out
	}
	if n := ticksOf("break_free"); u.Ticks >= n {
		out = append(out, cmd("break_free", u.ID, tickCost(n)))
	}
	for i := range b.s.Units {
		t := &b.s.Units[i]
		if t.ID == u.ID || !sameGrapple(u, t) || !t.Health.Active() {
			continue
		}
		if t.Side == u.Side {
			if t.Pinned {
				add("break_pin", t.ID)
			}
			add("grapple_assist", t.ID)
			continue
		}
		add("grapple_strike", t.ID)
		if !t.Pinned {
			add("pin", t.ID)
		}
		add("choke_out", t.ID)
		if t.Pinned && t.PinnedBy == u.ID {
			add("pummel", t.ID)
		}
		if inHand(t) {
			add("disarm", t.ID)
		}
	}
	return out
}

// closeLegal lists the close-quarters actions of u, not in a grapple:
// Grapple an adjacent enemy (or join a grapple next to it, free), Disarm
// and Trip an adjacent enemy.
func (b *Battle) closeLegal(u *unitState, cmd func(string, int, rules.Cost) rules.Command) []rules.Command {
	if u.Ran || u.TotalDefense {
		return nil
	}
	var out []rules.Command
	add := func(action string, t *unitState, n int) {
		if u.Ticks < n {
			return
		}
		c := cmd(action, u.ID, tickCost(n))
		c.Target, c.Weapon, c.To = t.ID, u.Drawn, t.Pos
		out = append(out, c)
	}
	for i := range b.s.Units {
		t := &b.s.Units[i]
		if t.ID == u.ID || !t.Health.Active() || chebyshev(u.Pos, t.Pos) > 1 || b.hiddenBehindCover(u, t) || b.hiddenBehindCover(t, u) {
			continue
		}
		if t.Grapple != 0 {
			add("grapple", t, 0) // joining (§4: free)
		} else if t.Side != u.Side {
			add("grapple", t, ticksOf("grapple"))
		}
		if t.Side == u.Side {
			continue
		}
		if inHand(t) {
			add("disarm", t, ticksOf("disarm"))
		}
		if !t.Prone {
			add("trip", t, ticksOf("trip"))
		}
	}
	return out
}

// applyGrapple starts a grapple with a test, or joins one under way for
// free (§4).
func applyGrapple(b *Battle, c rules.Command, ev *[]rules.Event) {
	u, t := &b.s.Units[c.Unit], &b.s.Units[c.Target]
	if t.Grapple != 0 {
		b.joinGrapple(u, t.Grapple, ev)
		return
	}
	b.declareTest(u, c, -1, ev)
}

// applyTest declares Disarm, Trip, Grapple Strike or Pummel, the last
// two with a light weapon in hand or fists.
func applyTest(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	wi := -1
	if c.Action == "grapple_strike" || c.Action == "pummel" {
		wi = b.lightWeapon(u, c.Action == "pummel")
	}
	b.declareTest(u, c, wi, ev)
}

func applyBreakFree(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	foe := b.strongestFoe(u)
	if foe == nil {
		return
	}
	if b.opposed(u, foe, b.bestPool(u, "melee", "athletics"), b.bestPool(foe, "melee", "athletics"), "Break Free", nil, ev) {
		b.leaveGrapple(u, ev)
	}
}

func applyPin(b *Battle, c rules.Command, ev *[]rules.Event) {
	u, t := &b.s.Units[c.Unit], &b.s.Units[c.Target]
	if b.opposed(u, t, b.bestPool(u, "melee", "athletics"), b.bestPool(t, "melee", "athletics"), "Pin", b.useAssist(u), ev) {
		t.Pinned, t.PinnedBy = true, u.ID
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: b.s.Round, Unit: t.ID, Target: u.ID, Status: "pinned"})
	}
}

func applyBreakPin(b *Battle, c rules.Command, ev *[]rules.Event) {
	u, t := &b.s.Units[c.Unit], &b.s.Units[c.Target]
	pinner := &b.s.Units[t.PinnedBy]
	if b.opposed(u, pinner, b.bestPool(u, "melee", "acrobatics"), b.bestPool(pinner, "melee", "athletics"), "Break Pin", b.useAssist(u), ev) {
		b.unpin(t, ev)
	}
}

func applyChokeOut(b *Battle, c rules.Command, ev *[]rules.Event) {
	u, t := &b.s.Units[c.Unit], &b.s.Units[c.Target]
	u.Attacked = true
	if b.opposed(u, t, b.pool(u, "athletics"), b.pool(t, "athletics"), "Choke Out", nil, ev) {
		t.Health.Unconscious = true
		rules.Emit(ev, rules.Event{Kind: rules.EvUnitDown, Round: b.s.Round, Unit: t.ID, Target: rules.NoUnit, Status: "unconscious",
			Text: b.spec(t).Name + " is choked out"})
		b.checkOver(ev)
	}
}

func applyGrappleAssist(b *Battle, c rules.Command, ev *[]rules.Event) {
	u, t := &b.s.Units[c.Unit], &b.s.Units[c.Target]
	r := b.test(u, t.ID, b.bestPool(u, "melee", "athletics"), "Grapple Assist", nil, ev)
	if n := r.Value / 3; n > 0 {
		t.GrappleBonus += n
		rules.Emit(ev, rules.Event{Kind: rules.EvResource, Round: b.s.Round, Unit: t.ID, Target: u.ID, Text: "grapple assist", Value: t.GrappleBonus})
	}
}

// useAssist spends u's Grapple Assist successes as a modifier.
func (b *Battle) useAssist(u *unitState) []rules.Mod {
	if u.GrappleBonus == 0 {
		return nil
	}
	n := u.GrappleBonus
	u.GrappleBonus = 0
	return []rules.Mod{{Source: "grapple assist", Value: n}}
}

// declareTest declares u's attack c, paid, with weapon wi (-1:
// fists), waiting on the target's defence.
func (b *Battle) declareTest(u *unitState, c rules.Command, wi int, ev *[]rules.Event) {
	u.Attacked = true
	p := &pendingAttack{Attacker: u.ID, Target: c.Target, Action: c.Action, Weapon: wi, Bullets: 1}
	if c.Action == "grapple_strike" || c.Action == "pummel" {
		p.Assist, u.GrappleBonus = u.GrappleBonus, 0
		if c.Action == "pummel" {
			p.Assist = 0 // Grapple Assist serves Strike, Pin and Break Pin
		}
	}
	b.declare(u, p, ev)
}

// rollTest plays pending test p (Grapple, Disarm, Trip) against the
// defence kind, and reports whether p was one.
func (b *Battle) rollTest(p *pendingAttack, kind string, ev *[]rules.Event) bool {
	if !isTest(p.Action) {
		return false
	}
	st := &b.s
	a, t := &st.Units[p.Attacker], &st.Units[p.Target]
	defer b.makeAware(t, ev)
	ap := RollPool(st.Dice, b.spec(a).Ag, 0)
	at := NewTotal(ap.Successes, b.attackMods(a, t, p)...)
	rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Round: st.Round, Unit: a.ID, Target: t.ID, Dice: ap.Faces(), Mods: at.Mods, Total: at.Value, Text: actionName(p.Action)})
	dt := Total{}
	cu := b.coverFor(a, t)
	if kind != "no_defence" {
		dice, rr, mods := b.defence(t, a, p, kind, t.Defences, cu)
		dp := RollPool(st.Dice, dice, rr)
		dt = NewTotal(dp.Successes, mods...)
		rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Round: st.Round, Unit: t.ID, Target: a.ID, Dice: dp.Faces(), Mods: dt.Mods, Total: dt.Value, Text: kind})
	} else {
		_, _, mods := b.defence(t, a, p, kind, 0, cu)
		dt = NewTotal(0, mods...)
	}
	m := at.Value - dt.Value
	rules.Emit(ev, rules.Event{Kind: rules.EvShot, Round: st.Round, Unit: a.ID, Target: t.ID, Value: 1, Hit: m >= 1, Total: m, Text: actionName(p.Action)})
	if m < 1 || !t.Health.Active() || !a.Health.Active() {
		return true
	}
	switch p.Action {
	case "grapple":
		st.Grapples++
		b.joinGrapple(a, st.Grapples, ev)
		b.joinGrapple(t, st.Grapples, ev)
	case "trip":
		if !t.Prone {
			t.Prone = true
			rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: st.Round, Unit: t.ID, Target: a.ID, Status: "prone"})
		}
	case "disarm":
		b.disarm(a, t, m, ev)
	}
	return true
}

// joinGrapple puts u in grapple g: it drops a two-handed weapon in hand.
func (b *Battle) joinGrapple(u *unitState, g int, ev *[]rules.Event) {
	st := &b.s
	if u.Grapple == g {
		return
	}
	u.Grapple = g
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Status: "grappled"})
	if ws := &u.Weapons[u.Drawn]; inHand(u) && b.weapon(u, u.Drawn).TwoHanded {
		ws.Dropped = true
		rules.Emit(ev, rules.Event{Kind: rules.EvAction, Round: st.Round, Side: u.Side, Unit: u.ID, Target: rules.NoUnit, Action: "drop",
			Text: fmt.Sprintf("%s drops the %s", b.spec(u).Name, b.weapon(u, u.Drawn).Name)})
	}
}

// leaveGrapple takes u out of its grapple: its pin, the pins it holds and
// its Grapple Assist successes end.
func (b *Battle) leaveGrapple(u *unitState, ev *[]rules.Event) {
	st := &b.s
	for i := range st.Units {
		o := &st.Units[i]
		if o.Pinned && o.PinnedBy == u.ID && o.ID != u.ID {
			b.unpin(o, ev)
		}
	}
	if u.Pinned {
		b.unpin(u, ev)
	}
	u.Grapple, u.GrappleBonus = 0, 0
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Status: "grappled"})
}

func (b *Battle) unpin(u *unitState, ev *[]rules.Event) {
	u.Pinned, u.PinnedBy = false, 0
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Round: b.s.Round, Unit: u.ID, Target: rules.NoUnit, Status: "pinned"})
}

// settleGrapples ends what no longer holds after a command: a unit out of
// the fight leaves its grapple, and a grapple left with one side lets
// every participant go.
func (b *Battle) settleGrapples(ev *[]rules.Event) {
	st := &b.s
	for i := range st.Units {
		if u := &st.Units[i]; u.Grapple != 0 && !u.Health.Active() {
			b.leaveGrapple(u, ev)
		}
	}
	for i := range st.Units {
		u := &st.Units[i]
		if u.Grapple == 0 {
			continue
		}
		mixed := false
		for j := range st.Units {
			if o := &st.Units[j]; sameGrapple(u, o) && o.Side != u.Side {
				mixed = true
			}
		}
		if mixed {
			continue
		}
		g := u.Grapple
		for j := range st.Units {
			if o := &st.Units[j]; o.Grapple == g {
				b.leaveGrapple(o, ev)
			}
		}
	}
}

// strongestFoe returns the opponent in u's grapple with the best of Melee
// and Athletics (the first in id order on a tie): it resists Break Free.
func (b *Battle) strongestFoe(u *unitState) *unitState {
	var best *unitState
	bestV := 0
	for i := range b.s.Units {
		o := &b.s.Units[i]
		if !sameGrapple(u, o) || o.Side == u.Side || !o.Health.Active() {
			continue
		}
		p := b.bestPool(o, "melee", "athletics")
		if v := 5*p.dice + 8*p.rank; best == nil || v > bestV {
			best, bestV = o, v
		}
	}
	return best
}

// intoGrapple applies G26 to attack p: an attack from outside a grapple on
// one of its participants falls on one participant the battle's dice
// choose (in id order). It reports whether p was such an attack.
func (b *Battle) intoGrapple(a *unitState, p *pendingAttack, ev *[]rules.Event) bool {
	st := &b.s
	t := &st.Units[p.Target]
	if t.Grapple == 0 || sameGrapple(a, t) || !t.Health.Active() {
		return false
	}
	var in []int
	for i := range st.Units {
		if o := &st.Units[i]; sameGrapple(t, o) && o.Health.Active() {
			in = append(in, o.ID)
		}
	}
	p.Target = in[st.Dice.Intn(len(in))]
	rules.Emit(ev, rules.Event{Kind: rules.EvAction, Round: st.Round, Side: a.Side, Unit: a.ID, Target: p.Target, Action: p.Action,
		Text: fmt.Sprintf("%s's %s into the grapple falls on %s", b.spec(a).Name, actionName(p.Action), b.spec(&st.Units[p.Target]).Name)})
	return true
}

// intoGrappleOdds turns odds o of attack c on its named target into what
// play gives when c comes from outside a grapple on one of its
// participants (G26, intoGrapple): the dice give it to the named target
// with 1 in the active participants' number, and otherwise it does the
// named target nothing; Stray is the share that falls on the attacker's
// own side. A Grapple on a participant joins the grapple and falls on no
// one. o's Damage may be shared (attackOddsShared), so a new one is made.
func (b *Battle) intoGrappleOdds(c rules.Command, o rules.Odds) rules.Odds {
	a, t := &b.s.Units[c.Unit], &b.s.Units[c.Target]
	if c.Action == "grapple" || t.Grapple == 0 || sameGrapple(a, t) || !t.Health.Active() {
		return o
	}
	n, own := 0, 0
	for i := range b.s.Units {
		if u := &b.s.Units[i]; sameGrapple(t, u) && u.Health.Active() {
			n++
			if u.Side == a.Side {
				own++
			}
		}
	}
	if n < 2 {
		return o
	}
	f := 1 / float64(n)
	o.Hit *= f
	o.Takedown *= f
	o.Hinder *= f
	if len(o.Damage) > 0 {
		d := make([]float64, len(o.Damage))
		for k, p := range o.Damage {
			d[k] = f * p
		}
		d[0] += 1 - f
		o.Damage = d
	}
	o.Stray = f*o.Stray + float64(own)/float64(n)
	return o
}

// strikeOdds prepares attack p by a on t for Odds and returns the defence
// assumed: a Grapple Strike uses the weapon and the Grapple Assist
// successes it would use, and a Pinned target, which cannot Duck, answers
// with Grapple Defense.
func (b *Battle) strikeOdds(a, t *unitState, p *pendingAttack) string {
	if p.Action == "grapple_strike" {
		p.Weapon, p.Assist = b.lightWeapon(a, false), a.GrappleBonus
	}
	if t.Pinned {
		return "grapple_defense"
	}
	return "duck"
}

// testOdds prices pending test p against defence kind: the chance it
// succeeds, no damage. A Grapple, Disarm or Trip takes nobody out.
func (b *Battle) testOdds(p *pendingAttack, kind string) rules.Odds {
	a, t := &b.s.Units[p.Attacker], &b.s.Units[p.Target]
	am := b.attackMods(a, t, p)
	ad := dice.AddFlat(poolDist(b.spec(a).Ag, 0), ModSum(am))
	dd, rr, dm := 0, 0, []rules.Mod(nil)
	if kind != "no_defence" {
		dd, rr, dm = b.defence(t, a, p, kind, t.Defences+1, b.coverFor(a, t))
	} else {
		_, _, dm = b.defence(t, a, p, kind, 0, b.coverFor(a, t))
	}
	df := dice.AddFlat(poolDist(dd, rr), ModSum(dm))
	hit := 0.0
	for x, px := range ad {
		for y, py := range df {
			if x > y {
				hit += px * py
			}
		}
	}
	return rules.Odds{Hit: hit, Damage: []float64{}, Mods: am, Hinder: hit * hinderOf(p.Action)}
}

// declaredTestOdds prices test c (Grapple, Disarm, Trip) as Odds does an
// attack: as if declared now (with the attacker's Aim and its place among
// this round's attacks) and answered with Duck. Joining a grapple
// under way needs no test and always succeeds.
func (b *Battle) declaredTestOdds(c rules.Command) rules.Odds {
	if c.Action == "grapple" && b.s.Units[c.Target].Grapple != 0 {
		return rules.Odds{Hit: 1, Damage: []float64{}}
	}
	return b.testOdds(b.declaredAttack(c, -1), "duck")
}

// hinderOf is the share of its next turn a unit loses to a successful
// action that does no damage (rules.Odds.Hinder), out of the BaseTicks a
// turn has: a Distracting Shot takes DistractTicks; a tripped unit
// stands up (1 tick) before it walks or fights standing; a disarmed one
// draws a weapon (1 tick; a Draw also picks up one knocked to the
// ground), and one whose weapon was taken fights on with a worse one,
// which this leaves out. A Grapple holds both sides, so it hinders
// neither more than the other: 0.
func hinderOf(action string) float64 {
	switch action {
	case "distracting_shot":
		return float64(DistractTicks) / BaseTicks
	case "trip":
		return float64(ticksOf("stand_up")) / BaseTicks
	case "disarm":
		return float64(ticksOf("draw")) / BaseTicks
	}
	return 0
}
