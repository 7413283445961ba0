package ads

// BulletPenalty is the cumulative penalty of each projectile after the
// first in one attack (ads.md §6.4).
const BulletPenalty = 2

// CritMargin is the smallest margin that makes a hit critical (G8).
const CritMargin = 6

// Margins returns the margin of each of n projectiles of one attack with
// total a against defence d: m_k = a - 2(k-1) - d for k = 1..n.
func Margins(a, d, n int) []int {
	ms := make([]int, n)
	for k := range ms {
		ms[k] = a - BulletPenalty*k - d
	}
	return ms
}

// Hits counts the margins of at least 1: ties go to the defender.
func Hits(margins []int) int {
	n := 0
	for _, m := range margins {
		if m >= 1 {
			n++
		}
	}
	return n
}

// IsCrit reports whether a hit with margin m is a critical hit (G8).
func IsCrit(m int) bool { return m >= CritMargin }

// Location is a body location hit by an attack.
type Location int

// The body locations of the project's hit-location table (G5).
const (
	Head Location = iota
	Arms
	Torso
	Legs
	NumLocations
)

var locationNames = [...]string{"head", "arms", "torso", "legs"}

// String returns the location's name, such as "torso".
func (l Location) String() string {
	if l >= 0 && l < NumLocations {
		return locationNames[l]
	}
	return "location?"
}

// LocationOf maps one d10 to a hit location: 1 head, 2-3 arms, 4-7 torso,
// 8-10 legs (G5).
func LocationOf(d10 int) Location {
	switch {
	case d10 <= 1:
		return Head
	case d10 <= 3:
		return Arms
	case d10 <= 7:
		return Torso
	default:
		return Legs
	}
}

// locationFaces is how many of the ten d10 faces give each location.
var locationFaces = [NumLocations]int{1, 2, 4, 3}

// HitDamage is the damage of one hit before mitigation: weapon damage, plus
// Strength for melee and thrown weapons (pass 0 otherwise), plus the margin
// m, or floor(m/2) for Impact weapons, plus extra (Called Shot +3), plus the
// critical die crit (0 when the hit is not critical).
func HitDamage(weapon, strength, m int, impact bool, extra, crit int) int {
	add := m
	if impact {
		add = m / 2
	}
	return weapon + strength + add + extra + crit
}

// Soak is the armour standing at one location.
type Soak struct {
	// Armour is body armour AP.
	Armour int `json:"armour"`
	// Cloak is cloak AP; it counts on the torso and legs only.
	Cloak int `json:"cloak,omitempty"`
	// Cover is the cover material's AP bonus when this location is covered
	// and the cover faces the attacker, else 0.
	Cover int `json:"cover,omitempty"`
	// Misc is any other soak, Total Defense's 2 among them.
	Misc int `json:"misc,omitempty"`
	// Exposed marks the locations (bit 1<<Location) the cover does not
	// protect; 0 means Cover counts everywhere.
	Exposed uint8 `json:"exposed,omitempty"`
}

// AP returns the stacked AP at location l.
func (s Soak) AP(l Location) int {
	ap := s.Armour + s.Misc
	if s.Exposed&(1<<l) == 0 {
		ap += s.Cover
	}
	if l == Torso || l == Legs {
		ap += s.Cloak
	}
	return ap
}

// EffectiveAP applies armour penetration once to the stacked AP: max(0,
// ap - pen).
func EffectiveAP(ap, pen int) int {
	if ap -= pen; ap < 0 {
		return 0
	}
	return ap
}

// Taken is the damage that gets through: max(0, damage - effective AP).
func Taken(damage, effAP int) int {
	if damage -= effAP; damage < 0 {
		return 0
	}
	return damage
}

// Jams reports whether an attack jams its weapon (§6.10, G12): only when
// every projectile missed and the first total a is even. Melee weapons,
// bows and primitive weapons never jam: the caller passes canJam false.
func Jams(canJam bool, anyHit bool, a int) bool {
	return canJam && !anyHit && a%2 == 0
}

// Reliability is how a weapon recovers from a jam.
type Reliability int

// The reliability grades of §6.10.
const (
	Normal Reliability = iota
	Reliable
	Unreliable
)

// QuickRecovers reports whether a quick recovery with the rolled dT faces
// clears the jam: one face of 6-10 for a normal weapon, either of two for a
// Reliable one; an Unreliable weapon never quick-recovers. Explosions are
// ignored.
func QuickRecovers(r Reliability, faces ...int) bool {
	if r == Unreliable {
		return false
	}
	n := 1
	if r == Reliable {
		n = 2
	}
	for i := 0; i < n && i < len(faces); i++ {
		if IsSuccess(faces[i]) {
			return true
		}
	}
	return false
}
