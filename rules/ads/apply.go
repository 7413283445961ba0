package ads

import (
	"fmt"
	"strconv"

	"sightline/rules"
	"sightline/rules/grid"
)

// Apply checks a command against Legal and plays it.
func (b *Battle) Apply(c rules.Command) ([]rules.Event, error) {
	if b.s.Over {
		return nil, rules.Reject(rules.ErrGameOver, "the battle is over")
	}
	if c.Version != b.s.Version {
		return nil, rules.Reject(rules.ErrStaleVersion, "command for version %d, state is at %d", c.Version, b.s.Version)
	}
	if pr := b.Prompt(); c.Side != pr.Side {
		return nil, rules.Reject(rules.ErrNotYourTurn, "it is side %d's move, not side %d's", pr.Side+1, c.Side+1) // sides counted from 1, as players count them
	}
	var legal rules.Command
	found := false
	for _, l := range b.legalAs(c) {
		if l.Same(c) {
			legal, found = l, true
			break
		}
	}
	if !found {
		return nil, rules.Reject(rules.ErrIllegal, "%s", b.refusal(c))
	}
	var ev []rules.Event
	b.play(legal, &ev)
	b.flow(&ev)
	b.settleGrapples(&ev)
	b.settleSwordpoints(&ev)
	b.s.Version++
	return ev, nil
}

// play plays a listed command: an answer in the window it is given in,
// else the turn action's Apply from the moves table, announced first
// (all but End Turn).
func (b *Battle) play(c rules.Command, ev *[]rules.Event) {
	st := &b.s
	if st.Pending != nil || len(st.Triggers) > 0 {
		b.answer(c, ev)
		return
	}
	u := &st.Units[c.Unit]
	b.swordpointTriggers(u, c.Action) // §8.6: the held unit acts
	b.assistTriggers(u, c.Action)     // §5.5: Grapple Assist as a reaction
	if exposingAttack(c.Action) {     // G20, G21: after the attack (exposure.go)
		defer b.exposureTriggers(u, exposeAttack, c.Action, u.InCover, nil)
	}
	if c.Action != "end_turn" {
		rules.Emit(ev, rules.Event{Kind: rules.EvAction, Round: st.Round, Side: u.Side, Unit: u.ID, Target: c.Target, Action: c.Action, Cost: c.Cost, To: c.To,
			Text: b.spec(u).Name + ": " + actionName(c.Action)})
	}
	u.Ticks -= c.Cost.N
	actions.ByID(c.Action).Apply(b, c, ev)
}

// answer plays c as the answer to the window open now: an Aim in any
// window (aim.go), else a defence against the pending attack or the
// answer to the first trigger.
func (b *Battle) answer(c rules.Command, ev *[]rules.Event) {
	switch {
	case c.Action == "aim":
		b.aimReaction(c, ev)
	case b.s.Pending != nil:
		b.resolve(c, ev)
	default:
		b.takeTrigger(c, ev)
	}
}

// applyAnswer is the Apply of an action given only as an answer.
func applyAnswer(b *Battle, c rules.Command, ev *[]rules.Event) { b.answer(c, ev) }

func applyEndTurn(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	rules.Emit(ev, rules.Event{Kind: rules.EvTurnEnd, Round: b.s.Round, Side: u.Side, Unit: u.ID, Target: rules.NoUnit})
	b.nextTurn(ev)
}

// applyWalk plays the plain movement actions: Move, Run, Sprint and
// Quick Step.
func applyWalk(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	if c.Action == "quick_step" {
		u.QuickStepped = true
	} else {
		u.Moved = true
	}
	u.Ran = u.Ran || c.Action == "run"
	if c.Action == "sprint" && !u.Sprinted {
		u.Sprinted = true
		b.gain(u, "sprinting", "", ev)
	}
	b.startWalk(u, c.Action, c.To, nil, ev)
}

func applyDraw(b *Battle, c rules.Command, _ *[]rules.Event) { b.draw(&b.s.Units[c.Unit], c) }

func applyDrawOffHand(b *Battle, c rules.Command, _ *[]rules.Event) {
	b.drawOffHand(&b.s.Units[c.Unit], c)
}

func applyDropWeapon(b *Battle, c rules.Command, _ *[]rules.Event) {
	b.dropWeapon(&b.s.Units[c.Unit], c)
}

func applyTakeCover(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	u.InCover, u.CoverRound = true, 0
	b.gain(u, "in_cover", "", ev)
}

func applyHunkerDown(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	u.Hunkered = true
	b.gain(u, "hunkered", "", ev)
}

func applyTotalDefense(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	u.TotalDefense = true
	b.gain(u, "total_defense", "", ev)
}

func applyAim(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	u.Aimed, u.Aim = true, true
	b.gain(u, "aiming", "", ev)
}

