package ads

import "slices"

// The damage of one hit depends on the weapon, the soak and the margin
// only, and the same few weapons meet the same few armours all battle
// long: the memo the battle and its clones share (oddsMemo) remembers
// hitDist by them, so that a chain computed for a new target's health
// reuses the distributions of the hits.

// hitMemoSize is how many weapon and soak pairs a memo remembers the hits
// of before it starts afresh.
const hitMemoSize = 1 << 10

// hitKey is everything hitDist's result depends on but the margin.
type hitKey struct {
	weapon, strength, extra, penetration int
	impact, head, critical, aimed        bool
	aimedAt                              Location
	soak                                 Soak
}

// hitKeyOf returns the key of s's hits.
func hitKeyOf(s *AttackSpec) hitKey {
	return hitKey{
		weapon: s.Weapon, strength: s.Strength, extra: s.Extra, penetration: s.Penetration,
		impact: s.Impact, head: s.Head, critical: s.Critical, aimed: s.Aimed,
		aimedAt: s.AimedAt, soak: s.Soak,
	}
}

// hitTable holds the remembered hit distributions of one weapon and soak
// by margin; each is shared and never changed.
type hitTable struct {
	byMargin [][]outcome
}

// hitTableOf returns the remembered hits of s's weapon on its soak.
func (mm *oddsMemo) hitTableOf(s *AttackSpec) *hitTable {
	k := hitKeyOf(s)
	mm.mu.Lock()
	defer mm.mu.Unlock()
	ht := mm.hits[k]
	if ht == nil {
		if mm.hits == nil || len(mm.hits) >= hitMemoSize {
			mm.hits = make(map[hitKey]*hitTable)
		}
		ht = &hitTable{}
		mm.hits[k] = ht
	}
	return ht
}

// hitDist is s.hitDist(m) through table ht of s's weapon and soak.
func (mm *oddsMemo) hitDist(ht *hitTable, s *AttackSpec, m int) []outcome {
	var hd []outcome
	mm.mu.Lock()
	if m < len(ht.byMargin) {
		hd = ht.byMargin[m]
	}
	mm.mu.Unlock()
	if hd == nil {
		hd = s.hitDist(m)
		mm.mu.Lock()
		for len(ht.byMargin) <= m {
			ht.byMargin = append(ht.byMargin, nil)
		}
		ht.byMargin[m] = hd
		mm.mu.Unlock()
	}
	return hd
}

// hitSource gives the hit distributions of one weapon on one soak for a
// chain computation: from the memo when there is one, else computed, and
// kept by margin for the attack either way.
type hitSource struct {
	mm       *oddsMemo
	s        AttackSpec
	table    *hitTable
	byMargin [][]outcome
}

// hits returns src.s.hitDist(m) for m >= 1.
func (src *hitSource) hits(m int) []outcome {
	if m < len(src.byMargin) && src.byMargin[m] != nil {
		return src.byMargin[m]
	}
	var hd []outcome
	if src.mm != nil {
		if src.table == nil {
			src.table = src.mm.hitTableOf(&src.s)
		}
		hd = src.mm.hitDist(src.table, &src.s, m)
	} else {
		hd = src.s.hitDist(m)
	}
	if m >= len(src.byMargin) {
		src.byMargin = slices.Grow(src.byMargin, m+1-len(src.byMargin))[:m+1]
	}
	src.byMargin[m] = hd
	return hd
}
