package ads

// RangeMod returns the range-band modifier of a ranged attack at distance d
// squares with a weapon of listed range r (§8.2, G23), and false when d is
// beyond 3r and the weapon cannot fire. Bands compare in whole squares,
// with halves kept exact by doubling.
func RangeMod(d, r int) (int, bool) {
	switch {
	case d <= 2:
		return 2, true
	case d <= 4:
		return 1, true
	case d <= r:
		return 0, true
	case 2*d <= 3*r:
		return -1, true
	case d <= 2*r:
		return -2, true
	case d <= 3*r:
		return -4, true
	}
	return 0, false
}

// rangeLimit returns the longest distance at which RangeMod lets a weapon
// of listed range r fire: 4 squares (the short bands) or 3r.
func rangeLimit(r int) int { return max(4, 3*r) }

// maxRange is a weapon's rules.Weapon.MaxRange: rangeLimit of its range,
// the last band RangeBands lists, or 0 for a melee weapon.
func maxRange(ws *WeaponSpec) int {
	if ws.Melee {
		return 0
	}
	return rangeLimit(ws.Range)
}