func applyDelay(b *Battle, c rules.Command, ev *[]rules.Event) {
	st := &b.s
	st.Units[c.Unit].Delays++
	st.Order[st.Turn], st.Order[st.Turn+1] = st.Order[st.Turn+1], st.Order[st.Turn]
	st.Turn--
	b.nextTurn(ev)
}

func applyDropProne(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	u.Prone = true
	b.gain(u, "prone", "", ev)
	b.standTriggers(u)
}

func applyOverwatch(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	u.Attacked = true
	u.Overwatch = &overwatchState{Weapon: c.Weapon, Dir: c.Option}
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: b.s.Round, Unit: u.ID, Target: rules.NoUnit, Status: "overwatch", To: c.To})
}

// spendAuto spends a full-auto load of u's weapon wi.
func (b *Battle) spendAuto(u *unitState, wi int, ev *[]rules.Event) {
	u.Weapons[wi].Ammo -= b.weapon(u, wi).RoF.Auto
	rules.Emit(ev, rules.Event{Kind: rules.EvResource, Round: b.s.Round, Unit: u.ID, Target: rules.NoUnit, Text: "ammo", Value: u.Weapons[wi].Ammo})
}

func applyCoveringFire(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	u.Attacked = true
	b.spendAuto(u, c.Weapon, ev)
	u.CoveringFire = true
	b.gain(u, "covering_fire", "", ev)
}

func applySpray(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	b.startSpray(u, c, ev)
}

func applySuppressingFire(b *Battle, c rules.Command, ev *[]rules.Event) {
	st := &b.s
	u, t := &st.Units[c.Unit], &st.Units[c.Target]
	u.Attacks++
	u.Attacked = true
	b.spendAuto(u, c.Weapon, ev)
	u.Facing = facing(u.Pos, t.Pos, u.Facing)
	for k := 1; k <= b.weapon(u, c.Weapon).RoF.Auto; k++ {
		rules.Emit(ev, rules.Event{Kind: rules.EvShot, Round: st.Round, Unit: u.ID, Target: t.ID, Value: k, Text: "suppressing fire"})
	}
	t.Suppressed, t.SuppressedBy = true, u.ID
	u.SuppressShot = true
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: st.Round, Unit: t.ID, Target: u.ID, Status: "suppressed"})
}

func applyStandUp(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	status := "prone"
	if u.Hunkered {
		u.Hunkered, status = false, "hunkered"
	} else {
		u.Prone = false
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Round: b.s.Round, Unit: u.ID, Target: rules.NoUnit, Status: status})
	b.standTriggers(u)
	b.exposureTriggers(u, exposeStand, c.Action, u.InCover, nil) // G20
}

func applyReload(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	u.Weapons[c.Weapon].Ammo = b.weapon(u, c.Weapon).Magazine
	rules.Emit(ev, rules.Event{Kind: rules.EvReload, Round: b.s.Round, Unit: u.ID, Target: rules.NoUnit, Value: u.Weapons[c.Weapon].Ammo})
}

func applyClearJam(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	u.Weapons[c.Weapon].Jammed = false
	rules.Emit(ev, rules.Event{Kind: rules.EvJamCleared, Round: b.s.Round, Unit: u.ID, Target: rules.NoUnit})
}

func applyDistractingShot(b *Battle, c rules.Command, ev *[]rules.Event) {
	b.distractingShot(&b.s.Units[c.Unit], c, ev)
}

// applyAttack plays the attack actions that declare one attack on their
// target (Charge and Hip Fire after their walk).
func applyAttack(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	u.Attacked = true
	p := &pendingAttack{Attacker: u.ID, Target: c.Target, Action: c.Action, Weapon: c.Weapon, Bullets: bulletsFor(c.Action, b.weapon(u, c.Weapon)), Option: c.Option}
	if walksToAttack(c.Action) {
		u.Moved = true
		b.startWalk(u, c.Action, c.To, p, ev)
		return
	}
	b.declare(u, p, ev)
}

// applyAllOut plays an All-Out Attack: -2 to every defence first.
func applyAllOut(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	u.AllOut = true
	b.gain(u, "all_out", "", ev)
	applyAttack(b, c, ev)
}

// applyGuarded plays a Guarded Attack: guarded this round first.
func applyGuarded(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.s.Units[c.Unit]
	u.Guarded, u.GuardedRound = true, b.s.Round
	b.gain(u, "guarded", "", ev)
	applyAttack(b, c, ev)
}

// bulletsFor is the number of rounds attack action fires with weapon w:
// the Burst count for Burst Fire and Hip Fire, the Full-Auto count for
// Full Auto, else 1.
func bulletsFor(action string, w WeaponSpec) int {
	switch action {
	case "burst", "hip_fire":
		return w.RoF.Burst
	case "full_auto":
		return w.RoF.Auto
	}
	return 1
}

