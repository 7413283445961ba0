package ads

import "sightline/rules"

// Drop Weapon/Item (§4, §5.5: free, on the unit's own turn). "drop_weapon"
// lets the weapon in the main hand fall to the unit's square, as a Disarm's
// knock does: it stays in the unit's list marked dropped, and a Draw picks
// it up again (1 tick, or free once after a Move). Without a weapon in the
// main hand the off hand does nothing (hands.go), and the unit counts as
// unarmed, for Swordpoint too (swordpoint.go). Not offered in a grapple
// (only grapple actions), nor for a weapon already dropped or taken.
// Dropping provokes nothing.

// dropLegal lists u's Drop Weapon command, when it holds a weapon.
func (b *Battle) dropLegal(u *unitState, cmd func(string, int, rules.Cost) rules.Command) []rules.Command {
	if u.Grapple != 0 || len(u.Weapons) == 0 || !inHand(u) {
		return nil
	}
	c := cmd("drop_weapon", u.ID, rules.Cost{})
	c.Weapon = u.Drawn
	return []rules.Command{c}
}

// dropWeapon plays Drop Weapon: the weapon in u's main hand is dropped.
func (b *Battle) dropWeapon(u *unitState, c rules.Command) {
	u.Weapons[c.Weapon].Dropped = true
}

// wields reports whether u holds a usable weapon in its main hand: what
// Block needs (§5.3: "wielding a weapon, shield or bracer"; the content
// has no shields or bracers). Against a Disarm or Trip, Block stands for
// the Athletics resistance and needs nothing in hand.
func (b *Battle) wields(u *unitState) bool {
	return len(u.Weapons) > 0 && inHand(u) && !u.Weapons[u.Drawn].Broken
}
