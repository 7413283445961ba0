package ads

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/kit/dice"
)

// This file plays the single attacks of §5.1 and §5.2 that leave a status
// behind (Pressure-point Strike, Distracting Shot, Disabling Shot) and the
// statuses they cause (§9: Slowed, Disabled, a broken weapon, and the lost
// ticks of a distraction).

// lasting holds the statuses a manoeuvre leaves on a unit for the rest of
// the battle (level 1 and 2 statuses end with the scene, which is the
// battle): ArmsDisabled and LegsDisabled (Disabling Shot), Slowed (a
// Pressure-point Strike on a Dazed unit, or a Disabling Shot on disabled
// legs), and Distracted, the ticks a Distracting Shot takes off the unit's
// next turn.
type lasting struct {
	ArmsDisabled bool `json:"arms_disabled,omitempty"`
	LegsDisabled bool `json:"legs_disabled,omitempty"`
	Slowed       bool `json:"slowed,omitempty"`
	Distracted   int  `json:"distracted,omitempty"`
}

// DistractTicks is what a successful Distracting Shot takes off the
// target's next turn (§5.2).
const DistractTicks = 2

// The areas a Disabling Shot may aim at, its command's Option.
const (
	AreaArms   = "arms"
	AreaLegs   = "legs"
	AreaWeapon = "weapon"
)

// disablingAreas lists the Disabling Shot's areas in the order Legal
// offers them.
var disablingAreas = []string{AreaArms, AreaLegs, AreaWeapon}

// manoeuvreLegal appends to out u's commands of this file's attacks on t
// with weapon wi, the one in hand, and returns it. Each needs what the
// plain attack of its kind needs (Melee Strike or Straight Shot: reach,
// range, sight, ammunition, no Run, no Total Defense, not hidden) and its
// own ticks. A Disabling Shot is offered once per area that can still get
// worse: arms not yet disabled, legs not yet slowed, and a weapon in the
// target's hand not yet broken. plain is attacksOn(u, wi, t), which the
// caller has already listed.
func (b *Battle) manoeuvreLegal(out []rules.Command, u *unitState, wi int, t *unitState, plain []string, cmd func(string, int, rules.Cost) rules.Command) []rules.Command {
	add := func(out []rules.Command, a, option string) []rules.Command {
		if u.Ticks < ticksOf(a) {
			return out
		}
		c := cmd(a, u.ID, tickCost(ticksOf(a)))
		c.Target, c.Weapon, c.To, c.Option = t.ID, wi, t.Pos, option
		return append(out, c)
	}
	switch {
	case contains(plain, "melee_strike"):
		out = add(out, "pressure_point_strike", "")
	case contains(plain, "straight_shot"):
		out = add(out, "distracting_shot", "")
		for _, area := range disablingAreas {
			if b.canDisable(t, area) {
				out = add(out, "disabling_shot", area)
			}
		}
	}
	return out
}

// canDisable reports whether a Disabling Shot at area can still worsen t.
func (b *Battle) canDisable(t *unitState, area string) bool {
	switch area {
	case AreaArms:
		return !t.Lasting.ArmsDisabled
	case AreaLegs:
		return !t.Lasting.Slowed || !t.Lasting.LegsDisabled
	case AreaWeapon:
		return !t.Weapons[t.Drawn].Broken
	}
	return false
}

// aimedLocation returns the hit location a Disabling Shot aims at: the legs
// for the legs, the arms for the arms and for the weapon in hand.
func aimedLocation(p *pendingAttack) (Location, bool) {
	if p.Action != "disabling_shot" {
		return 0, false
	}
	if p.Option == AreaLegs {
		return Legs, true
	}
	return Arms, true
}

// manoeuvreAttackMods are the attack modifiers of this file (the
// action's own is its entry's in the moves table): the off hand's,
// Disabled arms (-1 to every attack) and a Disabled weapon (-1 to its
// attacks).
func (b *Battle) manoeuvreAttackMods(a *unitState, p *pendingAttack) []rules.Mod {
	mods := append([]rules.Mod(nil), b.handMods(a, p)...)
	if a.Lasting.ArmsDisabled {
		mods = append(mods, rules.Mod{Source: "arms disabled", Value: -1})
	}
	if p.Weapon >= 0 && p.Weapon < len(a.Weapons) && a.Weapons[p.Weapon].Disabled {
		mods = append(mods, rules.Mod{Source: "weapon disabled", Value: -1})
	}
	return mods
}