// facing returns the facing from a towards b, or old when they coincide.
func facing(a, b grid.Pos, old int) int {
	dx, dy := b.X-a.X, b.Y-a.Y
	switch {
	case dx == 0 && dy == 0:
		return old
	case abs(dy) >= abs(dx) && dy < 0:
		return 0
	case abs(dy) >= abs(dx):
		return 2
	case dx > 0:
		return 1
	}
	return 3
}

// attackMods returns the attack's flat modifiers, skill rank first.
func (b *Battle) attackMods(a *unitState, t *unitState, p *pendingAttack) []rules.Mod {
	return b.appendAttackMods(make([]rules.Mod, 0, 8), a, t, p)
}

// appendAttackMods appends attackMods(a, t, p) to mods and returns it.
func (b *Battle) appendAttackMods(mods []rules.Mod, a *unitState, t *unitState, p *pendingAttack) []rules.Mod {
	sp := b.spec(a)
	w := b.weapon(a, p.Weapon)
	if w.Melee {
		mods = append(mods, rules.Mod{Source: "melee skill", Value: sp.Skill("melee")})
	} else {
		mods = append(mods, rules.Mod{Source: "ranged skill", Value: sp.Skill("ranged")})
		if m, _ := RangeMod(grid.Distance(a.Pos, t.Pos), w.Range); m != 0 {
			mods = append(mods, rules.Mod{Source: "range", Value: m})
		}
		if a.Prone && !w.Thrown {
			mods = append(mods, rules.Mod{Source: "prone shooter", Value: 2})
		}
	}
	if act := actionIndex.Lookup(p.Action); act != nil && act.Mod.Source != "" { // §5.1, §5.2, G18-G20
		mods = append(mods, act.Mod)
	}
	mods = append(mods, b.manoeuvreAttackMods(a, p)...)
	mods = append(mods, b.meleeContextMods(a, t, p)...) // §8.5
	if a.Suppressed {
		mods = append(mods, rules.Mod{Source: "suppressed", Value: -2})
	}
	if t.Unaware {
		v := 1
		if w.Melee {
			v = 2
		}
		mods = append(mods, rules.Mod{Source: "unaware target", Value: v})
	}
	if p.Action != "guarded_attack" && a.GuardedRound == b.s.Round && a.Guarded {
		mods = append(mods, rules.Mod{Source: "guarded this round", Value: -2})
	}
	if p.Aimed {
		mods = append(mods, rules.Mod{Source: "aim", Value: 1})
	}
	if pen := AttackPenalty(p.Number); pen != 0 {
		mods = append(mods, rules.Mod{Source: "attack " + strconv.Itoa(p.Number) + " this round", Value: pen})
	}
	if b.field.At(a.Pos).Elevation > b.field.At(t.Pos).Elevation {
		mods = append(mods, rules.Mod{Source: "higher ground", Value: 1})
	}
	if a.Health.Bloodied {
		mods = append(mods, rules.Mod{Source: "bloodied", Value: -1})
	}
	mods = appendTestMods(mods, a) // wounds, Dazed, Stunned
	return append(mods, b.grappleAttackMods(a, t, p)...)
}

// defence returns the defence pool (dice, rerolls) and flat modifiers of
// a defence kind.
// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func (b *Battle) defence(t *unitState, a *unitState, p *pendingAttack, kind string, number int, cu coverUse) (dice, rerolls int, mods []rules.Mod) {
	return b.appendDefence(nil, t, a, p, kind, number, cu)
}

