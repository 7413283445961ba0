package ads

import (
	"slices"
	"sort"

	"sightline/rules/kit/dice"
	"sightline/rules/kit/memo"
)

// The damage of one hit depends on the weapon, the soak and the margin
// only, and the same few weapons meet the same few armours all battle
// long: the odds memo every battle shares (oddsMemo) remembers
// hitDist by them, so that a chain computed for a new target's health
// reuses the distributions of the hits.

// hitMemoSize is how many weapon and soak pairs each generation of a memo
// remembers the hits of (memo.Gen).
const hitMemoSize = 1 << 10

// The memos' keys hold ints only, with no padding between them, so that
// a map hashes and compares each key as one block of memory instead of
// field by field: booleans are bits of a flags int (bit).

// hitKey is everything hitDist's result depends on but the margin: the
// weapon, its flags (impact, head, critical, aimed) and the soak.
type hitKey struct {
	weapon, strength, extra, penetration, flags int
	aimedAt                                     Location
	armour, cloak, cover, misc, exposed         int
}

// hitKeyOf returns the key of s's hits.
func hitKeyOf(s *AttackSpec) hitKey {
	return hitKey{
		weapon: s.Weapon, strength: s.Strength, extra: s.Extra, penetration: s.Penetration,
		flags:   bit(s.Impact, 0) | bit(s.Head, 1) | bit(s.Critical, 2) | bit(s.Aimed, 3),
		aimedAt: s.AimedAt,
		armour:  s.Soak.Armour, cloak: s.Soak.Cloak, cover: s.Soak.Cover, misc: s.Soak.Misc,
		exposed: int(s.Soak.Exposed),
	}
}

// bit returns 1<<i if b, else 0.
func bit(b bool, i uint) int {
	if b {
		return 1 << i
	}
	return 0
}

// hitTable holds the remembered hit distributions of one weapon and soak
// by margin.
type hitTable struct {
	byMargin memo.Slots[hitRecord]
}

// hitRecord is one remembered hit distribution, shared and never changed.
// The memo keeps one record for equal distributions (value by value,
// probability by probability, in order; internHits), whatever weapon and
// soak made them, and a chain of this one hit alone depends on nothing
// else but the target: the record keeps the damage totals of that chain
// (single, set once under the memo's mutex).
type hitRecord struct {
	hd []outcome
	// falling holds hd's outcomes from the largest value to the smallest,
	// as convolveSparse takes them.
	falling []outcome
	single  *chainTotal
}

// newHitRecord returns a record of hd.
func newHitRecord(hd []outcome) *hitRecord {
	falling := slices.Clone(hd)
	// hitDist lists each value once, so any sort gives this order;
	// package sort's is shared by every type, where slices' is compiled
	// anew for each (issue #38).
	sort.Slice(falling, func(i, j int) bool { return falling[i].V > falling[j].V })
	return &hitRecord{hd: hd, falling: falling}
}

// hitTableOf returns the remembered hits of s's weapon on its soak.
func (mm *oddsMemo) hitTableOf(s *AttackSpec) *hitTable {
	k := hitKeyOf(s)
	mm.mu.Lock()
	defer mm.mu.Unlock()
	ht, _ := mm.hits.Get(k)
	if ht == nil {
		ht = &hitTable{}
		mm.hits.Put(k, ht)
	}
	return ht
}

// hitDist is s.hitDist(m) through table ht of s's weapon and soak.
func (mm *oddsMemo) hitDist(ht *hitTable, s *AttackSpec, m int) *hitRecord {
	mm.mu.Lock()
	rec := ht.byMargin.At(m)
	mm.mu.Unlock()
	if rec == nil {
		hd := s.hitDist(m)
		mm.mu.Lock()
		rec = mm.internHits(hd)
		ht.byMargin.Put(m, rec)
		mm.mu.Unlock()
	}
	return rec
}

// hitRecordsSize is how many distinct hit distributions each generation
// of a memo keeps records of (memo.Gen).
const hitRecordsSize = 1 << 13

// internHits returns the record of hd's contents, a new one for contents
// not seen before; mm.mu must be held.
func (mm *oddsMemo) internHits(hd []outcome) *hitRecord {
	// The contents of most distributions fit in buf, on the stack.
	var buf [512]byte
	b := buf[:0]
	b = dice.AppendKey(b, hd)
	if rec, ok := memo.GetBytes(&mm.hitRecords, b); ok {
		return rec
	}
	rec := newHitRecord(hd)
	mm.hitRecords.Put(string(b), rec)
	return rec
}

// hitSource gives the hit distributions of one weapon on one soak for a
// chain computation: from the memo when there is one, else computed, and
// kept by margin for the attack either way.
type hitSource struct {
	mm       *oddsMemo
	s        AttackSpec
	table    *hitTable
	byMargin memo.Slots[hitRecord]
}

// hits returns the record of src.s.hitDist(m) for m >= 1; without a
// memo, it is the attack's own.
func (src *hitSource) hits(m int) *hitRecord {
	rec := src.byMargin.At(m)
	if rec != nil {
		return rec
	}
	if src.mm != nil {
		if src.table == nil {
			src.table = src.mm.hitTableOf(&src.s)
		}
		rec = src.mm.hitDist(src.table, &src.s, m)
	} else {
		rec = newHitRecord(src.s.hitDist(m))
	}
	src.byMargin.Put(m, rec)
	return rec
}