// manoeuvreDefenceMods are the defence modifiers of this file: Slowed gives
// -1 to every defence (all are physical), Disabled legs -1 to the defences
// that move the body (Duck and Dodge), Disabled arms -1 to those made with
// the arms (Block and Parry).
func (b *Battle) manoeuvreDefenceMods(t *unitState, kind string) []rules.Mod {
	var mods []rules.Mod
	if t.Lasting.Slowed {
		mods = append(mods, rules.Mod{Source: "slowed", Value: -1})
	}
	switch kind {
	case "duck", "dodge":
		if t.Lasting.LegsDisabled {
			mods = append(mods, rules.Mod{Source: "legs disabled", Value: -1})
		}
	case "block", "parry":
		if t.Lasting.ArmsDisabled {
			mods = append(mods, rules.Mod{Source: "arms disabled", Value: -1})
		}
	}
	return mods
}

// speed is u's movement Speed: its template's, one less while Slowed (at
// least 1). It serves movement and initiative alike (G28).
func (b *Battle) speed(u *unitState) int {
	s := b.spec(u).Speed
	if u.Lasting.Slowed {
		s = max(1, s-1)
	}
	return s
}

// manoeuvreHit makes the status test of a Pressure-point Strike or a
// Disabling Shot that hit t for taken damage after soak.
func (b *Battle) manoeuvreHit(p *pendingAttack, t *unitState, taken int, ev *[]rules.Event) {
	if !t.Health.Active() {
		return
	}
	switch p.Action {
	case "pressure_point_strike":
		b.pressureResolve(t, taken, ev)
	case "disabling_shot":
		b.disableResolve(t, p.Option, taken, ev)
	}
}

// pressureResolve makes the Pressure-point Strike's Resolve test against
// the damage taken: a failure Dazes the target, or Slows it when already
// Dazed.
func (b *Battle) pressureResolve(t *unitState, taken int, ev *[]rules.Event) {
	if b.resists(t, taken, "the pressure-point strike", ev) {
		return
	}
	switch {
	case !t.Aff.Dazed():
		t.Aff.Daze()
		b.gain(t, "dazed", "", ev)
	case !t.Lasting.Slowed:
		t.Lasting.Slowed = true
		b.gain(t, "slowed", "", ev)
	}
}

// disableResolve makes the Disabling Shot's Resolve test against the
// damage taken: a failure Disables the area aimed at; disabled legs become
// Slowed and a disabled weapon breaks (G16).
func (b *Battle) disableResolve(t *unitState, area string, taken int, ev *[]rules.Event) {
	if b.resists(t, taken, "the disabling shot", ev) {
		return
	}
	name := b.spec(t).Name
	switch area {
	case AreaArms:
		if !t.Lasting.ArmsDisabled {
			t.Lasting.ArmsDisabled = true
			b.gain(t, "disabled", name+"'s arms are disabled", ev)
		}
	case AreaLegs:
		switch {
		case !t.Lasting.LegsDisabled:
			t.Lasting.LegsDisabled = true
			b.gain(t, "disabled", name+"'s legs are disabled", ev)
		case !t.Lasting.Slowed:
			t.Lasting.Slowed = true
			b.gain(t, "slowed", name+"'s disabled legs slow it", ev)
		}
	case AreaWeapon:
		ws := &t.Weapons[t.Drawn]
		wn := b.weapon(t, t.Drawn).Name
		switch {
		case !ws.Disabled:
			ws.Disabled = true
			b.gain(t, "disabled", name+"'s "+wn+" is disabled", ev)
		case !ws.Broken:
			ws.Broken = true
			b.gain(t, "broken_weapon", name+"'s "+wn+" breaks", ev)
		}
	}
}

// gain records that t gained a status, with an optional text.
func (b *Battle) gain(t *unitState, status, text string, ev *[]rules.Event) {
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: b.s.Round, Unit: t.ID, Target: rules.NoUnit, Status: status, Text: text})
}