// appendDefence is defence with its modifiers appended to mods.
func (b *Battle) appendDefence(mods []rules.Mod, t *unitState, a *unitState, p *pendingAttack, kind string, number int, cu coverUse) (dice, rerolls int, _ []rules.Mod) {
	sp := b.spec(t)
	melee := b.weapon(a, p.Weapon).Melee
	switch kind {
	case "duck":
		dice, rerolls = sp.Ag+sp.Per, sp.Int+p.AidRerolls
	case "dodge":
		dice = sp.Ag
		mods = append(mods, rules.Mod{Source: "acrobatics", Value: sp.Skill("acrobatics")})
	case "block":
		dice = sp.Str
		mods = append(mods, rules.Mod{Source: "athletics", Value: sp.Skill("athletics")})
	case "parry":
		dice = sp.Ag
		mods = append(mods, rules.Mod{Source: "melee skill", Value: sp.Skill("melee")})
	case "grapple_defense":
		pl := b.bestPool(t, "melee", "athletics")
		dice = pl.dice
		mods = append(mods, pl.mod())
	}
	mods = append(mods, b.grappleDefenceMods(t, a)...)
	mods = append(mods, cu.mods()...)
	if prone := t.Prone || (t.Hunkered && cu.none()); prone {
		// A hunkered unit counts as prone to enemies its cover does not
		// face (§5.3).
		src := "prone"
		if !t.Prone {
			src = "hunkered (as prone)"
		}
		if melee {
			mods = append(mods, rules.Mod{Source: src, Value: -2})
		} else {
			mods = append(mods, rules.Mod{Source: src, Value: 2})
		}
	}
	if t.Sprinted {
		if melee {
			mods = append(mods, rules.Mod{Source: "sprinting", Value: -3})
		} else {
			mods = append(mods, rules.Mod{Source: "sprinting", Value: 1})
		}
	}
	if t.TotalDefense {
		mods = append(mods, rules.Mod{Source: "total defense", Value: 2})
	}
	if t.Suppressed {
		mods = append(mods, rules.Mod{Source: "suppressed", Value: -2})
	}
	if b.coveredByFire(t) {
		mods = append(mods, rules.Mod{Source: "covering fire", Value: 1})
	}
	if t.AllOut {
		mods = append(mods, rules.Mod{Source: "all-out attack", Value: -2})
	}
	if t.Guarded && (kind == "block" || kind == "dodge") {
		mods = append(mods, rules.Mod{Source: "guarded", Value: 1})
	}
	if !melee && cu.none() && b.field.At(a.Pos).Elevation > b.field.At(t.Pos).Elevation {
		mods = append(mods, rules.Mod{Source: "attacker on higher ground", Value: -1})
	}
	if t.Health.Bloodied {
		mods = append(mods, rules.Mod{Source: "bloodied", Value: 1})
	}
	mods = append(mods, b.manoeuvreDefenceMods(t, kind)...)
	mods = append(mods, aimDefenceMods(t, p)...)
	if arm, _ := b.content.ArmourOf(sp.Armour); arm.Bulk != 0 && (kind == "duck" || kind == "dodge") { // G9
		mods = append(mods, rules.Mod{Source: "bulk", Value: -arm.Bulk})
	}
	if kind != "no_defence" { // a defence is a test: wounds, Dazed, Stunned
		mods = appendTestMods(mods, t)
	}
	if pen := DefencePenalty(number); pen != 0 && kind != "no_defence" {
		mods = append(mods, rules.Mod{Source: "defence " + strconv.Itoa(number) + " this round", Value: pen})
	}
	return dice, rerolls, mods
}

// resolve plays a pending attack with the defender's answer c. A Take
// Cover reaction puts the defender in cover (head and arms this round) and
// defends with Duck behind it.
func (b *Battle) resolve(c rules.Command, ev *[]rules.Event) {
	st := &b.s
	p := st.Pending
	st.Pending = nil
	a, t := &st.Units[p.Attacker], &st.Units[p.Target]
	kind := c.Action
	if kind == "defend_ally" { // the protector defends and pays
		b.defendAlly(c, p, ev)
		return
	}
	if kind == "aid_ally" { // the aider pays and tests, the target ducks
		b.aidAlly(c, p, ev)
		return
	}
	if kind != "no_defence" {
		t.Defences++
		t.Ticks -= c.Cost.N
		if c.Cost.Reaction && t.FreeReaction {
			t.FreeReaction = false
		}
		rules.Emit(ev, rules.Event{Kind: rules.EvReaction, Round: st.Round, Side: t.Side, Unit: t.ID, Target: a.ID, Action: c.Action, Cost: c.Cost})
	}
	switch kind {
	case "take_cover":
		if c.To != t.Pos { // G1: the move to cover first; flow rolls at its end
			b.startWalk(t, "take_cover", c.To, nil, ev)
			st.Moving.Resume = p
			return
		}
		t.InCover, t.CoverRound = true, st.Round
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: st.Round, Unit: t.ID, Target: rules.NoUnit, Status: "in_cover"})
		kind = "duck"
	case "drop_prone": // prone.go
		kind = b.dropProne(t, ev)
	case "dive_for_cover":
		// The attack waits for the dive's walk (which may provoke
		// strikes); flow resolves it at the end square.
		b.startWalk(t, "dive_for_cover", c.To, nil, ev)
		st.Moving.Resume = p
		return
	}
	b.roll(p, kind, ev)
}

