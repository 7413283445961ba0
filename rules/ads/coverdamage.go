package ads

import "sightline/rules"

// Section is the running state of one cover section: its structure and the
// damage it has taken.
type Section struct {
	AP     int `json:"ap"`
	SP     int `json:"sp"`
	Damage int `json:"damage"`
}

// Broken reports whether the section's accumulated damage exceeds its SP.
func (s Section) Broken() bool { return s.Damage > s.SP }

// Left returns the SP the section has left, 0 once broken.
func (s Section) Left() int {
	if s.Broken() || s.Damage >= s.SP {
		return 0
	}
	return s.SP - s.Damage
}

// CoveredHitDamage is what a section takes when the defender behind it is
// hit on a covered location for dmg before soak: floor((dmg - AP)/2), at
// least 0 (G22).
func CoveredHitDamage(dmg, coverAP int) int {
	if x := dmg - coverAP; x > 0 {
		return x / 2
	}
	return 0
}

// CoverMissDamage is what a section takes when its defence bonus turned a
// hit into a miss, or when it is targeted directly: dmg - AP, at least 0.
func CoverMissDamage(dmg, coverAP int) int {
	if x := dmg - coverAP; x > 0 {
		return x
	}
	return 0
}

// Take adds damage to the section and reports whether this broke it.
func (s *Section) Take(n int) (broke bool) {
	was := s.Broken()
	s.Damage += n
	return !was && s.Broken()
}

var _ rules.CoverBreaker = (*Battle)(nil)

// WholeCovers returns every cover section's SP as the map built it, in
// Field.Covers order (rules.CoverBreaker): what a side knows of a section
// it has not seen damaged.
func (b *Battle) WholeCovers() []int {
	out := make([]int, len(b.s.Covers))
	for i, c := range b.s.Covers {
		out[i] = c.SP
	}
	return out
}