// distractingShot plays a Distracting Shot (§5.2, G17): one round fired,
// the ranged attack pool at -2 with the usual modifiers against the
// target's Scrutiny (Perception dT + Scrutiny), a tie to the target (G13).
// If the shot wins, the target loses DistractTicks on its next turn. It
// deals no damage, counts as an attack action, and a loss is a miss for
// the jam check.
func (b *Battle) distractingShot(u *unitState, c rules.Command, ev *[]rules.Event) {
	st := &b.s
	t := &st.Units[c.Target]
	u.Attacked = true
	u.Attacks++
	p := &pendingAttack{Attacker: u.ID, Target: t.ID, Action: c.Action, Weapon: c.Weapon, Bullets: 1, Number: u.Attacks, Aimed: u.Aim}
	u.Weapons[c.Weapon].Ammo--
	rules.Emit(ev, rules.Event{Kind: rules.EvResource, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Text: "ammo", Value: u.Weapons[c.Weapon].Ammo})
	u.Facing = facing(u.Pos, t.Pos, u.Facing)
	if u.Aim {
		u.Aim = false
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Status: "aiming"})
	}
	defer b.makeAware(t, ev)
	w := b.weapon(u, c.Weapon)
	ap := RollPool(st.Dice, b.attackDice(u, w), 0)
	at := NewTotal(ap.Successes, b.attackMods(u, t, p)...)
	rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Round: st.Round, Unit: u.ID, Target: t.ID, Dice: ap.Faces(), Mods: at.Mods, Total: at.Value, Text: "attack"})
	dice, mods := b.scrutiny(t)
	dp := RollPool(st.Dice, dice, 0)
	dt := NewTotal(dp.Successes, mods...)
	rules.Emit(ev, rules.Event{Kind: rules.EvRoll, Round: st.Round, Unit: t.ID, Target: u.ID, Dice: dp.Faces(), Mods: dt.Mods, Total: dt.Value, Text: "scrutiny"})
	won := at.Value > dt.Value
	rules.Emit(ev, rules.Event{Kind: rules.EvShot, Round: st.Round, Unit: u.ID, Target: t.ID, Value: 1, Hit: won, Total: at.Value - dt.Value})
	name := b.spec(t).Name
	if won {
		t.Lasting.Distracted = DistractTicks
		b.gain(t, "distracted", fmt.Sprintf("%s is distracted: %d ticks lost on its next turn", name, DistractTicks), ev)
		b.swordpointDistracted(t, at.Value-dt.Value, ev)
	} else {
		rules.Emit(ev, rules.Event{Kind: rules.EvAction, Round: st.Round, Side: t.Side, Unit: t.ID, Target: u.ID, Action: c.Action,
			Text: name + " sees through the distracting shot"})
	}
	b.jamCheck(u, c.Weapon, won, at.Value, ev)
}

// scrutiny is t's Scrutiny pool (G27: Perception dT + Scrutiny) and its
// flat modifiers.
func (b *Battle) scrutiny(t *unitState) (int, []rules.Mod) {
	sp := b.spec(t)
	mods := []rules.Mod{{Source: "scrutiny", Value: sp.Skill("scrutiny")}}
	return sp.Per, appendTestMods(mods, t) // wounds, Dazed, Stunned
}

// distractOdds prices a legal Distracting Shot: Hit is the chance the shot
// wins against the target's Scrutiny; it deals no damage.
func (b *Battle) distractOdds(c rules.Command) rules.Odds {
	a, t := &b.s.Units[c.Unit], &b.s.Units[c.Target]
	p := b.declaredAttack(c, c.Weapon)
	am := b.attackMods(a, t, p)
	pool, dm := b.scrutiny(t)
	att := dice.AddFlat(poolDist(b.attackDice(a, b.weapon(a, c.Weapon)), 0), ModSum(am))
	def := dice.AddFlat(poolDist(pool, 0), ModSum(dm))
	o := rules.Odds{Mods: append([]rules.Mod(nil), am...), Damage: []float64{}}
	for _, m := range dm {
		o.Mods = append(o.Mods, rules.Mod{Source: "defence: " + m.Source, Value: m.Value})
	}
	for x, px := range att {
		for y, py := range def {
			if x > y {
				o.Hit += px * py
			}
		}
	}
	o.Hinder = o.Hit * hinderOf(c.Action)
	return o
}

// startTurnManoeuvres takes a distraction's ticks off u at the start of its
// turn: it loses what it has of them, never going into debt for it.
func (b *Battle) startTurnManoeuvres(u *unitState, ev *[]rules.Event) {
	if u.Lasting.Distracted == 0 {
		return
	}
	lost := min(u.Lasting.Distracted, max(0, u.Ticks))
	u.Ticks -= lost
	u.Lasting.Distracted = 0
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Round: b.s.Round, Unit: u.ID, Target: rules.NoUnit, Status: "distracted", Value: lost,
		Text: fmt.Sprintf("%s loses %d ticks to the distraction", b.spec(u).Name, lost)})
}

// manoeuvreStatuses returns the statuses of this file that u shows.
func manoeuvreStatuses(u *unitState) statusSet {
	disabled := u.Lasting.ArmsDisabled || u.Lasting.LegsDisabled
	broken := false
	for _, w := range u.Weapons {
		disabled = disabled || (w.Disabled && !w.Broken)
		broken = broken || w.Broken
	}
	return statusIf(disabled, stDisabled) | statusIf(broken, stBrokenWeapon) |
		statusIf(u.Lasting.Slowed, stSlowed) | statusIf(u.Lasting.Distracted > 0, stDistracted)
}