// roll rolls pending attack p against the defender's defence kind ("duck",
// "dodge", ..., or "no_defence") and applies every hit.
func (b *Battle) roll(p *pendingAttack, kind string, ev *[]rules.Event) {
	st := &b.s
	a, t := &st.Units[p.Attacker], &st.Units[p.Target]
	w := b.weapon(a, p.Weapon)
	cu := b.coverFor(a, t)
	if b.rollTest(p, kind, ev) {
		return
	}
	defer b.makeAware(t, ev) // an attack is noticed
	var ap Pool
	if sp := st.Spray; sp != nil && p.Action == "spray_and_pray" {
		ap = sp.Roll // one attack roll for every target (G19)
	} else if p.Preset != nil {
		ap = p.Preset.Roll // a Multi-Strike's one roll
	} else {
		ap = RollPool(st.Dice, b.attackDice(a, w), 0)
	}
	at := NewTotal(ap.Successes, b.attackMods(a, t, p)...)
	rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Round: st.Round, Unit: a.ID, Target: t.ID, Dice: ap.Faces(), Mods: at.Mods, Total: at.Value, Text: "attack"})
	dt := Total{}
	if p.Preset != nil && p.Preset.Defence != nil {
		dt = *p.Preset.Defence // the defender rolls once for a Multi-Strike
	} else if kind == "defend_ally" {
		dt = b.defendAllyRoll(p, a, cu, ev)
	} else if kind != "no_defence" {
		dice, rr, mods := b.defence(t, a, p, kind, t.Defences, cu)
		dp := RollPool(st.Dice, dice, rr)
		dt = NewTotal(dp.Successes, mods...)
		rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Round: st.Round, Unit: t.ID, Target: a.ID, Dice: dp.Faces(), Mods: dt.Mods, Total: dt.Value, Text: kind})
	} else {
		_, _, mods := b.defence(t, a, p, kind, 0, cu)
		dt = NewTotal(0, mods...)
	}
	// Without the cover bonus the defence would have been this much lower
	// (totals clamp at 0, G7).
	bare := dt.Value
	if !cu.none() {
		bare = max(0, dt.Raw()-cu.bonus)
	}
	anyHit := false
	armour, _ := b.content.ArmourOf(b.spec(t).Armour)
	str := 0
	if w.Melee || w.Thrown {
		str = b.spec(a).Str
	}
	called := p.Action == "called_shot"
	knockout := p.Action == "knockout_blow"
	extra, pen, extraW0 := 0, w.Penetration, 0
	if called {
		extra, pen, extraW0 = 3, pen+2, 1
	}
	misc := 0
	if t.TotalDefense {
		misc = 2
	}
	for k, m := range Margins(at.Value, dt.Value, bulletsOf(p, at.Value, dt.Value)) {
		hit := m >= 1 && t.Health.Active()
		rules.Emit(ev, rules.Event{Kind: rules.EvShot, Round: st.Round, Unit: a.ID, Target: t.ID, Value: k + 1, Hit: hit, Total: m})
		if !hit {
			// A miss the cover bonus caused still strikes the cover, with
			// the damage of the margin the attack would have had (G22).
			if bm := at.Value - 2*k - bare; !cu.none() && t.Health.Active() && bm >= 1 {
				dmg := HitDamage(w.Damage, str, bm, w.Impact, extra, 0)
				if b.damageCover(cu.section, CoverMissDamage(dmg, cu.ap), "the shot it stopped", ev) {
					cu = coverUse{section: -1}
				}
			}
			continue
		}
		anyHit = true
		// The hit location's d10 and a critical's d10, in the order
		// rolled, go with the damage (the log shows every die).
		locDie := st.Dice.D(10)
		faces := []int{locDie}
		loc := LocationOf(locDie)
		extraW := extraW0
		point := p.Action == "swordpoint_attack" // §8.6: a critical to the head, no AP
		if called || point {
			loc = Head
		} else if l, ok := aimedLocation(p); ok {
			loc = l
		}
		crit := 0
		if IsCrit(m) || point {
			crit = st.Dice.D(10)
			faces = append(faces, crit)
		}
		dmg := HitDamage(w.Damage, str, m, w.Impact, extra, crit)
		soak := Soak{Armour: armour.AP, Cloak: armour.Cloak, Misc: misc}
		covered := !cu.none() && cu.covered[loc] && !point
		if covered {
			soak.Cover = cu.ap
		}
		if point {
			soak = Soak{}
		}
		eff := EffectiveAP(soak.AP(loc), pen)
		taken := Taken(dmg, eff)
		wasBloodied := t.Health.Bloodied
		if taken == 0 {
			extraW = 0
		}
		t.Health.Apply(taken, knockout, extraW)
		b.swordpointWounded(t, a, taken, ev)
		text := fmt.Sprintf("%d damage to the %s (%d soaked)", taken, loc, dmg-taken)
		if covered {
			text = fmt.Sprintf("%d damage to the %s (%d soaked, cover AP %d)", taken, loc, dmg-taken, cu.ap)
		}
		rules.Emit(ev, rules.Event{Kind: rules.EvDamage, Round: st.Round, Unit: a.ID, Target: t.ID, Value: taken, Soak: dmg - taken, Location: loc.String(), Text: text, Dice: faces})
		if covered && b.damageCover(cu.section, CoveredHitDamage(dmg, cu.ap), "a hit on a covered "+loc.String(), ev) {
			cu = coverUse{section: -1}
		}
		if t.Health.Bloodied && !wasBloodied {
			rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: st.Round, Unit: t.ID, Target: rules.NoUnit, Status: "bloodied"})
		}
		switch {
		case t.Health.Dead:
			rules.Emit(ev, rules.Event{Kind: rules.EvUnitDead, Round: st.Round, Unit: t.ID, Target: rules.NoUnit})
		case called:
			b.calledShotResolve(t, taken, ev)
		case knockout:
			b.knockoutResolve(t, taken, ev)
		default:
			b.manoeuvreHit(p, t, taken, ev)
		}
	}
	if sp := st.Spray; sp != nil && p.Action == "spray_and_pray" {
		if anyHit {
			sp.Hits++
		}
		sp.Missed = sp.Missed && !anyHit
		b.checkOver(ev)
		return // the spray's jam is checked once, after its last target
	}
	if b.strays(p, at, dt.Value, anyHit, ev) { // §8.5: into the melee
		return
	}
	b.jamCheck(a, p.Weapon, anyHit, at.Value, ev)
	b.checkOver(ev)
	b.multiFollow(p, ap, dt, kind, ev)
}

