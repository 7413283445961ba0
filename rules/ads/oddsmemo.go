package ads

import (
	"slices"
	"sync"

	"sightline/rules"
	"sightline/rules/kit/memo"
)

// The AI prices the same attacks again and again, on the battle and on
// its copies (after a stance, from another square): Odds remembers
// AttackOdds' numbers by everything they depend on, in a memo that a
// battle and all its clones share. The memo is keyed by the whole
// numeric attack (oddsKey), so sharing it can never mix two attacks, and
// a mutex guards it, since clones may be used on other goroutines.

// oddsMemoSize is how many attacks each generation of a memo remembers
// (memo.Gen).
const oddsMemoSize = 1 << 13

// oddsKey is everything attackNumbers' result depends on: an AttackSpec
// with its modifier lists reduced to their sums, its damage side as the
// chains' key.
type oddsKey struct {
	attackDice, attackSum, defenceDice, defenceRerolls, defenceSum int
	damage                                                         damageKey
	resolveDice, resolveFlat                                       int
	knockoutOut, nextTurnPassed                                    bool
}

// keyOf returns the key of s. Two sums of modifiers that are both at
// least 0 enter it less the smaller one: a flat modifier of 0 or more
// only moves its side's totals up (dice.AddFlat floors a total at 0 only
// below 0), so the margins of two such attacks whose sums differ alike
// are the same distribution, moved, and dice.Difference sums the same
// products in the same order for each margin: the numbers, which read
// the margins and nothing else of the sums, are the same bit for bit
// (TestOddsKeyShiftedSums). Attacks that differ only in such sums, a
// third of the memo's misses, share one entry.
func keyOf(s *AttackSpec) oddsKey {
	k := oddsKey{
		attackDice: s.AttackDice, attackSum: ModSum(s.AttackMods),
		defenceDice: s.DefenceDice, defenceRerolls: s.DefenceRerolls, defenceSum: ModSum(s.DefenceMods),
		damage:      damageKeyOf(s),
		resolveDice: s.ResolveDice, resolveFlat: s.ResolveFlat,
		knockoutOut: s.KnockoutOut, nextTurnPassed: s.NextTurnPassed,
	}
	if k.attackSum >= 0 && k.defenceSum >= 0 {
		m := min(k.attackSum, k.defenceSum)
		k.attackSum, k.defenceSum = k.attackSum-m, k.defenceSum-m
	}
	return k
}

// oddsMemo maps attacks to their numbers (rules.Odds without Mods); the
// Damage slices it holds are never changed nor handed out.
type oddsMemo struct {
	mu sync.Mutex
	m  memo.Gen[oddsKey, rules.Odds]
	// chains remembers the chains of hits by damage side, and totals
	// their damage totals by weapons and soak, for the damage sides to
	// share (chainmemo.go).
	totals memo.Gen[totalKey, *memo.Slots[chainTotal]]
	chains memo.Gen[damageKey, *damageSide]
	// pools remembers the pools beyond poolTable by dice and rerolls.
	pools map[[2]int][]float64
	// hits remembers hitDist by weapon, soak and margin, and hitRecords
	// the distributions by their contents (hitmemo.go).
	hits       memo.Gen[hitKey, *hitTable]
	hitRecords memo.Gen[string, *hitRecord]
	// targets remembers the chains of single hits by target
	// (chainmemo.go).
	targets memo.Gen[targetKey, *targetChains]
	// marginDists remembers the margins by pools and modifiers
	// (marginmemo.go).
	marginDists memo.Gen[marginKey, marginEntry]
	// resolves remembers resolveFailer by pool (marginmemo.go).
	resolves memo.Gen[[2]int, resolveOdds]
}

// newOddsMemo returns an empty odds memo.
func newOddsMemo() *oddsMemo {
	return &oddsMemo{
		m:           memo.NewGen[oddsKey, rules.Odds](oddsMemoSize),
		totals:      memo.NewGen[totalKey, *memo.Slots[chainTotal]](chainMemoSize),
		chains:      memo.NewGen[damageKey, *damageSide](chainMemoSize),
		hits:        memo.NewGen[hitKey, *hitTable](hitMemoSize),
		hitRecords:  memo.NewGen[string, *hitRecord](hitRecordsSize),
		targets:     memo.NewGen[targetKey, *targetChains](chainMemoSize),
		marginDists: memo.NewGen[marginKey, marginEntry](marginMemoSize),
		resolves:    memo.NewGen[[2]int, resolveOdds](marginMemoSize),
	}
}

// attackOdds is AttackOdds(s), through the battle's memo.
func (b *Battle) attackOdds(s AttackSpec) rules.Odds {
	o := b.memoNumbers(&s)
	o.Damage = slices.Clone(o.Damage)
	o.Mods = oddsMods(&s)
	return o
}

// attackOddsShared is attackOdds(s) with the memo's Damage, which nobody
// changes, and the Mods in the battle's scratch space, valid until the
// next call: the answers of rules.ListedPricer, which their caller reads
// at once, without the two copies.
func (b *Battle) attackOddsShared(s *AttackSpec) rules.Odds {
	o := b.memoNumbers(s)
	b.scratch.oddsMods = appendOddsMods(b.scratch.oddsMods[:0], s)
	o.Mods = b.scratch.oddsMods
	return o
}

// memoNumbers is attackNumbers(*s) through the battle's memo; its Damage
// is the memo's, never to be changed.
func (b *Battle) memoNumbers(s *AttackSpec) rules.Odds {
	if b.odds == nil {
		b.odds = newOddsMemo()
	}
	mm := b.odds
	k := keyOf(s)
	o, ok := memo.GetLocked(&mm.mu, &mm.m, k)
	if !ok {
		o = attackNumbersIn(*s, mm)
		memo.PutLocked(&mm.mu, &mm.m, k, o)
	}
	return o
}
