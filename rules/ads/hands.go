package ads

import (
	"fmt"
	"strconv"

	"sightline/rules"
)

// This file gives units a second hand (§5.1 Off-hand Strike, §5.2
// Off-hand Shot): a unit whose weapon in hand is one-handed may draw a
// second one-handed weapon into its off hand and attack with it, or with
// both at once in a Multi-Strike; and it plays §5.2's Throw.

// featNames are the feats a unit template may list: Ambidextrous takes the
// off-hand penalty away (and 2 off a Multi-Strike's secondary), and the
// Multi-Weapon Fighting feats allow Multi-Strikes with two melee or two
// ranged weapons; Martial Artist keeps an unarmed unit from being held at
// swordpoint (swordpoint.go).
var featNames = []string{"ambidextrous", "multi_weapon_melee", "multi_weapon_ranged", "martial_artist"}

// hasFeat reports whether u's template has the feat.
func (b *Battle) hasFeat(u *unitState, feat string) bool {
	return contains(b.spec(u).Feats, feat)
}

// offHand returns the index of the weapon in u's off hand, or -1.
func offHand(u *unitState) int { return u.Off - 1 }

// offHandMods are the penalties of the off-hand attacks: -1 for a strike,
// -2 for a shot, none for an Ambidextrous unit.
var offHandMods = map[string]rules.Mod{
	"off_hand_strike": {Source: "off hand", Value: -1},
	"off_hand_shot":   {Source: "off hand", Value: -2},
}

// handMods returns the off-hand modifier of attack p by a.
func (b *Battle) handMods(a *unitState, p *pendingAttack) []rules.Mod {
	m, ok := offHandMods[p.Action]
	if !ok {
		return b.multiMods(a, p)
	}
	if b.hasFeat(a, "ambidextrous") {
		m.Value = 0
		m.Source = "off hand (ambidextrous)"
	}
	return []rules.Mod{m}
}

// handsLegal lists u's off-hand commands: drawing a one-handed weapon into
// the off hand while the weapon in hand is one-handed (as Draw costs, §5.5),
// and attacking with the off-hand weapon on its own terms (what a Melee
// Strike or a Straight Shot with it would need).
func (b *Battle) handsLegal(u *unitState, cmd func(string, int, rules.Cost) rules.Command) []rules.Command {
	var out []rules.Command
	// Without a weapon in the main hand (dropped or taken: grapple.go) the
	// off hand does nothing either; a weapon on the ground is picked up
	// into the main hand.
	if b.weapon(u, u.Drawn).TwoHanded || !inHand(u) {
		return nil
	}
	if n := b.drawCost(u); u.Ticks >= n {
		for wi := range u.Weapons {
			if ow := b.weapon(u, wi); wi == u.Drawn || wi == offHand(u) || u.Weapons[wi].Broken || u.Weapons[wi].Lost || u.Weapons[wi].Dropped || ow.TwoHanded || ow.Thrown {
				continue
			}
			c := cmd("draw_off_hand", u.ID, tickCost(n))
			c.Weapon = wi
			out = append(out, c)
		}
	}
	oi := offHand(u)
	if oi < 0 || u.Weapons[oi].Broken || u.Weapons[oi].Jammed || u.Weapons[oi].Lost || u.Weapons[oi].Dropped {
		return out
	}
	w := b.weapon(u, oi)
	for ti := range b.s.Units {
		t := &b.s.Units[ti]
		if t.Side == u.Side || !t.Health.Active() {
			continue
		}
		plain := b.attacksOn(u, oi, t)
		a := ""
		switch {
		case w.Melee && contains(plain, "melee_strike"):
			a = "off_hand_strike"
		case !w.Melee && contains(plain, "straight_shot"):
			a = "off_hand_shot"
		}
		if a != "" && u.Ticks >= ticksOf(a) {
			c := cmd(a, u.ID, tickCost(ticksOf(a)))
			c.Target, c.Weapon, c.To = t.ID, oi, t.Pos
			out = append(out, c)
		}
	}
	return append(out, b.multiLegal(u, cmd)...)
}

// drawMain takes weapon wi into u's main hand. The weapon it was in the off
// hand leaves it, and a two-handed weapon empties the off hand.
func (b *Battle) drawMain(u *unitState, wi int) {
	u.Drawn = wi
	if offHand(u) == wi || b.weapon(u, wi).TwoHanded {
		u.Off = 0
	}
}