// jamCheck jams a's weapon wi when the attack missed with every projectile
// on an even total (G12), and tries the quick recovery.
func (b *Battle) jamCheck(a *unitState, wi int, anyHit bool, total int, ev *[]rules.Event) {
	st := &b.s
	w := b.weapon(a, wi)
	if Jams(w.CanJam(), anyHit, total) {
		ws := &a.Weapons[wi]
		ws.Jammed = true
		if ws.Ammo > 0 {
			ws.Ammo-- // the chambered round is lost
		}
		rules.Emit(ev, rules.Event{Kind: rules.EvJam, Round: st.Round, Unit: a.ID, Target: rules.NoUnit})
		if g := w.Grade(); g != Unreliable {
			faces := []int{st.Dice.D(10)}
			if g == Reliable {
				faces = append(faces, st.Dice.D(10))
			}
			rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Round: st.Round, Unit: a.ID, Target: rules.NoUnit, Dice: faces, Text: "quick recovery"})
			if QuickRecovers(g, faces...) {
				ws.Jammed = false
				rules.Emit(ev, rules.Event{Kind: rules.EvJamCleared, Round: st.Round, Unit: a.ID, Target: rules.NoUnit})
			}
		}
	}
}

// resists makes t's Resolve test (G27: Willpower dT + Resolve) against the
// damage it took from what, records the roll, and reports whether t held.
func (b *Battle) resists(t *unitState, taken int, what string, ev *[]rules.Event) bool {
	sp := b.spec(t)
	p := RollPool(b.s.Dice, sp.WP, 0)
	r := NewTotal(p.Successes, rules.Mod{Source: "resolve", Value: sp.Skill("resolve")})
	rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Round: b.s.Round, Unit: t.ID, Target: rules.NoUnit, Dice: p.Faces(), Mods: r.Mods, Total: r.Value, Value: taken, Text: "Resolve against " + what})
	return r.Value >= taken
}

// calledShotResolve makes the Called Shot's Resolve test against the damage
// taken: a failure Dazes the target, or Stuns it when already Dazed.
func (b *Battle) calledShotResolve(t *unitState, taken int, ev *[]rules.Event) {
	if b.resists(t, taken, "the called shot", ev) {
		return
	}
	status := "dazed"
	if t.Aff.Dazed() {
		t.Aff.Stun()
		status = "stunned"
	} else {
		t.Aff.Daze()
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: b.s.Round, Unit: t.ID, Target: rules.NoUnit, Status: status})
}

// coveredByFire reports whether an active ally of t lays down Covering
// Fire (§5.2: allies get +1 to defence until the firer's next turn; the
// firer itself is not among them).
func (b *Battle) coveredByFire(t *unitState) bool {
	for i := range b.s.Units {
		o := &b.s.Units[i]
		if o.CoveringFire && o.ID != t.ID && o.Side == t.Side && o.Health.Active() {
			return true
		}
	}
	return false
}

