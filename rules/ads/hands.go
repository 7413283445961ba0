package ads

import "sightline/rules"

// This file gives units a second hand (§5.1 Off-hand Strike, §5.2
// Off-hand Shot): a unit whose weapon in hand is one-handed may draw a
// second one-handed weapon into its off hand and attack with it.

// The feats a unit template may list. Ambidextrous takes the off-hand
// penalty away; the Multi-Weapon Fighting feats are read by Multi-Strike
// when it is played.
var featNames = []string{"ambidextrous", "multi_weapon_melee", "multi_weapon_ranged"}

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
		return nil
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
	if b.weapon(u, u.Drawn).TwoHanded {
		return nil
	}
	if n := b.drawCost(u); u.Ticks >= n {
		for wi := range u.Weapons {
			if wi == u.Drawn || wi == offHand(u) || u.Weapons[wi].Broken || b.weapon(u, wi).TwoHanded {
				continue
			}
			c := cmd("draw_off_hand", u.ID, tickCost(n))
			c.Weapon = wi
			out = append(out, c)
		}
	}
	oi := offHand(u)
	if oi < 0 || u.Weapons[oi].Broken || u.Weapons[oi].Jammed {
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
	return out
}

// drawMain takes weapon wi into u's main hand. The weapon it was in the off
// hand leaves it, and a two-handed weapon empties the off hand.
func (b *Battle) drawMain(u *unitState, wi int) {
	u.Drawn = wi
	if offHand(u) == wi || b.weapon(u, wi).TwoHanded {
		u.Off = 0
	}
}

// drawOffHand plays a draw into the off hand.
func (b *Battle) drawOffHand(u *unitState, c rules.Command) {
	if c.Cost.N == 0 {
		u.FreeDraw = true
	}
	u.Ticks -= c.Cost.N
	u.Off = c.Weapon + 1
}

// handsAttack reports whether a is an off-hand attack.
func handsAttack(a string) bool { return a == "off_hand_strike" || a == "off_hand_shot" }