// draw plays Draw c, paid: the weapon to the hand (off the ground if it
// lay there); a free Draw after a Move is marked.
func (b *Battle) draw(u *unitState, c rules.Command) {
	if c.Cost.N == 0 {
		u.FreeDraw = true
	}
	b.drawMain(u, c.Weapon)
	u.Weapons[c.Weapon].Dropped = false
}

// drawOffHand plays a draw into the off hand.
func (b *Battle) drawOffHand(u *unitState, c rules.Command) {
	if c.Cost.N == 0 {
		u.FreeDraw = true
	}
	u.Off = c.Weapon + 1
}

// preset is what the secondary attack of a Multi-Strike shares with the
// primary: the one attack roll and, against the same target, the one
// defence total (§6.4: one A, one D).
type preset struct {
	Roll    Pool   `json:"roll"`
	Defence *Total `json:"defence,omitempty"`
}

// multiKind returns the Multi-Weapon Fighting feat u needs to Multi-Strike
// with the weapons in its two hands, and whether both hands hold usable
// weapons of one kind (two melee weapons, or two ranged ones).
func (b *Battle) multiKind(u *unitState) (string, bool) {
	oi := offHand(u)
	if oi < 0 {
		return "", false
	}
	for _, wi := range []int{u.Drawn, oi} {
		if ws := u.Weapons[wi]; ws.Broken || ws.Jammed {
			return "", false
		}
	}
	mw, ow := b.weapon(u, u.Drawn), b.weapon(u, oi)
	switch {
	case mw.Melee && ow.Melee:
		return "multi_weapon_melee", true
	case !mw.Melee && !ow.Melee:
		return "multi_weapon_ranged", true
	}
	return "", false
}

// multiLegal lists u's Multi-Strikes (3 ticks: one secondary hand, G31):
// the weapon in hand at Target and the off-hand weapon at the unit the
// Option names by id, or at Target too when the Option is empty. Each
// weapon must be able to make its plain attack (a Melee Strike or a
// Straight Shot) on its target, and u needs the feat of the weapons' kind.
func (b *Battle) multiLegal(u *unitState, cmd func(string, int, rules.Cost) rules.Command) []rules.Command {
	feat, ok := b.multiKind(u)
	if !ok || !b.hasFeat(u, feat) || u.Ticks < ticksOf("multi_strike") {
		return nil
	}
	plainOf := "straight_shot"
	if feat == "multi_weapon_melee" {
		plainOf = "melee_strike"
	}
	var main, off []int
	for ti := range b.s.Units {
		t := &b.s.Units[ti]
		if t.Side == u.Side || !t.Health.Active() {
			continue
		}
		if contains(b.attacksOn(u, u.Drawn, t), plainOf) {
			main = append(main, t.ID)
		}
		if contains(b.attacksOn(u, offHand(u), t), plainOf) {
			off = append(off, t.ID)
		}
	}
	var out []rules.Command
	for _, t1 := range main {
		for _, t2 := range off {
			c := cmd("multi_strike", u.ID, tickCost(ticksOf("multi_strike")))
			c.Target, c.Weapon, c.To = t1, u.Drawn, b.s.Units[t1].Pos
			if t2 != t1 {
				c.Option = strconv.Itoa(t2)
			}
			out = append(out, c)
		}
	}
	return out
}

// multiMods returns a Multi-Strike's modifier: -1 for the primary weapon,
// -3 for the secondary (-1 when Ambidextrous, §6's two-weapon rule); the
// off-hand penalties do not stack with it.
func (b *Battle) multiMods(a *unitState, p *pendingAttack) []rules.Mod {
	if p.Action != "multi_strike" {
		return nil
	}
	if p.Preset == nil {
		return []rules.Mod{{Source: "multi-strike primary", Value: -1}}
	}
	if b.hasFeat(a, "ambidextrous") {
		return []rules.Mod{{Source: "multi-strike secondary (ambidextrous)", Value: -1}}
	}
	return []rules.Mod{{Source: "multi-strike secondary", Value: -3}}
}