// knockoutResolve makes the Knockout Blow's Resolve test against the damage
// taken: a failure Dazes the target; an already Dazed target is Staggered
// (Stunned, G16); an already Stunned one falls unconscious.
func (b *Battle) knockoutResolve(t *unitState, taken int, ev *[]rules.Event) {
	sp := b.spec(t)
	if b.resists(t, taken, "the knockout blow", ev) {
		return
	}
	switch {
	case t.Aff.StunnedRounds > 0:
		t.Health.Unconscious = true
		rules.Emit(ev, rules.Event{Kind: rules.EvUnitDown, Round: b.s.Round, Unit: t.ID, Target: rules.NoUnit, Status: "unconscious", Text: sp.Name + " is knocked out"})
	case t.Aff.Dazed():
		t.Aff.Stun()
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: b.s.Round, Unit: t.ID, Target: rules.NoUnit, Status: "stunned"})
	default:
		t.Aff.Daze()
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: b.s.Round, Unit: t.ID, Target: rules.NoUnit, Status: "dazed"})
	}
}

func (b *Battle) attackDice(a *unitState, w WeaponSpec) int {
	if w.Melee {
		return b.spec(a).Ag
	}
	return b.spec(a).Per
}

// Odds gives the exact odds of a legal attack command, assuming the target
// answers with Duck (always available and free).
func (b *Battle) Odds(c rules.Command) (rules.Odds, error) {
	// A command with no target or that is no attack is refused before the
	// legal list is made (the AI asks about every command with a target).
	// A Hip Fire is checked alone: listing them all costs a line of sight
	// per square and target.
	isOne := priced(c)
	ok := isOne && c.Action == "hip_fire" && b.hipFireValid(c)
	if isOne && c.Action != "hip_fire" {
		for _, l := range b.legalAs(c) {
			if l.Same(c) {
				ok = true
			}
		}
	}
	if !ok {
		// Joined rather than formatted: the AI asks about every command
		// with a target, defence answers among them.
		return rules.Odds{}, &rules.Rejection{Kind: rules.ErrIllegal, Reason: c.String() + " is not a legal attack now"}
	}
	return b.priceAttack(c, false), nil
}

// priced reports whether c is a command Odds prices, when legal: an
// attack, a Grapple Strike, or a test (Grapple, Disarm, Trip), with a
// target.
func priced(c rules.Command) bool {
	return c.Target != rules.NoUnit && (isAttack(c.Action) || c.Action == "grapple_strike" || isTest(c.Action))
}

// priceAttack is Odds(c) for c a legal attack; with shared, its Damage
// and Mods may be the battle's (attackOddsShared).
func (b *Battle) priceAttack(c rules.Command, shared bool) rules.Odds {
	return b.priceAttackWith(c, shared, nil)
}

// priceAttackWith is priceAttack with the attack's spec changed by edit,
// when not nil, before it is priced (OddsTakedownNow).
func (b *Battle) priceAttackWith(c rules.Command, shared bool, edit func(*AttackSpec)) rules.Odds {
	if c.Action == "distracting_shot" {
		return b.distractOdds(c)
	}
	return b.intoGrappleOdds(c, b.priceOnTarget(c, shared, edit))
}

// priceOnTarget is priceAttackWith(c, shared, edit) for an attack that
// reaches its named target: one from outside a grapple may fall on
// another participant (intoGrappleOdds).
func (b *Battle) priceOnTarget(c rules.Command, shared bool, edit func(*AttackSpec)) rules.Odds {
	if isTest(c.Action) {
		return b.declaredTestOdds(c)
	}
	a, t := &b.s.Units[c.Unit], &b.s.Units[c.Target]
	if walksToAttack(c.Action) { // judged from the end square
		defer fromSquare(a, c.To)()
	}
	w := b.weapon(a, c.Weapon)
	p := b.declaredAttack(c, c.Weapon)
	p.Bullets = bulletsFor(c.Action, w)
	p.Option = c.Option
	s := b.attackSpec(p, b.strikeOdds(a, t, p))
	if edit != nil {
		edit(&s)
	}
	o := b.oddsOf(s, shared)
	if mayStray(c.Action, w, s.AttackMods) {
		o.Stray = strayChance(&s) // §8.5: into the melee
	}
	return o
}

// walksToAttack reports whether an attack action walks to its command's
// To before it is declared (Charge, Hip Fire): it is rolled, and so
// priced, from there.
func walksToAttack(action string) bool { return actionIndex.Marked(action, markWalks) }

// declaredAttack is the pending attack that c, with weapon wi (-1:
// fists), makes for the odds: as declare makes it now, the attacker's
// next attack this round (the multiple-attack penalty) carrying its Aim.
// Every price of an attack command starts from it, so that the odds count
// what the roll will.
func (b *Battle) declaredAttack(c rules.Command, wi int) *pendingAttack {
	a := &b.s.Units[c.Unit]
	return &pendingAttack{Attacker: a.ID, Target: c.Target, Action: c.Action, Weapon: wi, Bullets: 1, Number: a.Attacks + 1, Aimed: a.Aim}
}

// oddsOf is attackOdds(s), or attackOddsShared(&s) with shared.
func (b *Battle) oddsOf(s AttackSpec, shared bool) rules.Odds {
	if shared {
		return b.attackOddsShared(&s)
	}
	return b.attackOdds(s)
}

