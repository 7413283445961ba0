package ads

import (
	"math/bits"

	"sightline/rules"
)

// statusSet is a unit's statuses and stances as bits, one for each name
// in statusNames, in the order a unit's view lists them (AppendUnits):
// the engine finds a unit's statuses as bits and writes their names only
// into the view.
type statusSet uint32

// The statuses, in the order a unit's view lists them.
const (
	stProne statusSet = 1 << iota
	stInCover
	stHunkered
	stOverwatch
	stCoveringFire
	stSuppressed
	stUnaware
	stTotalDefense
	stSprinting
	stAllOut
	stGuarded
	stBloodied
	stUnconscious
	stDazed
	stStunned
	stGrappled
	stPinned
	stDisabled
	stBrokenWeapon
	stSlowed
	stDistracted
	stSwordpoint
	stAtSwordpoint
)

// statusNames are the statuses' names, by bit.
var statusNames = [...]string{rules.StatusProne, "in_cover", "hunkered", "overwatch", "covering_fire", "suppressed", "unaware", "total_defense", "sprinting", "all_out", "guarded",
	"bloodied", "unconscious", "dazed", "stunned",
	"grappled", "pinned",
	"disabled", "broken_weapon", "slowed", "distracted",
	"swordpoint", "at_swordpoint"}

// statusIf returns st when on is true, and no status otherwise.
func statusIf(on bool, st statusSet) statusSet {
	if on {
		return st
	}
	return 0
}

// appendNames appends the names of the statuses in s to out, in order.
func (s statusSet) appendNames(out []string) []string {
	for s != 0 {
		out = append(out, statusNames[bits.TrailingZeros32(uint32(s))])
		s &= s - 1
	}
	return out
}