// multiFollow plays the secondary attack of a Multi-Strike once its primary
// attack p is rolled (attack pool ap, defence dt with kind): the off-hand
// weapon, from the same roll, at the secondary target. Against the same
// target it is resolved at once against the same defence; another target
// is asked for its one defence first.
func (b *Battle) multiFollow(p *pendingAttack, ap Pool, dt Total, kind string, ev *[]rules.Event) {
	st := &b.s
	if p.Action != "multi_strike" || p.Preset != nil || st.Over {
		return
	}
	a := &st.Units[p.Attacker]
	oi := offHand(a)
	target := p.Target
	if p.Option != "" {
		target, _ = strconv.Atoi(p.Option)
	}
	if oi < 0 || !a.Health.Active() || target < 0 || target >= len(st.Units) {
		return
	}
	t := &st.Units[target]
	p2 := &pendingAttack{Attacker: a.ID, Target: t.ID, Action: p.Action, Weapon: oi, Bullets: 1, Number: p.Number, Aimed: p.Aimed, Option: p.Option, Preset: &preset{Roll: ap}}
	if !t.Health.Active() {
		rules.Emit(ev, rules.Event{Kind: rules.EvAction, Round: st.Round, Side: a.Side, Unit: a.ID, Target: t.ID, Action: p.Action,
			Text: fmt.Sprintf("%s: the second weapon of the %s finds no target", b.spec(a).Name, actionName(p.Action))})
		return
	}
	if w := b.weapon(a, oi); !w.Melee {
		a.Weapons[oi].Ammo--
		rules.Emit(ev, rules.Event{Kind: rules.EvResource, Round: st.Round, Unit: a.ID, Target: rules.NoUnit, Text: "ammo", Value: a.Weapons[oi].Ammo})
	}
	a.Facing = facing(a.Pos, t.Pos, a.Facing)
	rules.Emit(ev, rules.Event{Kind: rules.EvAction, Round: st.Round, Side: a.Side, Unit: a.ID, Target: t.ID, Action: p.Action,
		Text: fmt.Sprintf("%s: %s, the %s in the off hand at %s, from the same roll", b.spec(a).Name, actionName(p.Action), b.weapon(a, oi).Name, b.spec(t).Name)})
	if t.ID == p.Target {
		p2.Preset.Defence = &dt
		b.roll(p2, kind, ev)
		return
	}
	st.Pending = p2
	pr := b.Prompt()
	rules.Emit(ev, rules.Event{Kind: rules.EvPrompt, Round: st.Round, Side: pr.Side, Unit: pr.Unit, Target: a.ID, Text: pr.Text})
}

// throwAttacks lists the attack a thrown weapon in hand makes (§5.2 Throw:
// 2 ticks, the range band, Strength added to the damage): a Throw while one
// is left. Every item thrown is gone for the rest of the battle, and a
// thrown weapon is never reloaded.
func throwAttacks(u *unitState, ws weaponState) []string {
	if u.Ticks >= ticksOf("throw") && ws.Ammo >= 1 {
		return []string{"throw"}
	}
	return nil
}

// SecondHit is the second weapon of a Multi-Strike on one target, for
// AttackOdds: its damage, Strength (melee and thrown), Impact and
// penetration, and Offset, how much lower its margin is than the primary
// weapon's from the same attack and defence rolls.
type SecondHit struct {
	Offset      int  `json:"offset"`
	Weapon      int  `json:"weapon"`
	Strength    int  `json:"strength,omitempty"`
	Impact      bool `json:"impact,omitempty"`
	Penetration int  `json:"penetration,omitempty"`
}

// multiOdds prices the Multi-Strike parts of attack p. For the primary
// attack on a target the second weapon also strikes (Option empty), it adds
// that weapon's hit; the odds stay exact while the second weapon's
// modifiers are no better than the primary's (Offset >= 0, as -1 against
// -3 makes them): otherwise the clamp at 0 (G7) would part the two margins,
// and the primary is priced alone. For the secondary attack, whose roll is
// already made, the roll's successes replace the attack dice.
func (b *Battle) multiOdds(spec *AttackSpec, p *pendingAttack) {
	if p.Action != "multi_strike" {
		return
	}
	if p.Preset != nil {
		spec.AttackDice = 0
		spec.AttackMods = append([]rules.Mod{{Source: "multi-strike roll", Value: p.Preset.Roll.Successes}}, spec.AttackMods...)
		return
	}
	a := &b.s.Units[p.Attacker]
	oi := offHand(a)
	if p.Option != "" || oi < 0 {
		return
	}
	t := &b.s.Units[p.Target]
	p2 := *p
	p2.Weapon, p2.Preset = oi, &preset{}
	off := ModSum(b.attackMods(a, t, p)) - ModSum(b.attackMods(a, t, &p2))
	if off < 0 {
		return
	}
	w := b.weapon(a, oi)
	sh := &SecondHit{Offset: off, Weapon: w.Damage, Impact: w.Impact, Penetration: w.Penetration}
	if w.Melee || w.Thrown {
		sh.Strength = b.spec(a).Str
	}
	spec.Second = sh
}