// DefenceOdds gives the exact odds of the pending attack if its target
// answers with the legal defence command c. A Dive for Cover has none: its
// end square and the strikes it provokes are not priced.
func (b *Battle) DefenceOdds(c rules.Command) (rules.Odds, error) {
	p := b.s.Pending
	ok := false
	for _, l := range b.legalAs(c) {
		if l.Same(c) {
			ok = true
		}
	}
	if p == nil || !ok || !defencePriced(c) {
		return rules.Odds{}, rules.Reject(rules.ErrIllegal, "%v is not a defence that can be priced now", c)
	}
	return b.priceDefence(c, false), nil
}

// defencePriced reports whether DefenceOdds prices c, when legal: every
// defence but a Dive for Cover and an Aim.
func defencePriced(c rules.Command) bool {
	return c.Action != "dive_for_cover" && c.Action != "aim"
}

// priceDefence is DefenceOdds(c) for c a legal defence that it prices;
// with shared, the Damage and Mods may be the battle's
// (attackOddsShared).
func (b *Battle) priceDefence(c rules.Command, shared bool) rules.Odds {
	p := b.s.Pending
	if isTest(p.Action) {
		return b.testOdds(p, c.Action)
	}
	if c.Action == "defend_ally" {
		return b.oddsOf(b.defendAllySpec(p, c), shared)
	}
	if c.Action == "aid_ally" {
		return b.aidAllyOdds(p, c)
	}
	if c.Action == "drop_prone" {
		return b.oddsOf(b.dropProneSpec(p), shared)
	}
	if c.Action != "take_cover" {
		return b.oddsOf(b.attackSpec(p, c.Action), shared)
	}
	// Price Take Cover as the state it leaves: in cover, head and arms
	// covered this round, defending with Duck.
	t := &b.s.Units[p.Target]
	was, round, pos := t.InCover, t.CoverRound, t.Pos
	t.InCover, t.CoverRound, t.Pos = true, b.s.Round, c.To
	spec := b.attackSpec(p, "duck")
	t.InCover, t.CoverRound, t.Pos = was, round, pos
	return b.oddsOf(spec, shared)
}

// attackSpec describes attack p for the odds, its target defending with
// kind. Its attack and defence modifiers lie in the battle's scratch
// space, valid until the next attackSpec: every caller prices the spec
// (attackOdds, which copies the modifiers it shows) before it asks for
// another.
func (b *Battle) attackSpec(p *pendingAttack, kind string) AttackSpec {
	a, t := &b.s.Units[p.Attacker], &b.s.Units[p.Target]
	w := b.weapon(a, p.Weapon)
	cu := b.coverFor(a, t)
	number := 0
	if kind != "no_defence" {
		number = t.Defences + 1
	}
	dd, rr, dm := b.appendDefence(b.scratch.defenceMods[:0], t, a, p, kind, number, cu)
	b.scratch.defenceMods = dm[:0]
	if kind == "no_defence" {
		dd, rr = 0, 0
	}
	armour, _ := b.content.ArmourOf(b.spec(t).Armour)
	str := 0
	if w.Melee || w.Thrown {
		str = b.spec(a).Str
	}
	ts := b.spec(t)
	spec := AttackSpec{
		AttackDice: b.attackDice(a, w), AttackMods: b.appendAttackMods(b.scratch.mods[:0], a, t, p),
		DefenceDice: dd, DefenceRerolls: rr, DefenceMods: dm,
		Bullets: p.Bullets, Weapon: w.Damage, Strength: str, Impact: w.Impact, Penetration: w.Penetration,
		Soak: Soak{Armour: armour.AP, Cloak: armour.Cloak}, Target: t.Health,
		Knockout:    p.Action == "knockout_blow",
		KnockoutOut: p.Action == "knockout_blow" && t.Aff.StunnedRounds > 0,
		ResolveDice: ts.WP, ResolveFlat: ts.Skill("resolve"),
	}
	if p.Action == "called_shot" {
		spec.Head, spec.Extra, spec.ExtraWounds = true, 3, 1
		spec.Penetration += 2
	}
	if l, ok := aimedLocation(p); ok {
		spec.Aimed, spec.AimedAt = true, l
	}
	b.scratch.mods = spec.AttackMods[:0]
	b.multiOdds(&spec, p)
	if t.TotalDefense {
		spec.Soak.Misc = 2
	}
	if !cu.none() {
		spec.Soak.Cover, spec.Soak.Exposed = cu.ap, cu.exposed()
	}
	swordpointOdds(&spec, p)
	return spec
}

// isAttack reports whether an action is an attack that Odds can price.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func isAttack(a string) bool { return actionIndex.Marked(a, markAttack) }
