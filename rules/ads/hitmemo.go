package ads

// The damage of one hit depends on the weapon, the soak and the margin
// only, and the same few weapons meet the same few armours all battle
// long: the memo the battle and its clones share (oddsMemo) remembers
// hitDist by them, so that a chain computed for a new target's health
// reuses the distributions of the hits.

// hitMemoSize is how many hit distributions a memo remembers before it
// starts afresh.
const hitMemoSize = 1 << 12

// hitKey is everything hitDist's result depends on.
type hitKey struct {
	m, weapon, strength, extra, penetration int
	impact, head, critical, aimed           bool
	aimedAt                                 Location
	soak                                    Soak
}

// hitKeyOf returns the key of s.hitDist(m).
func hitKeyOf(s *AttackSpec, m int) hitKey {
	return hitKey{
		m: m, weapon: s.Weapon, strength: s.Strength, extra: s.Extra, penetration: s.Penetration,
		impact: s.Impact, head: s.Head, critical: s.Critical, aimed: s.Aimed,
		aimedAt: s.AimedAt, soak: s.Soak,
	}
}

// hitDist is s.hitDist(m) through the memo; the slice is shared and must
// not be changed.
func (mm *oddsMemo) hitDist(s *AttackSpec, m int) []outcome {
	k := hitKeyOf(s, m)
	mm.mu.Lock()
	hd, ok := mm.hits[k]
	mm.mu.Unlock()
	if !ok {
		hd = s.hitDist(m)
		mm.mu.Lock()
		if mm.hits == nil || len(mm.hits) >= hitMemoSize {
			mm.hits = make(map[hitKey][]outcome)
		}
		mm.hits[k] = hd
		mm.mu.Unlock()
	}
	return hd
}

// secondHits is s.secondHitDist(m), through w's memo when it has one.
func (w *chainWork) secondHits(s *AttackSpec, m int) []outcome {
	if w.mm == nil {
		return s.secondHitDist(m)
	}
	c := *s
	c.Weapon, c.Strength, c.Impact, c.Penetration = s.Second.Weapon, s.Second.Strength, s.Second.Impact, s.Second.Penetration
	return w.mm.hitDist(&c, m)
}
